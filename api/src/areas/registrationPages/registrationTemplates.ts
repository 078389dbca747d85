import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { only, type Tx } from '../../platform/db/client.ts';
import { getLookup, listLookup, type LookupTable } from '../../platform/db/lookups.ts';
import { notFound } from '../../platform/http/errors.ts';
import { ids, listQuery, LOOKUP_LIMITS } from '../../platform/http/lists.ts';
import type { Router } from '../../platform/http/route.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import { idParam } from '../../platform/http/params.ts';
import { checkTemplateQuestions, templateQuestions, type RegistrationFormType } from '../questions/contract.ts';
import {
  answeredQuestions,
  checkUploadedImage,
  imageUrl,
  link,
  loadQuestions,
  QUESTIONS_COUNT_SORT,
  richText,
  saveQuestions,
  type StoredQuestion,
  templateExists,
  templateName,
  withQuestionCounts,
} from '../questions/index.ts';
import {
  registrationFormPage,
  registrationTemplate as registrationTemplateAnswer,
  registrationTemplatePage,
  type RegistrationTemplateListRow,
} from './answers.ts';

/** `GET /registration-templates` rows (the event form's picker and the Registration Page Templates list). */
export const REGISTRATION_TEMPLATE_LIST: LookupTable = {
  table: 'registration_templates',
  columns: { name: 'name', url: 'url', branded: 'branded', marketingOptIn: 'marketing_opt_in' },
  search: [{ sql: 'name', fields: ['name'] }],
  sortable: { name: 'name', questionsCount: QUESTIONS_COUNT_SORT('registration', 'registration_templates') },
  defaultSort: 'name',
};
/** One registration template's fields (`GET /registration-templates/:id`, beside its questions). */
const REGISTRATION_TEMPLATE: LookupTable = {
  ...REGISTRATION_TEMPLATE_LIST,
  columns: {
    ...REGISTRATION_TEMPLATE_LIST.columns,
    isiText: 'isi_text',
    banner: 'banner',
    consentText: 'consent_text',
    redirectUrl: 'redirect_url',
    privacyPolicyLink: 'privacy_policy_link',
    brandColor1: 'brand_color1',
    brandColor2: 'brand_color2',
  },
};

const COLOR_MESSAGE = 'must be a colour such as #ffffff';
const DEFAULT_BRAND_COLOR = '#ffffff';
const color = (field: string) =>
  z.string({ message: `${field} ${COLOR_MESSAGE}` }).regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, `${field} ${COLOR_MESSAGE}`);

/** `POST`/`PUT /registration-templates`: the template's form (spec 002 §3) and its questions (none or more). */
export const registrationTemplateBody = z
  .object({
    name: templateName,
    url: link,
    isiText: richText,
    banner: imageUrl('banner'),
    consentText: richText,
    branded: z.boolean({ message: 'branded must be true or false' }).default(false),
    marketingOptIn: z.boolean({ message: 'marketingOptIn must be true or false' }).default(false),
    redirectUrl: link,
    privacyPolicyLink: link,
    // Spec 002 §9: the brand colours default to #ffffff (an explicit null leaves the first one unset).
    brandColor1: color('brandColor1')
      .nullish()
      .transform((value) => (value === undefined ? DEFAULT_BRAND_COLOR : value)),
    brandColor2: color('brandColor2').default(DEFAULT_BRAND_COLOR),
    questions: answeredQuestions(templateQuestions(0).shape.questions),
  })
  .strict()
  .superRefine(checkTemplateQuestions);
type RegistrationTemplateBody = z.infer<typeof registrationTemplateBody>;
const FIELDS = Object.keys(registrationTemplateBody.shape);

const assignments = (body: RegistrationTemplateBody) =>
  sql`name = ${body.name}, url = ${body.url}, isi_text = ${body.isiText}, banner = ${body.banner}, consent_text = ${body.consentText},
    branded = ${body.branded}, marketing_opt_in = ${body.marketingOptIn}, redirect_url = ${body.redirectUrl},
    privacy_policy_link = ${body.privacyPolicyLink}, brand_color1 = ${body.brandColor1}, brand_color2 = ${body.brandColor2}`;

type RegistrationTemplate = z.output<typeof registrationTemplateAnswer>;

/** The whole template: its fields, questionsCount and questions. */
export async function registrationTemplate(tx: Tx, id: number): Promise<RegistrationTemplate> {
  const row = await getLookup<Omit<RegistrationTemplate, 'questionsCount' | 'questions'>>(tx, REGISTRATION_TEMPLATE, id);
  if (!row) throw notFound('Registration template', id);
  const questions = await loadQuestions(tx, { kind: 'registration', id });
  return { ...row, questionsCount: questions.length, questions };
}

/** A registration template's questions by form (spec 001 §7 "Registration questions", spec 002 §7 "Registration
 *  questions by template"): one `{registrationFormType, questions}` per form type in the order its first question
 *  comes (null: questions given no form type); the opt-in form left out unless `includeOptIn`. */
export function registrationForms(questions: StoredQuestion[], includeOptIn: boolean) {
  const forms = new Map<RegistrationFormType | null, StoredQuestion[]>();
  for (const question of questions) {
    const type = question.registrationFormType ?? null;
    if (type === 'opt-in' && !includeOptIn) continue;
    forms.set(type, [...(forms.get(type) ?? []), question]);
  }
  return [...forms].map(([registrationFormType, list]) => ({ registrationFormType, questions: list }));
}

/** Spec 002 §7 "Registration templates": the list, one template, create and update (the spec has no delete), and the
 *  questions of a template by form (the attendee form's Additional Questions). */
export function registrationTemplateRoutes(route: Router, storage: FileStorage) {
  route({
    method: 'GET',
    url: '/registration-templates',
    permission: ['registration_template', 'read'],
    redact: 'registration_template',
    schema: {
      query: listQuery(z.object({ ids: ids.optional() }), ['name', 'questionsCount'], { maxLimit: LOOKUP_LIMITS.registrationTemplates }),
    },
    answer: registrationTemplatePage,
    handler: async ({ tx, query, scope }) =>
      withQuestionCounts(
        tx,
        'registration',
        await listLookup<Omit<RegistrationTemplateListRow, 'questionsCount'>>(tx, REGISTRATION_TEMPLATE_LIST, query, {
          scope,
          hidden: new Set(),
        }),
      ),
  });

  route({
    method: 'GET',
    url: '/registration-templates/questions',
    permission: ['registration_template', 'read'],
    featureFlags: ['registrationPagesEnabled'],
    schema: {
      query: z.object({
        registrationTemplateId: idParam.shape.id,
        includeOptIn: z
          .enum(['true', 'false'], { message: 'includeOptIn must be true or false' })
          .optional()
          .transform((value) => value === 'true'),
      }),
    },
    answer: registrationFormPage,
    handler: async ({ tx, query }) => {
      const owner = { kind: 'registration', id: query.registrationTemplateId } as const;
      await templateExists(tx, owner);
      const results = registrationForms(await loadQuestions(tx, owner), query.includeOptIn);
      return { results, count: results.length };
    },
  });

  route({
    method: 'GET',
    url: '/registration-templates/:id',
    permission: ['registration_template', 'read'],
    featureFlags: ['registrationPagesEnabled'],
    redact: 'registration_template',
    schema: { params: idParam },
    answer: registrationTemplateAnswer,
    handler: async ({ tx, params }) => registrationTemplate(tx, params.id),
  });

  route({
    method: 'POST',
    url: '/registration-templates',
    permission: ['registration_template', 'create'],
    featureFlags: ['registrationPagesEnabled'],
    redact: 'registration_template',
    status: 201,
    schema: { body: registrationTemplateBody },
    answer: registrationTemplateAnswer,
    handler: async ({ tx, tenantId, body, audit }) => {
      await checkUploadedImage(storage, tenantId, 'banner', body.banner);
      const { id } = only(
        await tx.query<{ id: number }>(
          sql`insert into registration_templates (tenant_id, name) values (${tenantId}, ${body.name}) returning id`,
        ),
      );
      await tx.query(sql`update registration_templates set ${assignments(body)} where id = ${id}`);
      await saveQuestions(tx, { kind: 'registration', id }, body.questions);
      await audit('registration_template', id, 'create', FIELDS);
      return registrationTemplate(tx, id);
    },
  });

  route({
    method: 'PUT',
    url: '/registration-templates/:id',
    permission: ['registration_template', 'update'],
    featureFlags: ['registrationPagesEnabled'],
    redact: 'registration_template',
    schema: { params: idParam, body: registrationTemplateBody },
    answer: registrationTemplateAnswer,
    handler: async ({ tx, tenantId, params, body, audit }) => {
      await checkUploadedImage(storage, tenantId, 'banner', body.banner);
      const updated = await tx.query(
        sql`update registration_templates set ${assignments(body)}, updated_at = now() where id = ${params.id} returning id`,
      );
      if (!updated.length) throw notFound('Registration template', params.id);
      await saveQuestions(tx, { kind: 'registration', id: params.id }, body.questions);
      await audit('registration_template', params.id, 'update', FIELDS);
      return registrationTemplate(tx, params.id);
    },
  });
}
