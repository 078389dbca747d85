import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RowOf, Tx } from '../../platform/db/client.ts';
import type { tenants } from '../../platform/db/tables.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { Router } from '../../platform/http/route.ts';

export const FEATURE_FLAGS = [
  'speakersEnabled',
  'venuesEnabled',
  'surveysEnabled',
  'registrationPagesEnabled',
  'signinPdfGenerationEnabled',
  'feeCalculatorEnabled',
  'speakerPortalEnabled',
  'feeCalculatorRoundingEnabled',
  'attendeeDefaultTypeHcpEnabled',
] as const;

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
  const [row] = await tx.query<RowOf<typeof tenants>>(sql`select id, name, metadata from tenants where id = ${tenantId}`);
  if (!row) throw new HttpError(404, `Tenant ${tenantId} not found`);
  return row;
}

export function tenantRoutes(route: Router) {
  route({ method: 'GET', url: '/tenant', auth: 'public', handler: ({ tx, tenantId }) => tenant(tx, tenantId) });

  route({
    method: 'PUT',
    url: '/tenant',
    permission: ['product', 'update'],
    schema: { body: z.object({ name: z.string().trim().min(1, 'Name is required').max(200).optional(), metadata: metadata.optional() }) },
    handler: async ({ tx, tenantId, body, audit }) => {
      if (body.name !== undefined) await tx.query(sql`update tenants set name = ${body.name} where id = ${tenantId}`);
      if (body.metadata) {
        await tx.query(sql`update tenants set metadata = metadata || ${JSON.stringify(body.metadata)}::jsonb where id = ${tenantId}`);
      }
      await audit('tenant', tenantId, 'update', Object.keys(body));
      return tenant(tx, tenantId);
    },
  });

  route({
    method: 'GET',
    url: '/setting/feature-flags',
    handler: ({ tx }) => tx.query(sql`select id, value from feature_flags order by id`),
  });

  route({
    method: 'POST',
    url: '/setting/feature-flags',
    permission: ['product', 'update'],
    schema: {
      body: z.object({ id: z.enum(FEATURE_FLAGS, { message: `id must be one of ${FEATURE_FLAGS.join(', ')}` }), value: z.boolean() }),
    },
    handler: async ({ tx, tenantId, body, audit }) => {
      await tx.query(sql`insert into feature_flags (tenant_id, id, value) values (${tenantId}, ${body.id}, ${body.value})
        on conflict (tenant_id, id) do update set value = excluded.value`);
      await audit('feature_flag', body.id, 'update', ['value']);
      return body;
    },
  });
}
