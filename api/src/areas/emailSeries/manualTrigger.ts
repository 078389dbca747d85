import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Role } from '../../platform/auth/model.ts';
import type { Tx } from '../../platform/db/client.ts';
import { fieldRefused, HttpError } from '../../platform/http/errors.ts';
import { refuseFlagsOff } from '../../platform/policy/featureFlags.ts';
import type { Router } from '../../platform/http/route.ts';
import { enqueueMail, unsubscribeUrl } from '../mail/index.ts';
import { sendPasswordLink } from '../session/index.ts';
import { emailPreview, emailTriggered, type EmailTemplate } from './answers.ts';
import { addresses } from './bodies.ts';
import { EMAIL_MESSAGES as M, emailTemplateTypeById, MANUAL_EMAIL_ROLES, type EmailSubject, type EmailTemplateType } from './contract.ts';
import { calendarEvent, rowLinks, sendContext, type SendContext } from './context.ts';
import { addressesForViewer, redactForViewer } from './viewerRedaction.ts';
import { renderMail } from './render.ts';
import { setsCustomRecipients, takesCustomRecipients } from './rules.ts';
import { templateById } from './store.ts';

/**
 * The manual trigger (spec 002 §2.13, §5 "Manual trigger", §7): a template sent by hand for the attendance, event,
 * speaker or speaker training its type needs, rendered with their real values (context.ts, render.ts); the preview
 * answers the message the send would write to the delivery ledger.
 */

/** What a client's unset id becomes in a query string. */
const UNSET = new Set(['', 'undefined', 'null']);
const unsetAsMissing = (value: unknown) => (typeof value === 'string' && UNSET.has(value.trim()) ? undefined : value);

/** A row id of the query. */
const rowId = <I = unknown>(name: string) => {
  const message = `${name} must be a positive whole number`;
  return z.coerce.number<I>({ message }).int(message).positive(message).max(2_147_483_647, `${name} is too large`);
};
const queryId = (name: string) => z.preprocess(unsetAsMissing, rowId(name).optional());

/** Spec 002 §7's query, plus `emailTemplateId` (which template: the spec's screen names it, its query does not). The
 *  attendee is an event attendance (`event_attendances.id`). */
export const triggerQuery = z.object({
  emailTemplateId: z.preprocess(unsetAsMissing, z.string({ message: M.templateNameRequired }).pipe(rowId<string>('emailTemplateId'))),
  emailType: z.preprocess(unsetAsMissing, z.string().trim().optional()),
  attendeeId: queryId('attendeeId'),
  eventId: queryId('eventId'),
  speakerId: queryId('speakerId'),
  speakerTrainingId: queryId('speakerTrainingId'),
  resetSpeakerUserPassword: z
    .enum(['true', 'false'], { message: 'resetSpeakerUserPassword must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
  /** Comma separated; none (or '') sends to the type's own recipients. */
  recipients: addresses(M.recipientInvalid, 'Recipients'),
});
type TriggerQuery = z.output<typeof triggerQuery>;

/** The query parameter of each record a type may need. */
const NEED_PARAMS: Record<EmailSubject, 'attendeeId' | 'eventId' | 'speakerId' | 'speakerTrainingId'> = {
  attendee: 'attendeeId',
  event: 'eventId',
  speaker: 'speakerId',
  speakerTraining: 'speakerTrainingId',
};

interface Send {
  template: EmailTemplate;
  type: EmailTemplateType;
  context: SendContext;
  to: string[];
}

/** Everything both routes check, then the values and the recipients of the message. An inactive template is sent
 *  all the same: `active` stops only the automatic sends. */
async function prepareSend(tx: Tx, role: Role, query: TriggerQuery, clientUrl: string): Promise<Send> {
  const template = await templateById(tx, query.emailTemplateId);
  // The stored type is one of the contract's (store.ts reads no other).
  const type = emailTemplateTypeById(template.emailTemplateTypeId)!;
  // An attendee's message is the registration pages' (their attendees and attendances): not with the feature off.
  if (type.audience === 'attendee') await refuseFlagsOff(tx, ['registrationPagesEnabled']);
  if (query.emailType !== undefined && query.emailType !== type.type) {
    throw fieldRefused('emailType', M.emailTypeMismatch(query.emailType, type.type));
  }
  const custom = query.recipients;
  if (custom.length) {
    if (!setsCustomRecipients(role)) throw new HttpError(403, M.customRecipientsRole);
    if (!takesCustomRecipients(type)) throw fieldRefused('recipients', M.customRecipientsType);
  }
  for (const need of type.needs) {
    if (query[NEED_PARAMS[need]] === undefined) throw fieldRefused(NEED_PARAMS[need], M.needs[need]);
  }
  if (query.resetSpeakerUserPassword && type.audience !== 'speaker') {
    throw fieldRefused('resetSpeakerUserPassword', M.resetNotSpeaker);
  }
  const context = await sendContext(
    tx,
    type,
    {
      attendanceId: query.attendeeId,
      eventId: query.eventId,
      speakerId: query.speakerId,
      speakerTrainingId: query.speakerTrainingId,
    },
    clientUrl,
  );
  // The query's recipients, else the template's own (of the two types that take them), else the person it is about.
  const stored = takesCustomRecipients(type) ? template.recipients : [];
  const to = custom.length ? custom : stored.length ? stored : context.person.email ? [context.person.email] : [];
  if (!to.length) throw new HttpError(400, M.noAddress(context.person.audience));
  return { template, type, context, to: [...new Set(to.map((address) => address.toLowerCase()))] };
}

/** The values for one recipient: the person the message is about, or an address of its own (custom recipients), and
 *  the unsubscribe link of its ledger row (for a type whose variables include it). */
function dataFor({ context }: Send, to: string, unsubscribe?: string) {
  const { person } = context;
  const recipient = person.email?.toLowerCase() === to ? { ...person } : { firstName: null, lastName: null, email: to };
  const links = context.data.links && unsubscribe ? { links: { ...context.data.links, ...rowLinks(unsubscribe) } } : {};
  return { ...context.data, recipient, ...links };
}

/** The speaker's user, for a password reset (400 when the speaker has none). */
async function speakerUser(tx: Tx, speakerId: number) {
  const [user] = await tx.query<{ id: number; email: string }>(sql`select id, email from users
    where speaker_id = ${speakerId} and deleted_at is null order by id limit 1`);
  if (!user) throw fieldRefused('resetSpeakerUserPassword', M.noSpeakerUser);
  return user;
}

export function manualTriggerRoutes(route: Router, clientUrlOf: (tenantId: string) => string) {
  route({
    method: 'GET',
    url: '/email-templates/email-preview',
    permission: ['email_template', 'read'],
    roles: MANUAL_EMAIL_ROLES,
    schema: { query: triggerQuery },
    answer: emailPreview,
    handler: async ({ tx, tenantId, user, query, hidden }) => {
      const send = await prepareSend(tx, user.role, query, clientUrlOf(tenantId));
      if (query.resetSpeakerUserPassword) await speakerUser(tx, send.context.speakerId!);
      // What the viewer may read of it (viewerRedaction.ts); the message sent is the real one.
      const data = await redactForViewer(dataFor(send, send.to[0]!), send.type.audience, hidden);
      const mail = renderMail(send.template, data);
      const to = await addressesForViewer(send.to, send.context.person, hidden);
      return { success: true as const, previewHtml: mail.html, subject: mail.subject, to, error: null };
    },
  });

  route({
    method: 'POST',
    url: '/email-templates/trigger-email',
    permission: ['email_template', 'read'],
    roles: MANUAL_EMAIL_ROLES,
    schema: { query: triggerQuery },
    answer: emailTriggered,
    handler: async ({ tx, tenantId, user, query, audit }) => {
      const clientUrl = clientUrlOf(tenantId);
      const send = await prepareSend(tx, user.role, query, clientUrl);
      const { template, type, context } = send;
      const resetFor = query.resetSpeakerUserPassword ? await speakerUser(tx, context.speakerId!) : null;
      for (const [i, to] of send.to.entries()) {
        const unsubscribeToken = randomUUID();
        const mail = renderMail(template, dataFor(send, to, unsubscribeUrl(clientUrl, unsubscribeToken)));
        const event = context.event;
        await enqueueMail(tx, tenantId, {
          to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          // The template's CC once per send, not once per recipient.
          cc: i === 0 ? template.cc : [],
          key: `manual:${randomUUID()}`,
          kind: `manual:${type.type}`,
          unsubscribable: type.audience === 'attendee',
          unsubscribeToken,
          emailTemplateId: template.id,
          eventId: event?.id ?? null,
          attendanceId: query.attendeeId ?? null,
          from: event?.from ?? null,
          ical: template.icalEvent && event ? calendarEvent(tenantId, to, event, mail) : null,
        });
      }
      if (resetFor) await sendPasswordLink(tx, tenantId, resetFor, 'reset', clientUrl);
      await audit('email_template', template.id, 'send');
      return { success: true as const, error: null };
    },
  });
}
