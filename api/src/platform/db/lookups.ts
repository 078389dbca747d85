import { sql, type SQL } from 'drizzle-orm';
import type { Row, Tx } from './client.ts';
import { intArray, only } from './client.ts';
import { likePattern } from '../http/lists.ts';
import type { RowScope } from '../http/scope.ts';

/** A column (or expression) the free-text search reads, and the fields whose values it carries. */
export interface SearchColumn {
  sql: string;
  fields: string[];
}

/** A simple tenant-owned table listed and fetched by id: speakers, venues, field reps, topics, templates. */
export interface LookupTable {
  table: string;
  /** DTO field → column. */
  columns: Record<string, string>;
  /** What `searchQuery` reads; a column carrying a field hidden from the caller is left out. */
  search: SearchColumn[];
  /** The rows of the table a caller reaches, when narrower than the tenant (http/scope.ts). */
  scope?: (scope: RowScope) => SQL | null;
  sortable: Record<string, string>;
  defaultSort: string;
}

const select = (t: LookupTable) =>
  sql.raw(['id', ...Object.entries(t.columns).map(([field, column]) => `${column} as "${field}"`)].join(', '));

/** The caller's view of a lookup table: their row scope and the fields hidden from them. */
export interface LookupCaller {
  scope: RowScope;
  hidden: ReadonlySet<string>;
}

const scopeOf = (t: LookupTable, caller: LookupCaller) => t.scope?.(caller.scope) ?? null;

/** A page of a lookup table in the caller's view; `filter`: a list's own condition beyond ids and search. */
export async function listLookup<R = Row>(
  tx: Tx,
  t: LookupTable,
  q: { page: number; limit: number; sortBy?: string; sortDesc: boolean; searchQuery?: string; filters: { ids?: number[] } },
  caller: LookupCaller,
  filter?: SQL,
) {
  const where: SQL[] = [filter ?? sql`true`];
  const scope = scopeOf(t, caller);
  if (scope) where.push(scope);
  if (q.filters.ids) where.push(sql`id = any(${intArray(q.filters.ids)})`);
  if (q.searchQuery) {
    const pattern = likePattern(q.searchQuery);
    const columns = t.search.filter((c) => !c.fields.some((f) => caller.hidden.has(f)));
    where.push(
      columns.length
        ? sql`(${sql.join(
            columns.map((c) => sql`${sql.raw(c.sql)} ilike ${pattern}`),
            sql` or `,
          )})`
        : sql`false`,
    );
  }
  const condition = sql.join(where, sql` and `);
  const order = sql.raw(`${t.sortable[q.sortBy ?? ''] ?? t.defaultSort} ${q.sortDesc ? 'desc' : 'asc'}, id`);
  const from = sql.raw(t.table);
  const results = await tx.query<R>(sql`select ${select(t)} from ${from} where ${condition}
    order by ${order} limit ${q.limit} offset ${(q.page - 1) * q.limit}`);
  const { count } = only(await tx.query<{ count: number }>(sql`select count(*)::int as count from ${from} where ${condition}`));
  return { results, count };
}

/** One row by id; with a caller, only a row in their scope. */
export async function getLookup<R = Row>(tx: Tx, t: LookupTable, id: number, caller?: LookupCaller) {
  const scope = caller ? scopeOf(t, caller) : null;
  const [row] = await tx.query<R>(sql`select ${select(t)} from ${sql.raw(t.table)} where id = ${id}${scope ? sql` and ${scope}` : sql``}`);
  return row;
}

/** A row the request has just written: exactly one, or a bug. */
export async function writtenLookup<R = Row>(tx: Tx, t: LookupTable, id: number): Promise<R> {
  return only(await tx.query<R>(sql`select ${select(t)} from ${sql.raw(t.table)} where id = ${id}`));
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
  columns: {
    firstName: 'first_name',
    lastName: 'last_name',
    email: 'email',
    phone: 'phone',
    degree: 'degree',
    specialty: 'specialty',
    status: 'status',
    userId: 'user_id',
  },
  search: [
    { sql: 'first_name', fields: ['firstName'] },
    { sql: 'last_name', fields: ['lastName'] },
    { sql: 'email', fields: ['email'] },
    { sql: "first_name || ' ' || last_name", fields: ['firstName', 'lastName'] },
  ],
  scope: (scope) => scope.speakers,
  sortable: { firstName: 'first_name', lastName: 'last_name', email: 'email' },
  defaultSort: 'last_name',
};
export const VENUES: LookupTable = {
  table: 'venues',
  columns: { name: 'name', address: 'address', city: 'city', state: 'state', zipCode: 'zip_code', capacity: 'capacity' },
  search: [
    { sql: 'name', fields: ['name'] },
    { sql: 'city', fields: ['city'] },
    { sql: 'address', fields: ['address'] },
  ],
  sortable: { name: 'name', city: 'city', state: 'state', capacity: 'capacity' },
  defaultSort: 'name',
};
export const FIELD_REPS: LookupTable = {
  table: 'field_reps',
  columns: { name: 'name', phone: 'phone', email: 'email' },
  search: [
    { sql: 'name', fields: ['name'] },
    { sql: 'email', fields: ['email'] },
  ],
  sortable: { name: 'name', email: 'email' },
  defaultSort: 'name',
};
export const TOPICS: LookupTable = {
  table: 'topics',
  columns: { name: 'name', description: 'description' },
  search: [
    { sql: 'name', fields: ['name'] },
    { sql: 'description', fields: ['description'] },
  ],
  sortable: { name: 'name' },
  defaultSort: 'name',
};
