import { PRODUCT_HEADER, readSession } from '../../../app/session.ts';
import { TOO_LARGE_MESSAGE } from '../../../shared/uploadImage.ts';

/** What `POST /uploads/resource` answers: the url `createResource` takes and the file's own name. */
export interface UploadedResourceFile {
  url: string;
  fileName: string;
}

/** Uploads a resource file through the BFF with the session's headers; throws an Error with the text to show. */
export async function uploadResourceFile(file: File): Promise<UploadedResourceFile> {
  const session = readSession();
  const headers: Record<string, string> = { 'x-requested-with': 'fetch', 'x-auth-type': session.authType };
  if (session.product) headers['x-product'] = PRODUCT_HEADER[session.product];
  if (session.impersonatedSpeakerId) headers['x-impersonate-speaker-id'] = session.impersonatedSpeakerId;
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/uploads/resource', { method: 'POST', body, headers, credentials: 'same-origin' });
  } catch {
    throw new Error('Network error');
  }
  const answer = (await response.json().catch(() => null)) as (UploadedResourceFile & { message?: string }) | null;
  if (response.ok && answer?.url) return { url: answer.url, fileName: answer.fileName };
  if (response.status === 413) throw new Error(TOO_LARGE_MESSAGE);
  throw new Error(answer?.message ?? 'Unable to save');
}
