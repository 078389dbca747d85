import { PRODUCT_HEADER, readSession } from '../../../app/session.ts';
import { TOO_LARGE_MESSAGE } from '../../../shared/uploadImage.ts';
import { SPEED_TEST_BYTES, TRAINING_MESSAGES as M } from '../../../../../api/src/areas/trainings/contract.ts';

/** The size limit the wizard checks before sending when the service's own (trainingVideoUploadLimit,
 *  TRAINING_VIDEO_MAX_BYTES) could not be read: its default, 2 GiB. */
export const VIDEO_MAX_BYTES = 2 * 1024 * 1024 * 1024;
export const VIDEO_EXTENSIONS = ['.mp4', '.webm', '.ogg', '.ogv'] as const;

/** Reads a video file's duration in whole seconds from its metadata ('Error loading video metadata' when it can't). */
export function videoDuration(file: File): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    video.preload = 'metadata';
    const done = () => URL.revokeObjectURL(url);
    video.onloadedmetadata = () => {
      done();
      resolve(Number.isFinite(video.duration) ? Math.max(1, Math.round(video.duration)) : 1);
    };
    video.onerror = () => {
      done();
      reject(new Error(M.videoMetadata));
    };
    video.src = url;
  });
}

/** The headers every upload carries: the BFF's CSRF check, and the session's auth type, product and impersonation. */
function uploadHeaders(): Record<string, string> {
  const session = readSession();
  const headers: Record<string, string> = { 'x-requested-with': 'fetch', 'x-auth-type': session.authType };
  if (session.product) headers['x-product'] = PRODUCT_HEADER[session.product];
  if (session.impersonatedSpeakerId) headers['x-impersonate-speaker-id'] = session.impersonatedSpeakerId;
  return headers;
}

/** Measures the line's upload rate before a video upload (spec 002 §7, §9): 5,242,880 raw bytes to
 *  `POST /uploads/check-upload-speed`; answers bits per second, or null when the check failed. */
export async function checkUploadSpeed(): Promise<number | null> {
  try {
    const response = await fetch('/uploads/check-upload-speed', {
      method: 'POST',
      body: new Uint8Array(SPEED_TEST_BYTES),
      headers: { ...uploadHeaders(), 'content-type': 'application/octet-stream' },
      credentials: 'same-origin',
    });
    const bitsPerSecond = response.ok ? ((await response.json()) as { bitsPerSecond?: unknown }).bitsPerSecond : null;
    return typeof bitsPerSecond === 'number' && bitsPerSecond > 0 ? bitsPerSecond : null;
  } catch {
    return null;
  }
}

/** What the wizard says of the upload to come, from the measured rate (megabits per second, two decimals). */
export function uploadEstimate(bytes: number, bitsPerSecond: number): string {
  const seconds = Math.max(1, Math.ceil((bytes * 8) / bitsPerSecond));
  const time = seconds < 60 ? `${seconds} s` : seconds < 3600 ? `${Math.ceil(seconds / 60)} min` : `${(seconds / 3600).toFixed(1)} h`;
  return `Upload speed ${(bitsPerSecond / 1_000_000).toFixed(2)} Mbit/s: about ${time} for this video`;
}

/** Streams the video to `POST /uploads/training-video` (the BFF passes it on as it arrives), reporting progress
 *  0–100; answers the video's id or throws an Error with the text to show. */
export function uploadTrainingVideo(
  input: { file: File; name: string; description: string; durationInSeconds: number },
  onProgress: (percent: number) => void,
): Promise<number> {
  const body = new FormData();
  body.append('name', input.name);
  body.append('description', input.description);
  body.append('durationInSeconds', String(input.durationInSeconds));
  body.append('file', input.file, input.file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/uploads/training-video');
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(uploadHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => reject(new Error(M.uploadFailed));
    xhr.onload = () => {
      let answer: { id?: number; message?: string } | null;
      try {
        answer = JSON.parse(xhr.responseText) as { id?: number; message?: string };
      } catch {
        answer = null;
      }
      if (xhr.status < 300 && answer?.id) {
        onProgress(100);
        return resolve(answer.id);
      }
      reject(new Error(xhr.status === 413 ? TOO_LARGE_MESSAGE : (answer?.message ?? M.uploadFailed)));
    };
    xhr.send(body);
  });
}

/** A training's completion certificate (PDF, at most 5 MB, spec 002 §9). */
export const CERTIFICATE_EXTENSIONS = ['.pdf'] as const;
export const CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;

/** Uploads a staff member's certificate PDF for a training (`POST /uploads/training-certificate/<internal id>`); throws
 *  an Error with the service's reason ('A speaker certificate must be a PDF', too large) when it is refused. */
export async function uploadTrainingCertificate(trainingInternalId: number, file: File): Promise<{ fileName: string; fileUrl: string }> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/uploads/training-certificate/${trainingInternalId}`, {
      method: 'POST',
      body,
      headers: uploadHeaders(),
      credentials: 'same-origin',
    });
  } catch {
    throw new Error('Network error');
  }
  const answer = (await response.json().catch(() => null)) as { fileName?: string; fileUrl?: string; message?: string } | null;
  if (response.ok && answer?.fileUrl) return { fileName: answer.fileName ?? file.name, fileUrl: answer.fileUrl };
  if (response.status === 413) throw new Error(TOO_LARGE_MESSAGE);
  throw new Error(answer?.message || M.certificateUploadFailed);
}
