import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { only, type Tx } from '../../platform/db/client.ts';
import { getLookup, listLookup, VENUES, writtenLookup, type LookupCaller, type LookupTable } from '../../platform/db/lookups.ts';
import { sendFile } from '../../platform/http/download.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { refuseHiddenListFields, type HiddenFields } from '../../platform/http/fields.ts';
import { ids, listQuery } from '../../platform/http/lists.ts';
import type { Router } from '../../platform/http/route.ts';
import { EXPORT_BATCH } from '../../platform/export/cursor.ts';
import { writeWorkbook, XLSX_TYPE, type ExportColumn } from '../../platform/export/xlsx.ts';
import { idParam } from '../../platform/http/params.ts';
import { EMPTY, FILE } from '../../platform/http/answer.ts';
import { venue, venuePage, type Venue } from './answers.ts';
import { capacityOf, VENUE_LABELS, VENUE_LIMITS as L, VENUE_MESSAGES as M, venueInUse, ZIP_CODE, type VenueField } from './contract.ts';

/** The venue list: every column of Venue Management sorts, the search reads every text column but the state. */
export const VENUE_TABLE: LookupTable = {
  ...VENUES,
  search: [
    { sql: 'name', fields: ['name'] },
    { sql: 'address', fields: ['address'] },
    { sql: 'city', fields: ['city'] },
    { sql: 'zip_code', fields: ['zipCode'] },
  ],
  sortable: { name: 'name', address: 'address', city: 'city', state: 'state', zipCode: 'zip_code', capacity: 'capacity' },
};
const SORTABLE = Object.keys(VENUE_TABLE.sortable) as [string, ...string[]];

export const venueListQuery = listQuery(z.object({ ids: ids.optional() }), SORTABLE);
const exportQuery = venueListQuery.omit({ page: true, limit: true });

const text = (field: Exclude<VenueField, 'zipCode' | 'capacity'>, required: string) =>
  z.string({ message: required }).trim().min(1, required).max(L[field], `${VENUE_LABELS[field]} must be at most ${L[field]} characters`);

/** POST and PUT take the whole venue (spec 001 §5); capacity 0, null or absent means no limit. */
export const venueBody = z
  .object({
    name: text('name', M.nameRequired),
    address: text('address', M.addressRequired),
    city: text('city', M.cityRequired),
    state: text('state', M.stateRequired),
    zipCode: z.string({ message: M.zipRequired }).trim().min(1, { message: M.zipRequired, abort: true }).regex(ZIP_CODE, M.zipDigits),
    capacity: z.number({ message: M.capacity }).int(M.capacityRange).min(0, M.capacityRange).max(L.capacity, M.capacityRange).nullish(),
  })
  .strict();
type VenueInput = z.infer<typeof venueBody>;

const EXPORT_COLUMNS: ExportColumn<Record<VenueField, string | number | null>>[] = [
  { header: 'Venue Name', field: 'name', width: 36, value: (r) => r.name },
  { header: 'Address', field: 'address', width: 36, value: (r) => r.address },
  { header: 'City', field: 'city', width: 18, value: (r) => r.city },
  { header: 'State', field: 'state', width: 8, value: (r) => r.state },
  { header: 'Zip Code', field: 'zipCode', width: 10, value: (r) => r.zipCode },
  { header: 'Capacity', field: 'capacity', width: 10, value: (r) => r.capacity },
];

/** The caller's list: no sort on a field hidden from them; the search skips hidden columns (listLookup). */
async function callerQuery<Q extends { sortBy?: string; filters: { ids?: number[] } }>(hidden: HiddenFields, query: Q) {
  const fields = await hidden('venue');
  refuseHiddenListFields(fields, query);
  return { hidden: fields, query };
}

/** The venues matching the list query, in the list's order, a batch per round trip (a tenant has few venues, so
 *  the list's own paged query serves; the event export's cursor is for 100,000s of rows). */
async function* exportRows(tx: Tx, query: z.infer<typeof exportQuery>, caller: LookupCaller) {
  for (let page = 1; ; page++) {
    const { results } = await listLookup(tx, VENUE_TABLE, { ...query, page, limit: EXPORT_BATCH }, caller);
    if (results.length) yield results as Record<VenueField, string | number | null>[];
    if (results.length < EXPORT_BATCH) return;
  }
}

const values = (input: VenueInput) => ({ ...input, capacity: capacityOf(input.capacity) });

export function venueRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/venues',
    permission: ['venue', 'read'],
    redact: 'venue',
    schema: { query: venueListQuery },
    answer: venuePage,
    handler: async ({ tx, query, scope, hidden }) => {
      const caller = await callerQuery(hidden, query);
      return listLookup<Venue>(tx, VENUE_TABLE, query, { scope, hidden: caller.hidden });
    },
  });

  route({
    method: 'GET',
    url: '/venues/export',
    permission: ['venue', 'read'],
    featureFlags: ['venuesEnabled'],
    schema: { query: exportQuery },
    answer: FILE,
    handler: async ({ tx, query, scope, hidden, reply }) => {
      const caller = await callerQuery(hidden, query);
      const columns = EXPORT_COLUMNS.filter((c) => !caller.hidden.has(c.field));
      const body = new PassThrough();
      sendFile(reply, body, { fileName: `venues-${new Date().toISOString().slice(0, 10)}.xlsx`, contentType: XLSX_TYPE });
      try {
        // The transaction (and its cursor) stays open until the last row is written.
        await writeWorkbook(body, 'Venues', columns, exportRows(tx, query, { scope, hidden: caller.hidden }));
      } catch (error) {
        body.destroy(error as Error);
        throw error;
      }
      return reply;
    },
  });

  route({
    method: 'GET',
    url: '/venues/:id',
    permission: ['venue', 'read'],
    featureFlags: ['venuesEnabled'],
    redact: 'venue',
    schema: { params: idParam },
    answer: venue,
    handler: async ({ tx, params, scope, hidden }) =>
      (await getLookup<Venue>(tx, VENUE_TABLE, params.id, { scope, hidden: await hidden('venue') })) ??
      Promise.reject(notFound('Venue', params.id)),
  });

  route({
    method: 'POST',
    url: '/venues',
    permission: ['venue', 'create'],
    featureFlags: ['venuesEnabled'],
    redact: 'venue',
    status: 201,
    schema: { body: venueBody },
    answer: venue,
    handler: async ({ tx, tenantId, body, audit }) => {
      const v = values(body);
      const { id } = only(
        await tx.query<{ id: number }>(sql`insert into venues (tenant_id, name, address, city, state, zip_code, capacity)
          values (${tenantId}, ${v.name}, ${v.address}, ${v.city}, ${v.state}, ${v.zipCode}, ${v.capacity}) returning id`),
      );
      await audit('venue', id, 'create', Object.keys(body));
      return writtenLookup<Venue>(tx, VENUE_TABLE, id);
    },
  });

  route({
    method: 'PUT',
    url: '/venues/:id',
    permission: ['venue', 'update'],
    featureFlags: ['venuesEnabled'],
    redact: 'venue',
    schema: { params: idParam, body: venueBody },
    answer: venue,
    handler: async ({ tx, params, body, audit }) => {
      const v = values(body);
      const updated = await tx.query(sql`update venues set name = ${v.name}, address = ${v.address}, city = ${v.city},
        state = ${v.state}, zip_code = ${v.zipCode}, capacity = ${v.capacity} where id = ${params.id} returning id`);
      if (!updated.length) throw notFound('Venue', params.id);
      await audit('venue', params.id, 'update', Object.keys(body));
      return writtenLookup<Venue>(tx, VENUE_TABLE, params.id);
    },
  });

  route({
    method: 'DELETE',
    url: '/venues/:id',
    permission: ['venue', 'delete'],
    featureFlags: ['venuesEnabled'],
    schema: { params: idParam },
    answer: EMPTY,
    handler: async ({ tx, params, audit }) => {
      // Events keep their venue: one that events use is refused (all the tenant's events, whoever asks).
      const users = await tx.query<{ shortName: string; count: number }>(sql`select short_name as "shortName",
        count(*) over ()::int as count from events where venue_id = ${params.id} order by short_name limit 5`);
      if (users.length)
        throw new HttpError(
          409,
          venueInUse(
            users[0]!.count,
            users.map((u) => u.shortName),
          ),
        );
      const deleted = await tx.query(sql`delete from venues where id = ${params.id} returning id`);
      if (!deleted.length) throw notFound('Venue', params.id);
      await audit('venue', params.id, 'delete');
      return undefined;
    },
  });
}
