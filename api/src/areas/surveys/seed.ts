import { sql } from 'drizzle-orm';
import type { AreaSeed } from '../../platform/area.ts';
import type { RowOf, Tx } from '../../platform/db/client.ts';
import { insertRows } from '../../platform/db/seed.ts';
import { surveyTemplates } from './tables.ts';
import { ORDER_STEP, type QuestionDef, type SkipLogicDef } from '../questions/contract.ts';
import { saveQuestions } from '../questions/index.ts';

const question = (ref: string, n: number, def: Pick<QuestionDef, 'text' | 'type' | 'required'> & Partial<QuestionDef>): QuestionDef => ({
  ref,
  order: n * ORDER_STEP,
  visible: true,
  choices: [],
  rules: [],
  ...def,
});
const choices = (...texts: string[]) =>
  texts.map((text, i) => ({ ref: `c${i}`, text, openField: text === 'Other', order: (i + 1) * ORDER_STEP }));

/** A survey's first `count` (4 or 5) questions (a rating, a single-select that skip logic uses, a conditionally required and a
 *  conditionally shown free text, a multi-select with an open answer) on `subject`. */
function surveyQuestions(subject: string, count: number): { questions: QuestionDef[]; skipLogic: SkipLogicDef[] } {
  const all: QuestionDef[] = [
    question('rating', 1, {
      text: `How would you rate the ${subject} overall?`,
      type: 'rating-5',
      required: true,
      minLabel: 'Poor',
      maxLabel: 'Excellent',
    }),
    question('again', 2, {
      text: `Would you recommend the ${subject} to a colleague?`,
      type: 'single-select',
      required: true,
      presetId: 'yes-no-unsure',
      choices: choices('Yes', 'No', 'Unsure'),
    }),
    question('why', 3, {
      text: 'What would you change?',
      type: 'free-text',
      required: false,
      maxLength: 500,
      rules: [
        { field: 'required', id: 'r', parentId: null, operator: 'OR' },
        { field: 'required', id: 'r1', parentId: 'r', questionRef: 'rating', comparatorId: 'less', value: '3' },
      ],
    }),
    question('useful', 4, {
      text: 'What did you find most useful?',
      type: 'multi-select',
      required: false,
      choices: choices('The speaker', 'The slides', 'Questions and answers', 'Other'),
    }),
    question('comments', 5, {
      text: 'Anything else you would like to tell us?',
      type: 'free-text',
      required: false,
      postNotes: 'Thank you for your feedback.',
      rules: [
        { field: 'visible', id: 'v', parentId: null, operator: 'AND' },
        { field: 'visible', id: 'v1', parentId: 'v', questionRef: 'again', comparatorId: 'not-equal', value: 'Yes' },
      ],
    }),
  ];
  // "No" skips "What would you change?", straight to "What did you find most useful?".
  return {
    questions: all.slice(0, count),
    skipLogic: [{ order: ORDER_STEP, questionRef: 'again', choiceRef: 'c1', nextQuestionRef: 'useful' }],
  };
}

/** The survey templates of a tenant (the demo's and the bench's), by name; answers their ids. */
export const seedSurveyTemplates = (tx: Tx, tenantId: string) =>
  insertRows(
    tx,
    surveyTemplates,
    ['tenant_id', 'name'],
    ['Post-program survey', 'Speaker evaluation', 'HCP feedback', 'Attendee satisfaction'].map((name) => [tenantId, name]),
  );

/** Per seeded template (seedSurveyTemplates, by name): its subject, job number and form options. */
const TEMPLATES: Record<string, { subject: string; count: number; jobNumber: string; isAnonymous?: boolean; isEvaluation?: boolean }> = {
  'Post-program survey': { subject: 'program', count: 5, jobNumber: 'PP-2025-01' },
  'Speaker evaluation': { subject: 'speaker', count: 4, jobNumber: 'SE-2025-02', isEvaluation: true },
  'HCP feedback': { subject: 'program', count: 4, jobNumber: 'HF-2025-03' },
  'Attendee satisfaction': { subject: 'event', count: 5, jobNumber: 'AS-2025-04', isAnonymous: true },
};

/** The form fields and 4–5 questions of each seeded survey template of a tenant (the demo's and the bench's), one with
 *  a visible rule, one with skip logic. */
export async function seedSurveyQuestions(tx: Tx, tenantId: string) {
  const rows = await tx.query<Pick<RowOf<typeof surveyTemplates>, 'id' | 'name'>>(
    sql`select id, name from ${surveyTemplates} where tenant_id = ${tenantId} order by id`,
  );
  for (const row of rows) {
    const template = TEMPLATES[row.name];
    if (!template) continue;
    await tx.query(sql`update survey_templates set job_number = ${template.jobNumber}, is_anonymous = ${template.isAnonymous ?? false},
        is_evaluation = ${template.isEvaluation ?? false}, isi_text = ${'<p>Please see the full <strong>Prescribing Information</strong>.</p>'},
        privacy_policy_link = ${'https://www.example.com/privacy'} where id = ${row.id}`);
    const { questions, skipLogic } = surveyQuestions(template.subject, template.count);
    await saveQuestions(tx, { kind: 'survey', id: row.id }, questions, skipLogic);
  }
}

/** The demo survey templates with their form fields and questions. Draws nothing from the tenant's random stream. */
export const surveysSeed: AreaSeed = {
  async rows(tx, t) {
    await seedSurveyTemplates(tx, t.id);
    await seedSurveyQuestions(tx, t.id);
  },
};
