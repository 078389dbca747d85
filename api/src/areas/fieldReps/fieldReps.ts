import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { FIELD_REPS, getLookup, writtenLookup } from '../../platform/db/lookups.ts';
import { only, type RowOf } from '../../platform/db/client.ts';
import type { fieldReps } from './tables.ts';
import { notFound } from '../../platform/http/errors.ts';
import { lookupListRoute } from '../../platform/http/lookupList.ts';
import { idParam } from '../../platform/http/params.ts';
import type { Router } from '../../platform/http/route.ts';
import { EMPTY } from '../../platform/http/answer.ts';
import { fieldRep, type FieldRep } from './answers.ts';
import { FIELD_REP_LIMITS, FIELD_REP_MESSAGES as M } from './contract.ts';

/** `POST /field-reps` and `PUT /field-reps/:id`: the whole field rep. */
export const fieldRepBody = z.object({
  name: z.string({ message: M.nameRequired }).trim().min(1, M.nameRequired).max(FIELD_REP_LIMITS.name),
  email: z
    .string({ message: M.emailRequired })
    .trim()
    .min(1, { message: M.emailRequired, abort: true })
    .max(FIELD_REP_LIMITS.email)
    .email(M.email),
  phone: z.string().trim().max(FIELD_REP_LIMITS.phone).nullish(),
});

export function fieldRepRoutes(route: Router) {
  lookupListRoute(route, 'field-reps', 'field_rep', FIELD_REPS, fieldRep);

  route({
    method: 'GET',
    url: '/field-reps/:id',
    permission: ['field_rep', 'read'],
    redact: 'field_rep',
    schema: { params: idParam },
    answer: fieldRep,
    handler: async ({ tx, params, scope, hidden }) =>
      (await getLookup<FieldRep>(tx, FIELD_REPS, params.id, { scope, hidden: await hidden('field_rep') })) ??
      Promise.reject(notFound('Field rep', params.id)),
  });

  route({
    method: 'POST',
    url: '/field-reps',
    permission: ['field_rep', 'create'],
    redact: 'field_rep',
    status: 201,
    schema: { body: fieldRepBody },
    answer: fieldRep,
    handler: async ({ tx, tenantId, body, audit }) => {
      const row = only(
        await tx.query<Pick<RowOf<typeof fieldReps>, 'id'>>(sql`insert into field_reps (tenant_id, name, email, phone)
        values (${tenantId}, ${body.name}, ${body.email}, ${body.phone ?? null}) returning id`),
      );
      await audit('field_rep', row.id, 'create', Object.keys(body));
      return writtenLookup<FieldRep>(tx, FIELD_REPS, row.id);
    },
  });

  route({
    method: 'PUT',
    url: '/field-reps/:id',
    permission: ['field_rep', 'update'],
    redact: 'field_rep',
    schema: { params: idParam, body: fieldRepBody },
    answer: fieldRep,
    handler: async ({ tx, params, body, audit }) => {
      const updated = await tx.query(sql`update field_reps set name = ${body.name}, email = ${body.email},
        phone = ${body.phone ?? null} where id = ${params.id} returning id`);
      if (!updated.length) throw notFound('Field rep', params.id);
      await audit('field_rep', params.id, 'update', Object.keys(body));
      return writtenLookup<FieldRep>(tx, FIELD_REPS, params.id);
    },
  });

  route({
    method: 'DELETE',
    url: '/field-reps/:id',
    permission: ['field_rep', 'delete'],
    schema: { params: idParam },
    answer: EMPTY,
    handler: async ({ tx, params, audit }) => {
      const deleted = await tx.query(sql`delete from field_reps where id = ${params.id} returning id`);
      if (!deleted.length) throw notFound('Field rep', params.id);
      await audit('field_rep', params.id, 'delete');
      return undefined;
    },
  });
}
