import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PRODUCTS, type Product } from '../../platform/auth/model.ts';
import { only, type Tx } from '../../platform/db/client.ts';
import { EMPTY } from '../../platform/http/answer.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { Router } from '../../platform/http/route.ts';
import { idParam } from '../../platform/http/params.ts';
import { reachableSpeaker } from './access.ts';
import { liaison, productLayout, region, type Liaison, type Region } from './answers.ts';
import { DEFAULT_LAYOUTS, PROFILE_MESSAGES as M } from './contract.ts';

// What the profile grid needs beside the custom fields: its layout per product, the regions and the
// speaker's liaison (a user with the role speaker-liaison).

const PRODUCT_NAMES = Object.keys(PRODUCTS) as [Product, ...Product[]];

const USER_SELECT = sql`u.id, u.first_name as "firstName", u.last_name as "lastName", u.email`;

async function liaisonOf(tx: Tx, speakerId: number) {
  const [row] = await tx.query<Liaison>(sql`select ${USER_SELECT} from liaison_speakers l join users u on u.id = l.user_id
    where l.speaker_id = ${speakerId} and u.deleted_at is null`);
  return row ?? null;
}

export function profileLookupRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/custom-profile/layout',
    permission: ['speaker', 'read'],
    schema: {
      query: z.object({
        product: z.enum(PRODUCT_NAMES, { message: `product must be one of ${PRODUCT_NAMES.join(', ')}` }).optional(),
      }),
    },
    answer: productLayout,
    handler: async ({ tx, query, request }) => {
      // The product asked, else the request's product header, else the management product.
      const header = request.headers['x-product'];
      const product = query.product ?? PRODUCT_NAMES.find((p) => p === header) ?? 'hive';
      const [row] = await tx.query<{ desktop: string; mobile: string }>(
        sql`select desktop, mobile from speaker_profile_layouts where product = ${product}`,
      );
      return { product, ...(row ?? DEFAULT_LAYOUTS[product]) };
    },
  });

  route({
    method: 'GET',
    url: '/custom-profile/regions',
    permission: ['speaker', 'read'],
    answer: z.array(region),
    handler: ({ tx }) => tx.query<Region>(sql`select id, name from regions order by name, id`),
  });

  route({
    method: 'GET',
    url: '/custom-profile/liaison',
    permission: ['liaison_speakers', 'read'],
    answer: z.array(liaison),
    handler: ({ tx }) =>
      tx.query<Liaison>(sql`select ${USER_SELECT} from users u where u.role = 'speaker-liaison' and u.deleted_at is null
        order by u.last_name, u.first_name, u.id`),
  });

  route({
    method: 'GET',
    url: '/custom-profile/:id/liaison',
    permission: ['liaison_speakers', 'read'],
    schema: { params: idParam },
    answer: liaison.nullable(),
    handler: async ({ tx, user, params }) => {
      await reachableSpeaker(tx, user, params.id);
      return liaisonOf(tx, params.id);
    },
  });

  route({
    method: 'PUT',
    url: '/custom-profile/:id/liaison',
    permission: ['liaison_speakers', 'update'],
    schema: { params: idParam, body: z.object({ userId: idParam.shape.id }).strict() },
    answer: liaison.nullable(),
    handler: async ({ tx, tenantId, user, params, body, audit }) => {
      await reachableSpeaker(tx, user, params.id);
      const [liaison] = await tx.query(
        sql`select 1 from users where id = ${body.userId} and role = 'speaker-liaison' and deleted_at is null`,
      );
      if (!liaison) throw new HttpError(422, M.notLiaison(body.userId));
      const { id } = only(
        await tx.query<{ id: number }>(sql`insert into liaison_speakers (tenant_id, speaker_id, user_id)
          values (${tenantId}, ${params.id}, ${body.userId})
          on conflict (speaker_id) do update set user_id = excluded.user_id returning id`),
      );
      await audit('liaison_speakers', id, 'update', ['userId']);
      return liaisonOf(tx, params.id);
    },
  });

  route({
    method: 'DELETE',
    url: '/custom-profile/:id/liaison',
    permission: ['liaison_speakers', 'delete'],
    schema: { params: idParam },
    answer: EMPTY,
    handler: async ({ tx, user, params, audit }) => {
      await reachableSpeaker(tx, user, params.id);
      const removed = await tx.query<{ id: number }>(sql`delete from liaison_speakers where speaker_id = ${params.id} returning id`);
      for (const row of removed) await audit('liaison_speakers', row.id, 'delete');
      return undefined;
    },
  });
}
