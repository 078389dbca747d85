import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/** The refusal of a body that is not multipart/form-data at all. */
export const NOT_MULTIPART = 'Send the file as multipart/form-data with a "file" field';

/**
 * What a failed read of a multipart upload answers: a refusal of our own as it is; the file over `maxBytes` 413 with
 * `tooLarge`; a body that is not multipart, has more parts than the route takes, or was cut short 400 with a text a
 * person can act on (busboy's own, such as 'Unexpected end of form', would otherwise be a 500).
 */
export function multipartRefusal(error: unknown, tooLarge: string): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, tooLarge);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(400, NOT_MULTIPART);
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(400, 'The upload has more parts than expected: send one "file" part and its fields');
    default:
      return new HttpError(400, 'The upload was cut short or is not valid multipart/form-data: send it again');
  }
}

export interface FilePart {
  bytes: Buffer;
  /** The name the client gave the file. */
  name: string;
}

/**
 * Reads a multipart upload into memory: the `file` part (null when there is none; other file parts are read and
 * dropped) and the text fields. At most `maxBytes` for the file, 5 fields of 4,000 characters.
 */
export async function readFilePart(
  request: FastifyRequest,
  { maxBytes, tooLarge }: { maxBytes: number; tooLarge: string },
): Promise<{ file: FilePart | null; fields: Record<string, string> }> {
  let file: FilePart | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 4000 } })) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === 'file') file = { bytes: await part.toBuffer(), name: part.filename };
      else await part.toBuffer();
    }
  } catch (error) {
    throw multipartRefusal(error, tooLarge);
  }
  return { file, fields };
}
