import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { only, type Tx } from '../../platform/db/client.ts';
import { forbidden, HttpError } from '../../platform/http/errors.ts';
import { redactRow, type HiddenFields } from '../../platform/http/fields.ts';
import type { RouteContext, Router } from '../../platform/http/route.ts';
import { permissionsOf } from '../../platform/policy/permissions.ts';
import { PRODUCTS, type Action } from '../../platform/auth/model.ts';
import type { AnswerValue } from '../questions/contract.ts';
import { loadQuestions, type StoredQuestion } from '../questions/index.ts';
import { acceptAnswers, answersInput, defaultAttendeeType, insertAnswers } from '../publicPages/index.ts';
import { ATTENDANCE_STATUSES, ATTENDEE_TYPES } from './contract.ts';
import { attendanceForm, type AttendanceRow, type attendanceResponse } from './answers.ts';

/**
 * The attendee form's calls (spec 001 §2 "Attendee form", §3 "Attendee save payload", §4, §5, §7): one attendance
 * with its answers, create and update. The answers are the event's registration questions (opt-in forms left out),
 * held to the shared rules engine exactly as the public registration page holds them (publicPages/submissions.ts).
 */

export const ATTENDANCE_MESSAGES = {
  attendeeNotFound: 'Cannot find attendee for this event.',
  eventNotFound: 'Cannot find event for this attendee.',
  nameRequired: 'Name is required',
  emailInvalid: 'Invalid email format',
  eventRequired: 'Event is required',
  already: 'This attendee is already registered for this event',
  emailTaken: (email: string) => `Another attendee already has the email ${email}. Use another email or edit that attendee.`,
  changedMeanwhile: 'Someone else changed this attendee since you opened it. Reload the attendee to see their changes.',
  eventNotOpen: 'Attendees can be added only to events that are in progress, confirmed or complete',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  zip: 'Zip code must be 5 digits',
} as const;
const M = ATTENDANCE_MESSAGES;

/** Spec 001 §4: the events a new attendance may name. */
export const ATTENDANCE_EVENT_STATUSES = ['in-progress', 'confirmed', 'complete'] as const;
/** Spec 001 §3: the default source of an attendance the form makes is named after the management product. */
export const FORM_SOURCE = PRODUCTS.hive;
/** Spec 001 §6: only Admin and SystemAdmin see (and so set) the two subscriptions. */
export const SUBSCRIPTION_ROLES: readonly string[] = ['admin', 'system-admin'];

const LIMITS = { firstName: 100, lastName: 100, email: 320, address: 200, city: 100, state: 50 } as const;

/** The attendance rows `where` (on `ea`, `a`, `e`) selects, in the shape of the list's rows. */
export async function attendanceRows(tx: Pick<Tx, 'query'>, where: SQL): Promise<AttendanceRow[]> {
  const rows = await tx.query<AttendanceRow>(sql`select ea.id, ea.event_id as "eventId", ea.attendee_id as "attendeeId", ea.status,
      ea.subscribed, ea.created_date as "createdDate",
      case when ea.source is null then '[]'::json else json_build_array(json_build_object('source', ea.source)) end as sources,
      json_build_object('id', a.id, 'firstName', a.first_name, 'lastName', a.last_name, 'email', a.email, 'address', a.address,
        'city', a.city, 'state', a.state, 'zipCode', a.zip_code, 'marketingOptIn', a.marketing_opt_in, 'type', a.type) as attendee,
      json_build_object('id', e.id, 'shortName', e.short_name, 'title', e.title, 'startTime', e.start_time,
        'emailSeriesId', e.email_series_id, 'registrationPage', e.registration_page,
        'registrationTemplateId', e.registration_template_id, 'status', e.status) as event
    from event_attendances ea join attendees a on a.id = ea.attendee_id join events e on e.id = ea.event_id
    where ${where} order by ea.id`);
  for (const row of rows) {
    // json_build_object writes timestamps without the ISO 'Z' form the rest of the service answers.
    row.createdDate = new Date(row.createdDate).toISOString();
    if (row.event.startTime) row.event.startTime = new Date(row.event.startTime).toISOString();
  }
  return rows;
}

/** The caller's hidden fields of the two records an attendance row nests. */
export interface AttendanceHidden {
  attendee: ReadonlySet<string>;
  event: ReadonlySet<string>;
}

export const attendanceHidden = async (hidden: HiddenFields): Promise<AttendanceHidden> => ({
  attendee: await hidden('attendee'),
  event: await hidden('event'),
});

/** The row with the caller's hidden attendee and event fields nulled in their nested objects (a route's `redact`
 *  reaches only the top level). */
export function redactAttendance(row: AttendanceRow, hidden: AttendanceHidden): AttendanceRow {
  return { ...row, attendee: redactRow(row.attendee, hidden.attendee), event: redactRow(row.event, hidden.event) };
}

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong(label, max))
    .nullish()
    .transform((v) => v || null);
const name = (label: string) =>
  z.string({ message: M.nameRequired }).trim().min(1, M.nameRequired).max(LIMITS.firstName, M.tooLong(label, LIMITS.firstName));

/** One answer of the form: the question's id and the engine's AnswerValue (as the public page's `answers` carry). */
const response = z
  .object({
    id: z.number().int().positive().nullish(),
    attendeeId: z.number().int().positive().nullish(),
    questionId: z.number({ message: 'questionId must be a question id' }).int().positive(),
    answer: z.unknown(),
  })
  .strict();

/** The attendee fields and the attendance (spec 001 §3 "Attendee save payload"); defaults of §4. */
const attendanceFields = {
  firstName: name('First name'),
  lastName: name('Last name'),
  email: z
    .string({ message: M.emailInvalid })
    .trim()
    .max(LIMITS.email, M.emailInvalid)
    .refine((v) => !v || z.email().safeParse(v).success, M.emailInvalid)
    .nullish()
    .transform((v) => v?.toLowerCase() || null),
  address: text('Address', LIMITS.address),
  city: text('City', LIMITS.city),
  state: text('State', LIMITS.state),
  zipCode: z
    .string()
    .trim()
    .refine((v) => !v || /^\d{5}$/.test(v), M.zip)
    .nullish()
    .transform((v) => v || null),
  type: z.enum(ATTENDEE_TYPES, { message: `type must be one of ${ATTENDEE_TYPES.join(', ')}` }).nullish(),
  status: z.enum(ATTENDANCE_STATUSES, { message: `status must be one of ${ATTENDANCE_STATUSES.join(', ')}` }).nullish(),
  subscribed: z.boolean().nullish(),
  marketingOptIn: z.boolean().nullish(),
  responses: z.array(response).max(200, 'At most 200 responses').default([]),
};

export const createAttendanceBody = z
  .object({
    ...attendanceFields,
    eventId: z.number({ message: M.eventRequired }).int(M.eventRequired).positive(M.eventRequired),
    sources: z
      .array(z.object({ id: z.number().int().nullish(), source: z.string().trim().min(1).max(100) }).strict())
      .max(1, 'An attendance the form makes has one source')
      .nullish(),
  })
  .strict();

export const updateAttendanceBody = z
  .object({
    ...attendanceFields,
    id: z.number().int().positive().nullish(),
    eventId: z.number().int().positive().nullish(),
    sources: z
      .array(z.object({ id: z.number().int().nullish(), source: z.string().max(100) }).strict())
      .max(10)
      .nullish(),
    /** What the form loaded: an attendee changed by someone else since (names or e-mail) is refused with 409. */
    originalEmail: z.string().max(LIMITS.email).nullish(),
    originalFirstName: z.string().max(LIMITS.firstName).nullish(),
    originalLastName: z.string().max(LIMITS.lastName).nullish(),
  })
  .strict();

const positive = (what: string) =>
  z.coerce
    .number({ message: `${what} must be a positive whole number` })
    .int(`${what} must be a positive whole number`)
    .positive(`${what} must be a positive whole number`)
    .max(2_147_483_647, `${what} is too large`);
export const attendanceParams = z.object({ attendeeId: positive('attendeeId'), eventId: positive('eventId') });

type Fields = z.infer<typeof createAttendanceBody> | z.infer<typeof updateAttendanceBody>;
type Ctx = RouteContext<unknown, unknown, unknown>;

/** The event's registration questions the form shows (opt-in forms left out); none without a template. */
export async function formQuestions(tx: Tx, registrationTemplateId: number | null): Promise<StoredQuestion[]> {
  if (registrationTemplateId === null) return [];
  const questions = await loadQuestions(tx, { kind: 'registration', id: registrationTemplateId });
  return questions.filter((q) => q.registrationFormType !== 'opt-in');
}

/** The form's responses held to the engine as the public page holds its answers: 400 with `fields` by question id. */
function checkedAnswers(questions: StoredQuestion[], responses: Fields['responses']) {
  const answers: Record<string, unknown> = {};
  for (const r of responses) answers[String(r.questionId)] = r.answer ?? null;
  // The same wire limits as the public page (text lengths, choice counts), then the engine.
  const wire = answersInput.safeParse(answers);
  if (!wire.success) {
    const fields = Object.fromEntries(wire.error.issues.map((i) => [`responses.${String(i.path[0] ?? '')}`, i.message]));
    throw new HttpError(400, `Invalid answer: ${wire.error.issues[0]?.message ?? 'Invalid data'}`, { fields });
  }
  try {
    return acceptAnswers(questions, wire.data as Record<string, AnswerValue | null>);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const fields = Object.fromEntries(
      Object.entries((error.extra.fields ?? {}) as Record<string, string>).map(([ref, m]) => [`responses.${ref}`, m]),
    );
    throw new HttpError(400, error.message, { fields });
  }
}

async function tenantHidesAddress(tx: Tx): Promise<boolean> {
  const [tenant] = await tx.query<{ hide: boolean }>(
    sql`select coalesce((metadata->>'hideAttendeeAddressFields')::boolean, false) as hide from tenants`,
  );
  return tenant?.hide ?? false;
}

/** Both grants a write needs: the attendance's and the attendee's (the form writes both records). */
async function needsAttendee(tx: Tx, role: string, action: Action) {
  if (!(await permissionsOf(tx, role)).attendee?.includes(action)) throw forbidden(action, 'attendee');
}

interface EventOfForm {
  id: number;
  status: string;
  registrationTemplateId: number | null;
}

async function eventInScope(tx: Tx, eventId: number, scope: SQL | null): Promise<EventOfForm | undefined> {
  const [event] = await tx.query<EventOfForm>(sql`select e.id, e.status, e.registration_template_id as "registrationTemplateId"
    from events e where e.id = ${eventId} and ${scope ?? sql`true`}`);
  return event;
}

async function replaceAnswers(tx: Tx, attendanceId: number, answers: ReturnType<typeof acceptAnswers>) {
  await tx.query(sql`delete from attendance_answers where event_attendance_id = ${attendanceId}`);
  await insertAnswers(tx, 'attendance_answers', 'event_attendance_id', attendanceId, answers);
}

async function answersOf(tx: Tx, attendanceId: number) {
  return tx.query<z.output<typeof attendanceResponse>>(sql`select id,
    question_id as "questionId", answer, value from attendance_answers where event_attendance_id = ${attendanceId} order by id`);
}

/** The row with its responses, as `GET /attendees/{attendeeId}/event/{eventId}` answers it. */
async function attendanceWithResponses(ctx: Ctx, attendeeId: number, eventId: number) {
  const [row] = await attendanceRows(
    ctx.tx,
    sql`ea.attendee_id = ${attendeeId} and ea.event_id = ${eventId} and ${ctx.scope.events ?? sql`true`}`,
  );
  if (!row) throw new HttpError(404, M.attendeeNotFound);
  return { ...redactAttendance(row, await attendanceHidden(ctx.hidden)), responses: await answersOf(ctx.tx, row.id) };
}

const ATTENDEE_FIELDS = ['firstName', 'lastName', 'email', 'address', 'city', 'state', 'zipCode', 'type', 'marketingOptIn'] as const;

export function attendanceRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/attendees/:attendeeId/event/:eventId',
    permission: ['attendee', 'read'],
    featureFlags: ['registrationPagesEnabled'],
    schema: { params: attendanceParams },
    answer: attendanceForm,
    handler: (ctx) => attendanceWithResponses(ctx as Ctx, ctx.params.attendeeId, ctx.params.eventId),
  });

  route({
    method: 'POST',
    url: '/attendees',
    permission: ['event_attendee', 'create'],
    featureFlags: ['registrationPagesEnabled'],
    status: 201,
    schema: { body: createAttendanceBody },
    answer: attendanceForm,
    handler: async (ctx) => {
      const { tx, body, user, scope, audit } = ctx;
      await needsAttendee(tx, user.role, 'create');
      const event = await eventInScope(tx, body.eventId, scope.events);
      if (!event) throw new HttpError(404, M.eventNotFound, { fields: { eventId: M.eventNotFound } });
      if (!(ATTENDANCE_EVENT_STATUSES as readonly string[]).includes(event.status))
        throw new HttpError(409, M.eventNotOpen, { fields: { eventId: M.eventNotOpen } });
      const answers = checkedAnswers(await formQuestions(tx, event.registrationTemplateId), body.responses);
      const hideAddress = await tenantHidesAddress(tx);
      const admin = SUBSCRIPTION_ROLES.includes(user.role);
      const type = body.type ?? (await defaultAttendeeType(tx));
      const address = hideAddress ? { address: null, city: null, state: null, zipCode: null } : body;
      // One attendee per e-mail (lower case) in a tenant: a known e-mail's attendee is reused and takes the form's values.
      const attendee = only(
        await tx.query<{ id: number; created: boolean }>(sql`insert into attendees
            (tenant_id, first_name, last_name, email, address, city, state, zip_code, type, marketing_opt_in)
          values (current_setting('app.tenant_id', true), ${body.firstName}, ${body.lastName}, ${body.email}, ${address.address},
            ${address.city}, ${address.state}, ${address.zipCode}, ${type}, ${admin ? (body.marketingOptIn ?? false) : false})
          on conflict (tenant_id, email) where email is not null do update set first_name = excluded.first_name,
            last_name = excluded.last_name, type = excluded.type,
            marketing_opt_in = ${admin && body.marketingOptIn != null ? sql`excluded.marketing_opt_in` : sql`attendees.marketing_opt_in`},
            ${hideAddress ? sql`` : sql`address = excluded.address, city = excluded.city, state = excluded.state, zip_code = excluded.zip_code,`}
            updated_at = now()
          returning id, (xmax = 0) as created`),
      );
      const source = body.sources?.[0]?.source ?? FORM_SOURCE;
      const [attendance] = await tx.query<{ id: number }>(sql`insert into event_attendances
          (tenant_id, event_id, attendee_id, status, subscribed, source)
        values (current_setting('app.tenant_id', true), ${event.id}, ${attendee.id}, ${body.status ?? 'walkin'},
          ${admin ? (body.subscribed ?? true) : true}, ${source})
        on conflict (event_id, attendee_id) do nothing returning id`);
      if (!attendance) throw new HttpError(409, M.already, { fields: { email: M.already } });
      await replaceAnswers(tx, attendance.id, answers);
      await audit('attendee', attendee.id, attendee.created ? 'create' : 'update', [...ATTENDEE_FIELDS]);
      await audit('event_attendee', attendance.id, 'create', ['status', 'subscribed', 'source', 'responses']);
      return attendanceWithResponses(ctx as Ctx, attendee.id, event.id);
    },
  });

  route({
    method: 'PUT',
    url: '/attendees/:attendeeId/events/:eventId',
    permission: ['event_attendee', 'update'],
    featureFlags: ['registrationPagesEnabled'],
    schema: { params: attendanceParams, body: updateAttendanceBody },
    answer: attendanceForm,
    handler: async (ctx) => {
      const { tx, body, params, user, scope, audit } = ctx;
      await needsAttendee(tx, user.role, 'update');
      if (body.eventId != null && body.eventId !== params.eventId)
        throw new HttpError(400, 'The event of an attendance cannot change: add the attendee to the other event instead', {
          fields: { eventId: 'The event cannot change' },
        });
      const event = await eventInScope(tx, params.eventId, scope.events);
      const [current] = event
        ? await tx.query<AttendanceRow['attendee'] & { attendanceId: number }>(sql`select ea.id as "attendanceId", a.id,
            a.first_name as "firstName", a.last_name as "lastName", a.email, a.address, a.city, a.state, a.zip_code as "zipCode",
            a.type, a.marketing_opt_in as "marketingOptIn"
          from event_attendances ea join attendees a on a.id = ea.attendee_id
          where ea.attendee_id = ${params.attendeeId} and ea.event_id = ${params.eventId} for update of a, ea`)
        : [];
      if (!event || !current) throw new HttpError(404, M.attendeeNotFound);
      const changed = (original: string | null | undefined, now: string | null) =>
        original !== undefined && (original ?? '').trim().toLowerCase() !== (now ?? '').toLowerCase();
      if (
        changed(body.originalEmail, current.email) ||
        changed(body.originalFirstName, current.firstName) ||
        changed(body.originalLastName, current.lastName)
      )
        throw new HttpError(409, M.changedMeanwhile);
      // Fields hidden from the caller, and the address while the tenant hides it, keep their stored values.
      const hidden = new Set(await ctx.hidden('attendee'));
      if (await tenantHidesAddress(tx)) for (const f of ['address', 'city', 'state', 'zipCode']) hidden.add(f);
      const admin = SUBSCRIPTION_ROLES.includes(user.role);
      const given = {
        ...body,
        type: body.type ?? current.type,
        marketingOptIn: admin ? (body.marketingOptIn ?? current.marketingOptIn) : current.marketingOptIn,
      };
      const next = Object.fromEntries(ATTENDEE_FIELDS.map((f) => [f, hidden.has(f) ? current[f] : given[f]])) as Pick<
        AttendanceRow['attendee'],
        (typeof ATTENDEE_FIELDS)[number]
      >;
      if (next.email && next.email !== current.email) {
        const [other] = await tx.query(sql`select 1 from attendees where email = ${next.email} and id <> ${params.attendeeId}`);
        if (other) throw new HttpError(409, M.emailTaken(next.email), { fields: { email: M.emailTaken(next.email) } });
      }
      const answers = checkedAnswers(await formQuestions(tx, event.registrationTemplateId), body.responses);
      await tx.query(sql`update attendees set first_name = ${next.firstName}, last_name = ${next.lastName}, email = ${next.email},
          address = ${next.address}, city = ${next.city}, state = ${next.state}, zip_code = ${next.zipCode}, type = ${next.type},
          marketing_opt_in = ${next.marketingOptIn}, updated_at = now()
        where id = ${params.attendeeId}`);
      await tx.query(sql`update event_attendances set status = coalesce(${body.status ?? null}, status)
          ${admin && body.subscribed != null ? sql`, subscribed = ${body.subscribed}` : sql``}
        where id = ${current.attendanceId}`);
      const changedFields = ATTENDEE_FIELDS.filter((f) => next[f] !== current[f]);
      await replaceAnswers(tx, current.attendanceId, answers);
      if (changedFields.length) await audit('attendee', params.attendeeId, 'update', changedFields);
      await audit('event_attendee', current.attendanceId, 'update', ['status', 'subscribed', 'responses']);
      return attendanceWithResponses(ctx as Ctx, params.attendeeId, params.eventId);
    },
  });
}
