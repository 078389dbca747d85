import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { intArray, only, textArray, type Tx } from '../../platform/db/client.ts';
import { cursorBatches } from '../../platform/export/cursor.ts';
import { writeWorkbook, XLSX_TYPE, type ExportColumn } from '../../platform/export/xlsx.ts';
import { EMPTY, FILE } from '../../platform/http/answer.ts';
import { sendFile } from '../../platform/http/download.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { refuseHiddenListFields } from '../../platform/http/fields.ts';
import { COUNT_CAP, ids, likePattern, listQuery, SEARCH_COUNT_CAP } from '../../platform/http/lists.ts';
import type { Router } from '../../platform/http/route.ts';
import { resendMessage } from '../emailSeries/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { attendanceHidden, attendanceRows, redactAttendance, type AttendanceHidden } from './attendance.ts';
import { attendanceDone, attendancePage, resendDone, type AttendanceRow } from './answers.ts';
import {
  ATTENDANCE_BATCH_LIMIT,
  ATTENDANCE_SORT_FIELDS,
  ATTENDANCE_STATUS_LABELS,
  ATTENDANCE_STATUSES,
  ATTENDEE_EMAIL_TYPES,
  ATTENDEE_LIST_MESSAGES as M,
  ATTENDEE_TYPE_LABELS,
  type AttendanceSortField,
} from './contract.ts';

/** The list's order per sortable column (ties broken by the attendance id, the same direction). The name sorts read
 *  the attendee's names that each attendance carries (migration 0018). */
const SORT: Record<AttendanceSortField, string[]> = {
  createdDate: ['ea.created_date'],
  eventId: ['ea.event_id'],
  // Within a status, by Registered At: the status index's order.
  status: ['ea.status', 'ea.created_date'],
  lastName: ['ea.attendee_last_name', 'ea.attendee_first_name', 'ea.attendee_id'],
  firstName: ['ea.attendee_first_name', 'ea.attendee_last_name', 'ea.attendee_id'],
  id: [],
};

const month = z.coerce
  .number({ message: 'eventMonth must be a month from 1 to 12' })
  .int('eventMonth must be a month from 1 to 12')
  .min(1, 'eventMonth must be a month from 1 to 12')
  .max(12, 'eventMonth must be a month from 1 to 12');
const year = z.coerce
  .number({ message: 'eventYear must be a year' })
  .int('eventYear must be a year')
  .min(1900, 'eventYear must be a year from 1900 to 2200')
  .max(2200, 'eventYear must be a year from 1900 to 2200');

export const attendanceFilters = z
  .object({
    ids: ids.optional(),
    eventIds: ids.optional(),
    statuses: z
      .array(z.enum(ATTENDANCE_STATUSES, { message: `statuses must be among ${ATTENDANCE_STATUSES.join(', ')}` }))
      .max(ATTENDANCE_STATUSES.length)
      .optional(),
    eventMonth: month.nullish(),
    eventYear: year.nullish(),
  })
  .strict()
  .refine((f) => !f.eventMonth || f.eventYear, { message: M.monthNeedsYear, path: ['eventMonth'] });
export type AttendanceFilters = z.output<typeof attendanceFilters>;

export const attendanceListQuery = listQuery(attendanceFilters, ATTENDANCE_SORT_FIELDS as unknown as [AttendanceSortField]);
export type AttendanceListQuery = z.output<typeof attendanceListQuery>;
const exportQuery = attendanceListQuery.omit({ page: true, limit: true });

/** What `searchQuery` reads (as `attendee_search_ids` names it, migration 0018) and the fields it carries. */
const SEARCH: { column: string; fields: string[] }[] = [
  { column: 'first_name', fields: ['firstName'] },
  { column: 'last_name', fields: ['lastName'] },
  { column: 'email', fields: ['email'] },
  { column: 'full_name', fields: ['firstName', 'lastName'] },
];

/** The columns `searchQuery` may read for a caller: those of fields not hidden from their role. The full name holds
 *  every part of either name, so where it is read the names are not read again (one trigram scan, not three). */
function searchColumns(hidden: ReadonlySet<string>) {
  const columns = SEARCH.filter((c) => !c.fields.some((f) => hidden.has(f))).map((c) => c.column);
  return columns.includes('full_name') ? columns.filter((c) => c !== 'first_name' && c !== 'last_name') : columns;
}

/** Ids of the attendees whose searchable fields contain `term`, through the trigram indexes; at most `maxRows` (null: all). */
async function searchAttendeeIds(tx: Tx, term: string, hidden: ReadonlySet<string>, maxRows: number | null): Promise<number[]> {
  const { ids: found } = only(
    await tx.query<{ ids: number[] }>(
      sql`select array(select attendee_search_ids(${likePattern(term)}, ${textArray(searchColumns(hidden))}, ${maxRows}::int)) as ids`,
    ),
  );
  return found;
}

/** The search as a condition on the attendance's attendee, for a common term: walked in the sort's order, the rows a
 *  page needs are found after a few hundred attendee reads, where the matching attendees' ids would be thousands. */
function searchCondition(term: string, hidden: ReadonlySet<string>): SQL {
  const tests = searchColumns(hidden).map((c) => (c === 'full_name' ? `(s.first_name || ' ' || s.last_name)` : `s.${c}`));
  if (!tests.length) return sql`false`;
  const pattern = likePattern(term);
  return sql`exists (select 1 from attendees s where s.id = ea.attendee_id and (${sql.join(
    tests.map((t) => sql`${sql.raw(t)} ilike ${pattern}`),
    sql` or `,
  )}))`;
}

/** The attendances (`ea`) the query selects, in the caller's row scope (speakers, field reps: their events). */
function conditions(f: AttendanceFilters, scope: SQL | null, attendeeIds: number[] | null): SQL {
  const where: SQL[] = [sql`true`];
  if (scope) where.push(sql`ea.event_id in (select e.id from events e where ${scope})`);
  if (f.ids?.length) where.push(sql`ea.id = any(${intArray(f.ids)})`);
  if (f.eventIds?.length) where.push(sql`ea.event_id = any(${intArray(f.eventIds)})`);
  // One status as `=`: PostgreSQL reads the status index in Registered At order only after an `=` (as for events).
  if (f.statuses?.length === 1) where.push(sql`ea.status = ${f.statuses[0]}`);
  else if (f.statuses?.length) where.push(sql`ea.status = any(${textArray(f.statuses)})`);
  if (f.eventYear) {
    // The event's start (kept on the attendance, 0018) in UTC, as timestamptz bounds so the index serves.
    const [from, to] = f.eventMonth
      ? [sql`make_date(${f.eventYear}, ${f.eventMonth}, 1)`, sql`(make_date(${f.eventYear}, ${f.eventMonth}, 1) + interval '1 month')`]
      : [sql`make_date(${f.eventYear}, 1, 1)`, sql`make_date(${f.eventYear + 1}, 1, 1)`];
    where.push(sql`ea.event_start >= ${from}::timestamptz and ea.event_start < ${to}::timestamptz`);
  }
  if (attendeeIds) where.push(sql`ea.attendee_id = any(${intArray(attendeeIds)})`);
  return sql.join(where, sql` and `);
}

const orderOf = (sortBy: AttendanceSortField | undefined, desc: boolean) => {
  const direction = desc ? 'desc' : 'asc';
  // Default: Registered At, newest first.
  const columns = sortBy ? SORT[sortBy] : SORT.createdDate;
  const dir = sortBy ? direction : 'desc';
  return sql.raw([...columns, 'ea.id'].map((c) => `${c} ${dir}`).join(', '));
};

/** The ids of the attendances `where` selects, in the list's order; the rows are read by `attendanceRows` after. */
function orderedIds(q: Pick<AttendanceListQuery, 'sortBy' | 'sortDesc'>, where: SQL): SQL {
  return sql`select ea.id from event_attendances ea where ${where} order by ${orderOf(q.sortBy, q.sortDesc)}`;
}

/** The ids of one page of the list, in order, and one more if more rows follow. */
async function pageIds(tx: Tx, q: AttendanceListQuery, where: SQL): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(sql`${orderedIds(q, where)} limit ${q.limit + 1} offset ${(q.page - 1) * q.limit}`);
  return rows.map((r) => r.id);
}

/** The rows of `ids` in that order, the hidden attendee and event fields nulled. */
async function rowsOf(tx: Tx, list: number[], hidden: AttendanceHidden): Promise<AttendanceRow[]> {
  if (!list.length) return [];
  const byId = new Map((await attendanceRows(tx, sql`ea.id = any(${intArray(list)})`)).map((r) => [r.id, r]));
  return list.flatMap((id) => {
    const row = byId.get(id);
    return row ? [redactAttendance(row, hidden)] : [];
  });
}

/**
 * One page of the list; `count` is exact up to COUNT_CAP, beyond it a lower bound (`countExact` false), as for events.
 * A search looks up at most SEARCH_COUNT_CAP + 1 matching attendees: a rare term's ids serve the page and the count; a
 * common one (more attendees) is tested on the rows the page walks in the sort's order, and counted as "1,000+".
 */
export async function listAttendances(tx: Tx, q: AttendanceListQuery, scope: SQL | null, hidden: AttendanceHidden) {
  const found = q.searchQuery ? await searchAttendeeIds(tx, q.searchQuery, hidden.attendee, SEARCH_COUNT_CAP + 1) : null;
  const searchCapped = !!found && found.length > SEARCH_COUNT_CAP;
  const countWhere = conditions(q.filters, scope, found);
  const where =
    searchCapped && q.searchQuery
      ? sql`${conditions(q.filters, scope, null)} and ${searchCondition(q.searchQuery, hidden.attendee)}`
      : countWhere;
  const cap = searchCapped ? SEARCH_COUNT_CAP : COUNT_CAP;
  const offset = (q.page - 1) * q.limit;
  const ids = await pageIds(tx, q, where);
  const more = ids.length > q.limit;
  const results = await rowsOf(tx, ids.slice(0, q.limit), hidden);
  const { count } = only(
    await tx.query<{ count: number }>(
      sql`select count(*)::int as count from (select from event_attendances ea where ${countWhere} limit ${cap + 1}) capped`,
    ),
  );
  if (count <= cap && !searchCapped) return { results, count, countExact: true };
  // Beyond the bound: at least that many, and at least the rows up to this page (and one after it, so Next stays).
  return { results, count: Math.max(Math.min(count, cap), offset + results.length + (more ? 1 : 0)), countExact: false };
}

/** A text cell that a spreadsheet would take for a formula (= + - @, tab, carriage return) gets a leading quote. */
export const safeCell = (value: string | null) => (value && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const EXPORT_COLUMNS: ExportColumn<AttendanceRow>[] = [
  { header: 'Event ID', field: 'eventId', width: 14, value: (r) => safeCell(r.event.shortName) },
  { header: 'First Name', field: 'firstName', width: 20, value: (r) => safeCell(r.attendee.firstName) },
  { header: 'Last Name', field: 'lastName', width: 20, value: (r) => safeCell(r.attendee.lastName) },
  { header: 'Email', field: 'email', width: 30, value: (r) => safeCell(r.attendee.email) },
  { header: 'Address', field: 'address', width: 30, value: (r) => safeCell(r.attendee.address) },
  { header: 'City', field: 'city', width: 18, value: (r) => safeCell(r.attendee.city) },
  { header: 'State', field: 'state', width: 8, value: (r) => safeCell(r.attendee.state) },
  { header: 'Zip Code', field: 'zipCode', width: 10, value: (r) => safeCell(r.attendee.zipCode) },
  { header: 'Type', field: 'type', width: 12, value: (r) => (r.attendee.type ? ATTENDEE_TYPE_LABELS[r.attendee.type] : null) },
  { header: 'Status', field: 'status', width: 12, value: (r) => ATTENDANCE_STATUS_LABELS[r.status] },
  { header: 'Sources', field: 'sources', width: 24, value: (r) => safeCell(r.sources.map((s) => s.source).join(', ')) },
  { header: 'Subscribed', field: 'subscribed', width: 12, value: (r) => (r.subscribed ? 'Yes' : 'No') },
  {
    header: 'Marketing Opt-In',
    field: 'marketingOptIn',
    width: 16,
    value: (r) => (r.attendee.marketingOptIn === null ? null : r.attendee.marketingOptIn ? 'Yes' : 'No'),
  },
  {
    header: 'Registered At (UTC)',
    field: 'createdDate',
    width: 22,
    value: (r) => new Date(r.createdDate).toISOString().slice(0, 19).replace('T', ' '),
  },
];

/**
 * The export's rows in the list's order: the ids through a cursor (one scan however many rows, where deeper and
 * deeper offsets would read the skipped rows again each time), then the rows of each batch: memory stays flat.
 */
async function* exportRows(tx: Tx, q: z.output<typeof exportQuery>, where: SQL, hidden: AttendanceHidden) {
  for await (const batch of cursorBatches<{ id: number }>(tx, 'attendance_export', orderedIds(q, where))) {
    yield await rowsOf(
      tx,
      batch.map((r) => r.id),
      hidden,
    );
  }
}

const pair = z
  .object({
    attendeeId: z.number({ message: 'attendeeId must be an attendee id' }).int().positive().max(2_147_483_647),
    eventId: z.number({ message: 'eventId must be an event id' }).int().positive().max(2_147_483_647),
  })
  .strict();
const statusChange = pair.extend({
  status: z.enum(ATTENDANCE_STATUSES, { message: `status must be one of ${ATTENDANCE_STATUSES.join(', ')}` }),
});
const batch = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .min(1, 'Choose at least one attendance')
    .max(ATTENDANCE_BATCH_LIMIT, `At most ${ATTENDANCE_BATCH_LIMIT} attendances at once`);
const statusBody = batch(statusChange).superRefine((list, ctx) => {
  const keys = new Set(list.map((p) => `${p.attendeeId}:${p.eventId}`));
  if (keys.size < list.length) ctx.addIssue({ code: 'custom', message: 'An attendance is named twice' });
});
export const batchDeleteBody = z.object({ eventAttendees: batch(pair) }).strict();
const pathPair = z.object({
  attendeeId: z.coerce.number().int().positive().max(2_147_483_647),
  eventId: z.coerce.number().int().positive().max(2_147_483_647),
});
const resendQuery = pathPair.extend({
  emailType: z.enum(ATTENDEE_EMAIL_TYPES, { message: `emailType must be one of ${ATTENDEE_EMAIL_TYPES.join(', ')}` }),
});

type Pair = z.infer<typeof pair>;

/** The attendances of `pairs` in the caller's scope, by "attendeeId:eventId"; a missing one refuses the whole call. */
async function attendancesOf(tx: Tx, pairs: Pair[], scope: SQL | null) {
  const found = await tx.query<{ id: number; attendeeId: number; eventId: number }>(sql`select ea.id, ea.attendee_id as "attendeeId",
      ea.event_id as "eventId" from event_attendances ea
    join unnest(${intArray(pairs.map((p) => p.attendeeId))}, ${intArray(pairs.map((p) => p.eventId))}) as w(attendee_id, event_id)
      on w.attendee_id = ea.attendee_id and w.event_id = ea.event_id
    where ${scope ? sql`ea.event_id in (select e.id from events e where ${scope})` : sql`true`}`);
  const byKey = new Map(found.map((f) => [`${f.attendeeId}:${f.eventId}`, f.id]));
  const missing = pairs.filter((p) => !byKey.has(`${p.attendeeId}:${p.eventId}`));
  if (missing.length) {
    const named = missing
      .slice(0, 5)
      .map((p) => `attendee ${p.attendeeId} of event ${p.eventId}`)
      .join(', ');
    throw new HttpError(
      404,
      `${missing.length === 1 ? 'Event attendance' : `${missing.length} event attendances`} not found: ${named}${missing.length > 5 ? ', …' : ''}`,
    );
  }
  return pairs.map((p) => byKey.get(`${p.attendeeId}:${p.eventId}`)!);
}

/** Deletes attendances (their answers go by cascade); an attendee left with no attendance goes too (README). */
async function deleteAttendances(tx: Tx, list: number[], audit: (entity: string, id: number, action: string) => Promise<void>) {
  const deleted = await tx.query<{ id: number; attendeeId: number }>(
    sql`delete from event_attendances where id = any(${intArray(list)}) returning id, attendee_id as "attendeeId"`,
  );
  const orphans = await tx.query<{ id: number }>(sql`delete from attendees a where a.id = any(${intArray(deleted.map((d) => d.attendeeId))})
    and not exists (select 1 from event_attendances ea where ea.attendee_id = a.id)
    and not exists (select 1 from survey_responses sr where sr.attendee_id = a.id) returning a.id`);
  for (const d of deleted) await audit('event_attendee', d.id, 'delete');
  for (const o of orphans) await audit('attendee', o.id, 'delete');
}

/** The attendee list calls of spec 001 §7: list, bulk status, delete, batch delete, export, resend e-mail. */
export function attendeeRoutes(route: Router, clientUrlOf: (tenantId: string) => string) {
  route({
    method: 'GET',
    url: '/attendees',
    permission: ['attendee', 'read'],
    featureFlags: ['registrationPagesEnabled'],
    // The attendee's and the event's fields are nested (rowsOf redacts them); declared so the sweeps find the list.
    redact: 'attendee',
    schema: { query: attendanceListQuery },
    answer: attendancePage,
    handler: async ({ tx, query, scope, hidden }) => {
      const nested = await attendanceHidden(hidden);
      refuseHiddenListFields(nested.attendee, query);
      return listAttendances(tx, query, scope.events, nested);
    },
  });

  route({
    method: 'GET',
    url: '/attendees/export',
    permission: ['attendee', 'read'],
    featureFlags: ['registrationPagesEnabled'],
    schema: { query: exportQuery },
    answer: FILE,
    handler: async ({ tx, query, scope, hidden, reply }) => {
      const nested = await attendanceHidden(hidden);
      refuseHiddenListFields(nested.attendee, query);
      const where = conditions(
        query.filters,
        scope.events,
        // Every matching attendee: the export is not capped.
        query.filters.ids?.length || !query.searchQuery ? null : await searchAttendeeIds(tx, query.searchQuery, nested.attendee, null),
      );
      const columns = EXPORT_COLUMNS.filter((c) => !nested.attendee.has(c.field));
      const body = new PassThrough();
      sendFile(reply, body, { fileName: `attendees-${new Date().toISOString().slice(0, 10)}.xlsx`, contentType: XLSX_TYPE });
      try {
        await writeWorkbook(body, 'Attendees', columns, exportRows(tx, query, where, nested));
      } catch (error) {
        body.destroy(error as Error);
        throw error;
      }
      return reply;
    },
  });

  route({
    method: 'PUT',
    url: '/attendees/status',
    permission: ['event_attendee', 'update'],
    featureFlags: ['registrationPagesEnabled'],
    schema: { body: statusBody },
    answer: attendanceDone,
    handler: async ({ tx, body, scope, audit }) => {
      const found = await attendancesOf(tx, body, scope.events);
      await tx.query(sql`update event_attendances ea set status = w.status
        from unnest(${intArray(found)}, ${textArray(body.map((b) => b.status))}) as w(id, status) where ea.id = w.id`);
      for (const id of found) await audit('event_attendee', id, 'update', ['status']);
      return { success: true as const };
    },
  });

  route({
    method: 'DELETE',
    url: '/attendees/:attendeeId/events/:eventId',
    permission: ['event_attendee', 'delete'],
    featureFlags: ['registrationPagesEnabled'],
    schema: { params: pathPair },
    answer: EMPTY,
    handler: async ({ tx, params, scope, audit }) => {
      await deleteAttendances(tx, await attendancesOf(tx, [params], scope.events), audit);
      return undefined;
    },
  });

  route({
    method: 'POST',
    url: '/attendees/batch-delete',
    permission: ['event_attendee', 'delete'],
    featureFlags: ['registrationPagesEnabled'],
    status: 204,
    schema: { body: batchDeleteBody },
    answer: EMPTY,
    handler: async ({ tx, body, scope, audit }) => {
      await deleteAttendances(tx, await attendancesOf(tx, body.eventAttendees, scope.events), audit);
      return undefined;
    },
  });

  route({
    method: 'POST',
    url: '/attendees/resend-email',
    permission: ['event_attendee', 'update'],
    featureFlags: ['registrationPagesEnabled'],
    schema: { query: resendQuery },
    answer: resendDone,
    handler: async ({ tx, tenantId, query, scope, audit }) => {
      const [id] = await attendancesOf(tx, [query], scope.events);
      // The message goes to the attendee: read unredacted (the caller sees none of it).
      const [row] = await attendanceRows(tx, sql`ea.id = ${id!}`);
      const { attendee, event } = row!;
      if (!event.emailSeriesId) throw new HttpError(409, M.emailFailed(M.noEmailSeries));
      if (!row!.subscribed) throw new HttpError(409, M.emailFailed(M.notSubscribed));
      if (!attendee.email) throw new HttpError(409, M.emailFailed(M.noEmailAddress));
      // The template of the type in the event's series, rendered now for the attendee.
      const { type: eventType } = only(await tx.query<{ type: string }>(sql`select type from events where id = ${event.id}`));
      const unsubscribeToken = randomUUID();
      const message = await resendMessage(
        tx,
        tenantId,
        { id: id!, email: attendee.email, eventType, seriesId: event.emailSeriesId },
        query.emailType,
        unsubscribeToken,
        clientUrlOf(tenantId),
      );
      if (!message) throw new HttpError(409, M.emailFailed(M.noTemplate(query.emailType)));
      // Asked for on purpose, each time: a key of its own, never taken for a repeat of an earlier resend.
      await enqueueMail(tx, tenantId, {
        ...message,
        key: `attendee-resend:${id!}:${randomUUID()}`,
        kind: 'attendee-resend',
        unsubscribable: true,
        unsubscribeToken,
        eventId: event.id,
        attendanceId: id!,
      });
      await audit('event_attendee', id!, 'resend-email', [query.emailType]);
      return { success: true as const, error: null };
    },
  });
}
