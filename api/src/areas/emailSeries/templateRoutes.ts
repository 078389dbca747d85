import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { intArray, only } from '../../platform/db/client.ts';
import { ids, likePattern, listQuery } from '../../platform/http/lists.ts';
import { idParam } from '../../platform/http/params.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { Router } from '../../platform/http/route.ts';
import {
  emailTemplate,
  emailTemplateContentsPage,
  emailTemplatePage,
  emailTemplateType,
  renderedPreview,
  templateDeleted,
  templateVariable,
} from './answers.ts';
import { emailTemplateBody, newEmailTemplateBody } from './bodies.ts';
import {
  DESIGN_MESSAGES as DM,
  designerOf,
  EMAIL_LIMITS as L,
  EMAIL_MESSAGES as M,
  EMAIL_TEMPLATE_TYPES,
  emailTemplateTypeById,
  TEMPLATE_VARIABLES,
  variableGroups,
} from './contract.ts';
import { checkedRendering, designedTemplate, designPreview, designSave, storedBlock } from './designs.ts';
import { productParam, TEMPLATE_FIELDS, typesOf } from './emailSeries.ts';
import { renderPreview } from './liquid.ts';
import { templateValues } from './rules.ts';
import {
  insertTemplates,
  refuseStoredDuplicate,
  seriesRow,
  templateById,
  templateListRows,
  templateRows,
  typeAnswer,
  updateTemplates,
} from './store.ts';

/** A template type's id in a query or body: one of the contract's (400 `Email template type {id} does not exist`). */
const knownType = (id: number, ctx: z.RefinementCtx) => {
  if (!emailTemplateTypeById(id)) ctx.addIssue({ code: 'custom', message: M.typeUnknown(id) });
};
const TYPE_ID_MESSAGE = 'emailTemplateTypeId must be a whole number';

/** The type ids in the order of their names: the list's `type` sort, written as a literal so that it is the expression
 *  of migration 0037's index (a parameter would not be). */
const TYPES_BY_NAME = [...EMAIL_TEMPLATE_TYPES].sort((a, b) => a.name.localeCompare(b.name, 'en')).map((type) => type.id);
export const TYPE_RANK = sql.raw(`array_position('{${TYPES_BY_NAME.join(',')}}'::int[], t.email_template_type_id::int)`);
const SORT: Record<string, SQL> = {
  name: sql`t.name`,
  subject: sql`t.subject`,
  type: TYPE_RANK,
  eventType: sql`t.event_type`,
  series: sql`s.name`,
};

export const templateListQuery = listQuery(
  z.object({ ids: ids.optional(), selectedEmailSeries: ids.optional(), selectedEmailTypes: ids.optional() }),
  Object.keys(SORT) as [string, ...string[]],
).extend({ product: productParam });

const previewBody = z
  .object({
    templateString: z
      .string({ message: 'templateString is required' })
      .max(L.body, `templateString must be at most ${L.body.toLocaleString('en-US')} characters`),
    emailTemplateTypeId: z.number({ message: TYPE_ID_MESSAGE }).int(TYPE_ID_MESSAGE).superRefine(knownType).nullish(),
  })
  .strict();

/** Spec 002 §7 "Email templates": the list, the types and variables the form offers, one template, create, update,
 *  delete, and the preview of a text rendered with sample values. */
export function templateRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/email-templates',
    permission: ['email_template', 'read'],
    redact: 'email_template',
    schema: { query: templateListQuery },
    answer: emailTemplatePage,
    handler: async ({ tx, query }) => {
      const { ids: wanted, selectedEmailSeries, selectedEmailTypes } = query.filters;
      const where: SQL[] = [sql`true`];
      if (query.product) where.push(sql`t.email_template_type_id = any(${intArray(typesOf(query.product).map((type) => type.id))})`);
      if (wanted) where.push(sql`t.id = any(${intArray(wanted)})`);
      if (selectedEmailSeries?.length) where.push(sql`t.email_series_id = any(${intArray(selectedEmailSeries)})`);
      if (selectedEmailTypes?.length) where.push(sql`t.email_template_type_id = any(${intArray(selectedEmailTypes)})`);
      // Name or subject (migration 0037: the trigram index, read as the owner within the caller's tenant).
      if (query.searchQuery) where.push(sql`t.id in (select email_template_search_ids(${likePattern(query.searchQuery)}))`);
      const condition = sql.join(where, sql` and `);
      const direction = sql.raw(query.sortDesc ? 'desc' : 'asc');
      const results = await templateListRows(tx, condition, sql`${SORT[query.sortBy ?? 'name']!} ${direction}, t.id ${direction}`, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      const { count } = only(
        await tx.query<{ count: number }>(sql`select count(*)::int as count from email_templates t where ${condition}`),
      );
      return { results, count };
    },
  });

  route({
    method: 'GET',
    url: '/email-templates/types',
    permission: ['email_template', 'read'],
    schema: { query: z.object({ product: productParam }) },
    answer: z.array(emailTemplateType),
    handler: async ({ query }) => typesOf(query.product).map(typeAnswer),
  });

  route({
    method: 'GET',
    url: '/email-templates/template-variables',
    permission: ['email_template', 'read'],
    schema: {
      query: z.object({
        emailTemplateTypeId: z.coerce.number({ message: TYPE_ID_MESSAGE }).int(TYPE_ID_MESSAGE).superRefine(knownType).optional(),
      }),
    },
    answer: z.array(templateVariable),
    handler: async ({ query }) => {
      const type = query.emailTemplateTypeId === undefined ? undefined : emailTemplateTypeById(query.emailTemplateTypeId)!;
      const groups = type && new Set(variableGroups(type));
      return TEMPLATE_VARIABLES.filter((variable) => !groups || groups.has(variable.group)).map((variable) => ({ ...variable }));
    },
  });

  route({
    method: 'POST',
    url: '/email-templates/render-placeholder-preview-email',
    permission: ['email_template', 'read'],
    schema: { body: previewBody },
    answer: renderedPreview,
    handler: async ({ body }) => ({
      rendered: renderPreview(
        body.templateString,
        body.emailTemplateTypeId == null ? undefined : emailTemplateTypeById(body.emailTemplateTypeId),
      ),
    }),
  });

  route({
    method: 'GET',
    url: '/email-templates/:id',
    permission: ['email_template', 'read'],
    redact: 'email_template',
    schema: { params: idParam },
    answer: emailTemplate,
    handler: async ({ tx, params }) => templateById(tx, params.id),
  });

  route({
    method: 'POST',
    url: '/email-templates',
    permission: ['email_template', 'create'],
    redact: 'email_template',
    status: 201,
    schema: { body: newEmailTemplateBody },
    answer: emailTemplate,
    handler: async ({ tx, tenantId, user, body, audit }) => {
      const { emailSeriesId = null, designOf, ...fields } = body;
      const series = emailSeriesId === null ? null : await seriesRow(tx, emailSeriesId);
      // The template copied: one of this tenant's (404 otherwise).
      if (designOf !== undefined) await templateById(tx, designOf);
      const values = templateValues(fields, { role: user.role, product: series?.product ?? null });
      if (emailSeriesId !== null) await refuseStoredDuplicate(tx, emailSeriesId, values, null);
      const [id] = await insertTemplates(tx, tenantId, emailSeriesId, [{ ...values, designOf }]);
      await audit('email_template', id!, 'create', [...TEMPLATE_FIELDS, 'emailSeriesId', ...(designOf ? ['builder', 'design'] : [])]);
      return templateById(tx, id!);
    },
  });

  route({
    method: 'PUT',
    url: '/email-templates/:id',
    permission: ['email_template', 'update'],
    redact: 'email_template',
    schema: { params: idParam, body: emailTemplateBody },
    answer: emailTemplate,
    handler: async ({ tx, user, params, body, audit }) => {
      const stored = await templateById(tx, params.id);
      // Left out, the series stays the template's own; null takes it out of its series.
      const { emailSeriesId = stored.emailSeriesId, ...fields } = body;
      const series = emailSeriesId === null ? null : await seriesRow(tx, emailSeriesId);
      const values = templateValues(fields, { role: user.role, product: series?.product ?? null, stored: stored.recipients });
      if (emailSeriesId !== null) await refuseStoredDuplicate(tx, emailSeriesId, values, params.id);
      await updateTemplates(tx, emailSeriesId, [{ ...values, id: params.id }]);
      await audit('email_template', params.id, 'update', [...TEMPLATE_FIELDS, 'emailSeriesId']);
      return templateById(tx, params.id);
    },
  });

  // Spec 002 §2.14: what either designer saves. A template made in the other designer is converted only when the
  // caller confirms it (409 otherwise): its blocks, or its HTML, are replaced.
  route({
    method: 'PUT',
    url: '/email-templates/:id/design',
    permission: ['email_template', 'update'],
    redact: 'email_template',
    schema: { params: idParam, body: designSave },
    answer: emailTemplate,
    handler: async ({ tx, params, body, audit }) => {
      const stored = await templateById(tx, params.id);
      const current = designerOf(stored);
      if (current !== null && current !== body.builder && !body.confirmConversion) {
        throw new HttpError(409, body.builder === 'legacy' ? DM.confirmToLegacy : DM.confirmToV2);
      }
      const type = emailTemplateTypeById(stored.emailTemplateTypeId)!;
      const saved = await designedTemplate(body, { width: stored.width, type });
      await tx.query(sql`update email_templates set body = ${saved.body}, builder = ${saved.builder},
        design = ${saved.design === null ? null : JSON.stringify(saved.design)}::jsonb, updated_at = now() where id = ${params.id}`);
      await audit('email_template', params.id, 'update', ['body', 'builder', 'design']);
      return templateById(tx, params.id);
    },
  });

  route({
    // Designer V2's live preview: the blocks as they stand, rendered as a save would render them; nothing is written.
    method: 'POST',
    url: '/email-templates/:id/design/preview',
    permission: ['email_template', 'update'],
    schema: { params: idParam, body: designPreview },
    answer: z.object({ html: z.string() }),
    handler: async ({ tx, params, body }) => {
      const stored = await templateById(tx, params.id);
      const type = emailTemplateTypeById(stored.emailTemplateTypeId)!;
      return { html: await checkedRendering({ blocks: body.design.blocks.map(storedBlock) }, { width: stored.width, type }) };
    },
  });

  route({
    method: 'DELETE',
    url: '/email-templates/:id',
    permission: ['email_template', 'delete'],
    schema: { params: idParam },
    answer: templateDeleted,
    handler: async ({ tx, params, audit }) => {
      await templateById(tx, params.id);
      await tx.query(sql`delete from email_templates where id = ${params.id}`);
      await audit('email_template', params.id, 'delete');
      return { success: true as const };
    },
  });

  // The content of many templates in one call (the BFF's `EmailTemplate.body`, `cc`, … on a page of the list: one
  // call, not one a row): the answer of `GET /email-templates/:id` for each, by name, at most 100 a page.
  route({
    method: 'GET',
    url: '/email-templates/contents',
    permission: ['email_template', 'read'],
    redact: 'email_template',
    schema: { query: templateContentsQuery },
    answer: emailTemplateContentsPage,
    handler: async ({ tx, query }) => {
      const { ids: wanted } = query.filters;
      const condition = wanted ? sql`t.id = any(${intArray(wanted)})` : sql`true`;
      const results = await templateRows(tx, condition, sql`t.name, t.id`, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      const { count } = only(
        await tx.query<{ count: number }>(sql`select count(*)::int as count from email_templates t where ${condition}`),
      );
      return { results, count };
    },
  });
}

/** The largest page of `GET /email-templates/contents`: a hundred templates' content (the BFF's largest page). */
export const TEMPLATE_CONTENTS_LIMIT = 100;

/** `GET /email-templates/contents`: page, limit (at most 100), `filters` `{ ids? }`; no search or sort (by name): a
 *  `searchQuery` is refused, not ignored (a caller would take every row for the matches). */
export const templateContentsQuery = listQuery(z.object({ ids: ids.optional() }).strict(), ['name'], {
  maxLimit: TEMPLATE_CONTENTS_LIMIT,
})
  .omit({ sortBy: true, sortDesc: true, searchQuery: true })
  .strict();
