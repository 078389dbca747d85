import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { MAIL_MESSAGES, type ComposeOutcome, type LedgerRow } from '../mail/index.ts';
import { CUSTOM_RECIPIENT_TYPES, type EmailTemplateType } from './contract.ts';
import { calendarEvent, sendContext, type EventFacts } from './context.ts';
import { renderMail } from './render.ts';
import { speakerWindow, trainingDueWindow } from './schedule.ts';
import { conflicts, eventSpeakers, speakerOwes } from './speakerPlan.ts';
import { templateById } from './store.ts';

/** Whether `now` is inside the window. */
const within = (window: { sendAfter: Date; sendBefore: Date } | null, now: Date) =>
  window !== null && window.sendAfter <= now && now < window.sendBefore;

/** Whether a training's row is still owed: a completion still complete; a due-date reminder for a training still
 *  incomplete whose due date (perhaps moved by a writer that did not move the row) still puts now in its window. */
async function trainingStillOwed(tx: Tx, row: LedgerRow, type: string, now: Date): Promise<boolean> {
  const [training] = await tx.query<{ complete: boolean; dueDate: string }>(sql`select completion_date is not null as complete,
      due_date as "dueDate" from speaker_trainings where id = ${row.speaker_training_id}`);
  if (!training) return false;
  if (type === 'training-completed') return training.complete;
  if (type === 'remind-training-due-tomorrow') return !training.complete && within(trainingDueWindow(training.dueDate), now);
  return true;
}

/** Whether an event-bound row (speakerPlan.ts) is still owed: the speaker still on the event, the event not cancelled
 *  and still ahead, the speaker still not trained on its topic, the row's blackout date still a day of the event. */
async function eventStillOwed(tx: Tx, row: LedgerRow, type: string, event: EventFacts, now: Date): Promise<boolean> {
  const [speaker] = await eventSpeakers(tx, [event.id], row.speaker_id!);
  const scheduled = { start: event.start, end: event.end, zone: event.zone, status: event.status };
  const window = speakerWindow(type, scheduled, now);
  if (!speaker || !window || now >= window.sendBefore || !speakerOwes(type, scheduled, speaker)) return false;
  const day = /:date:(\d{4}-\d{2}-\d{2})/.exec(row.dedupe_key)?.[1];
  return day === undefined || conflicts(scheduled, speaker).includes(day);
}

/**
 * The message of a speaker type's row (speakerMail.ts, speakerPlan.ts): owed while its template is active, its
 * speaker (or custom recipient) has an address, and its cause still holds (above). The template's custom recipients
 * (the two types that take them) override the speaker: a row to an address the template no longer names is not sent.
 * A profile change renders the facts of its moment (`variables`); an event's message has the event's sender and, for
 * the day-before reminder, its calendar entry.
 */
export async function composeSpeakerMail(tx: Tx, row: LedgerRow, type: EmailTemplateType, clientUrl: string): Promise<ComposeOutcome> {
  const notDue = { cancel: MAIL_MESSAGES.notDue };
  const template = await templateById(tx, row.email_template_id!);
  const now = new Date();
  if (!template.active || row.speaker_id === null) return notDue;
  if (row.speaker_training_id !== null && !(await trainingStillOwed(tx, row, type.type, now))) return notDue;
  const ids = {
    speakerId: row.speaker_id,
    ...(row.speaker_training_id !== null && { speakerTrainingId: row.speaker_training_id }),
    ...(row.event_id !== null && { eventId: row.event_id }),
  };
  const context = await sendContext(tx, type, ids, clientUrl);
  const event = context.event;
  if (type.needs.includes('event') && (!event || !(await eventStillOwed(tx, row, type.type, event, now)))) return notDue;
  const custom = (CUSTOM_RECIPIENT_TYPES as readonly string[]).includes(type.type) ? template.recipients : [];
  const to = custom.length ? custom.find((address) => address.toLowerCase() === row.to_email.toLowerCase()) : context.person.email;
  if (!to) return notDue;
  const data = type.type === 'speaker-profile-modified' && row.variables ? { ...context.data, ...(row.variables as object) } : context.data;
  const mail = renderMail(template, data);
  const ical = event && template.icalEvent && type.allowiCalFile ? calendarEvent(row.tenant_id, to.toLowerCase(), event, mail) : null;
  return { to, subject: mail.subject, text: mail.text, html: mail.html, ical, from: event?.from ?? null };
}
