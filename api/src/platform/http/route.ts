import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { z, type ZodType } from 'zod';
import { textArray, type Database, type Tx } from '../db/client.ts';
import { permissionsOf } from '../policy/permissions.ts';
import { ADMIN_ROLES, type Action, type Entity, type Role } from '../auth/model.ts';
import type { TokenKeys } from '../auth/tokens.ts';
import { CommittedRefusal, forbidden, HttpError, inputRefused, NAMING_GENERIC_TEXTS } from './errors.ts';
import { hiddenFieldsLoader, redactAnswer, type HiddenFields } from './fields.ts';
import { rowScopeOf, type RowScope } from './scope.ts';

/** The signed-in user a request acts as (while impersonating: the speaker's user). */
export interface AuthUser {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  speakerId: number | null;
  /** The field-rep record a field-rep user is (their events are the ones they own). */
  fieldRepId: number | null;
  requirePwChange: number;
  /** Set while an admin impersonates a speaker: the admin's user id. */
  impersonatedBy: number | null;
}

export interface RouteContext<P, Q, B> {
  tx: Tx;
  tenantId: string;
  user: AuthUser;
  params: P;
  query: Q;
  body: B;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The caller's hidden fields of an entity (api/src/platform/http/fields.ts), read once per request. */
  hidden: HiddenFields;
  /** The rows the caller may reach (api/src/platform/http/scope.ts). */
  scope: RowScope;
  /** Writes the audit row of a mutation in the request's transaction. */
  audit(entity: string, entityId: string | number | null, action: string, changedFields?: string[]): Promise<void>;
}

type Infer<S> = S extends ZodType ? z.infer<S> : undefined;

export interface RouteDef<PS, QS, BS> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** `public` routes need only the tenant header; others a valid bearer token of that tenant. */
  auth?: 'public' | 'user';
  /** Entity and action the caller's role must be granted. */
  permission?: [Entity, Action];
  /** The entity whose rows the answer carries (a list, an array or one row): the caller's hidden fields are nulled. */
  redact?: Entity;
  /** The route changes the acting user's credentials, e-mail or role (what, e.g. `the password`): an admin
   *  impersonating a speaker is refused with 403 `An impersonated session cannot change <credentials>`. */
  credentials?: string;
  /** Open to a user who must still change the password (`requirePwChange`); every other route answers
   *  403 `You must change your password before continuing` to such a user. */
  beforePasswordChange?: boolean;
  schema?: { params?: PS; query?: QS; body?: BS };
  /** Status of a successful answer (default 200; an `undefined` result answers 204). */
  status?: number;
  handler: (ctx: RouteContext<Infer<PS>, Infer<QS>, Infer<BS>>) => Promise<unknown>;
}

const TENANT_ID = /^[a-z0-9][a-z0-9-]{0,62}$/;

function parse<S>(schema: S | undefined, value: unknown, where: string): Infer<S> {
  if (!schema) return undefined as Infer<S>;
  const result = (schema as unknown as ZodType).safeParse(value ?? (where === 'body' ? undefined : {}), NAMING_GENERIC_TEXTS);
  if (!result.success) throw inputRefused(result.error);
  return result.data as Infer<S>;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/** The tenant named by `x-tenant-id`; every route but the root needs it. */
export function tenantOf(request: FastifyRequest): string {
  const tenantId = header(request, 'x-tenant-id');
  if (!tenantId) throw new HttpError(400, 'The x-tenant-id header is required');
  if (!TENANT_ID.test(tenantId)) throw new HttpError(400, `Invalid tenant id ${JSON.stringify(tenantId.slice(0, 64))}`);
  return tenantId;
}

async function loadUser(tx: Tx, id: number): Promise<(AuthUser & { speakerInactive: boolean }) | null> {
  const [row] = await tx.query<{
    id: number;
    email: string;
    first_name: string | null;
    last_name: string | null;
    role: Role;
    speaker_id: number | null;
    field_rep_id: number | null;
    require_pw_change: number;
    speaker_status: string | null;
  }>(sql`select u.id, u.email, u.first_name, u.last_name, u.role, u.speaker_id, u.field_rep_id, u.require_pw_change, s.status as speaker_status
    from users u left join speakers s on s.id = u.speaker_id where u.id = ${id}`);
  return row
    ? {
        id: row.id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        role: row.role,
        speakerId: row.speaker_id,
        fieldRepId: row.field_rep_id,
        requirePwChange: row.require_pw_change,
        impersonatedBy: null,
        speakerInactive: row.speaker_status === 'inactive',
      }
    : null;
}

/** An admin acting as a speaker: the speaker's user (role, permissions, products) for this request. */
async function impersonate(tx: Tx, admin: AuthUser, speakerHeader: string): Promise<AuthUser> {
  if (!ADMIN_ROLES.includes(admin.role)) throw new HttpError(403, 'Only admins can impersonate a speaker');
  const speakerId = Number(speakerHeader);
  const notFound = new HttpError(404, `Speaker with ID ${speakerHeader.slice(0, 40)} not found`);
  if (!Number.isInteger(speakerId) || speakerId <= 0) throw notFound;
  const [speaker] = await tx.query<{ status: string; user_id: number | null }>(sql`select s.status,
    (select u.id from users u where u.speaker_id = s.id order by u.id limit 1) as user_id from speakers s where s.id = ${speakerId}`);
  if (!speaker) throw notFound;
  // Spec 001 §5: the speaker's state refuses it (409: nothing is wrong with the admin's rights or the request).
  if (speaker.status === 'inactive') throw new HttpError(409, 'This speaker is inactive and can not be impersonated');
  const user = speaker.user_id === null ? null : await loadUser(tx, speaker.user_id);
  if (!user) throw new HttpError(409, 'This speaker does not have a user account');
  return { ...user, speakerId, role: 'speaker', impersonatedBy: admin.id };
}

/** What the route table records of each route: enough to enumerate routes, inputs and permissions. */
export interface RegisteredRoute {
  method: RouteDef<unknown, unknown, unknown>['method'];
  url: string;
  auth: 'public' | 'user';
  permission: [Entity, Action] | null;
  redact: Entity | null;
  credentials: string | null;
  beforePasswordChange: boolean;
  schema: { params?: ZodType; query?: ZodType; body?: ZodType };
}

export const PASSWORD_CHANGE_REQUIRED = 'You must change your password before continuing';

/** Makes `route(def)`: authentication, tenant transaction, permission, validation, audit.
 *  `route.table` lists every route registered so far (tests sweep it). */
export function createRouter(app: FastifyInstance, deps: { db: Database; tokens: TokenKeys }) {
  const table: RegisteredRoute[] = [];
  function route<PS extends ZodType | undefined, QS extends ZodType | undefined, BS extends ZodType | undefined>(
    def: RouteDef<PS, QS, BS>,
  ) {
    table.push({
      method: def.method,
      url: def.url,
      auth: def.auth ?? 'user',
      permission: def.permission ?? null,
      redact: def.redact ?? null,
      credentials: def.credentials ?? null,
      beforePasswordChange: def.beforePasswordChange ?? false,
      schema: (def.schema ?? {}) as RegisteredRoute['schema'],
    });
    app.route({
      method: def.method,
      url: def.url,
      handler: async (request, reply) => {
        const tenantId = tenantOf(request);
        let claims = null;
        if (def.auth !== 'public') {
          const token = /^Bearer\s+(.+)$/i.exec(header(request, 'authorization') ?? '')?.[1];
          if (!token) throw new HttpError(401, 'Authentication required');
          claims = await deps.tokens.verify(token);
          if (!claims) throw new HttpError(401, 'Invalid or expired token');
          if (claims.tenantId !== tenantId) throw new HttpError(401, 'Token was issued for another tenant');
        }
        const result = await deps.db.withTenant(tenantId, async (tx) => {
          const [tenant] = await tx.query(sql`select id from tenants where id = ${tenantId}`);
          if (!tenant) throw new HttpError(404, `Tenant ${tenantId} not found`);
          let user: AuthUser | null = null;
          if (claims) {
            const loaded = await loadUser(tx, claims.userId);
            if (!loaded) throw new HttpError(401, 'Invalid or expired token');
            user = loaded;
            // Logout, a password change and refresh-token reuse revoke the session: its access tokens end with it.
            const [session] = await tx.query(sql`select 1 from refresh_tokens
              where family = ${claims.sessionId} and user_id = ${user.id} and revoked_at is null limit 1`);
            if (!session) throw new HttpError(401, 'The session has ended. Please sign in again.');
            // Spec 000 §3: an inactive speaker is signed out on a 403 whose message names the speaker as inactive.
            // The session ends on the server too (the web app clears the browser's copy): once reactivated, the
            // speaker signs in again. Returned, not thrown, so the revocation commits.
            if (loaded.role === 'speaker' && loaded.speakerInactive) {
              await tx.query(sql`update refresh_tokens set revoked_at = now() where family = ${claims.sessionId} and revoked_at is null`);
              return new CommittedRefusal(new HttpError(403, `Speaker ${loaded.speakerId} is inactive`));
            }
            // A temporary password opens nothing but the password change (the signed-in person's own flag).
            if (loaded.requirePwChange && !def.beforePasswordChange) throw new HttpError(403, PASSWORD_CHANGE_REQUIRED);
            const speakerHeader = header(request, 'x-impersonate-speaker-id');
            if (speakerHeader) user = await impersonate(tx, user, speakerHeader);
            if (def.credentials && user.impersonatedBy !== null) {
              throw new HttpError(403, `An impersonated session cannot change ${def.credentials}`);
            }
          }
          if (def.permission) {
            const [entity, action] = def.permission;
            const granted = user ? await permissionsOf(tx, user.role) : {};
            if (!granted[entity]?.includes(action)) throw forbidden(action, entity);
          }
          // Validated after the permission: a caller without it learns nothing of the input's shape.
          const params = parse(def.schema?.params, request.params, 'params');
          const query = parse(def.schema?.query, request.query, 'query');
          const body = parse(def.schema?.body, request.body, 'body');
          const actor = user;
          const hidden = hiddenFieldsLoader(tx, user?.role ?? null);
          const answer = await def.handler({
            tx,
            tenantId,
            params,
            query,
            body,
            request,
            reply,
            hidden,
            scope: rowScopeOf(user),
            user: user as AuthUser,
            // While impersonating: the admin is the actor, acting on behalf of the speaker's user.
            audit: async (entity, entityId, action, changedFields = []) => {
              await tx.query(sql`insert into audit_log (tenant_id, actor_user_id, on_behalf_of_user_id, entity, entity_id, action, changed_fields, request_id)
                values (${tenantId}, ${actor?.impersonatedBy ?? actor?.id ?? null}, ${actor?.impersonatedBy ? actor.id : null}, ${entity},
                        ${entityId === null ? null : String(entityId)}, ${action}, ${textArray(changedFields)}, ${request.id})`);
            },
          });
          return def.redact && !reply.sent && !(answer instanceof CommittedRefusal)
            ? redactAnswer(answer, await hidden(def.redact))
            : answer;
        });
        if (result instanceof CommittedRefusal) throw result.error;
        if (reply.sent) return reply;
        if (result === undefined) return reply.code(204).send();
        return reply.code(def.status ?? 200).send(result);
      },
    });
  }
  return Object.assign(route, { table });
}

export type Router = ReturnType<typeof createRouter>;
