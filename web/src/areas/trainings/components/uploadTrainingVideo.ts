import { PRODUCT_HEADER, readSession } from '../../../app/session.ts';
import { TOO_LARGE_MESSAGE } from '../../../shared/uploadImage.ts';

/** The size limit the wizard checks before sending (the service's own, TRAINING_VIDEO_MAX_BYTES, default 2 GiB). */
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
      reject(new Error('Error loading video metadata'));
    };
    video.src = url;
  });
}

/** Streams the video to `POST /uploads/training-video` (the BFF passes it on as it arrives), reporting progress
 *  0–100; answers the video's id or throws an Error with the text to show. */
export function uploadTrainingVideo(
  input: { file: File; name: string; description: string; durationInSeconds: number },
  onProgress: (percent: number) => void,
): Promise<number> {
  const session = readSession();
  const body = new FormData();
  body.append('name', input.name);
  body.append('description', input.description);
  body.append('durationInSeconds', String(input.durationInSeconds));
  body.append('file', input.file, input.file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/uploads/training-video');
    xhr.withCredentials = true;
    xhr.setRequestHeader('x-requested-with', 'fetch');
    xhr.setRequestHeader('x-auth-type', session.authType);
    if (session.product) xhr.setRequestHeader('x-product', PRODUCT_HEADER[session.product]);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => reject(new Error('Failed to upload video'));
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
      reject(new Error(xhr.status === 413 ? TOO_LARGE_MESSAGE : (answer?.message ?? 'Failed to upload video')));
    };
    xhr.send(body);
  });
}
