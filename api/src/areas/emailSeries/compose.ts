import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { AttendanceStatus } from '../attendees/contract.ts';
import { MAIL_MESSAGES, unsubscribeUrl, type Composed, type ComposeOutcome, type LedgerRow } from '../mail/index.ts';
import type { EmailTemplate } from './answers.ts';
import { EMAIL_TEMPLATE_TYPES, type EmailTemplateType } from './contract.ts';
import { calendarEvent, rowLinks, sendContext, type EventFacts } from './context.ts';
import { templateFor } from './planner.ts';
import { renderMail } from './render.ts';
import { sendWindow } from './schedule.ts';
import { composeSpeakerMail } from './speakerCompose.ts';
import { templateById } from './store.ts';

/** The message of an attendee type's `template` for the attendance, to `to`, its unsubscribe link the ledger row's
 *  (`token`); with the event it is about. */
async function attendanceMessage(
  tx: Tx,
  tenantId: string,
  template: EmailTemplate,
  type: EmailTemplateType,
  attendanceId: number,
  to: string,
  token: string,
  clientUrl: string,
): Promise<{ event: EventFacts; message: Composed }> {
  const context = await sendContext(tx, type, { attendanceId }, clientUrl, rowLinks(unsubscribeUrl(clientUrl, token)));
  const event = context.event!;
  const mail = renderMail(template, context.data);
  return {
    event,
    message: {
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ical: template.icalEvent && type.allowiCalFile ? calendarEvent(tenantId, to.toLowerCase(), event, mail) : null,
      from: event.from,
    },
  };
}

/** An attendance's message of `typeName` sent again on request (the attendee list's Resend): the template of that type in
 *  its event's series (the one for the event's type, else the one for every type; active or not, as a manual send),
 *  rendered now; null when the series has none. */
export async function resendMessage(
  tx: Tx,
  tenantId: string,
  attendance: { id: number; email: string; eventType: string; seriesId: number },
  typeName: string,
  token: string,
  clientUrl: string,
): Promise<Composed | null> {
  const type = EMAIL_TEMPLATE_TYPES.find((t) => t.type === typeName)!;
  const candidates = await tx.query<{ id: number; seriesId: number; typeId: number; eventType: string | null }>(sql`select id,
      email_series_id as "seriesId", email_template_type_id as "typeId", event_type as "eventType"
    from email_templates where email_series_id = ${attendance.seriesId} and email_template_type_id = ${type.id}`);
  const chosen = templateFor(candidates, attendance.seriesId, type.id, attendance.eventType);
  if (!chosen) return null;
  const template = await templateById(tx, chosen.id);
  return (await attendanceMessage(tx, tenantId, template, type, attendance.id, attendance.email, token, clientUrl)).message;
}

/** An attendance's automatic message (planner.ts): owed still — the attendance there, subscribed, in a status its type
 *  is for; the event not cancelled (but for the regrets) and still of the template's series; the template active. */
async function composeAttendanceMail(tx: Tx, row: LedgerRow, type: EmailTemplateType, clientUrl: string): Promise<ComposeOutcome> {
  const [attendance] = await tx.query<{ status: AttendanceStatus; subscribed: boolean; createdAt: string; email: string | null }>(sql`
    select ea.status, ea.subscribed, ea.created_date as "createdAt", a.email
    from event_attendances ea join attendees a on a.id = ea.attendee_id where ea.id = ${row.attendance_id}`);
  if (!attendance?.subscribed || !attendance.email) return { cancel: MAIL_MESSAGES.notDue };
  const template = await templateById(tx, row.email_template_id!);
  const { event, message } = await attendanceMessage(
    tx,
    row.tenant_id,
    template,
    type,
    row.attendance_id!,
    attendance.email,
    row.unsubscribe_token,
    clientUrl,
  );
  const owed =
    template.active &&
    event.emailSeriesId === template.emailSeriesId &&
    sendWindow(type.type, event, { status: attendance.status, createdAt: new Date(attendance.createdAt) }) !== null;
  return owed ? message : { cancel: MAIL_MESSAGES.notDue };
}

/**
 * An automatic message composed as it is sent (the worker's `compose`): checked again that it is still owed, and
 * rendered with the values of this moment (an event renamed or moved since it was planned reads right), its
 * unsubscribe link the row's own, its calendar entry the event's with the SEQUENCE of its last change.
 */
export async function composeMail(tx: Tx, row: LedgerRow, clientUrl: string): Promise<ComposeOutcome> {
  const type = EMAIL_TEMPLATE_TYPES.find((t) => t.type === row.kind);
  const about = type?.audience === 'speaker' ? row.speaker_id : row.attendance_id;
  if (!type || about === null || row.email_template_id === null) return { cancel: MAIL_MESSAGES.notDue };
  try {
    return type.audience === 'speaker'
      ? await composeSpeakerMail(tx, row, type, clientUrl)
      : await composeAttendanceMail(tx, row, type, clientUrl);
  } catch (error) {
    // The template, the event, the speaker or the training went (a 404 of the readers): nothing is owed any more.
    if (error instanceof HttpError && error.statusCode === 404) return { cancel: MAIL_MESSAGES.notDue };
    throw error;
  }
}
