import { sql } from 'drizzle-orm';
import moment from 'moment-timezone';
import { z } from 'zod';
import { intArray, textArray, type Tx } from '../../platform/db/client.ts';
import type { HiddenFields } from '../../platform/http/fields.ts';
import type { Router } from '../../platform/http/route.ts';
import type { RowScope } from '../../platform/http/scope.ts';
import { cents, hasDecimals } from '../fees/contract.ts';
import { expenseImport } from './answers.ts';
import { EXPENSE_LIMITS as L, EXPENSE_MESSAGES as M, EXPENSE_STATUSES, EXPENSE_TYPES, HONORARIA, type ExpenseStatus } from './contract.ts';

// `POST /expenses/import`: a card or Concur export, mapped to our columns by the client, one batch of at most 1000 rows
// per request. Every row is checked before anything is written; the valid rows are inserted in one statement and the
// others answered with every reason. The events and speakers the rows name are resolved in one query each, whatever the
// batch's size.

/** A cell: text the row's checks read, or none. A NUL character is no spreadsheet's: the request is refused (400, as
 *  the database refuses one in any text), not the row. */
const cell = z
  .string()
  .max(1000, 'At most 1,000 characters per cell')
  .refine((text) => !text.includes('\u0000'), 'Text must not contain NUL characters')
  .nullish();

/** One row of the file as the client mapped it: text cells (refused per row, not per request). */
const importRow = z
  .object({
    rowNumber: z
      .number({ message: 'rowNumber is required' })
      .int('rowNumber must be a whole number')
      .min(1, 'rowNumber must be 1 or more')
      .max(10_000_000, 'rowNumber is too large'),
    event: cell,
    speaker: cell,
    expenseType: cell,
    amount: cell,
    paymentDate: cell,
    status: cell,
  })
  .strict();
type ImportRow = z.output<typeof importRow>;

export const importBody = z
  .object({
    rows: z
      .array(importRow)
      .min(1, M.importNoRows)
      .max(L.importRows, M.importTooMany)
      .superRefine((rows, ctx) => {
        const seen = new Set<number>();
        rows.forEach((row, i) => {
          if (seen.has(row.rowNumber)) ctx.addIssue({ code: 'custom', path: [i, 'rowNumber'], message: M.importRowTwice(row.rowNumber) });
          seen.add(row.rowNumber);
        });
      }),
  })
  .strict();

/** Payment dates as a person or a spreadsheet writes them, read strictly (`2026-02-30` and `13/01/2026` are refused). */
const DATE_FORMATS = ['YYYY-MM-DD', 'MM/DD/YYYY', 'M/D/YYYY'];
/** `1234.5`, `$1,234.50`, `-12` (refused as not above 0): an optional sign and dollar sign, thousands separated by commas
 *  or not, a decimal point. */
const AMOUNT = /^(-)?\$?(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;
const STATUS_BY_KEY = new Map(EXPENSE_STATUSES.map((s) => [s.toLowerCase(), s]));
/** An offered type in any case is stored as offered, so `meals` and `Meals` make one type in the list and the rules. */
const TYPE_BY_KEY = new Map(EXPENSE_TYPES.map((t) => [t.toLowerCase(), t]));

/** A cell naming an event by its id. */
const EVENT_ID = /^\d{1,9}$/;

const trimmed = (value: string | null | undefined) => value?.trim().replace(/\s+/g, ' ') ?? '';

/** The amount in cents, or why not. */
function amountOf(text: string): number | string {
  if (!text) return M.amountRequired;
  const parts = AMOUNT.exec(text.replace(/\s/g, ''));
  if (!parts || (!parts[2] && !parts[3])) return M.amountNumber;
  const value = Number(`${parts[2]!.replace(/,/g, '') || '0'}.${parts[3] || '0'}`);
  if (parts[1] || value <= 0) return M.amountAboveZero;
  if (value > L.amount) return M.amountMax;
  if (!hasDecimals(value, 2)) return M.amountCents;
  return cents(value);
}

/** The payment date as `YYYY-MM-DD`, or null when it is none (years 1900 to 2200: a typo such as 0206 is no date anyone
 *  paid on, and year 0 is none PostgreSQL stores). */
function dateOf(text: string): string | null {
  const date = moment.utc(text, DATE_FORMATS, true);
  return date.isValid() && date.year() >= 1900 && date.year() <= 2200 ? date.format('YYYY-MM-DD') : null;
}

/** A row's own cells checked (no database): the line's values and every reason its type, amount, date and status are
 *  refused (the event and speaker need the database). */
interface Checked {
  event: string;
  speaker: string;
  expenseType: string;
  amountCents: number;
  paymentDate: string | null;
  status: ExpenseStatus;
  errors: string[];
}
function checkCells(row: ImportRow): Checked {
  const errors: string[] = [];
  let expenseType = trimmed(row.expenseType);
  if (!expenseType) errors.push(M.expenseTypeRequired);
  else if (expenseType.length > L.expenseType) errors.push(M.expenseTypeLong);
  else if (expenseType.toLowerCase() === HONORARIA.toLowerCase()) errors.push(M.honorariaFromChecks);
  expenseType = TYPE_BY_KEY.get(expenseType.toLowerCase()) ?? expenseType;

  const amount = amountOf(trimmed(row.amount));
  if (typeof amount === 'string') errors.push(amount);

  const dateText = trimmed(row.paymentDate);
  const paymentDate = dateText ? dateOf(dateText) : null;
  if (dateText && !paymentDate) errors.push(M.paymentDateInvalid);

  // Not given: a line with a payment date was paid, one without is still to pay.
  const statusText = trimmed(row.status);
  const status = statusText ? STATUS_BY_KEY.get(statusText.toLowerCase()) : paymentDate ? 'Paid' : 'Pending';
  if (!status) errors.push(M.statusInvalid);

  return {
    event: trimmed(row.event),
    speaker: trimmed(row.speaker),
    expenseType,
    amountCents: typeof amount === 'number' ? amount : 0,
    paymentDate,
    status: status ?? 'Pending',
    errors,
  };
}

/** The events the rows name, each by its id or (unless hidden from the role) its short name, case aside, in the
 *  caller's row scope: one query. Answers a name's event id, or the refusal. */
async function eventsNamed(tx: Tx, names: string[], scope: RowScope, hidden: HiddenFields) {
  const shortNameHidden = (await hidden('event')).has('shortName');
  const ids = names.filter((n) => EVENT_ID.test(n)).map(Number);
  const lowered = shortNameHidden ? [] : names.map((n) => n.toLowerCase());
  const found = await tx.query<{ id: number; name: string }>(sql`select e.id, lower(e.short_name) as name from events e
    where (e.id = any(${intArray(ids)}) or lower(e.short_name) = any(${textArray(lowered)})) and ${scope.events ?? sql`true`}`);
  const byId = new Set(found.map((e) => e.id));
  return (name: string): number | { error: string } => {
    // Digits are an event id first: a short name of digits is reached by them only when no event has that id.
    if (EVENT_ID.test(name) && byId.has(Number(name))) return Number(name);
    if (shortNameHidden) return { error: /^\d+$/.test(name) ? M.eventNotFound(name) : M.eventNameHidden(name) };
    const matches = found.filter((e) => e.name === name.toLowerCase());
    if (matches.length === 1) return matches[0]!.id;
    return { error: matches.length ? M.eventAmbiguous(name, matches.length) : M.eventNotFound(name) };
  };
}

/** The speakers of `eventIds`, matched by e-mail (a name with `@`) or `First Last`, case aside, among the event's
 *  speakers only; a field hidden from the role is not matched on. One query. Answers the speaker id, or the refusal. */
async function speakersOf(tx: Tx, eventIds: number[], hidden: HiddenFields) {
  const speakerHidden = await hidden('speaker');
  const emailHidden = speakerHidden.has('email');
  const nameHidden = speakerHidden.has('firstName') || speakerHidden.has('lastName');
  const speakers = eventIds.length
    ? await tx.query<{ eventId: number; id: number; email: string | null; name: string }>(sql`select es.event_id as "eventId", s.id,
        lower(s.email) as email, lower(trim(s.first_name) || ' ' || trim(s.last_name)) as name
      from event_speakers es join speakers s on s.id = es.speaker_id where es.event_id = any(${intArray(eventIds)})`)
    : [];
  return (eventId: number, event: string, speaker: string): number | { error: string } => {
    const byEmail = speaker.includes('@');
    if (byEmail ? emailHidden : nameHidden) return { error: M.speakerFieldHidden(speaker, byEmail ? 'name' : 'email') };
    const key = speaker.toLowerCase();
    const matches = speakers.filter((s) => s.eventId === eventId && (byEmail ? s.email : s.name) === key);
    if (matches.length === 1) return matches[0]!.id;
    return { error: matches.length ? M.speakerAmbiguous(speaker, event, byEmail) : M.speakerNotOnEvent(speaker, event) };
  };
}

/** A line ready to insert: `i` is its row's place in the request. */
interface Line {
  i: number;
  event_id: number;
  speaker_id: number | null;
  expense_type: string;
  amount_cents: number;
  payment_date: string | null;
  status: ExpenseStatus;
}
const LINE_RECORD = sql.raw('r(i int, event_id int, speaker_id int, expense_type text, amount_cents int, payment_date date, status text)');

export function expenseImportRoutes(route: Router) {
  route({
    method: 'POST',
    url: '/expenses/import',
    permission: ['expense_line', 'create'],
    schema: { body: importBody },
    answer: expenseImport,
    handler: async ({ tx, tenantId, user, body, scope, hidden, request }) => {
      const checked = body.rows.map(checkCells);
      const eventOf = await eventsNamed(tx, [...new Set(checked.flatMap((c) => (c.event ? [c.event] : [])))], scope, hidden);
      const events = checked.map((c) => (c.event ? eventOf(c.event) : { error: M.eventRequired }));
      const speakerOf = await speakersOf(
        tx,
        [...new Set(checked.flatMap((c, i) => (c.speaker && typeof events[i] === 'number' ? [events[i]] : [])))],
        hidden,
      );
      // Every reason, in the file's column order; the speaker is looked for only on an event found.
      const lines: Line[] = [];
      checked.forEach((c, i) => {
        const event = events[i]!;
        const speaker = c.speaker && typeof event === 'number' ? speakerOf(event, c.event, c.speaker) : null;
        c.errors = [
          ...(typeof event === 'number' ? [] : [event.error]),
          ...(speaker === null || typeof speaker === 'number' ? [] : [speaker.error]),
          ...c.errors,
        ];
        if (c.errors.length || typeof event !== 'number' || (speaker !== null && typeof speaker !== 'number')) return;
        lines.push({
          i,
          event_id: event,
          speaker_id: speaker,
          expense_type: c.expenseType,
          amount_cents: c.amountCents,
          payment_date: c.paymentDate,
          status: c.status,
        });
      });

      const lineIds = new Map<number, number>();
      if (lines.length) {
        // Imports of a tenant take turns, so that two sending the same file at once cannot both find no earlier line.
        await tx.query(sql`select pg_advisory_xact_lock(hashtext(${`expense_import:${tenantId}`}))`);
        // A row the same as a line already there (any status) is that line imported before; rows the same as each
        // other within the file are separate costs (two taxi fares of one day).
        const same = await tx.query<{ i: number; lineId: number }>(sql`select r.i, min(l.id)::int as "lineId"
          from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as ${LINE_RECORD}
          join expense_lines l on l.event_id = r.event_id and l.speaker_id is not distinct from r.speaker_id
            and lower(l.expense_type) = lower(r.expense_type) and l.amount_cents = r.amount_cents
            and l.payment_date is not distinct from r.payment_date
          group by r.i`);
        for (const { i, lineId } of same) checked[i]!.errors.push(M.alreadyImported(lineId));
        const writing = lines.filter((l) => !checked[l.i]!.errors.length);
        if (writing.length) {
          // The ids are drawn in the same statement, so each row learns its line without trusting the order of `returning`.
          const created = await tx.query<{ i: number; id: number }>(sql`with r as (
              select nextval('expense_lines_id_seq')::int as id, r.* from jsonb_to_recordset(${JSON.stringify(writing)}::jsonb) as ${LINE_RECORD}
            ), inserted as (
              insert into expense_lines (id, tenant_id, event_id, speaker_id, expense_type, amount_cents, payment_date, status, created_by)
              select id, ${tenantId}, event_id, speaker_id, expense_type, amount_cents, payment_date, status, ${user.impersonatedBy ?? user.id}
              from r
            )
            select i, id from r`);
          for (const { i, id } of created) lineIds.set(i, id);
          // One audit row per line, in one statement (as the events import).
          await tx.query(sql`insert into audit_log (tenant_id, actor_user_id, on_behalf_of_user_id, entity, entity_id, action,
              changed_fields, request_id)
            select ${tenantId}, ${user.impersonatedBy ?? user.id}, ${user.impersonatedBy ? user.id : null}, 'expense_line', id::text,
              'import', '{eventId,speakerId,expenseType,amount,paymentDate,status}', ${request.id}
            from unnest(${intArray(created.map((c) => c.id))}) as id`);
        }
      }
      const results = body.rows.map((row, i) => ({
        rowNumber: row.rowNumber,
        lineId: lineIds.get(i) ?? null,
        errors: checked[i]!.errors,
      }));
      return { created: lineIds.size, failed: results.length - lineIds.size, results };
    },
  });
}
