import { PRODUCT_HEADER, readSession } from '../app/session.ts';

/** A download the BFF refused: its status and the service's message. */
export class DownloadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The file name of a `content-disposition` header (RFC 6266 `filename*` first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (exact) return decodeURIComponent(exact);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** The name a file is saved under when the server gives none (a file uploaded before its name was kept): what it is
 *  and its URL's extension, 'CV.pdf' rather than the stored file's uuid. */
export const namedAfter = (label: string, url: string) => `${label}${/(\.[A-Za-z0-9]{1,5})(?:[?#].*)?$/.exec(url)?.[1] ?? ''}`;

/**
 * Fetches a `/download/…` URL of the BFF with the session (cookie plus the product, auth type and
 * impersonation headers every GraphQL call carries): the file and the name the server gives it.
 */
export async function fetchDownload(url: string, fallbackName: string): Promise<{ blob: Blob; name: string }> {
  const session = readSession();
  const headers: Record<string, string> = { 'x-auth-type': session.authType };
  if (session.product) headers['x-product'] = PRODUCT_HEADER[session.product];
  if (session.impersonatedSpeakerId) headers['x-impersonate-speaker-id'] = session.impersonatedSpeakerId;
  const response = await fetch(url, { credentials: 'same-origin', headers });
  if (!response.ok) {
    const body = await response.json().catch(() => ({}));
    throw new DownloadError(response.status, body.message ?? response.statusText);
  }
  return { blob: await response.blob(), name: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
}

/** Saves a file made or fetched in the page under `name` (a link's click on an object URL, released afterwards). */
export function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Downloads a `/download/…` URL with the session (`fetchDownload`) and saves it under the name the server gives. */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const { blob, name } = await fetchDownload(url, fallbackName);
  saveBlob(blob, name);
  return name;
}
