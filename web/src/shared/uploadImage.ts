import { PRODUCT_HEADER, readSession } from '../app/session.ts';

/** Spec 000 §8 texts of a refused upload. */
export const TOO_LARGE_MESSAGE = 'File size is too large. Please try again with a smaller file.';
export const unsupportedMessage = (detail: string) => `Unsupported image format. ${detail}`;
const FAILED_MESSAGE = 'Cannot upload the Image, please try again.';

/** The file types the Add Image dialog offers (spec 000 §2.5: png, jpeg, jpg). */
export const IMAGE_EXTENSIONS = ['.png', '.jpeg', '.jpg'] as const;
/** The largest public image the service takes (api UPLOAD_MAX_BYTES). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** How an upload is sent and its refusals worded. */
export interface UploadOptions {
  /** Words a refused type (415/422) from the service's detail. */
  unsupported?(detail: string): string;
  /** The text of a 413 (default TOO_LARGE_MESSAGE). */
  tooLarge?: string;
  /** Further multipart fields, e.g. `kind: 'avatar'` (the service's 250 kB limit of avatar images). */
  fields?: Record<string, string>;
}

/**
 * Uploads a file through the BFF (`POST /uploads/public` or `/uploads/protected`, multipart `file` and
 * `tenant-id`) and answers its URL; throws an Error with the text to show when the upload is refused.
 */
export async function uploadFile(
  file: File,
  tenantId: string,
  visibility: 'public' | 'protected',
  { unsupported = (detail) => detail, tooLarge = TOO_LARGE_MESSAGE, fields = {} }: UploadOptions = {},
): Promise<string> {
  const session = readSession();
  const headers: Record<string, string> = { 'x-requested-with': 'fetch', 'x-auth-type': session.authType };
  if (session.product) headers['x-product'] = PRODUCT_HEADER[session.product];
  if (session.impersonatedSpeakerId) headers['x-impersonate-speaker-id'] = session.impersonatedSpeakerId;
  const body = new FormData();
  body.append('tenant-id', tenantId);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/uploads/${visibility}`, { method: 'POST', body, headers, credentials: 'same-origin' });
  } catch {
    throw new Error('Network error');
  }
  const answer = (await response.json().catch(() => null)) as { url?: string; message?: string } | null;
  if (response.ok && answer?.url) return answer.url;
  if (response.status === 413) throw new Error(tooLarge);
  if (response.status === 415 || response.status === 422) throw new Error(unsupported(answer?.message ?? ''));
  throw new Error(answer?.message || FAILED_MESSAGE);
}

/** A public image (card images, headshots): its URL, or an Error with the text to show. */
export const uploadPublicImage = (file: File, tenantId: string): Promise<string> =>
  uploadFile(file, tenantId, 'public', { unsupported: unsupportedMessage });
