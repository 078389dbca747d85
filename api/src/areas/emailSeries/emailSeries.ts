import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { permissionsOf } from '../../platform/policy/permissions.ts';
import { intArray, only, type Tx } from '../../platform/db/client.ts';
import { listLookup, type LookupTable } from '../../platform/db/lookups.ts';
import { EMPTY } from '../../platform/http/answer.ts';
import { fieldRefused, HttpError } from '../../platform/http/errors.ts';
import { refuseHiddenListFields } from '../../platform/http/fields.ts';
import { ids, listQuery } from '../../platform/http/lists.ts';
import { idList, idParam } from '../../platform/http/params.ts';
import type { RouteContext, Router } from '../../platform/http/route.ts';
import { emailSeriesPage, emailSeriesWithTemplates, emailTemplateType, seriesTemplates, type EmailSeries } from './answers.ts';
import { emailSeriesBody, emailTemplateFields, type EmailSeriesBody } from './bodies.ts';
import { EMAIL_MESSAGES as M, EMAIL_PRODUCTS, EMAIL_TEMPLATE_TYPES, type EmailProduct } from './contract.ts';
import { templateValues } from './rules.ts';
import {
  EMAILS_COUNT,
  insertSeries,
  insertTemplates,
  seriesRow,
  seriesWithTemplates,
  templatesOfSeries,
  typeAnswer,
  updateTemplates,
  type TemplateValues,
} from './store.ts';

/** `GET /email-series` rows: the Email Series list, the event form's picker and the event filters. */
export const EMAIL_SERIES_LIST: LookupTable = {
  table: 'email_series',
  columns: { name: 'name', platform: 'platform', product: 'product', emailsCount: EMAILS_COUNT },
  search: [{ sql: 'name', fields: ['name'] }],
  sortable: { name: 'name', emailsCount: EMAILS_COUNT },
  defaultSort: 'name',
};

/** What a template's audit row names as changed. */
export const TEMPLATE_FIELDS = Object.keys(emailTemplateFields.shape);

/** `product` of the lists (spec 002 §7 "params plus product"). */
export const productParam = z.enum(EMAIL_PRODUCTS, { message: `product must be one of ${EMAIL_PRODUCTS.join(', ')}` }).optional();

/** The types a product's templates take. */
export const typesOf = (product: EmailProduct | undefined) =>
  EMAIL_TEMPLATE_TYPES.filter((type) => product === undefined || type.products.includes(product));

/**
 * Writes a series' templates as the series form sends them (spec 002 §7: all of them, new ones with a null or `ID_…`
 * id): the stored ones named by id are updated, the new ones inserted, the stored ones left out deleted (`stored`: the
 * series' templates and their recipients; none for a new series).
 */
async function saveSeriesTemplates(
  { tx, tenantId, user, audit }: Pick<RouteContext<unknown, unknown, unknown>, 'tx' | 'tenantId' | 'user' | 'audit'>,
  { id: seriesId, product }: { id: number; product: EmailProduct },
  templates: EmailSeriesBody['emailTemplates'],
  stored: ReadonlyMap<number, string[]>,
) {
  const kept = new Set<number>();
  const updates: (TemplateValues & { id: number })[] = [];
  const inserts: (TemplateValues & { designOf?: number })[] = [];
  for (const [i, { id, designOf, ...fields }] of templates.entries()) {
    const path = `emailTemplates.${i}.`;
    if (typeof id !== 'number') {
      inserts.push({ ...templateValues(fields, { role: user.role, product, path }), designOf });
      continue;
    }
    if (designOf !== undefined) throw fieldRefused(`${path}designOf`, M.designOfStored);
    if (!stored.has(id)) throw fieldRefused(`${path}id`, M.templateNotInSeries(id));
    if (kept.has(id)) throw fieldRefused(`${path}id`, M.templateListedTwice(id));
    kept.add(id);
    updates.push({ ...templateValues(fields, { role: user.role, product, stored: stored.get(id), path }), id });
  }
  await refuseMissingSources(tx, templates);
  const removed = [...stored.keys()].filter((id) => !kept.has(id));
  if (removed.length) await tx.query(sql`delete from email_templates where id = any(${intArray(removed)})`);
  await updateTemplates(tx, seriesId, updates);
  const created = await insertTemplates(tx, tenantId, seriesId, inserts);
  for (const id of removed) await audit('email_template', id, 'delete');
  for (const { id } of updates) await audit('email_template', id, 'update', TEMPLATE_FIELDS);
  for (const id of created) await audit('email_template', id, 'create', TEMPLATE_FIELDS);
}

/** A new template's `designOf` must name one of the tenant's templates (400 at the first that does not). */
async function refuseMissingSources(tx: Tx, templates: EmailSeriesBody['emailTemplates']) {
  const sources = templates.flatMap((t) => (t.designOf === undefined ? [] : [t.designOf]));
  if (!sources.length) return;
  const found = new Set(
    (await tx.query<{ id: number }>(sql`select id from email_templates where id = any(${intArray(sources)})`)).map((row) => row.id),
  );
  const i = templates.findIndex((t) => t.designOf !== undefined && !found.has(t.designOf));
  if (i >= 0) throw fieldRefused(`emailTemplates.${i}.designOf`, M.designSourceMissing(templates[i]!.designOf!));
}

/** Spec 002 §7 "Email series": the list, one series with its templates, create and update with all the templates in
 *  one write, delete (a platform series is the platform's: refused), and the template types of a series' product. */
export function emailSeriesRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/email-series',
    permission: ['email_series', 'read'],
    redact: 'email_series',
    schema: { query: listQuery(z.object({ ids: ids.optional() }), ['name', 'emailsCount']).extend({ product: productParam }) },
    answer: emailSeriesPage,
    handler: async ({ tx, query, scope, hidden }) => {
      const caller = { scope, hidden: await hidden('email_series') };
      refuseHiddenListFields(caller.hidden, query);
      return listLookup<EmailSeries>(tx, EMAIL_SERIES_LIST, query, caller, query.product ? sql`product = ${query.product}` : undefined);
    },
  });

  // Series are a lookup that many roles read (the event form's picker); their templates only for whoever reads those.
  const readsTemplates = async (tx: Tx, role: string) => (await permissionsOf(tx, role)).email_template?.includes('read') ?? false;

  route({
    method: 'GET',
    url: '/email-series/:id',
    permission: ['email_series', 'read'],
    redact: 'email_series',
    schema: { params: idParam },
    answer: emailSeriesWithTemplates,
    handler: async ({ tx, params, user }) => seriesWithTemplates(tx, params.id, await readsTemplates(tx, user.role)),
  });

  // Beyond the spec: the templates of many series (a page of the list) in one call, as `GET /email-series/:id` answers
  // them; another tenant's or a missing series is left out.
  route({
    method: 'GET',
    url: '/email-series/templates',
    permission: ['email_series', 'read'],
    related: { emailTemplates: 'email_template' },
    schema: { query: z.object({ ids: idList('email series') }).strict() },
    answer: seriesTemplates,
    handler: async ({ tx, query, user }) => ({ results: await templatesOfSeries(tx, query.ids, await readsTemplates(tx, user.role)) }),
  });

  route({
    method: 'GET',
    url: '/email-series/:id/email-template-types',
    permission: ['email_series', 'read'],
    schema: { params: idParam },
    answer: z.array(emailTemplateType),
    handler: async ({ tx, params }) => typesOf((await seriesRow(tx, params.id)).product).map(typeAnswer),
  });

  route({
    method: 'POST',
    url: '/email-series',
    permission: ['email_series', 'create'],
    redact: 'email_series',
    status: 201,
    schema: { body: emailSeriesBody },
    answer: emailSeriesWithTemplates,
    handler: async (ctx) => {
      const { tx, tenantId, body } = ctx;
      const product = body.productId ?? 'hive';
      const id = await insertSeries(tx, tenantId, body.name, product);
      await ctx.audit('email_series', id, 'create', ['name', 'productId']);
      // A new series has no stored template: every template is new, whatever id it carries (the Duplicate action's form
      // may still hold the copied series' ids).
      const fresh = body.emailTemplates.map((template) => ({ ...template, id: null }));
      await saveSeriesTemplates(ctx, { id, product }, fresh, new Map());
      return seriesWithTemplates(tx, id);
    },
  });

  route({
    method: 'PUT',
    url: '/email-series/:id',
    permission: ['email_series', 'update'],
    redact: 'email_series',
    schema: { params: idParam, body: emailSeriesBody },
    answer: emailSeriesWithTemplates,
    handler: async (ctx) => {
      const { tx, params, body } = ctx;
      const series = await seriesRow(tx, params.id);
      const stored = await tx.query<{ id: number; recipients: string[] }>(
        sql`select id, recipients from email_templates where email_series_id = ${params.id}`,
      );
      await tx.query(sql`update email_series set name = ${body.name}, updated_at = now() where id = ${params.id}`);
      await ctx.audit('email_series', params.id, 'update', ['name']);
      await saveSeriesTemplates(ctx, series, body.emailTemplates, new Map(stored.map((t) => [t.id, t.recipients])));
      return seriesWithTemplates(tx, params.id);
    },
  });

  route({
    method: 'DELETE',
    url: '/email-series/:id',
    permission: ['email_series', 'delete'],
    schema: { params: idParam },
    answer: EMPTY,
    handler: async ({ tx, params, audit }) => {
      if ((await seriesRow(tx, params.id)).platform) throw new HttpError(409, M.platformSeriesLocked);
      // Its templates go with it (cascade); its events keep no series (migration 0000's `on delete set null`).
      only(await tx.query(sql`delete from email_series where id = ${params.id} returning id`));
      await audit('email_series', params.id, 'delete');
      return undefined;
    },
  });
}
