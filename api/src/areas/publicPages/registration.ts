import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../platform/db/client.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { Router } from '../../platform/http/route.ts';
import { enqueueMail } from '../mail/index.ts';
import { ATTENDEE_TYPES } from '../attendees/contract.ts';
import { loadQuestions } from '../questions/index.ts';
import { acceptAnswers, answersInput, attendeeFor, defaultAttendeeType, honeypot, insertAnswers } from './submissions.ts';
import { EVENT_CANCELLED, publicQuestion } from './surveys.ts';
import { createThrottle, SUBMIT_LIMIT, VIEW_LIMIT } from './throttle.ts';
import { publicRegistrationPage, registered } from './answers.ts';

const PAGE_NOT_FOUND = 'Registration page not found';
export const REGISTRATION_MESSAGES = {
  cancelled: EVENT_CANCELLED,
  closed: 'Registration is closed',
  past: 'This event has already taken place',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
} as const;
const M = REGISTRATION_MESSAGES;

const shortNameParam = z.object({ shortName: z.string().trim().min(1).max(200, 'The event ID is too long') });
/** An opaque id the page keeps per browser (unique views). */
const visitor = z.string().trim().max(100, 'visitor is too long').nullish();

interface PageRow {
  eventId: number;
  shortName: string;
  title: string;
  startTime: string;
  endTime: string;
  zone: string;
  location: string | null;
  status: string;
  registrationClosed: boolean;
  templateId: number;
  name: string;
  banner: string | null;
  branded: boolean;
  brandColor1: string | null;
  brandColor2: string;
  isiText: string | null;
  consentText: string | null;
  privacyPolicyLink: string | null;
  redirectUrl: string | null;
  marketingOptIn: boolean;
}

/** The event of that short name with its registration page on (the latest if the short name was reused), else 404
 *  'Registration page not found' — alike for a missing event, another tenant's and a page turned off. */
async function findPage(tx: Tx, shortName: string): Promise<PageRow> {
  const [row] = await tx.query<PageRow>(sql`select e.id as "eventId", e.short_name as "shortName", e.title,
      e.start_time as "startTime", e.end_time as "endTime", e.zone, e.status, e.registration_closed as "registrationClosed",
      case when e.type in ('virtual', 'webinar') then 'Virtual'
        else nullif(concat_ws(', ', coalesce(v.name, e.location_name), coalesce(v.address, e.location_address),
          coalesce(v.city, e.location_city), nullif(concat_ws(' ', coalesce(v.state, e.location_state), coalesce(v.zip_code, e.location_zip)), '')), '')
      end as location,
      rt.id as "templateId", rt.name, rt.banner, rt.branded, rt.brand_color1 as "brandColor1", rt.brand_color2 as "brandColor2",
      rt.isi_text as "isiText", rt.consent_text as "consentText", rt.privacy_policy_link as "privacyPolicyLink",
      rt.redirect_url as "redirectUrl", rt.marketing_opt_in as "marketingOptIn"
    from events e
    join registration_templates rt on rt.id = e.registration_template_id
    left join venues v on v.id = e.venue_id
    where e.short_name = ${shortName} and e.registration_page
    order by e.start_time desc, e.id desc limit 1`);
  if (!row) throw new HttpError(404, PAGE_NOT_FOUND);
  return row;
}

/** Why the page takes no registrations: `cancelled` (the event's status), `closed` (its registrationClosed), `past` (it
 *  has ended). */
const closedBecause = (page: PageRow): 'cancelled' | 'closed' | 'past' | null =>
  page.status === 'cancelled'
    ? 'cancelled'
    : page.registrationClosed
      ? 'closed'
      : new Date(page.endTime).getTime() <= Date.now()
        ? 'past'
        : null;

/** Tells a person who registers again that they already are (the page answers them as any registration, so that it
 *  tells no visitor whether an e-mail is registered): the outbox's e-mail to that address, once a day per attendance
 *  (the ledger key): a page submitted again and again sends no stream of mail to someone else's address. */
async function sendAlreadyRegistered(tx: Tx, tenantId: string, email: string, page: PageRow, attendanceId: number | undefined) {
  const subject = `You are already registered for ${page.title}`;
  const body =
    `Someone, probably you, asked to register ${email} for ${page.title} (${page.shortName}), which starts on ` +
    `${new Date(page.startTime).toISOString().slice(0, 16).replace('T', ' ')} UTC. This address is already registered for it, ` +
    'so nothing has changed. If you did not ask for it, you can ignore this e-mail.';
  const day = new Date().toISOString().slice(0, 10);
  await enqueueMail(tx, tenantId, {
    to: email,
    subject,
    text: body,
    key: `already-registered:${attendanceId ?? email}:${day}`,
    kind: 'registration',
    eventId: page.eventId,
  });
}

export const registerBody = z
  .object({
    firstName: z.string({ message: M.nameRequired }).trim().min(1, M.nameRequired).max(200, 'First name is too long'),
    lastName: z.string({ message: M.nameRequired }).trim().min(1, M.nameRequired).max(200, 'Last name is too long'),
    email: z.string({ message: M.emailRequired }).trim().min(1, M.emailRequired).max(320, M.emailInvalid).email(M.emailInvalid),
    type: z.enum(ATTENDEE_TYPES, { message: `type must be one of ${ATTENDEE_TYPES.join(', ')}` }).nullish(),
    marketingOptIn: z.boolean().default(false),
    answers: answersInput,
    website: honeypot,
    visitor,
  })
  .strict();

/** The public registration page (`/r/<event short name>`; the BFF passes the host's tenant as `x-tenant-id`). */
export function publicRegistrationRoutes(route: Router) {
  const viewed = createThrottle(VIEW_LIMIT);
  const submitted = createThrottle(SUBMIT_LIMIT);

  route({
    method: 'GET',
    url: '/public/registration/:shortName',
    auth: 'public',
    schema: { params: shortNameParam, query: z.object({ visitor }) },
    answer: publicRegistrationPage,
    handler: async (ctx) => {
      const { tx, params, query } = ctx;
      viewed(ctx, params.shortName);
      const page = await findPage(tx, params.shortName);
      await tx.query(sql`insert into registration_page_views (tenant_id, event_id, registration_template_id, visitor)
        values (current_setting('app.tenant_id', true), ${page.eventId}, ${page.templateId}, ${query.visitor || null})`);
      const questions = await loadQuestions(tx, { kind: 'registration', id: page.templateId });
      return {
        event: {
          shortName: page.shortName,
          title: page.title,
          startTime: new Date(page.startTime).toISOString(),
          endTime: new Date(page.endTime).toISOString(),
          zone: page.zone,
          location: page.location,
        },
        template: {
          name: page.name,
          banner: page.banner,
          branded: page.branded,
          brandColor1: page.brandColor1,
          brandColor2: page.brandColor2,
          isiText: page.isiText,
          consentText: page.consentText,
          privacyPolicyLink: page.privacyPolicyLink,
          redirectUrl: page.redirectUrl,
          marketingOptIn: page.marketingOptIn,
        },
        questions: questions.map(publicQuestion),
        closed: closedBecause(page),
      };
    },
  });

  route({
    method: 'POST',
    url: '/public/registration/:shortName',
    auth: 'public',
    status: 201,
    schema: { params: shortNameParam, body: registerBody },
    answer: registered,
    handler: async (ctx) => {
      const { tx, params, body, audit } = ctx;
      submitted(ctx, params.shortName);
      if (body.website) return { redirectUrl: null };
      const page = await findPage(tx, params.shortName);
      const closed = closedBecause(page);
      if (closed) throw new HttpError(409, M[closed]);
      const answers = acceptAnswers(await loadQuestions(tx, { kind: 'registration', id: page.templateId }), body.answers);
      // A known e-mail's attendee is taken as stored: an anonymous page changes no one's names, type or opt-in.
      const attendee = await attendeeFor(
        tx,
        {
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          type: body.type ?? undefined,
          // The opt-in counts only where the page offers it, and only for a new attendee.
          marketingOptIn: page.marketingOptIn && body.marketingOptIn,
        },
        await defaultAttendeeType(tx),
      );
      if (attendee.created) await audit('attendee', attendee.id, 'create', ['firstName', 'lastName', 'email', 'type', 'marketingOptIn']);
      const [attendance] = await tx.query<{ id: number }>(sql`insert into event_attendances
          (tenant_id, event_id, attendee_id, status, subscribed, source, registration_template_id)
        values (current_setting('app.tenant_id', true), ${page.eventId}, ${attendee.id}, 'registered', true, ${page.name}, ${page.templateId})
        on conflict (event_id, attendee_id) do nothing returning id`);
      const answer = { redirectUrl: page.redirectUrl };
      if (!attendance) {
        // Already registered: the same answer as a registration (no oracle of who is registered); the e-mail says it.
        const [existing] = await tx.query<{ id: number }>(sql`select id from event_attendances
          where event_id = ${page.eventId} and attendee_id = ${attendee.id}`);
        await sendAlreadyRegistered(tx, ctx.tenantId, body.email.toLowerCase(), page, existing?.id);
        await audit('event_attendee', existing?.id ?? null, 'register-again');
        return answer;
      }
      await insertAnswers(tx, 'attendance_answers', 'event_attendance_id', attendance.id, answers);
      await audit('event_attendee', attendance.id, 'create', ['status', 'subscribed', 'source', 'answers']);
      return answer;
    },
  });
}
