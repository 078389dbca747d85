import { sql } from 'drizzle-orm';
import type { AreaSeed } from '../../platform/area.ts';
import type { RowOf, Tx } from '../../platform/db/client.ts';
import { insertRows } from '../../platform/db/seed.ts';
import { registrationTemplates } from './tables.ts';
import { ORDER_STEP, type QuestionDef } from '../questions/contract.ts';
import { saveQuestions } from '../questions/index.ts';

const BASE: Pick<QuestionDef, 'visible' | 'required' | 'choices' | 'rules'> = { visible: true, required: false, choices: [], rules: [] };

/** 2–3 questions per registration template: the marketing opt-in, a specialty and (every other template) a dietary
 *  choice shown only to those who attend in person. */
function registrationQuestions(index: number): QuestionDef[] {
  const questions: QuestionDef[] = [
    {
      ...BASE,
      ref: 'specialty',
      order: ORDER_STEP,
      text: 'What is your specialty?',
      type: 'free-text',
      maxLength: 200,
      registrationFormType: 'event-register',
    },
    {
      ...BASE,
      ref: 'optIn',
      order: 2 * ORDER_STEP,
      text: 'I would like to receive marketing e-mails about future programs',
      type: 'checkbox',
      registrationFormType: 'opt-in',
    },
  ];
  if (index % 2 === 0) {
    questions.push({
      ...BASE,
      ref: 'diet',
      order: 3 * ORDER_STEP,
      text: 'Do you have a dietary requirement?',
      type: 'single-select',
      registrationFormType: 'event-register',
      choices: ['None', 'Vegetarian', 'Vegan', 'Other'].map((text, i) => ({
        ref: `d${i}`,
        text,
        openField: text === 'Other',
        order: (i + 1) * ORDER_STEP,
      })),
      rules: [
        { field: 'visible', id: 'v', parentId: null, operator: 'AND' },
        { field: 'visible', id: 'v1', parentId: 'v', questionRef: 'specialty', comparatorId: 'not-empty' },
      ],
    });
  }
  return questions;
}

/** The registration templates of a tenant (the demo's and the bench's), by name; answers their ids. */
export const seedRegistrationTemplates = (tx: Tx, tenantId: string) =>
  insertRows(
    tx,
    registrationTemplates,
    ['tenant_id', 'name'],
    ['Standard registration', 'HCP registration', 'Webinar sign-up', 'Dinner program RSVP'].map((name) => [tenantId, name]),
  );

/** The demo registration templates with their branding and questions. Draws nothing from the tenant's random stream. */
export const registrationPagesSeed: AreaSeed = {
  async rows(tx, t) {
    await seedRegistrationTemplates(tx, t.id);
    const rows = await tx.query<Pick<RowOf<typeof registrationTemplates>, 'id'>>(
      sql`select id from ${registrationTemplates} where tenant_id = ${t.id} order by id`,
    );
    for (const [i, row] of rows.entries()) {
      await tx.query(sql`update registration_templates set branded = ${i % 2 === 0}, marketing_opt_in = true,
        brand_color1 = ${'#0f6cbd'}, consent_text = ${'<p>By registering you agree to our <a href="https://www.example.com/terms">terms</a>.</p>'},
        privacy_policy_link = ${'https://www.example.com/privacy'} where id = ${row.id}`);
      await saveQuestions(tx, { kind: 'registration', id: row.id }, registrationQuestions(i));
    }
  },
};
