import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { ROLES, type Role } from '../../platform/auth/model.ts';
import { intArray, only, textArray, type Tx } from '../../platform/db/client.ts';
import { EMPTY } from '../../platform/http/answer.ts';
import type { AuthUser } from '../../platform/http/caller.ts';
import { fieldRefused, HttpError, notFound } from '../../platform/http/errors.ts';
import { ids, likePattern, listQuery, pageSize } from '../../platform/http/lists.ts';
import type { RouteContext, Router } from '../../platform/http/route.ts';
import { assertNotLockedOut } from '../../platform/policy/configuration.ts';
import { idParam } from '../../platform/http/params.ts';
import { queueSpeakerMail } from '../emailSeries/index.ts';
import { sendPasswordLink } from '../session/index.ts';
import {
  ATTENDEE_EMAIL_ROLES,
  rankOf,
  ROLE_NAMES,
  USER_LIMITS as L,
  USER_MESSAGES as M,
  USER_RECORD_SEARCH_LIMIT,
  USER_RELATED,
  USER_SORTS,
} from './contract.ts';
import { linkOptions, PASSWORD_MASK, roleNames, user, userCreated, userPage, userUpdated } from './answers.ts';

// Users (spec 000 §7: GET users, GET users/{id}, POST users, PUT users/{id}, DELETE users/{id}): what the user administration
// screens and a speaker's login (spec 001 §5) need. A removed user is kept with `deleted_at`, so that
// creating a user with that e-mail again restores the account.

const name = z.string().trim().min(1, M.nameRequired).max(L.name, `must be at most ${L.name} characters`);
export const userBody = z
  .object({
    email: z
      .string({ message: M.emailRequired })
      .trim()
      .min(1, { message: M.emailRequired, abort: true })
      .max(L.email, `Email must be at most ${L.email} characters`)
      .pipe(z.email(M.email)),
    firstName: name.optional(),
    lastName: name.optional(),
    role: z.enum(ROLES, { message: M.roleRequired }).optional(),
    speakerId: idParam.shape.id.nullish(),
    fieldRepId: idParam.shape.id.nullish(),
    sendAttendeeEmails: z.boolean().optional(),
    /** On create: e-mail the user a one-use link to set up a password ('Setup Password Login'). */
    usePwLogin: z.boolean().optional(),
  })
  .strict();
export type UserBody = z.infer<typeof userBody>;
type UserRow = z.output<typeof user>;
type LinkOption = z.output<typeof linkOptions>[number];

const USER_SELECT = sql`u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.role,
  u.speaker_id as "speakerId", u.field_rep_id as "fieldRepId", u.send_attendee_emails as "sendAttendeeEmails",
  u.has_password as "hasPassword", r.id as "roleId",
  u.has_password or exists (select 1 from password_reset_tokens t where t.user_id = u.id and t.purpose = 'activate'
    and t.used_at is null and t.expires_at > now()) as "usePwLogin",
  case when u.has_password then ${PASSWORD_MASK}::text end as password,
  case when s.id is null then null else json_build_object('id', s.id, 'active', s.status = 'active',
    'firstName', s.first_name, 'lastName', s.last_name) end as speaker,
  case when f.id is null then null else json_build_object('id', f.id, 'name', f.name) end as "fieldRep"`;
const USER_FROM = sql`users u left join roles r on r.tenant_id = u.tenant_id and r.role = u.role
  left join speakers s on s.id = u.speaker_id left join field_reps f on f.id = u.field_rep_id`;

// `role` sorts by the stored role, which is the order of the names the Role column shows (ROLE_NAMES: 'Client Speaker
// Portal Admin' < 'Field Rep' < …, as client-speaker-portal-admin < field-rep < …; users.test.ts holds it), so the
// role index serves it.
const SORT_COLUMNS: Record<(typeof USER_SORTS)[number], string> = {
  id: 'id',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  role: 'role',
};

const revokeSessions = (tx: Tx, userId: number) =>
  tx.query(sql`update refresh_tokens set revoked_at = now() where user_id = ${userId} and revoked_at is null`);

async function userOf(tx: Tx, id: number) {
  const [row] = await tx.query<UserRow>(sql`select ${USER_SELECT} from ${USER_FROM} where u.id = ${id} and u.deleted_at is null`);
  if (!row) throw notFound('User', id);
  return row;
}

/**
 * The role order (contract ROLE_RANK): nobody gives a role ranked above their own (`assign`) or changes or removes a
 * user ranked above them; only a system admin makes, changes or removes a system admin.
 */
function refuseAboveCaller(caller: AuthUser, role: string, what: 'assign' | 'target') {
  if (role === 'system-admin' && caller.role !== 'system-admin') throw new HttpError(403, M.systemAdminOnly);
  if (rankOf(role) > rankOf(caller.role)) throw new HttpError(403, what === 'assign' ? M.roleAboveOwn : M.userAboveOwn);
}

/** A speaker or field-rep link refused: the spec's text, then why (`fields` puts the reason under the record's search). */
const linkRefused = (status: number, failed: string, field: 'speakerId' | 'fieldRepId', reason: string) =>
  new HttpError(status, `${failed}: ${reason}`, { fields: { [field]: reason } });

/** What a user record becomes from the form: the role (a speaker login is a speaker), the names (a speaker
 *  login's default to the speaker's), the speaker or field rep it links, attendee e-mails. `current` is the role the
 *  user has (an update), null for a new or restored user: nobody is raised to System Admin (spec 002 §5 never
 *  offers it), a system admin keeps the role. */
async function resolved(tx: Tx, caller: AuthUser, body: UserBody, userId: number | null, current: string | null) {
  if (body.speakerId && body.role && body.role !== 'speaker') throw fieldRefused('role', M.speakerRole);
  const role: Role | undefined = body.speakerId ? 'speaker' : body.role;
  if (!role) throw fieldRefused('role', M.roleRequired);
  if (role === 'system-admin' && current !== 'system-admin') throw new HttpError(403, M.systemAdminRole);
  refuseAboveCaller(caller, role, 'assign');
  if (body.fieldRepId && role !== 'field-rep') throw fieldRefused('fieldRepId', M.fieldRepRole);
  if (body.sendAttendeeEmails && !ATTENDEE_EMAIL_ROLES.includes(role)) throw fieldRefused('sendAttendeeEmails', M.attendeeEmails);
  let speaker: { first_name: string; last_name: string } | undefined;
  if (body.speakerId) {
    [speaker] = await tx.query<{ first_name: string; last_name: string }>(
      sql`select first_name, last_name from speakers where id = ${body.speakerId}`,
    );
    if (!speaker) throw linkRefused(404, M.connectSpeakerFailed, 'speakerId', notFound('Speaker', body.speakerId).message);
    const [taken] = await tx.query(sql`select 1 from users where speaker_id = ${body.speakerId} and deleted_at is null
      and id is distinct from ${userId}`);
    if (taken) throw linkRefused(409, M.connectSpeakerFailed, 'speakerId', M.speakerTaken(body.speakerId));
  }
  if (body.fieldRepId) {
    const [rep] = await tx.query(sql`select 1 from field_reps where id = ${body.fieldRepId}`);
    if (!rep) throw linkRefused(404, M.connectFieldRepFailed, 'fieldRepId', notFound('Field rep', body.fieldRepId).message);
    const [taken] = await tx.query(sql`select 1 from users where field_rep_id = ${body.fieldRepId} and deleted_at is null
      and id is distinct from ${userId}`);
    if (taken) throw linkRefused(409, M.connectFieldRepFailed, 'fieldRepId', M.fieldRepTaken(body.fieldRepId));
  }
  const firstName = body.firstName ?? speaker?.first_name;
  const lastName = body.lastName ?? speaker?.last_name;
  if (!firstName) throw fieldRefused('firstName', M.nameRequired);
  if (!lastName) throw fieldRefused('lastName', M.nameRequired);
  return {
    role,
    firstName,
    lastName,
    speakerId: body.speakerId ?? null,
    fieldRepId: body.fieldRepId ?? null,
    sendAttendeeEmails: body.sendAttendeeEmails ?? false,
  };
}

/**
 * Creates a user, or restores the removed user of that e-mail (spec 001 §5: a speaker's login gets the Speaker role,
 * no attendee e-mails and no password login). POST /users and POST /speakers with `login` (the speaker and their login
 * in one transaction) write through it.
 */
export async function createUser(
  { tx, tenantId, user: caller, audit }: Pick<RouteContext<unknown, unknown, unknown>, 'tx' | 'tenantId' | 'user' | 'audit'>,
  body: UserBody,
  clientUrl?: string,
) {
  const [existing] = await tx.query<{ id: number; deleted: boolean }>(
    sql`select id, deleted_at is not null as deleted from users where lower(email) = lower(${body.email})`,
  );
  if (existing && !existing.deleted) throw new HttpError(409, M.exists(body.email));
  const u = await resolved(tx, caller, body, existing?.id ?? null, null);
  // No password login (spec 001 §5 for a speaker's login; for every new user until the set-up link of
  // POST /auth/activate-pw is used): the hash of a random secret that is thrown away.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const restored = Boolean(existing);
  const { id } = only(
    existing
      ? await tx.query<{ id: number }>(sql`update users set deleted_at = null, email = ${body.email}, password_hash = ${passwordHash},
            first_name = ${u.firstName}, last_name = ${u.lastName}, role = ${u.role}, speaker_id = ${u.speakerId},
            field_rep_id = ${u.fieldRepId}, send_attendee_emails = ${u.sendAttendeeEmails}, require_pw_change = 0,
            has_password = false where id = ${existing.id} returning id`)
      : await tx.query<{ id: number }>(sql`insert into users (tenant_id, email, password_hash, first_name, last_name, role,
            speaker_id, field_rep_id, send_attendee_emails, has_password)
            values (${tenantId}, ${body.email}, ${passwordHash}, ${u.firstName}, ${u.lastName}, ${u.role}, ${u.speakerId},
              ${u.fieldRepId}, ${u.sendAttendeeEmails}, false) returning id`),
  );
  if (u.speakerId) {
    await tx.query(sql`update speakers set user_id = ${id} where id = ${u.speakerId}`);
    // The speaker is welcomed once (the series' speaker-user-added), whichever account is added for them later.
    await queueSpeakerMail(tx, tenantId, 'speaker-user-added', [u.speakerId]);
  }
  // A restored user's old sessions (revoked at the removal) stay ended; the set-up link is the way in.
  if (body.usePwLogin && clientUrl) await sendPasswordLink(tx, tenantId, { id, email: body.email }, 'activate', clientUrl);
  await audit('user', id, restored ? 'restore' : 'create', Object.keys(body));
  return {
    user: await userOf(tx, id),
    created: !restored,
    restored,
    message: restored ? M.restored(body.email) : M.created,
  };
}

const linkQuery = z
  .object({
    kind: z.enum(['speaker', 'field-rep'], { message: 'kind must be speaker or field-rep' }),
    searchQuery: z.string().trim().max(200, 'searchQuery must be at most 200 characters').optional(),
    /** The user being edited: their own record is offered too. */
    userId: idParam.shape.id.optional(),
  })
  .strict();

export function userAdminRoutes(route: Router, clientUrlOf: (tenantId: string) => string) {
  route({
    method: 'GET',
    url: '/roles',
    permission: ['user', 'read'],
    answer: roleNames,
    handler: async () => ROLES.map((role) => ({ role, name: ROLE_NAMES[role] ?? role })),
  });

  // The user form's record search (spec 002 §5): at most USER_RECORD_SEARCH_LIMIT speakers or field reps by name,
  // without the records another user already links.
  route({
    method: 'GET',
    url: '/users/link-options',
    permission: ['user', 'read'],
    schema: { query: linkQuery },
    answer: linkOptions,
    handler: async ({ tx, query, hidden }) => {
      const like = likePattern(query.searchQuery ?? '');
      const userId = query.userId ?? null;
      // A name (or status) hidden from the caller's role is answered null and not searched.
      const speaker = await hidden('speaker');
      const speakerName =
        speaker.has('firstName') || speaker.has('lastName') ? sql`null::text` : sql`concat_ws(' ', s.first_name, s.last_name)`;
      const rep = await hidden('field_rep');
      const repName = rep.has('name') ? sql`null::text` : sql`f.name`;
      const shown = (field: string, column: SQL, fields: ReadonlySet<string>) => (fields.has(field) ? sql`null::text` : column);
      return query.kind === 'speaker'
        ? tx.query<LinkOption>(sql`select s.id, ${speakerName} as name, ${speaker.has('status') ? sql`null` : sql`s.status = 'active'`} as active,
              ${shown('email', sql`s.email`, speaker)} as email, ${shown('degree', sql`s.degree`, speaker)} as credentials,
              ${shown('specialty', sql`s.specialty`, speaker)} as specialty
            from speakers s where coalesce(${speakerName}, '') ilike ${like}
              and not exists (select 1 from users u where u.speaker_id = s.id and u.deleted_at is null and u.id is distinct from ${userId})
            order by s.last_name, s.first_name, s.id limit ${USER_RECORD_SEARCH_LIMIT}`)
        : tx.query<LinkOption>(sql`select f.id, ${repName} as name, true as active, ${shown('email', sql`f.email`, rep)} as email,
              null::text as credentials, null::text as specialty from field_reps f where coalesce(${repName}, '') ilike ${like}
              and not exists (select 1 from users u where u.field_rep_id = f.id and u.deleted_at is null and u.id is distinct from ${userId})
            order by f.name, f.id limit ${USER_RECORD_SEARCH_LIMIT}`);
    },
  });

  route({
    method: 'GET',
    url: '/users',
    permission: ['user', 'read'],
    related: USER_RELATED,
    schema: {
      // The spec's page size is `itemsPerPage` (spec 002 §7); `limit` as every other list. itemsPerPage wins.
      query: listQuery(
        z.object({ ids: ids.optional(), roles: z.array(z.enum(ROLES)).max(ROLES.length).optional() }).strict(),
        USER_SORTS,
      ).extend({ itemsPerPage: pageSize('itemsPerPage').optional() }),
    },
    answer: userPage,
    handler: async ({ tx, query }) => {
      const { filters } = query;
      const where = [sql`u.deleted_at is null`];
      if (filters.ids) where.push(sql`u.id = any(${intArray(filters.ids)})`);
      if (filters.roles) where.push(sql`u.role = any(${textArray(filters.roles)})`);
      if (query.searchQuery) {
        const like = likePattern(query.searchQuery);
        where.push(sql`(u.first_name ilike ${like} or u.last_name ilike ${like} or u.email ilike ${like}
          or concat_ws(' ', u.first_name, u.last_name) ilike ${like})`);
      }
      const condition = sql.join(where, sql` and `);
      const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
      const sort = sql.identifier(SORT_COLUMNS[query.sortBy ?? 'lastName']);
      const limit = query.itemsPerPage ?? query.limit;
      const results = await tx.query<UserRow>(sql`select ${USER_SELECT} from ${USER_FROM} where ${condition}
        order by u.${sort} ${direction}, u.id ${direction} limit ${limit} offset ${(query.page - 1) * limit}`);
      const { count } = only(await tx.query<{ count: number }>(sql`select count(*)::int as count from users u where ${condition}`));
      return { results, count };
    },
  });

  route({
    method: 'GET',
    url: '/users/:id',
    permission: ['user', 'read'],
    related: USER_RELATED,
    schema: { params: idParam },
    answer: user,
    handler: ({ tx, params }) => userOf(tx, params.id),
  });

  route({
    method: 'POST',
    url: '/users',
    permission: ['user', 'create'],
    related: USER_RELATED,
    status: 201,
    schema: { body: userBody },
    answer: userCreated,
    handler: (ctx) => createUser(ctx, ctx.body, clientUrlOf(ctx.tenantId)),
  });

  route({
    method: 'PUT',
    url: '/users/:id',
    permission: ['user', 'update'],
    related: USER_RELATED,
    schema: { params: idParam, body: userBody },
    answer: userUpdated,
    handler: async ({ tx, user: caller, params, body, audit }) => {
      const [target] = await tx.query<{ role: string; speakerId: number | null }>(
        sql`select role, speaker_id as "speakerId" from users where id = ${params.id} and deleted_at is null`,
      );
      if (!target) throw notFound('User', params.id);
      refuseAboveCaller(caller, target.role, 'target');
      const [twin] = await tx.query(sql`select 1 from users where lower(email) = lower(${body.email}) and id <> ${params.id}`);
      if (twin) throw new HttpError(409, M.exists(body.email));
      const u = await resolved(tx, caller, body, params.id, target.role);
      await tx.query(sql`update users set email = ${body.email}, first_name = ${u.firstName}, last_name = ${u.lastName}, role = ${u.role},
        speaker_id = ${u.speakerId}, field_rep_id = ${u.fieldRepId}, send_attendee_emails = ${u.sendAttendeeEmails} where id = ${params.id}`);
      if (target.speakerId !== u.speakerId) {
        await tx.query(sql`update speakers set user_id = null where user_id = ${params.id}`);
        if (u.speakerId) await tx.query(sql`update speakers set user_id = ${params.id} where id = ${u.speakerId}`);
      }
      // A new role ends the user's sessions at once: the next request of any of their access tokens (the session
      // check of platform/http/route.ts) and their refresh tokens are refused; they sign in again with the new role.
      if (u.role !== target.role) await revokeSessions(tx, params.id);
      // The last active system admin keeps the role (platform/policy/configuration.ts, 409 otherwise).
      if (u.role !== target.role) await assertNotLockedOut(tx);
      await audit('user', params.id, 'update', Object.keys(body));
      return { user: await userOf(tx, params.id), updated: true };
    },
  });

  route({
    method: 'DELETE',
    url: '/users/:id',
    permission: ['user', 'delete'],
    schema: { params: idParam },
    answer: EMPTY,
    handler: async ({ tx, user: caller, params, audit }) => {
      const [target] = await tx.query<{ role: string }>(sql`select role from users where id = ${params.id} and deleted_at is null`);
      if (!target) throw notFound('User', params.id);
      if (params.id === (caller.impersonatedBy ?? caller.id)) throw new HttpError(409, M.notSelf);
      refuseAboveCaller(caller, target.role, 'target');
      // Removed, not erased: the account (and its audit trail) stays for a restore. It loses its speaker and
      // field rep links and its sessions end at once.
      await tx.query(sql`update users set deleted_at = now(), speaker_id = null, field_rep_id = null where id = ${params.id}`);
      await tx.query(sql`update speakers set user_id = null where user_id = ${params.id}`);
      await revokeSessions(tx, params.id);
      await assertNotLockedOut(tx);
      await audit('user', params.id, 'delete');
      return undefined;
    },
  });
}
