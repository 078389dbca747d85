import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z, type ZodType } from 'zod';
import { textArray, type Database, type Tx } from '../db/client.ts';
import { refuseFlagsOff } from '../policy/featureFlags.ts';
import { permissionsOf } from '../policy/permissions.ts';
import type { Action, Entity, FeatureFlag, Role } from '../auth/model.ts';
import type { TokenKeys } from '../auth/tokens.ts';
import { claimsOf, header, impersonate, loadUser, tenantOf, type AuthUser } from './caller.ts';
import { CommittedRefusal, forbidden, HttpError, inputRefused, NAMING_GENERIC_TEXTS, roleRefused } from './errors.ts';
import { hiddenFieldsLoader, redactAnswer, redactRelated, type HiddenFields, type RelatedFields } from './fields.ts';
import { rowScopeOf, type RowScope } from './scope.ts';
import { answerSerializer, EMPTY, FILE, type AnswerDecl, type HandlerAnswer } from './answer.ts';

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
  /** What the route's `prepare` answered (undefined without one). */
  prepared: unknown;
  /** Writes the audit row of a mutation in the request's transaction. */
  audit(entity: string, entityId: string | number | null, action: string, changedFields?: string[]): Promise<void>;
}

type Infer<S> = S extends ZodType ? z.infer<S> : undefined;

/** Who may call a route: the route's Fastify `config.policy`, read by the `authorize` hook and listed in the route table. */
export interface RoutePolicy {
  /** `public` routes need only the tenant header; others a valid bearer token of that tenant. */
  auth: 'public' | 'user';
  /** Entity and action the caller's role must be granted. */
  permission: [Entity, Action] | null;
  /** The only roles that may call it, beside the permission (a screen's allowed roles: the Tenant Configuration is
   *  SystemAdmin's whatever the grants say): others answer 403 `Only the <role> role may <action> <entity>`. */
  roles: readonly Role[] | null;
  /** Tenant feature flags that must be on (the flags that hide the route's screens): with one off the route
   *  answers 403 `'<flag's name>' is turned off for your organization`. Checked after the permission. */
  featureFlags: readonly FeatureFlag[];
  /** The entity whose rows the answer carries (a list, an array or one row): the caller's hidden fields are nulled. */
  redact: Entity | null;
  /** Other entities' rows the answer's rows carry, by property (`{ topic: 'topic' }`: each row's `topic` is a topic row,
   *  or a list of them; `{ topicName: ['topic', 'name'] }`: a property showing those fields of a topic, null when one is
   *  hidden; dotted for deeper properties, `program.topic`): the caller's hidden fields of those entities are nulled too
   *  (fields.ts `redactRelated`). */
  related: RelatedFields | null;
  /** The route changes the acting user's credentials, e-mail or role (what, e.g. `the password`): an admin
   *  impersonating a speaker is refused with 403 `An impersonated session cannot change <credentials>`. */
  credentials: string | null;
  /** Open to a user who must still change the password (`requirePwChange`); every other route answers
   *  403 `You must change your password before continuing` to such a user. */
  beforePasswordChange: boolean;
  /** The body is a file upload read by the route itself: `multipart` (multipart/form-data, platform/http/multipart.ts)
   *  or `raw` (the bytes themselves, application/octet-stream: the request's stream, see `app.ts`); listed so that
   *  the OpenAPI document and the bad-input sweep know it. */
  upload: false | 'multipart' | 'raw';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
    /** The route's declared answer (`RouteDef.answer`). */
    answer?: AnswerDecl;
  }
}

export interface RouteDef<PS, QS, BS, A extends AnswerDecl> extends Partial<RoutePolicy> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  schema?: { params?: PS; query?: QS; body?: BS };
  /** What a success answers (platform/http/answer.ts): the zod schema of its JSON (from the area's `answers.ts`; it
   *  types the handler, serializes the answer and is published in OpenAPI), `FILE` or `EMPTY`. */
  answer: A;
  /** Status of a successful answer (default 200; an `undefined` result answers 204). */
  status?: number;
  /** Runs after authorization and before the request's transaction: work that must not hold a transaction open,
   *  such as streaming a large upload to the file store. Its answer is the handler's `prepared`. */
  prepare?: (input: { request: FastifyRequest; tenantId: string; user: AuthUser }) => Promise<unknown>;
  handler: (ctx: RouteContext<Infer<PS>, Infer<QS>, Infer<BS>>) => Promise<HandlerAnswer<A> | CommittedRefusal>;
}

/** What the route table records of each route: enough to enumerate routes, inputs and permissions. */
export interface RegisteredRoute extends RoutePolicy {
  method: RouteDef<unknown, unknown, unknown, AnswerDecl>['method'];
  url: string;
  schema: { params?: ZodType; query?: ZodType; body?: ZodType };
  answer: AnswerDecl | undefined;
}

export const PASSWORD_CHANGE_REQUIRED = 'You must change your password before continuing';

/** Fastify's validation of params, querystring and body with the route's zod schemas: a refusal is the 400 of
 *  `inputRefused` (the spec's texts and the `fields` map). An absent body is `undefined`, absent params or query `{}`. */
const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (value) => {
    const result = schema.safeParse(value ?? (httpPart === 'body' ? undefined : {}), NAMING_GENERIC_TEXTS);
    return result.success ? { value: result.data } : { error: inputRefused(result.error) };
  };

/** The signed-in user (null on public routes) and tenant of a request, decided before its input is read. */
interface Caller {
  tenantId: string;
  user: AuthUser | null;
}

/**
 * Makes `route(def)`, which declares a Fastify route: the zod schemas as its `schema` (validated in Fastify's
 * validation stage), the policy as its `config`, the `authorize` hook (authentication, session, tenant,
 * permission) on `onRequest`, so a caller without the permission learns nothing of the input's shape, and a
 * handler that runs `def.handler` in the tenant's transaction with redaction and audit.
 * `route.table` lists every such route as Fastify registers it (an `onRoute` hook; tests sweep it).
 */
export function createRouter(app: FastifyInstance, deps: { db: Database; tokens: TokenKeys; checkAnswers: boolean }) {
  const table: RegisteredRoute[] = [];
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler<ZodType>(({ schema, method, url }) => answerSerializer(schema, `${method} ${url}`, deps.checkAnswers));
  app.addHook('onRoute', ({ method, url, config, schema }) => {
    if (!config?.policy || method === 'HEAD') return;
    const { params, querystring, body } = (schema ?? {}) as { params?: ZodType; querystring?: ZodType; body?: ZodType };
    table.push({
      method: method as RegisteredRoute['method'],
      url,
      ...config.policy,
      schema: { params, query: querystring, body },
      answer: config.answer,
    });
  });

  const callers = new WeakMap<FastifyRequest, Caller>();
  async function authorize(request: FastifyRequest) {
    const policy = request.routeOptions.config.policy as RoutePolicy;
    const tenantId = tenantOf(request);
    const claims = policy.auth === 'public' ? null : await claimsOf(request, deps.tokens, tenantId);
    const user = await deps.db.withTenant(tenantId, async (tx) => {
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
        if (loaded.requirePwChange && !policy.beforePasswordChange) throw new HttpError(403, PASSWORD_CHANGE_REQUIRED);
        const speakerHeader = header(request, 'x-impersonate-speaker-id');
        if (speakerHeader) user = await impersonate(tx, user, speakerHeader);
        if (policy.credentials && user.impersonatedBy !== null) {
          throw new HttpError(403, `An impersonated session cannot change ${policy.credentials}`);
        }
      }
      if (policy.permission) {
        const [entity, action] = policy.permission;
        const granted = user ? await permissionsOf(tx, user.role) : {};
        if (!granted[entity]?.includes(action)) throw forbidden(action, entity);
      }
      if (policy.roles && !(user && policy.roles.includes(user.role))) throw roleRefused(policy.roles, policy.permission);
      await refuseFlagsOff(tx, policy.featureFlags);
      return user;
    });
    if (user instanceof CommittedRefusal) throw user.error;
    callers.set(request, { tenantId, user });
  }

  function route<PS extends ZodType | undefined, QS extends ZodType | undefined, BS extends ZodType | undefined, A extends AnswerDecl>(
    def: RouteDef<PS, QS, BS, A>,
  ) {
    const { params, query, body } = def.schema ?? {};
    const json = def.answer !== undefined && def.answer !== FILE && def.answer !== EMPTY ? (def.answer as ZodType) : undefined;
    app.withTypeProvider<ZodTypeProvider>().route({
      method: def.method,
      url: def.url,
      // Only the parts a route declares (Fastify warns of a part that is present but undefined).
      schema: {
        ...(params && { params }),
        ...(query && { querystring: query }),
        ...(body && { body }),
        ...(json && { response: { [def.status ?? 200]: json } }),
      },
      config: {
        answer: def.answer,
        policy: {
          auth: def.auth ?? 'user',
          permission: def.permission ?? null,
          roles: def.roles ?? null,
          featureFlags: def.featureFlags ?? [],
          redact: def.redact ?? null,
          related: def.related ?? null,
          credentials: def.credentials ?? null,
          beforePasswordChange: def.beforePasswordChange ?? false,
          upload: def.upload ?? false,
        },
      },
      onRequest: authorize,
      handler: async (request, reply) => {
        const { tenantId, user } = callers.get(request) as Caller;
        const prepared = def.prepare ? await def.prepare({ request, tenantId, user: user as AuthUser }) : undefined;
        const result = await deps.db.withTenant(tenantId, async (tx) => {
          const hidden = hiddenFieldsLoader(tx, user?.role ?? null);
          const answer = await def.handler({
            tx,
            tenantId,
            params: request.params as Infer<PS>,
            query: request.query as Infer<QS>,
            body: request.body as Infer<BS>,
            request,
            reply,
            hidden,
            scope: rowScopeOf(user),
            user: user as AuthUser,
            prepared,
            // While impersonating: the admin is the actor, acting on behalf of the speaker's user.
            audit: async (entity, entityId, action, changedFields = []) => {
              await tx.query(sql`insert into audit_log (tenant_id, actor_user_id, on_behalf_of_user_id, entity, entity_id, action, changed_fields, request_id)
                values (${tenantId}, ${user?.impersonatedBy ?? user?.id ?? null}, ${user?.impersonatedBy ? user.id : null}, ${entity},
                        ${entityId === null ? null : String(entityId)}, ${action}, ${textArray(changedFields)}, ${request.id})`);
            },
          });
          // A route that sends its own reply (a file stream, `FILE`) answers the reply: `reply.sent` is set only once a
          // stream has finished, so the reply itself says it is answered.
          if (reply.sent || answer === reply || answer instanceof CommittedRefusal) return answer;
          const own = def.redact ? redactAnswer(answer, await hidden(def.redact)) : answer;
          return def.related ? redactRelated(own, def.related, hidden) : own;
        });
        if (result instanceof CommittedRefusal) throw result.error;
        if (reply.sent || result === reply) return reply;
        if (result === undefined) return reply.code(204).send();
        return reply.code(def.status ?? 200).send(result);
      },
    });
  }
  return Object.assign(route, { table });
}

export type Router = ReturnType<typeof createRouter>;
