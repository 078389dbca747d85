import { sql } from 'drizzle-orm';
import type { AttendanceStatus } from '../attendees/contract.ts';
import { intArray, textArray, type Tx } from '../../platform/db/client.ts';
import { MAIL_MESSAGES, suppressedBecause } from '../mail/index.ts';
import { EMAIL_TEMPLATE_TYPES } from './contract.ts';
import { AUTOMATIC_TYPES, sendWindow, type ScheduledEvent } from './schedule.ts';
import { speakerTemplate } from './speakerMail.ts';
import { eventSpeakers, owedSpeakerMessages, SPEAKER_TYPE_IDS, type SpeakerTemplate } from './speakerPlan.ts';

/**
 * The planner of a series' automatic e-mails (issue 30 "Delivery"; README "E-mail delivery"). Triggers (migration 0033)
 * write an `email_plan_requests` row in the transaction of every change that can owe, move or cancel a message: an
 * attendance written or removed, an event rescheduled, cancelled or given another series, a template of its series
 * changed. Each turn, before it claims any row, the delivery worker calls `planTenantMail`: for the events and
 * attendances asked for, it writes the messages now owed (one ledger row per attendance and type, its key
 * `auto:{type}:attendance:{id}`, composed when sent), moves the queued ones to their new window, and cancels the queued
 * ones no longer owed. A message already sent is never sent again; one past its window is left to the worker, which
 * marks it missed. An event planned whole also plans its speakers' event-bound types (speakerPlan.ts).
 */

/** Requests taken per turn (their events are planned whole or per attendance). */
const REQUESTS_PER_TURN = 200;

interface EventRow {
  id: number;
  start: string;
  end: string;
  zone: string;
  status: string;
  type: string;
  seriesId: number | null;
}

interface AttendanceRow {
  id: number;
  eventId: number;
  status: AttendanceStatus;
  subscribed: boolean;
  createdAt: string;
  email: string | null;
}

interface TemplateRow {
  id: number;
  name: string;
  seriesId: number;
  typeId: number;
  eventType: string | null;
  recipients: string[];
}

interface Owed {
  key: string;
  kind: string;
  to: string;
  subject: string;
  templateId: number;
  eventId: number;
  attendanceId: number | null;
  speakerId: number | null;
  /** A program message (an attendee's): an unsubscribed address gets none. A speaker's is not. */
  unsubscribable: boolean;
  sendAfter: Date;
  sendBefore: Date;
}

/** The template that sends `type` for an event of `eventType` in a series: the one for that event type, else the one
 *  for every event type. */
export function templateFor<T extends Pick<TemplateRow, 'seriesId' | 'typeId' | 'eventType'>>(
  templates: readonly T[],
  seriesId: number,
  type: number,
  eventType: string,
): T | undefined {
  const candidates = templates.filter((t) => t.seriesId === seriesId && t.typeId === type);
  return candidates.find((t) => t.eventType === eventType) ?? candidates.find((t) => t.eventType === null);
}

/** The messages owed to `attendances` by their events' series. */
function owedMessages(events: Map<number, EventRow>, attendances: readonly AttendanceRow[], templates: readonly TemplateRow[]) {
  const owed: Owed[] = [];
  for (const attendance of attendances) {
    const event = events.get(attendance.eventId);
    if (!event?.seriesId || !attendance.subscribed || !attendance.email) continue;
    const scheduled: ScheduledEvent = { start: new Date(event.start), end: new Date(event.end), zone: event.zone, status: event.status };
    for (const typeName of AUTOMATIC_TYPES) {
      const window = sendWindow(typeName, scheduled, { status: attendance.status, createdAt: new Date(attendance.createdAt) });
      if (!window) continue;
      const type = TYPE_IDS.get(typeName)!;
      const template = templateFor(templates, event.seriesId, type, event.type);
      if (!template) continue;
      owed.push({
        key: automaticKey(typeName, attendance.id),
        kind: typeName,
        to: attendance.email,
        subject: template.name,
        templateId: template.id,
        eventId: event.id,
        attendanceId: attendance.id,
        speakerId: null,
        unsubscribable: true,
        ...window,
      });
    }
  }
  return owed;
}

/** The contract's id of each automatic type. */
const TYPE_IDS = new Map(AUTOMATIC_TYPES.map((name) => [name, EMAIL_TEMPLATE_TYPES.find((t) => t.type === name)!.id]));

/** The ledger key of an automatic message: one per attendance and type, whatever template or time it had. */
export const automaticKey = (type: string, attendanceId: number) => `auto:${type}:attendance:${attendanceId}`;

/** Plans the tenant's automatic e-mails asked for since the last turn (see above); answers the events it planned. */
export async function planTenantMail(tx: Tx, tenantId: string): Promise<number> {
  // Every request of the events taken, so an event is planned once (whole, if any request asked for it whole).
  const requests = await tx.query<{ eventId: number; attendanceId: number }>(sql`delete from email_plan_requests
    where event_id in (select event_id from email_plan_requests order by requested_at limit ${REQUESTS_PER_TURN}
      for update skip locked)
    returning event_id as "eventId", attendance_id as "attendanceId"`);
  if (!requests.length) return 0;
  const whole = [...new Set(requests.filter((r) => r.attendanceId === 0).map((r) => r.eventId))];
  const wholeSet = new Set(whole);
  const single = [...new Set(requests.filter((r) => r.attendanceId !== 0 && !wholeSet.has(r.eventId)).map((r) => r.attendanceId))];

  const attendances = await tx.query<AttendanceRow>(sql`select ea.id, ea.event_id as "eventId", ea.status, ea.subscribed,
      ea.created_date as "createdAt", a.email
    from event_attendances ea join attendees a on a.id = ea.attendee_id
    where ea.event_id = any(${intArray(whole)}) or ea.id = any(${intArray(single)})`);
  const eventIds = [...new Set([...whole, ...attendances.map((a) => a.eventId)])];
  const eventRows = await tx.query<EventRow>(sql`select id, start_time as start, end_time as end, zone, status, type,
      email_series_id as "seriesId"
    from events where id = any(${intArray(eventIds)})`);
  const events = new Map(eventRows.map((e) => [e.id, e]));
  const seriesIds = [...new Set(eventRows.flatMap((e) => (e.seriesId === null ? [] : [e.seriesId])))];
  const typeIds = [...TYPE_IDS.values(), ...SPEAKER_TYPE_IDS.values()];
  const templates = seriesIds.length
    ? await tx.query<TemplateRow>(sql`select id, name, email_series_id as "seriesId", email_template_type_id as "typeId",
          event_type as "eventType", recipients
        from email_templates where active and email_series_id = any(${intArray(seriesIds)})
          and email_template_type_id = any(${intArray(typeIds)})`)
    : [];
  const owed = [...owedMessages(events, attendances, templates), ...(await speakersOwed(tx, whole, events, templates))];

  // The automatic rows these requests cover: those of the whole events, and those of the attendances asked for.
  const covered = [...new Set([...single, ...attendances.map((a) => a.id)])];
  const existing = await tx.query<{ id: number; key: string; status: string }>(sql`select id, dedupe_key as key, status
    from email_outbox where dedupe_key like 'auto:%'
      and (event_id = any(${intArray(whole)}) or attendance_id = any(${intArray(covered)}))`);
  const existingByKey = new Map(existing.map((row) => [row.key, row]));
  const now = Date.now();
  const fresh = owed.filter((o) => !existingByKey.has(o.key) && o.sendBefore.getTime() > now);
  const moved = owed.filter((o) => ['queued', 'cancelled'].includes(existingByKey.get(o.key)?.status ?? ''));
  const owedKeys = new Set(owed.map((o) => o.key));
  const dropped = existing.filter((row) => row.status === 'queued' && !owedKeys.has(row.key)).map((row) => row.id);

  if (fresh.length) await insertOwed(tx, tenantId, fresh);
  if (moved.length)
    await moveOwed(
      tx,
      moved.map((o) => ({ ...o, id: existingByKey.get(o.key)!.id })),
    );
  if (dropped.length) {
    await tx.query(sql`update email_outbox set status = 'cancelled', last_error = ${MAIL_MESSAGES.notDue}
      where id = any(${intArray(dropped)}) and status = 'queued'`);
  }
  return eventIds.length;
}

/** The event-bound speaker messages owed by the events planned whole: the template of the event's series, else the
 *  speaker portal's. */
async function speakersOwed(tx: Tx, whole: readonly number[], events: Map<number, EventRow>, templates: readonly TemplateRow[]) {
  const speakers = whole.length ? await eventSpeakers(tx, whole) : [];
  if (!speakers.length) return [];
  const fallback = new Map<string, SpeakerTemplate | undefined>();
  for (const type of SPEAKER_TYPE_IDS.keys()) fallback.set(type, await speakerTemplate(tx, type));
  const scheduled = new Map(
    [...events.values()].map((e) => [e.id, { id: e.id, start: new Date(e.start), end: new Date(e.end), zone: e.zone, status: e.status }]),
  );
  const templateOf = (type: string, eventId: number) => {
    const event = events.get(eventId)!;
    const own = event.seriesId === null ? undefined : templateFor(templates, event.seriesId, SPEAKER_TYPE_IDS.get(type)!, event.type);
    return own ?? fallback.get(type);
  };
  return owedSpeakerMessages(scheduled, speakers, templateOf).map((o) => ({ ...o, attendanceId: null, unsubscribable: false }));
}

/** Integers with nulls, for `unnest`. */
const nullableInts = (values: readonly (number | null)[]) => sql`${sql.param(values)}::int[]`;

/** Columns of owed messages, for `unnest`. */
const columns = (owed: readonly Owed[]) => ({
  keys: textArray(owed.map((o) => o.key)),
  kinds: textArray(owed.map((o) => o.kind)),
  to: textArray(owed.map((o) => o.to)),
  subjects: textArray(owed.map((o) => o.subject)),
  templates: intArray(owed.map((o) => o.templateId)),
  events: intArray(owed.map((o) => o.eventId)),
  attendances: nullableInts(owed.map((o) => o.attendanceId)),
  speakers: nullableInts(owed.map((o) => o.speakerId)),
  unsubscribable: sql`${sql.param(owed.map((o) => o.unsubscribable))}::boolean[]`,
  after: sql`${sql.param(owed.map((o) => o.sendAfter.toISOString()))}::timestamptz[]`,
  before: sql`${sql.param(owed.map((o) => o.sendBefore.toISOString()))}::timestamptz[]`,
});

/** Writes new owed messages, queued (or suppressed, for an address on the suppression list: every reason stops a
 *  program message, a bounce any). Until composed, the subject is the template's name and the body empty. */
async function insertOwed(tx: Tx, tenantId: string, owed: readonly Owed[]) {
  const c = columns(owed);
  await tx.query(sql`insert into email_outbox (tenant_id, dedupe_key, kind, to_email, subject, body, status, last_error,
      send_after, send_before, unsubscribable, compose, email_template_id, event_id, attendance_id, speaker_id)
    select ${tenantId}, r.key, r.kind, r.to_email, r.subject, '', case when s.reason is null then 'queued' else 'suppressed' end,
      case s.reason when 'bounced' then ${suppressedBecause('bounced')} when 'unsubscribed' then ${suppressedBecause('unsubscribed')} end,
      r.after, r.before, r.unsubscribable, true, r.template, r.event, r.attendance, r.speaker
    from unnest(${c.keys}, ${c.kinds}, ${c.to}, ${c.subjects}, ${c.templates}, ${c.events}, ${c.attendances}, ${c.speakers},
        ${c.unsubscribable}, ${c.after}, ${c.before})
      as r(key, kind, to_email, subject, template, event, attendance, speaker, unsubscribable, after, before)
    left join email_suppressions s on s.email = lower(r.to_email) and (s.reason = 'bounced' or r.unsubscribable)
    on conflict (tenant_id, dedupe_key) do nothing`);
}

/** Moves queued owed messages to their window and template (an event rescheduled, a template replaced), and queues
 *  again a cancelled one owed again (a registration restored) while its window is open. */
async function moveOwed(tx: Tx, owed: readonly (Owed & { id: number })[]) {
  const c = columns(owed);
  await tx.query(sql`update email_outbox o set send_after = r.after, send_before = r.before, email_template_id = r.template,
      event_id = r.event, to_email = r.to_email, subject = r.subject, last_error = null, status = 'queued'
    from unnest(${intArray(owed.map((o) => o.id))}, ${c.to}, ${c.subjects}, ${c.templates}, ${c.events}, ${c.after}, ${c.before})
      as r(id, to_email, subject, template, event, after, before)
    where o.id = r.id and (o.status = 'queued' or (o.status = 'cancelled' and r.before > now()))`);
}
