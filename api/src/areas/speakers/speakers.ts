import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { only, type Tx } from '../../platform/db/client.ts';
import { missingIds } from '../../platform/db/lookups.ts';
import { fieldRefused, forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import { permissionsOf } from '../../platform/policy/permissions.ts';
import { EMPTY } from '../../platform/http/answer.ts';
import { redactAnswer, refuseHiddenListFields, type HiddenFields } from '../../platform/http/fields.ts';
import type { RowScope } from '../../platform/http/scope.ts';
import { ids, listQuery } from '../../platform/http/lists.ts';
import type { Router } from '../../platform/http/route.ts';
import { idParam, idParamSaying } from '../../platform/http/params.ts';
import { createUser } from '../users/index.ts';
import { reachableSpeaker } from './access.ts';
import { speakerFieldChanges, tellSpeakerChanges } from './profileChanges.ts';
import { createdSpeaker, speaker, speakerEvent, speakerPage, withAliases } from './answers.ts';
import {
  CRM_STATUSES,
  SPEAKER_CRM_LOCKED_FIELDS,
  SPEAKER_LIMITS as L,
  SPEAKER_MESSAGES as M,
  SPEAKER_TYPES,
  speakerSynced,
  ZIP_CODE,
} from './contract.ts';
import { getSpeaker, listSpeakers, SPEAKER_COLUMNS, SPEAKER_SORT, speakerEvents, type SpeakerColumnField } from './queries.ts';

const text = (max: number = L.text) => z.string().trim().max(max, `must be at most ${max} characters`).nullish();
const url = (message: string) =>
  z.union([z.url({ protocol: /^https?$/, message }).max(L.url, `must be at most ${L.url} characters`), z.literal('')]).nullish();

const speakerFields = {
  firstName: z.string({ message: M.firstNameRequired }).trim().min(1, M.firstNameRequired).max(L.name),
  lastName: z.string({ message: M.lastNameRequired }).trim().min(1, M.lastNameRequired).max(L.name),
  email: z.union([z.string().trim().max(L.email).email(M.email), z.literal('')]).nullish(),
  phone: text(50),
  credentials: text(),
  specialty: text(),
  address: text(),
  city: text(100),
  state: text(50),
  zip: z.union([z.string().regex(ZIP_CODE, M.zipDigits), z.literal('')]).nullish(),
  speakerType: z.enum(SPEAKER_TYPES, { message: M.speakerTypeRequired }),
  avatarImgUrl: url(M.avatarUrl),
  regionId: z.number().int().positive().max(2_147_483_647).nullish(),
  institution: text(),
  crmStatus: z.enum(CRM_STATUSES, { message: `crmStatus must be one of ${CRM_STATUSES.join(', ')}` }).nullish(),
  cvUrl: url('cvUrl must be a valid URL'),
  bioUrl: url('bioUrl must be a valid URL'),
  veevaId: text(100),
};
/** `login`: the speaker's user is made in the same transaction (spec 001 §5; needs create on user and the e-mail). */
const createBody = z.object({ ...speakerFields, login: z.boolean({ message: 'login must be true or false' }).optional() }).strict();
const putBody = z.object(speakerFields).partial().strict();
type SpeakerInput = z.infer<typeof putBody>;

/** A synced speaker's CRM fields stay as the CRM sent them: a write that changes one is refused, whole (422). */
async function refuseCrmChanges(tx: Tx, id: number, body: SpeakerInput) {
  const [current] = await tx.query<Record<string, unknown>>(
    sql`select ${sql.raw(
      SPEAKER_CRM_LOCKED_FIELDS.map((field) => `${SPEAKER_COLUMNS[field]} as "${field}"`).join(', '),
    )} from speakers where id = ${id}`,
  );
  if (!current?.veevaId) return;
  const changed = SPEAKER_CRM_LOCKED_FIELDS.filter((field) => field in body && (body[field] ?? null) !== (current[field] ?? null));
  if (changed.length) throw new HttpError(422, speakerSynced(id, changed));
}

const YEAR_MESSAGE = 'year must be a year between 1900 and 2100';
export const speakerFilters = z.object({
  ids: ids.optional(),
  events: ids.optional(),
  status: z
    .array(z.enum(CRM_STATUSES, { message: `status must be one of ${CRM_STATUSES.join(', ')}` }))
    .max(10)
    .optional(),
  active: z.boolean({ message: 'active must be true or false' }).optional(),
  year: z.number({ message: YEAR_MESSAGE }).int(YEAR_MESSAGE).min(1900, YEAR_MESSAGE).max(2100, YEAR_MESSAGE).optional(),
});
export const speakerListQuery = listQuery(speakerFilters, Object.keys(SPEAKER_SORT) as [keyof typeof SPEAKER_SORT]);

/** Filter key → the speaker field it reads: a filter on a field hidden from the caller is refused. */
const FILTER_FIELDS = { filters: { status: 'crmStatus', active: 'status' } };

/** The region must be the caller's tenant's (a foreign key alone would accept another tenant's id). */
async function checkRegion(tx: Tx, input: SpeakerInput) {
  if (input.regionId && (await missingIds(tx, 'regions', [input.regionId])).length) {
    throw new HttpError(422, `Region ${input.regionId} not found`);
  }
}

/** Empty strings are stored as null. */
const columnValues = (input: SpeakerInput) =>
  Object.entries(input).map(([field, value]) => [SPEAKER_COLUMNS[field as SpeakerColumnField], value === '' ? null : value] as const);

const assignments = (input: SpeakerInput) =>
  sql.join(
    columnValues(input).map(([column, value]) => sql`${sql.identifier(column)} = ${value ?? null}`),
    sql`, `,
  );

/** The caller's list query: their row scope, no sort or filter on a field hidden from them. */
export async function callerSpeakerQuery<Q extends z.infer<typeof speakerListQuery>>(
  ctx: { hidden: HiddenFields; scope: RowScope },
  query: Q,
) {
  const hidden = withAliases(await ctx.hidden('speaker'));
  refuseHiddenListFields(hidden, query, FILTER_FIELDS);
  return { ...query, scope: ctx.scope.speakers, hidden };
}

/** One speaker with the caller's hidden fields (and their aliases) nulled. */
const answer = async (tx: Tx, hidden: HiddenFields, id: number) =>
  redactAnswer(await getSpeaker(tx, id), withAliases(await hidden('speaker')));

async function setActive(tx: Tx, id: number, active: boolean) {
  const [row] = await tx.query(sql`update speakers set status = ${active ? 'active' : 'inactive'}, updated_at = now()
    where id = ${id} returning id`);
  if (!row) throw notFound('Speaker', id);
}

export function speakerRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/speakers',
    permission: ['speaker', 'read'],
    redact: 'speaker',
    schema: { query: speakerListQuery },
    answer: speakerPage,
    handler: async (ctx) => {
      const query = await callerSpeakerQuery(ctx, ctx.query);
      return redactAnswer(await listSpeakers(ctx.tx, query), query.hidden);
    },
  });

  route({
    method: 'GET',
    url: '/speakers/speaker-events',
    permission: ['event', 'read'],
    redact: 'event',
    schema: { query: z.object({ speakerId: idParam.shape.id }) },
    answer: z.array(speakerEvent),
    handler: async ({ tx, user, query, scope }) => {
      await reachableSpeaker(tx, user, query.speakerId);
      const rows = await speakerEvents(tx, query.speakerId, scope.events);
      // A field rep reaches the events they own: none of this speaker's is a refusal, not an empty table.
      if (user.role === 'field-rep' && !rows.length) throw new HttpError(403, M.notAssigned);
      return rows;
    },
  });

  route({
    method: 'GET',
    url: '/speakers/:id',
    permission: ['speaker', 'read'],
    redact: 'speaker',
    schema: { params: idParam },
    answer: speaker,
    handler: async ({ tx, user, params, hidden }) => {
      await reachableSpeaker(tx, user, params.id);
      return answer(tx, hidden, params.id);
    },
  });

  route({
    method: 'POST',
    url: '/speakers',
    permission: ['speaker', 'create'],
    redact: 'speaker',
    status: 201,
    schema: { body: createBody },
    answer: createdSpeaker,
    handler: async (ctx) => {
      const { tx, tenantId, user, audit, hidden } = ctx;
      const { login, ...body } = ctx.body;
      if (login) {
        if (!body.email) throw fieldRefused('email', M.loginEmailRequired);
        if (!(await permissionsOf(tx, user.role)).user?.includes('create')) throw forbidden('create', 'user');
      }
      await checkRegion(tx, body);
      const { id } = only(
        await tx.query<{ id: number }>(sql`insert into speakers (tenant_id, first_name, last_name, speaker_type)
          values (${tenantId}, ${body.firstName}, ${body.lastName}, ${body.speakerType}) returning id`),
      );
      await tx.query(sql`update speakers set ${assignments(body)} where id = ${id}`);
      await audit('speaker', id, 'create', Object.keys(body));
      // The login in the same transaction: a refused one (an e-mail in use) leaves no speaker behind, and its text goes
      // under the form's Email (`fields.email`): a refusal without a field showed there only after a second Save.
      const made =
        login && body.email
          ? await createUser(ctx, { email: body.email, speakerId: id }).catch((error: unknown) => {
              if (error instanceof HttpError && error.statusCode === 409)
                throw new HttpError(409, error.message, { fields: { email: error.message } });
              throw error;
            })
          : null;
      const speaker = await answer(tx, hidden, id);
      return made ? { ...speaker, login: { message: made.message, restored: made.restored } } : speaker;
    },
  });

  route({
    method: 'PUT',
    url: '/speakers/:id',
    permission: ['speaker', 'update'],
    redact: 'speaker',
    schema: { params: idParamSaying(M.updateWithoutId), body: putBody },
    answer: speaker,
    handler: async ({ tx, tenantId, user, params, body, audit, hidden }) => {
      await reachableSpeaker(tx, user, params.id);
      if (!Object.keys(body).length) throw fieldRefused('body', 'Nothing to update: send at least one field');
      await refuseCrmChanges(tx, params.id, body);
      await checkRegion(tx, body);
      const changes = await speakerFieldChanges(tx, params.id, body);
      await tx.query(sql`update speakers set ${assignments(body)}, updated_at = now() where id = ${params.id}`);
      await tellSpeakerChanges(tx, tenantId, user, params.id, changes);
      await audit('speaker', params.id, 'update', Object.keys(body));
      return answer(tx, hidden, params.id);
    },
  });

  route({
    method: 'DELETE',
    url: '/speakers/:id',
    permission: ['speaker', 'delete'],
    featureFlags: ['speakersEnabled'],
    schema: { params: idParam },
    answer: EMPTY,
    handler: async ({ tx, params, audit }) => {
      // The speaker's users stay; they lose the link (a user is removed through the user calls).
      await tx.query(sql`update users set speaker_id = null where speaker_id = ${params.id}`);
      const deleted = await tx.query(sql`delete from speakers where id = ${params.id} returning id`);
      if (!deleted.length) throw notFound('Speaker', params.id);
      await audit('speaker', params.id, 'delete');
      return undefined;
    },
  });

  for (const [action, active] of [
    ['inactivate', false],
    ['reactivate', true],
  ] as const) {
    route({
      method: 'POST',
      url: `/speakers/:id/${action}`,
      permission: ['speaker', 'update'],
      redact: 'speaker',
      schema: { params: idParam },
      answer: speaker,
      handler: async ({ tx, user, params, audit, hidden }) => {
        await reachableSpeaker(tx, user, params.id);
        if (user.role === 'speaker') throw new HttpError(403, `A speaker cannot ${action} their own speaker record`);
        await setActive(tx, params.id, active);
        await audit('speaker', params.id, action, ['status']);
        return answer(tx, hidden, params.id);
      },
    });
  }
}
