import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';

/** Longest name kept of an upload (characters); a longer one is cut before its extension. */
const NAME_MAX = 200;

/** The extensions a file's name may end with for what its bytes are (the sniffed extension first). */
const SAME_KIND: Record<string, readonly string[]> = { jpg: ['jpg', 'jpeg'], png: ['png'], pdf: ['pdf'] };

/**
 * The name kept of an uploaded file (issue 28 #20): the name the client gave it (busboy has already dropped any folder
 * part), without control characters, trimmed and cut to 200 characters with its extension kept. A name
 * whose extension does not say what the bytes are gets theirs (`scan` of a PDF → `scan.pdf`), so the download opens.
 * Null when nothing is left.
 */
export function uploadName(clientName: string | null | undefined, extension: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are what a kept name may not hold
  const base = (clientName ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!base) return null;
  const own = /\.([^.]+)$/.exec(base)?.[1]?.toLowerCase();
  const named = own && (SAME_KIND[extension] ?? [extension]).includes(own) ? base : `${base}.${extension}`;
  if (named.length <= NAME_MAX) return named;
  const suffix = named.slice(named.lastIndexOf('.'));
  return `${named.slice(0, NAME_MAX - suffix.length).trimEnd()}${suffix}`;
}

/** Records the kept name of the upload stored under `key` (the upload's own transaction). */
export async function recordUploadName(tx: Tx, tenantId: string, key: string, fileName: string): Promise<void> {
  await tx.query(sql`insert into upload_names (storage_key, tenant_id, file_name) values (${key}, ${tenantId}, ${fileName})`);
}

/** The kept name of the upload stored under `key`, or null (an upload from before migration 0025). */
export async function uploadNameOf(tx: Tx, key: string): Promise<string | null> {
  const [row] = await tx.query<{ name: string }>(sql`select file_name as name from upload_names where storage_key = ${key}`);
  return row?.name ?? null;
}

/** The storage key of a file URL an upload answered (`…/files/<key>`) in SQL, to join a record's URL column onto
 *  `upload_names.storage_key` (its primary key). */
export const uploadKeyOfUrl = (url: SQL) => sql`substring(${url} from '/files/([^?#]+)$')`;
