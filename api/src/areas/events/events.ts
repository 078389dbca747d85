import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CRM_LOCKED_FIELDS,
  endsAfterStart,
  EVENT_LIMITS,
  EVENT_MESSAGES as M,
  EVENT_STATUSES,
  EVENT_TYPES,
  EVENT_ZONES,
  HTTP_URL,
  LOCATION_TYPES,
  MEAL_TYPES,
  NAME_SPECIAL_CHARACTERS,
  ZIP_CODE,
} from './contract.ts';
import { intArray, only, type Tx } from '../../platform/db/client.ts';
import {
  assignments,
  EVENT_SORT,
  getEvent,
  listEvents,
  replaceSpeakers,
  replaceSurveyTemplates,
  searchFieldsFor,
  writtenEvent,
  type EventColumnField,
} from './queries.ts';
import { getLookup, missingIds, SPEAKERS } from '../../platform/db/lookups.ts';
import { fieldRefused, HttpError, notFound } from '../../platform/http/errors.ts';
import { ids, listQuery } from '../../platform/http/lists.ts';
import { redactRow, refuseHiddenListFields, type HiddenFields, type ListFieldRules } from '../../platform/http/fields.ts';
import type { Router } from '../../platform/http/route.ts';
import type { RowScope } from '../../platform/http/scope.ts';
import { idParam } from '../../platform/http/params.ts';
import { EMPTY } from '../../platform/http/answer.ts';
import { event, eventPage, eventsDeleted, eventSpeakerDetail, speakerLookup, usedStatuses, type EventRow } from './answers.ts';

const httpUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .refine((v) => HTTP_URL.test(v), message);
const optionalUrl = (message: string) => z.union([httpUrl(message), z.literal('')]).nullish();
const text = (max: number) => z.string().max(max).nullish();
/** An ISO date-time with any offset, stored and compared as the UTC instant (`…T15:00:00.000Z`). */
const dateTime = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .datetime({ offset: true, message: `${label} must be an ISO date-time` })
    .transform((v) => new Date(v).toISOString());
const zone = z.enum(EVENT_ZONES, { message: M.zone });
const refId = z.number().int().positive().max(2_147_483_647).nullish();

const shareInfo = z
  .object({
    ogTitle: text(300),
    ogDescription: text(2000),
    ogUrl: optionalUrl('ogUrl must be a valid URL'),
    facebookCardUrl: optionalUrl('facebookCardUrl must be a valid URL'),
    twitterCardUrl: optionalUrl('twitterCardUrl must be a valid URL'),
    cardImageAlt: text(300),
    emailShareSubject: text(300),
    emailShareBody: text(5000),
    facebookShareText: text(2000),
    twitterShareText: text(500),
    linkedinShareText: text(2000),
  })
  .strict();

/** The form's fields: what PUT carries (speakers, venue, conference and share info left out). */
const formFields = {
  shortName: z
    .string({ message: M.nameRequired })
    .trim()
    .min(1, M.nameRequired)
    .max(EVENT_LIMITS.shortName, `Name must be at most ${EVENT_LIMITS.shortName} characters`)
    .refine((v) => !NAME_SPECIAL_CHARACTERS.test(v), M.nameSpecials),
  title: z
    .string({ message: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(EVENT_LIMITS.title, `Program Name must be at most ${EVENT_LIMITS.title} characters`),
  startTime: dateTime('Start Date'),
  endTime: dateTime('End Date'),
  zone,
  type: z.enum(EVENT_TYPES, { message: `type must be one of ${EVENT_TYPES.join(', ')}` }),
  status: z.enum(EVENT_STATUSES, { message: `status must be one of ${EVENT_STATUSES.join(', ')}` }),
  notes: text(EVENT_LIMITS.notes),
  survey: z.boolean().optional(),
  surveyTemplates: z
    .array(
      z.object({
        id: z.number({ message: M.surveyTemplateRequired }).int().positive(M.surveyTemplateRequired),
        surveyDueTime: z
          .string()
          .datetime({ offset: true, message: 'surveyDueTime must be an ISO date-time' })
          .transform((v) => new Date(v).toISOString())
          .nullish(),
      }),
    )
    .max(20)
    .optional(),
  emailSeriesId: refId,
  emailFromAddress: z.union([z.string().trim().max(320).email(M.fromEmail), z.literal('')]).nullish(),
  emailFromName: text(200),
  registrationPage: z.boolean().optional(),
  registrationTemplateId: refId,
  registrationClosed: z.boolean().optional(),
  fieldRepId: refId,
  topicId: refId,
  mealType: z.enum(MEAL_TYPES, { message: `mealType must be one of ${MEAL_TYPES.join(', ')}` }).nullish(),
  replayUrl: optionalUrl(M.url),
  locationType: z.enum(LOCATION_TYPES, { message: `Location Type must be one of ${LOCATION_TYPES.join(', ')}` }).nullish(),
  locationName: text(300),
  locationAddress: text(300),
  locationAddressLine2: text(300),
  locationCity: text(100),
  locationState: text(50),
  locationZip: z.union([z.string().regex(ZIP_CODE, M.zip), z.literal('')]).nullish(),
};
const extraFields = {
  speakerIds: z.array(z.number().int().positive()).max(50).optional(),
  venueId: refId,
  conference: z
    .object({ url: optionalUrl(M.conferenceUrl), details: text(5000) })
    .strict()
    .nullish(),
  eventShareInfo: shareInfo.nullish(),
};
export const createBody = z.object({ ...formFields, ...extraFields }).strict();
const putBody = z.object(formFields).strict();
export const patchBody = z
  .object({ ...formFields, ...extraFields })
  .partial()
  .strict();
type EventInput = z.infer<typeof patchBody>;

/** Rules across fields, checked on the event as it will be stored. */
function checkRules(e: EventInput) {
  if (e.startTime && e.endTime && !endsAfterStart(e.startTime, e.endTime)) throw fieldRefused('endTime', M.endAfterStart);
  if (e.survey && !e.surveyTemplates?.length) throw fieldRefused('surveyTemplates', M.surveyTemplateRequired);
  if (e.registrationPage && !e.registrationTemplateId) throw fieldRefused('registrationTemplateId', M.registrationTemplateRequired);
}

/** Every referenced row must exist in the caller's tenant (foreign keys alone would accept another tenant's ids). */
async function checkReferences(tx: Tx, e: EventInput) {
  const refs: [string, string, number[]][] = [
    ['field_reps', 'Field rep', e.fieldRepId ? [e.fieldRepId] : []],
    ['topics', 'Topic', e.topicId ? [e.topicId] : []],
    ['venues', 'Venue', e.venueId ? [e.venueId] : []],
    ['email_series', 'Email series', e.emailSeriesId ? [e.emailSeriesId] : []],
    ['registration_templates', 'Registration template', e.registrationTemplateId ? [e.registrationTemplateId] : []],
    ['speakers', 'Speaker', e.speakerIds ?? []],
    ['survey_templates', 'Survey template', (e.surveyTemplates ?? []).map((t) => t.id)],
  ];
  for (const [table, label, wanted] of refs) {
    const missing = await missingIds(tx, table, wanted);
    if (missing.length) throw new HttpError(422, `${label} ${missing.join(', ')} not found`);
  }
}

/** Normalises what the form implies: meal only for live events, no email series with emails off. */
function normalise(e: EventInput): EventInput {
  const out = { ...e };
  if (out.type && out.type !== 'live') out.mealType = null;
  if (out.survey === false) out.surveyTemplates = [];
  if (out.registrationPage === false) out.registrationTemplateId = null;
  return out;
}

const columnValues = (e: EventInput) =>
  Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'speakerIds' && k !== 'surveyTemplates')) as Partial<
    Record<EventColumnField, unknown>
  >;

/** A field as stored, comparable with the input: survey rows and speakers as sorted ids (and due times). */
function storedValue(before: EventRow, field: keyof EventInput): unknown {
  if (field === 'speakerIds') return before.speakers.map((s) => s.speakerId);
  if (field === 'surveyTemplates') return surveyRows(before.surveyTemplates);
  return before[field];
}
const surveyRows = (rows: { id: number; surveyDueTime?: Date | string | null }[] | undefined) =>
  (rows ?? []).map((t) => ({ id: t.id, surveyDueTime: t.surveyDueTime ?? null })).sort((a, b) => a.id - b.id);

/** The input fields whose value differs from the stored event (objects compared by value, key order aside). */
const changedFields = (before: EventRow, input: EventInput) =>
  (Object.keys(input) as (keyof EventInput)[]).filter((k) => {
    const given =
      k === 'speakerIds'
        ? [...new Set(input.speakerIds)].sort((a, b) => a - b)
        : k === 'surveyTemplates'
          ? surveyRows(input.surveyTemplates)
          : input[k];
    return !isDeepStrictEqual(storedValue(before, k) ?? null, given ?? null);
  });

export const eventFilters = z
  .object({
    ids: ids.optional(),
    selectedEvents: ids.optional(),
    selectedTypes: z.array(z.enum(EVENT_TYPES)).max(10).optional(),
    selectedTemplates: ids.optional(),
    selectedEmailSeries: ids.optional(),
    selectedSpeakers: ids.optional(),
    selectedFieldReps: ids.optional(),
    selectedTopics: ids.optional(),
    selectedStatuses: z.array(z.enum(EVENT_STATUSES)).max(20).optional(),
    period: z
      .object({
        from: z.iso.date('period.from must be a date YYYY-MM-DD').nullish(),
        to: z.iso.date('period.to must be a date YYYY-MM-DD').nullish(),
        timezone: z
          .string()
          .max(64)
          .refine((tz) => {
            try {
              new Intl.DateTimeFormat('en-US', { timeZone: tz });
              return true;
            } catch {
              return false;
            }
          }, 'period.timezone must be an IANA timezone')
          .optional(),
      })
      .refine((p) => !p.from || !p.to || p.from <= p.to, M.periodOrder)
      .optional(),
  })
  .passthrough();

/** Filter key → the event field it reads: a filter on a field hidden from the caller is refused. */
export const EVENT_FILTER_FIELDS: ListFieldRules = {
  filters: {
    selectedTypes: 'type',
    selectedTemplates: 'surveyTemplates',
    selectedEmailSeries: 'emailSeriesId',
    selectedSpeakers: 'speakers',
    selectedFieldReps: 'fieldRepId',
    selectedTopics: 'topicId',
    selectedStatuses: 'status',
    period: 'startTime',
  },
};

/** The list query of the caller: their row scope, and no search, sort or filter on a field hidden from them. */
export async function callerEventQuery<Q extends { sortBy?: string; filters?: Record<string, unknown> }>(
  ctx: { hidden: HiddenFields; scope: RowScope },
  query: Q,
) {
  const hidden = await ctx.hidden('event');
  refuseHiddenListFields(hidden, query, EVENT_FILTER_FIELDS);
  return { ...query, scope: ctx.scope.events, searchFields: searchFieldsFor(hidden) };
}

async function update(
  tx: Tx,
  tenantId: string,
  scope: RowScope,
  id: number,
  input: EventInput,
  audit: (e: string, id: number, a: string, f: string[]) => Promise<void>,
) {
  const before = await getEvent(tx, id, scope.events);
  if (!before) throw notFound('Event', id);
  const changes = normalise(input);
  const merged = { ...before, ...changes } as EventInput;
  checkRules(merged);
  const changed = changedFields(before, changes);
  if (before.veevaId) {
    // The input names the speakers `speakerIds`; the contract names the event's fields.
    const locked = changed.filter((f) => (CRM_LOCKED_FIELDS as readonly string[]).includes(f === 'speakerIds' ? 'speakers' : f));
    if (locked.length) throw new HttpError(422, `Event ${id} is synced from the CRM: ${locked.join(', ')} cannot be changed`);
  }
  await checkReferences(tx, changes);
  const columns = columnValues(changes);
  if (Object.keys(columns).length) {
    await tx.query(sql`update events set ${assignments(columns)}, updated_at = now() where id = ${id}`);
  }
  if (changes.speakerIds) await replaceSpeakers(tx, tenantId, id, changes.speakerIds);
  if (changes.surveyTemplates) await replaceSurveyTemplates(tx, tenantId, id, changes.surveyTemplates);
  await audit('event', id, 'update', changed);
  return writtenEvent(tx, id);
}

const AFTER_MESSAGE = 'after must be an event id';

export function eventRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/events',
    permission: ['event', 'read'],
    redact: 'event',
    schema: {
      query: listQuery(eventFilters, Object.keys(EVENT_SORT) as [keyof typeof EVENT_SORT]).extend({
        // Keyset paging: the page after this event in the list's order (`page` is then ignored).
        after: z.coerce
          .number({ message: AFTER_MESSAGE })
          .int(AFTER_MESSAGE)
          .positive(AFTER_MESSAGE)
          .max(2_147_483_647, AFTER_MESSAGE)
          .optional(),
      }),
    },
    answer: eventPage,
    handler: async (ctx) => listEvents(ctx.tx, await callerEventQuery(ctx, ctx.query)),
  });

  route({
    method: 'GET',
    url: '/events/used-event-statuses',
    permission: ['event', 'read'],
    answer: usedStatuses,
    handler: async ({ tx, hidden, scope }) => {
      // Which statuses are in use is itself status information.
      if ((await hidden('event')).has('status')) return [];
      return (
        await tx.query<Pick<EventRow, 'status'>>(sql`select distinct e.status from events e
        where ${scope.events ?? sql`true`} order by e.status`)
      ).map((r) => r.status);
    },
  });

  route({
    method: 'GET',
    url: '/events/event-speakers/:eventId/:speakerId',
    permission: ['event_speaker', 'read'],
    schema: { params: z.object({ eventId: idParam.shape.id, speakerId: idParam.shape.id }) },
    answer: eventSpeakerDetail,
    handler: async ({ tx, params, scope, hidden }) => {
      const [row] = await tx.query(sql`select 1 from event_speakers es join events e on e.id = es.event_id
        where es.event_id = ${params.eventId} and es.speaker_id = ${params.speakerId} and ${scope.events ?? sql`true`}`);
      if (!row) throw new HttpError(404, `Speaker ${params.speakerId} does not speak at event ${params.eventId}`);
      const speaker = redactRow(await getLookup<z.output<typeof speakerLookup>>(tx, SPEAKERS, params.speakerId), await hidden('speaker'));
      return { eventId: params.eventId, speakerId: params.speakerId, speaker };
    },
  });

  route({
    method: 'GET',
    url: '/events/:id',
    permission: ['event', 'read'],
    redact: 'event',
    schema: { params: idParam },
    answer: event,
    handler: async ({ tx, params, scope }) => (await getEvent(tx, params.id, scope.events)) ?? Promise.reject(notFound('Event', params.id)),
  });

  route({
    method: 'POST',
    url: '/events',
    permission: ['event', 'create'],
    redact: 'event',
    status: 201,
    schema: { body: createBody },
    answer: event,
    handler: async ({ tx, tenantId, body, audit }) => {
      const input = normalise(body);
      checkRules(input);
      await checkReferences(tx, input);
      const columns = columnValues(input);
      const names = Object.keys(columns);
      const row = only(
        await tx.query<Pick<EventRow, 'id'>>(sql`insert into events (tenant_id, short_name, title, start_time, end_time, zone, type, status)
        values (${tenantId}, ${input.shortName}, ${input.title}, ${input.startTime}, ${input.endTime}, ${input.zone}, ${input.type}, ${input.status})
        returning id`),
      );
      await tx.query(sql`update events set ${assignments(columns)} where id = ${row.id}`);
      await replaceSpeakers(tx, tenantId, row.id, input.speakerIds ?? []);
      await replaceSurveyTemplates(tx, tenantId, row.id, input.surveyTemplates ?? []);
      await audit('event', row.id, 'create', names);
      return writtenEvent(tx, row.id);
    },
  });

  route({
    method: 'PUT',
    url: '/events/:id',
    permission: ['event', 'update'],
    redact: 'event',
    schema: { params: idParam, body: putBody },
    answer: event,
    handler: ({ tx, tenantId, scope, params, body, audit }) => update(tx, tenantId, scope, params.id, body, audit),
  });

  route({
    method: 'PATCH',
    url: '/events/:id',
    permission: ['event', 'update'],
    redact: 'event',
    schema: { params: idParam, body: patchBody },
    answer: event,
    handler: ({ tx, tenantId, scope, params, body, audit }) => update(tx, tenantId, scope, params.id, body, audit),
  });

  route({
    method: 'DELETE',
    url: '/events/:id',
    permission: ['event', 'delete'],
    schema: { params: idParam },
    answer: EMPTY,
    handler: async ({ tx, params, scope, audit }) => {
      const deleted = await tx.query(sql`delete from events e where e.id = ${params.id} and ${scope.events ?? sql`true`} returning e.id`);
      if (!deleted.length) throw notFound('Event', params.id);
      await audit('event', params.id, 'delete');
      return undefined;
    },
  });

  route({
    method: 'POST',
    url: '/events/batch-delete',
    permission: ['event', 'delete'],
    schema: { body: z.object({ ids: ids.min(1, 'ids must name at least one event') }) },
    answer: eventsDeleted,
    handler: async ({ tx, body, scope, audit }) => {
      const reachable = await tx.query<Pick<EventRow, 'id'>>(sql`select e.id from events e
        where e.id = any(${intArray(body.ids)}) and ${scope.events ?? sql`true`}`);
      const found = new Set(reachable.map((r) => r.id));
      const missing = [...new Set(body.ids)].filter((id) => !found.has(id));
      if (missing.length) throw new HttpError(404, `Event ${missing.join(', ')} not found`);
      const deleted = await tx.query<Pick<EventRow, 'id'>>(sql`delete from events where id = any(${intArray(body.ids)}) returning id`);
      for (const { id } of deleted) await audit('event', id, 'delete');
      return { deleted: deleted.length };
    },
  });
}
