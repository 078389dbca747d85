import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { intArray } from './client.ts';
import { likePattern } from '../http/lists.ts';

/** A simple tenant-owned table listed and fetched by id: speakers, venues, field reps, topics, templates. */
export interface LookupTable {
  table: string;
  /** DTO field → column. */
  columns: Record<string, string>;
  search: string[];
  sortable: Record<string, string>;
  defaultSort: string;
}

const select = (t: LookupTable) =>
  sql.raw(['id', ...Object.entries(t.columns).map(([field, column]) => `${column} as "${field}"`)].join(', '));

export async function listLookup(
  tx: Tx,
  t: LookupTable,
  q: { page: number; limit: number; sortBy?: string; sortDesc: boolean; searchQuery?: string; filters: { ids?: number[] } },
) {
  const where: SQL[] = [sql`true`];
  if (q.filters.ids) where.push(sql`id = any(${intArray(q.filters.ids)})`);
  if (q.searchQuery) {
    const pattern = likePattern(q.searchQuery);
    where.push(sql`(${sql.join(t.search.map((c) => sql`${sql.raw(c)} ilike ${pattern}`), sql` or `)})`);
  }
  const condition = sql.join(where, sql` and `);
  const order = sql.raw(`${t.sortable[q.sortBy ?? ''] ?? t.defaultSort} ${q.sortDesc ? 'desc' : 'asc'}, id`);
  const from = sql.raw(t.table);
  const results = await tx.query(sql`select ${select(t)} from ${from} where ${condition}
    order by ${order} limit ${q.limit} offset ${(q.page - 1) * q.limit}`);
  const [{ count }] = await tx.query<{ count: number }>(sql`select count(*)::int as count from ${from} where ${condition}`);
  return { results, count };
}

export async function getLookup(tx: Tx, t: LookupTable, id: number) {
  const [row] = await tx.query(sql`select ${select(t)} from ${sql.raw(t.table)} where id = ${id}`);
  return row;
}

/** The ids of `wanted` that do not exist in the tenant (RLS hides other tenants' rows too). */
export async function missingIds(tx: Tx, table: string, wanted: number[]): Promise<number[]> {
  if (!wanted.length) return [];
  const rows = await tx.query<{ id: number }>(sql`select id from ${sql.raw(table)} where id = any(${intArray(wanted)})`);
  const found = new Set(rows.map((r) => r.id));
  return [...new Set(wanted)].filter((id) => !found.has(id));
}

export const SPEAKERS: LookupTable = {
  table: 'speakers',
  columns: { firstName: 'first_name', lastName: 'last_name', email: 'email', phone: 'phone', degree: 'degree',
    specialty: 'specialty', status: 'status', userId: 'user_id' },
  search: ['first_name', 'last_name', 'email', "first_name || ' ' || last_name"],
  sortable: { firstName: 'first_name', lastName: 'last_name', email: 'email' },
  defaultSort: 'last_name',
};
export const VENUES: LookupTable = {
  table: 'venues',
  columns: { name: 'name', address: 'address', city: 'city', state: 'state', zipCode: 'zip_code', capacity: 'capacity' },
  search: ['name', 'city', 'address'],
  sortable: { name: 'name', city: 'city', state: 'state', capacity: 'capacity' },
  defaultSort: 'name',
};
export const FIELD_REPS: LookupTable = {
  table: 'field_reps',
  columns: { name: 'name', phone: 'phone', email: 'email' },
  search: ['name', 'email'],
  sortable: { name: 'name', email: 'email' },
  defaultSort: 'name',
};
export const TOPICS: LookupTable = {
  table: 'topics',
  columns: { name: 'name', description: 'description' },
  search: ['name', 'description'],
  sortable: { name: 'name' },
  defaultSort: 'name',
};
const named = (table: string): LookupTable => ({
  table, columns: { name: 'name' }, search: ['name'], sortable: { name: 'name' }, defaultSort: 'name',
});
export const SURVEY_TEMPLATES = named('survey_templates');
export const EMAIL_SERIES = named('email_series');
export const REGISTRATION_TEMPLATES = named('registration_templates');
