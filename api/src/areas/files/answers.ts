import { z } from 'zod';
import type { Json } from '../../platform/http/answer.ts';

/** What the file routes answer: the REST contract's answer half (platform/http/answer.ts). */

/** An uploaded (or readable) file: its path on the service, `/files/<tenant>/<visibility>/<name>`. */
export const storedFile = z.object({ url: z.string() });

/** `GET /proxy-image`: an image's bytes as base64, with its content type (from the bytes) and size. */
export const proxiedImage = z.object({
  contentType: z.string(),
  size: z.number().int(),
  base64: z.string(),
});

export type StoredFile = Json<typeof storedFile>;
export type ProxiedImage = Json<typeof proxiedImage>;
