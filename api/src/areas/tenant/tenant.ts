import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { FEATURE_FLAGS, type FeatureFlag } from '../../platform/auth/model.ts';
import type { Tx } from '../../platform/db/client.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { RouteContext, Router } from '../../platform/http/route.ts';
import { CONFIGURES } from '../../platform/policy/configuration.ts';
import { configurationChanges, featureFlag, featureFlags, tenant as tenantAnswer } from './answers.ts';
import { recordChange } from './configurationChanges.ts';
import { expenseRuleRoutes } from './expenseRules.ts';

// The flags belong to the permission model (the router refuses a route whose flag is off); re-exported for the
// tenant's callers.
export { FEATURE_FLAGS };

type Audit = RouteContext<unknown, unknown, unknown>['audit'];

const metadata = z
  .object({
    logoUrl: z.string().max(100_000).nullable().optional(),
    sso: z.object({ okta: z.boolean().optional() }).optional(),
    scoutUrl: z.string().url('scoutUrl must be a valid URL').nullable().optional(),
    veevaSyncEnabled: z.boolean().optional(),
    hideAttendeeAddressFields: z.boolean().optional(),
    defaultFiltersSpeakerPortalEvents: z
      .object({ period: z.object({ from: z.string().nullable().optional(), to: z.string().nullable().optional() }) })
      .optional(),
  })
  .strict();

async function tenant(tx: Tx, tenantId: string) {
  const [row] = await tx.query<z.output<typeof tenantAnswer>>(sql`select id, name, metadata from tenants where id = ${tenantId}`);
  if (!row) throw new HttpError(404, `Tenant ${tenantId} not found`);
  return row;
}

/** Sets one flag in the request's transaction: the audit row and the change with before and after. */
async function setFlag(ctx: { tx: Tx; tenantId: string; userId: number; audit: Audit }, id: FeatureFlag, value: boolean) {
  const { tx, tenantId } = ctx;
  const [old] = await tx.query<{ value: boolean }>(sql`select value from feature_flags where id = ${id}`);
  await tx.query(sql`insert into feature_flags (tenant_id, id, value) values (${tenantId}, ${id}, ${value})
    on conflict (tenant_id, id) do update set value = excluded.value`);
  await ctx.audit('feature_flag', id, 'update', ['value']);
  await recordChange(tx, tenantId, ctx.userId, 'feature_flag', id, old ? Boolean(old.value) : false, value);
}
const flagId = z.enum(FEATURE_FLAGS, { message: `id must be one of ${FEATURE_FLAGS.join(', ')}` });
const flagRows = (tx: Tx) => tx.query<z.output<typeof featureFlag>>(sql`select id, value from feature_flags order by id`);

export function tenantRoutes(route: Router) {
  route({ method: 'GET', url: '/tenant', auth: 'public', answer: tenantAnswer, handler: ({ tx, tenantId }) => tenant(tx, tenantId) });

  route({
    method: 'PUT',
    url: '/tenant',
    ...CONFIGURES.settings,
    schema: { body: z.object({ name: z.string().trim().min(1, 'Name is required').max(200).optional(), metadata: metadata.optional() }) },
    answer: tenantAnswer,
    handler: async ({ tx, tenantId, body, audit, user }) => {
      const before = await tenant(tx, tenantId);
      if (body.name !== undefined) await tx.query(sql`update tenants set name = ${body.name} where id = ${tenantId}`);
      if (body.metadata) {
        await tx.query(sql`update tenants set metadata = metadata || ${JSON.stringify(body.metadata)}::jsonb where id = ${tenantId}`);
      }
      await audit('tenant', tenantId, 'update', Object.keys(body));
      const after = await tenant(tx, tenantId);
      await recordChange(
        tx,
        tenantId,
        user.id,
        'tenant',
        tenantId,
        { name: before.name, metadata: before.metadata },
        { name: after.name, metadata: after.metadata },
      );
      return after;
    },
  });

  // Spec 002 §7 POST tenant/refresh ('Successfully refreshed tenant's metadata'): the api keeps no copy of the tenant,
  // its flags or grants (every request reads them), so a refresh answers the tenant as it is now.
  route({
    method: 'POST',
    url: '/tenant/refresh',
    ...CONFIGURES.settings,
    answer: tenantAnswer,
    handler: ({ tx, tenantId }) => tenant(tx, tenantId),
  });

  // Recent configuration changes (issue 15): who changed what, when, with the before and after values.
  route({
    method: 'GET',
    url: '/tenant/configuration-changes',
    permission: ['product', 'update'],
    schema: {
      query: z.object({ limit: z.coerce.number().int().min(1, 'limit must be 1 to 100').max(100, 'limit must be 1 to 100').default(20) }),
    },
    answer: configurationChanges,
    handler: ({ tx, query }) =>
      tx.query<z.output<typeof configurationChanges>[number]>(sql`select c.id, c.kind, c.target, c.before, c.after,
          to_char(c.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, c.actor_user_id as "actorUserId",
          coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email) as "actorName"
        from configuration_changes c left join users u on u.id = c.actor_user_id
        order by c.at desc, c.id desc limit ${query.limit}`),
  });

  expenseRuleRoutes(route);

  route({
    method: 'GET',
    url: '/setting/feature-flags',
    answer: featureFlags,
    handler: ({ tx }) => flagRows(tx),
  });

  route({
    method: 'POST',
    url: '/setting/feature-flags',
    ...CONFIGURES.settings,
    schema: { body: z.object({ id: flagId, value: z.boolean() }) },
    answer: featureFlag,
    handler: async ({ tx, tenantId, body, audit, user }) => {
      await setFlag({ tx, tenantId, userId: user.id, audit }, body.id, body.value);
      return body;
    },
  });

  // Several flags at once, all or none (the Features Flags card's Save Feature Flags): answers every flag.
  route({
    method: 'PUT',
    url: '/setting/feature-flags',
    ...CONFIGURES.settings,
    schema: {
      body: z.object({
        flags: z
          .array(z.object({ id: flagId, value: z.boolean() }))
          .max(FEATURE_FLAGS.length)
          .refine((flags) => new Set(flags.map((f) => f.id)).size === flags.length, 'Each flag at most once'),
      }),
    },
    answer: featureFlags,
    handler: async ({ tx, tenantId, body, audit, user }) => {
      for (const flag of body.flags) await setFlag({ tx, tenantId, userId: user.id, audit }, flag.id, flag.value);
      return flagRows(tx);
    },
  });
}
