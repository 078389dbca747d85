import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { intArray, type Tx } from '../../platform/db/client.ts';
import { forbidden, HttpError } from '../../platform/http/errors.ts';
import { permissionsOf } from '../../platform/policy/permissions.ts';
import type { Router } from '../../platform/http/route.ts';
import { defaultAttendeeType } from '../publicPages/index.ts';
import { IMPORT_BATCH } from './contract.ts';
import { attendeeImport } from './answers.ts';
import { ATTENDANCE_EVENT_STATUSES, ATTENDANCE_MESSAGES, FORM_SOURCE, SUBSCRIPTION_ROLES } from './attendance.ts';

/** The statuses an import may set (spec 001 §4: only registered or attended are offered as the default). */
export const IMPORT_STATUSES = ['registered', 'attended'] as const;
/** What an imported attendance names as its source: the default source, as the attendee form's (spec 001 §3). */
export const IMPORT_SOURCE = FORM_SOURCE;

const LIMITS = { first_name: 100, last_name: 100, email: 320, address: 200, city: 100, state: 50, zip: 10 } as const;

export const IMPORT_MESSAGES = {
  tooMany: `At most ${IMPORT_BATCH} rows per request: send the file in batches`,
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: ATTENDANCE_MESSAGES.emailInvalid,
  zip: ATTENDANCE_MESSAGES.zip,
  already: ATTENDANCE_MESSAGES.already,
  duplicate: (row: number) => `The same email as row ${row}`,
  tooLong: ATTENDANCE_MESSAGES.tooLong,
  eventNotOpen: ATTENDANCE_MESSAGES.eventNotOpen,
} as const;
const M = IMPORT_MESSAGES;

const cell = (max: number) =>
  z
    .string()
    .max(10 * max, `At most ${10 * max} characters per cell`)
    .nullish();

/** One CSV row as the dialog mapped it: text cells (refused per row, not per request) and the two truthy/falsy
 *  columns as booleans (the dialog reads true/True/TRUE/1 and false/False/FALSE/0). */
const importRow = z
  .object({
    rowNumber: z.number().int().min(1),
    first_name: cell(LIMITS.first_name),
    last_name: cell(LIMITS.last_name),
    email: cell(LIMITS.email),
    address: cell(LIMITS.address),
    city: cell(LIMITS.city),
    state: cell(LIMITS.state),
    zip: cell(LIMITS.zip),
    email_subscribe: z.boolean().nullish(),
    marketing_subscribe: z.boolean().nullish(),
  })
  .strict();
export type ImportRowInput = z.infer<typeof importRow>;

export const importBody = z
  .object({
    eventId: z.number().int().positive(),
    defaultStatus: z.enum(IMPORT_STATUSES).nullish(),
    rows: z.array(importRow).min(1, 'No attendees found in CSV').max(IMPORT_BATCH, M.tooMany),
  })
  .strict();

type ImportRowResult = z.output<typeof attendeeImport>['results'][number];

/** A row that passed the checks, in the shape the set-based inserts read. */
interface Accepted {
  rowNumber: number;
  first_name: string;
  last_name: string;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  subscribed: boolean;
  /** null: not given (a new attendee has no opt-in, a known one keeps theirs). */
  marketing_opt_in: boolean | null;
}

const LABELS = {
  first_name: 'First name',
  last_name: 'Last name',
  address: 'Address',
  city: 'City',
  state: 'State',
  zip: 'Zip code',
} as const;
const emailFormat = z.string().email();

/** The row's refusals (first one wins) or its values; empty cells are null, e-mails lower case. The two subscription
 *  columns count only for the roles that see them (the attendee form's rule, spec 001 §6). */
function checkRow(row: ImportRowInput, hideAddress: boolean, subscriptions: boolean): Accepted | string {
  const text = (v: string | null | undefined) => v?.trim() || null;
  const first = text(row.first_name);
  const last = text(row.last_name);
  if (!first) return M.firstName;
  if (!last) return M.lastName;
  const email = text(row.email)?.toLowerCase() ?? null;
  if (email && (email.length > LIMITS.email || !emailFormat.safeParse(email).success)) return M.email;
  const values = {
    first_name: first,
    last_name: last,
    address: hideAddress ? null : text(row.address),
    city: hideAddress ? null : text(row.city),
    state: hideAddress ? null : text(row.state),
    zip: hideAddress ? null : text(row.zip),
  };
  for (const [key, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][]) {
    const v = values[key];
    if (v && v.length > LIMITS[key]) return M.tooLong(label, LIMITS[key]);
  }
  if (values.zip && !/^\d{5}$/.test(values.zip)) return M.zip;
  return {
    rowNumber: row.rowNumber,
    first_name: values.first_name,
    last_name: values.last_name,
    email,
    address: values.address,
    city: values.city,
    state: values.state,
    zip_code: values.zip,
    subscribed: subscriptions ? (row.email_subscribe ?? true) : true,
    marketing_opt_in: subscriptions ? (row.marketing_subscribe ?? null) : null,
  };
}

/**
 * Imports one batch in the request's transaction, set-based: every row is checked first (a refused row writes
 * nothing and stops no other row), then one statement upserts the attendees (an e-mail already known to the tenant
 * reuses its attendee, whose marketing opt-in a `true` turns on), one inserts the attendances and one counts them
 * on the event. Rows of an attendee already in the event are refused.
 */
export async function importAttendees(
  tx: Tx,
  body: z.infer<typeof importBody>,
  event: { id: number; status: string },
  subscriptions: boolean,
) {
  const results = new Map<number, ImportRowResult>();
  const [tenant] = await tx.query<{ hide: boolean }>(
    sql`select coalesce((metadata->>'hideAttendeeAddressFields')::boolean, false) as hide from tenants`,
  );
  const accepted: Accepted[] = [];
  const firstRowOf = new Map<string, number>();
  for (const row of body.rows) {
    if (results.has(row.rowNumber)) throw new HttpError(400, `Row ${row.rowNumber} appears twice in the request`);
    const checked = checkRow(row, tenant?.hide ?? false, subscriptions);
    if (typeof checked === 'string') {
      results.set(row.rowNumber, { rowNumber: row.rowNumber, ok: false, message: checked });
      continue;
    }
    const earlier = checked.email ? firstRowOf.get(checked.email) : undefined;
    if (earlier !== undefined) {
      results.set(row.rowNumber, { rowNumber: row.rowNumber, ok: false, message: M.duplicate(earlier) });
      continue;
    }
    if (checked.email) firstRowOf.set(checked.email, row.rowNumber);
    results.set(row.rowNumber, { rowNumber: row.rowNumber, ok: true });
    accepted.push(checked);
  }

  // Attendees of these e-mails already in the event: refused before anything is written.
  const emails = accepted.flatMap((r) => (r.email ? [r.email] : []));
  if (emails.length) {
    const present = await tx.query<{ email: string }>(sql`select a.email from attendees a
      join event_attendances ea on ea.attendee_id = a.id and ea.event_id = ${event.id}
      where a.email = any(${sql.param(emails)}::text[])`);
    const inEvent = new Set(present.map((p) => p.email));
    for (const r of accepted)
      if (r.email && inEvent.has(r.email)) results.set(r.rowNumber, { rowNumber: r.rowNumber, ok: false, message: M.already });
  }
  const writing = accepted.filter((r) => results.get(r.rowNumber)!.ok);
  if (!writing.length) return { results: body.rows.map((r) => results.get(r.rowNumber)!), created: 0 };

  // Ids drawn first, so each row knows its new attendee without relying on the order of `returning`.
  const ids = await tx.query<{ id: number }>(sql`select nextval('attendees_id_seq')::int as id from generate_series(1, ${writing.length})`);
  const type = await defaultAttendeeType(tx);
  const records = writing.map((r, i) => ({ ...r, id: ids[i]!.id }));
  const upserted = await tx.query<{ id: number; email: string | null; reused: boolean }>(sql`insert into attendees
      (id, tenant_id, first_name, last_name, email, address, city, state, zip_code, type, marketing_opt_in)
    select r.id, current_setting('app.tenant_id', true), r.first_name, r.last_name, r.email, r.address, r.city, r.state, r.zip_code,
      ${type}, coalesce(r.marketing_opt_in, false)
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(id int, first_name text, last_name text, email text, address text,
      city text, state text, zip_code text, marketing_opt_in boolean)
    on conflict (tenant_id, email) where email is not null
    do update set first_name = excluded.first_name, last_name = excluded.last_name, address = coalesce(excluded.address, attendees.address),
      city = coalesce(excluded.city, attendees.city), state = coalesce(excluded.state, attendees.state),
      zip_code = coalesce(excluded.zip_code, attendees.zip_code), updated_at = now()
    returning id, email, (xmax <> 0) as reused`);
  // A known attendee takes the opt-in a row gives (a new one has it already).
  const optIns = upserted.flatMap((u) => {
    const given = u.reused && u.email ? records.find((r) => r.email === u.email)?.marketing_opt_in : null;
    return given === null || given === undefined ? [] : [{ id: u.id, value: given }];
  });
  if (optIns.length)
    await tx.query(sql`update attendees a set marketing_opt_in = r.value
      from jsonb_to_recordset(${JSON.stringify(optIns)}::jsonb) as r(id int, value boolean) where a.id = r.id`);
  const byEmail = new Map(upserted.flatMap((u) => (u.email ? [[u.email, u.id] as const] : [])));
  const attendeeOf = (r: (typeof records)[number]) => (r.email ? byEmail.get(r.email)! : r.id);

  const status = body.defaultStatus ?? event.status;
  const attendances = await tx.query<{ id: number; attendeeId: number }>(sql`insert into event_attendances
      (tenant_id, event_id, attendee_id, status, subscribed, source)
    select current_setting('app.tenant_id', true), ${event.id}, r.attendee_id, ${status}, r.subscribed, ${IMPORT_SOURCE}
    from unnest(${intArray(records.map(attendeeOf))}, ${sql.param(records.map((r) => r.subscribed))}::boolean[]) as r(attendee_id, subscribed)
    on conflict (event_id, attendee_id) do nothing
    returning id, attendee_id as "attendeeId"`);
  const attendanceOf = new Map(attendances.map((a) => [a.attendeeId, a.id]));
  for (const r of records) {
    const id = attendanceOf.get(attendeeOf(r));
    // Only a concurrent import of the same person lands here: the attendee exists, the attendance is theirs.
    results.set(
      r.rowNumber,
      id ? { rowNumber: r.rowNumber, ok: true, eventAttendanceId: id } : { rowNumber: r.rowNumber, ok: false, message: M.already },
    );
  }
  return { results: body.rows.map((r) => results.get(r.rowNumber)!), created: attendances.length };
}

/** `POST /attendees/import` (ours: spec 001 §7 shows no import call): one batch of at most 500 mapped CSV rows for one
 *  event, in one transaction, answering each row's result. */
export function attendeeImportRoutes(route: Router) {
  route({
    method: 'POST',
    url: '/attendees/import',
    permission: ['event_attendee', 'create'],
    featureFlags: ['registrationPagesEnabled'],
    schema: { body: importBody },
    answer: attendeeImport,
    handler: async ({ tx, body, scope, user, audit }) => {
      // A row may make an attendee as well as the attendance: both grants are needed.
      if (!(await permissionsOf(tx, user.role)).attendee?.includes('create')) throw forbidden('create', 'attendee');
      // Spec 001 §4: registered when the event starts in the future, attended when it started in the past.
      const [event] = await tx.query<{ id: number; status: string; eventStatus: string }>(sql`select e.id, e.status as "eventStatus",
          case when e.start_time > now() then 'registered' else 'attended' end as status
        from events e where e.id = ${body.eventId} and ${scope.events ?? sql`true`}`);
      if (!event) throw new HttpError(404, `Event ${body.eventId} not found`);
      // The events the attendee form offers (spec 001 §4): in progress, confirmed or complete.
      if (!(ATTENDANCE_EVENT_STATUSES as readonly string[]).includes(event.eventStatus)) throw new HttpError(409, M.eventNotOpen);
      const { results, created } = await importAttendees(tx, body, event, SUBSCRIPTION_ROLES.includes(user.role));
      if (created) await audit('event_attendee', event.id, 'import', ['attendances', String(created)]);
      return { results };
    },
  });
}
