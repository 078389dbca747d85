import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { getLookup, listLookup, type LookupTable } from '../../platform/db/lookups.ts';
import { only, type Tx } from '../../platform/db/client.ts';
import { sendFile } from '../../platform/http/download.ts';
import { notFound } from '../../platform/http/errors.ts';
import { ids, listQuery } from '../../platform/http/lists.ts';
import type { Router } from '../../platform/http/route.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import { idParam } from '../../platform/http/params.ts';
import { checkTemplateQuestions, LANGUAGES, templateQuestions } from '../questions/contract.ts';
import {
  answeredQuestions,
  checkUploadedImage,
  imageUrl,
  link,
  loadQuestions,
  loadSkipLogic,
  plainText,
  QUESTIONS_COUNT_SORT,
  richText,
  saveQuestions,
  templateExists,
  templateName,
  withQuestionCounts,
} from '../questions/index.ts';
import { EMPTY, FILE } from '../../platform/http/answer.ts';
import { skipLogicList, surveyTemplate as surveyTemplateAnswer, surveyTemplateListRow, surveyTemplatePage } from './answers.ts';
import { surveyPdf } from './surveyPdf.ts';

/** `GET /survey-templates` rows (the event form's picker and the Survey Templates list). */
export const SURVEY_TEMPLATE_LIST: LookupTable = {
  table: 'survey_templates',
  columns: { name: 'name', jobNumber: 'job_number', language: 'language', isAnonymous: 'is_anonymous', isEvaluation: 'is_evaluation' },
  search: [
    { sql: 'name', fields: ['name'] },
    { sql: 'job_number', fields: ['jobNumber'] },
  ],
  sortable: { name: 'name', questionsCount: QUESTIONS_COUNT_SORT('survey', 'survey_templates') },
  defaultSort: 'name',
};
/** One survey template's fields (`GET /survey-templates/:id`, beside its questions and skip logic). */
const SURVEY_TEMPLATE: LookupTable = {
  ...SURVEY_TEMPLATE_LIST,
  columns: {
    ...SURVEY_TEMPLATE_LIST.columns,
    isiText: 'isi_text',
    logo: 'logo',
    consentText: 'consent_text',
    privacyPolicyLink: 'privacy_policy_link',
  },
};

/** `POST`/`PUT /survey-templates`: the template's form and its questions (at least one) with skip logic. */
export const surveyTemplateBody = z
  .object({
    name: templateName,
    jobNumber: plainText(),
    language: z.enum(LANGUAGES, { message: `language must be one of ${LANGUAGES.join(', ')}` }).default('en'),
    isiText: richText,
    logo: imageUrl('logo'),
    consentText: richText,
    privacyPolicyLink: link,
    isAnonymous: z.boolean({ message: 'isAnonymous must be true or false' }).default(false),
    isEvaluation: z.boolean({ message: 'isEvaluation must be true or false' }).default(false),
    questions: answeredQuestions(templateQuestions(1).shape.questions),
    skipLogic: templateQuestions(1).shape.skipLogic,
  })
  .strict()
  .superRefine(checkTemplateQuestions);
type SurveyTemplateBody = z.infer<typeof surveyTemplateBody>;

const columns = (body: SurveyTemplateBody) => ({
  name: body.name,
  job_number: body.jobNumber,
  language: body.language,
  isi_text: body.isiText,
  logo: body.logo,
  consent_text: body.consentText,
  privacy_policy_link: body.privacyPolicyLink,
  is_anonymous: body.isAnonymous,
  is_evaluation: body.isEvaluation,
});
const FIELDS = Object.keys(surveyTemplateBody.shape);

/** A row of `GET /survey-templates` as the list reads it, before its questionsCount. */
type SurveyTemplateListFields = Omit<z.output<typeof surveyTemplateListRow>, 'questionsCount'>;
/** A survey template's own fields as `GET /survey-templates/:id` reads them, beside its questions and skip logic. */
type SurveyTemplateFields = Omit<z.output<typeof surveyTemplateAnswer>, 'questionsCount' | 'questions' | 'skipLogic'>;

/** The whole template: its fields, questionsCount, questions and skip logic. */
export async function surveyTemplate(tx: Tx, id: number): Promise<z.output<typeof surveyTemplateAnswer>> {
  const row = await getLookup<SurveyTemplateFields>(tx, SURVEY_TEMPLATE, id);
  if (!row) throw notFound('Survey template', id);
  const questions = await loadQuestions(tx, { kind: 'survey', id });
  return { ...row, questionsCount: questions.length, questions, skipLogic: await loadSkipLogic(tx, id) };
}

export function surveyRoutes(route: Router, storage: FileStorage) {
  route({
    method: 'GET',
    url: '/survey-templates',
    permission: ['survey_template', 'read'],
    redact: 'survey_template',
    schema: { query: listQuery(z.object({ ids: ids.optional() }), ['name', 'questionsCount']) },
    answer: surveyTemplatePage,
    handler: async ({ tx, query, scope }) =>
      withQuestionCounts(
        tx,
        'survey',
        await listLookup<SurveyTemplateListFields>(tx, SURVEY_TEMPLATE_LIST, query, { scope, hidden: new Set() }),
      ),
  });

  route({
    method: 'GET',
    url: '/survey-templates/conditional-orders',
    permission: ['survey_template', 'read'],
    featureFlags: ['surveysEnabled'],
    schema: { query: z.object({ surveyTemplateId: idParam.shape.id }) },
    answer: skipLogicList,
    handler: async ({ tx, query }) => {
      await templateExists(tx, { kind: 'survey', id: query.surveyTemplateId });
      return loadSkipLogic(tx, query.surveyTemplateId);
    },
  });

  route({
    method: 'GET',
    url: '/survey-templates/:id',
    permission: ['survey_template', 'read'],
    featureFlags: ['surveysEnabled'],
    redact: 'survey_template',
    schema: { params: idParam },
    answer: surveyTemplateAnswer,
    handler: async ({ tx, params }) => surveyTemplate(tx, params.id),
  });

  route({
    method: 'POST',
    url: '/survey-templates',
    permission: ['survey_template', 'create'],
    featureFlags: ['surveysEnabled'],
    redact: 'survey_template',
    status: 201,
    schema: { body: surveyTemplateBody },
    answer: surveyTemplateAnswer,
    handler: async ({ tx, tenantId, body, audit }) => {
      await checkUploadedImage(storage, tenantId, 'logo', body.logo);
      const c = columns(body);
      const { id } = only(
        await tx.query<{ id: number }>(sql`insert into survey_templates (tenant_id, name, job_number, language, isi_text, logo,
          consent_text, privacy_policy_link, is_anonymous, is_evaluation) values (${tenantId}, ${c.name}, ${c.job_number},
          ${c.language}, ${c.isi_text}, ${c.logo}, ${c.consent_text}, ${c.privacy_policy_link}, ${c.is_anonymous},
          ${c.is_evaluation}) returning id`),
      );
      await saveQuestions(tx, { kind: 'survey', id }, body.questions, body.skipLogic);
      await audit('survey_template', id, 'create', FIELDS);
      return surveyTemplate(tx, id);
    },
  });

  route({
    method: 'PUT',
    url: '/survey-templates/:id',
    permission: ['survey_template', 'update'],
    featureFlags: ['surveysEnabled'],
    redact: 'survey_template',
    schema: { params: idParam, body: surveyTemplateBody },
    answer: surveyTemplateAnswer,
    handler: async ({ tx, tenantId, params, body, audit }) => {
      await checkUploadedImage(storage, tenantId, 'logo', body.logo);
      const c = columns(body);
      const updated = await tx.query(sql`update survey_templates set name = ${c.name}, job_number = ${c.job_number},
        language = ${c.language}, isi_text = ${c.isi_text}, logo = ${c.logo}, consent_text = ${c.consent_text},
        privacy_policy_link = ${c.privacy_policy_link}, is_anonymous = ${c.is_anonymous}, is_evaluation = ${c.is_evaluation},
        updated_at = now() where id = ${params.id} returning id`);
      if (!updated.length) throw notFound('Survey template', params.id);
      await saveQuestions(tx, { kind: 'survey', id: params.id }, body.questions, body.skipLogic);
      await audit('survey_template', params.id, 'update', FIELDS);
      return surveyTemplate(tx, params.id);
    },
  });

  route({
    method: 'DELETE',
    url: '/survey-templates/:id',
    permission: ['survey_template', 'delete'],
    featureFlags: ['surveysEnabled'],
    schema: { params: idParam },
    answer: EMPTY,
    handler: async ({ tx, params, audit }) => {
      // Its questions, skip logic, event links and responses go with it (foreign keys cascade).
      const deleted = await tx.query(sql`delete from survey_templates where id = ${params.id} returning id`);
      if (!deleted.length) throw notFound('Survey template', params.id);
      await audit('survey_template', params.id, 'delete');
      return undefined;
    },
  });

  route({
    method: 'GET',
    url: '/survey-templates/:id/pdf-preview',
    permission: ['survey_template', 'read'],
    featureFlags: ['surveysEnabled'],
    schema: { params: idParam },
    answer: FILE,
    handler: async ({ tx, params, reply }) => {
      const doc = surveyPdf(await surveyTemplate(tx, params.id));
      return sendFile(reply, doc, { fileName: `survey-${params.id}.pdf`, contentType: 'application/pdf' });
    },
  });
}
