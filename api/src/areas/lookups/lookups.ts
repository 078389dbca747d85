import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Entity } from '../../platform/auth/model.ts';
import { EMAIL_SERIES, FIELD_REPS, getLookup, listLookup, TOPICS, type LookupTable } from '../../platform/db/lookups.ts';
import { only, type RowOf } from '../../platform/db/client.ts';
import type { fieldReps } from '../../platform/db/tables.ts';
import { notFound } from '../../platform/http/errors.ts';
import { ids, listQuery } from '../../platform/http/lists.ts';
import { refuseHiddenListFields } from '../../platform/http/fields.ts';
import type { Router } from '../../platform/http/route.ts';
import { FIELD_REP_LIMITS, FIELD_REP_MESSAGES as M } from './fieldRepContract.ts';

const ID_MESSAGE = 'id must be a positive whole number';
export const idParam = z.object({
  id: z.coerce.number({ message: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(2_147_483_647, 'id is too large'),
});

/** `ids=1,2,3` in a query string: 1 to 100 distinct ids of `what` (event, topic). */
export const idList = (what: string) =>
  z
    .string({ message: 'ids is required' })
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, `ids must be 1 to 100 ${what} ids separated by commas`)
    .transform((text) => [...new Set(text.split(',').map(Number))]);

/** `GET /<path>` (list) and, with a label, `GET /<path>/:id` for a lookup table. */
function readRoutes(route: Router, path: string, entity: Entity, table: LookupTable, label?: string) {
  const sortable = Object.keys(table.sortable) as [string, ...string[]];
  route({
    method: 'GET',
    url: `/${path}`,
    permission: [entity, 'read'],
    redact: entity,
    schema: { query: listQuery(z.object({ ids: ids.optional() }), sortable) },
    handler: async ({ tx, query, scope, hidden }) => {
      const caller = { scope, hidden: await hidden(entity) };
      refuseHiddenListFields(caller.hidden, query);
      return listLookup(tx, table, query, caller);
    },
  });
  if (label) {
    route({
      method: 'GET',
      url: `/${path}/:id`,
      permission: [entity, 'read'],
      redact: entity,
      schema: { params: idParam },
      handler: async ({ tx, params, scope, hidden }) =>
        (await getLookup(tx, table, params.id, { scope, hidden: await hidden(entity) })) ?? Promise.reject(notFound(label, params.id)),
    });
  }
}

export function lookupRoutes(route: Router) {
  readRoutes(route, 'topics', 'topic', TOPICS);
  readRoutes(route, 'email-series', 'email_series', EMAIL_SERIES);
  readRoutes(route, 'field-reps', 'field_rep', FIELD_REPS, 'Field rep');

  const fieldRep = z.object({
    name: z.string({ message: M.nameRequired }).trim().min(1, M.nameRequired).max(FIELD_REP_LIMITS.name),
    email: z
      .string({ message: M.emailRequired })
      .trim()
      .min(1, { message: M.emailRequired, abort: true })
      .max(FIELD_REP_LIMITS.email)
      .email(M.email),
    phone: z.string().trim().max(FIELD_REP_LIMITS.phone).nullish(),
  });

  route({
    method: 'POST',
    url: '/field-reps',
    permission: ['field_rep', 'create'],
    redact: 'field_rep',
    status: 201,
    schema: { body: fieldRep },
    handler: async ({ tx, tenantId, body, audit }) => {
      const row = only(
        await tx.query<Pick<RowOf<typeof fieldReps>, 'id'>>(sql`insert into field_reps (tenant_id, name, email, phone)
        values (${tenantId}, ${body.name}, ${body.email}, ${body.phone ?? null}) returning id`),
      );
      await audit('field_rep', row.id, 'create', Object.keys(body));
      return getLookup(tx, FIELD_REPS, row.id);
    },
  });

  route({
    method: 'PUT',
    url: '/field-reps/:id',
    permission: ['field_rep', 'update'],
    redact: 'field_rep',
    schema: { params: idParam, body: fieldRep },
    handler: async ({ tx, params, body, audit }) => {
      const updated = await tx.query(sql`update field_reps set name = ${body.name}, email = ${body.email},
        phone = ${body.phone ?? null} where id = ${params.id} returning id`);
      if (!updated.length) throw notFound('Field rep', params.id);
      await audit('field_rep', params.id, 'update', Object.keys(body));
      return getLookup(tx, FIELD_REPS, params.id);
    },
  });

  route({
    method: 'DELETE',
    url: '/field-reps/:id',
    permission: ['field_rep', 'delete'],
    schema: { params: idParam },
    handler: async ({ tx, params, audit }) => {
      const deleted = await tx.query(sql`delete from field_reps where id = ${params.id} returning id`);
      if (!deleted.length) throw notFound('Field rep', params.id);
      await audit('field_rep', params.id, 'delete');
      return undefined;
    },
  });
}
