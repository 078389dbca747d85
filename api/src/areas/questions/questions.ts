import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { notFound } from '../../platform/http/errors.ts';
import type { Router } from '../../platform/http/route.ts';
import { idParam } from '../../platform/http/params.ts';
import { QUESTION_PRESETS, questionTypeCatalog } from './contract.ts';
import { loadQuestions, type QuestionOwner } from './store.ts';
import { questionPage, questionPreset, questionType } from './answers.ts';

const mode = z
  .enum(['true', 'false'], { message: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true');

/** The label of a template in its 404 ('Survey template 12 not found'). */
export const TEMPLATE_LABEL: Record<QuestionOwner['kind'], string> = { survey: 'Survey template', registration: 'Registration template' };
const TEMPLATE_TABLE: Record<QuestionOwner['kind'], string> = { survey: 'survey_templates', registration: 'registration_templates' };

/** The template exists in the caller's tenant (row-level security hides others'), else 404. */
export async function templateExists(tx: Parameters<typeof loadQuestions>[0], owner: QuestionOwner) {
  const [row] = await tx.query(sql`select id from ${sql.identifier(TEMPLATE_TABLE[owner.kind])} where id = ${owner.id}`);
  if (!row) throw notFound(TEMPLATE_LABEL[owner.kind], owner.id);
}

/** Spec 001 §7 "Surveys and questions": the question types with their comparators, the choice presets and the
 *  questions of one template. */
export function questionRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/questions/types',
    permission: ['question', 'read'],
    answer: z.array(questionType),
    handler: async () => questionTypeCatalog(),
  });

  route({
    method: 'GET',
    url: '/questions/presets',
    permission: ['question', 'read'],
    answer: z.array(questionPreset),
    handler: async () => QUESTION_PRESETS.map(({ id, name, choices }) => ({ id, name, choices: [...choices] })),
  });

  route({
    method: 'GET',
    url: '/questions/:templateId',
    permission: ['question', 'read'],
    schema: {
      params: z.object({ templateId: idParam.shape.id }),
      query: z
        .object({ surveyMode: mode, regPageMode: mode })
        .refine((q) => !(q.surveyMode && q.regPageMode), 'Choose surveyMode or regPageMode, not both'),
    },
    answer: questionPage,
    handler: async ({ tx, params, query }) => {
      // A survey template's questions unless regPageMode asks for a registration template's.
      const owner: QuestionOwner = { kind: query.regPageMode ? 'registration' : 'survey', id: params.templateId };
      await templateExists(tx, owner);
      const results = await loadQuestions(tx, owner);
      return { results, count: results.length };
    },
  });
}
