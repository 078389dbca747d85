import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

/** Rows fetched per round trip: an export never holds more than this many rows in memory. */
export const EXPORT_BATCH = 1000;

/**
 * The rows of `query`, in its order, read through a server-side cursor named `name` in batches of `EXPORT_BATCH`:
 * one scan however many rows. Must run inside the request's transaction (cursors live in one and close with it).
 */
export async function* cursorBatches<Row>(tx: Tx, name: string, query: SQL): AsyncGenerator<Row[]> {
  await tx.query(sql`declare ${sql.identifier(name)} no scroll cursor for ${query}`);
  for (;;) {
    const rows = await tx.query<Row>(sql`fetch ${sql.raw(String(EXPORT_BATCH))} from ${sql.identifier(name)}`);
    if (!rows.length) return;
    yield rows;
  }
}
