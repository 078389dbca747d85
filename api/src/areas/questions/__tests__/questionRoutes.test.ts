import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';
import { QUESTION_PRESETS, QUESTION_TYPES } from '../contract.ts';

const ADMIN = 'admin@demo.test';

describe.each(ENGINES)('question routes on $name', (engine) => {
  const api = useApi(engine);
  const firstOf = async (table: 'survey_templates' | 'registration_templates', tenant: string) =>
    (await api.owner<{ id: number }>(sql`select id from ${sql.identifier(table)} where tenant_id = ${tenant} order by id limit 1`))[0]!.id;

  it('GET /questions/types: every type with its label and comparators (id, name, inputs)', async () => {
    const res = await api.call('GET', '/questions/types', { as: ADMIN });
    expect(res.status).toBe(200);
    expect(res.body.map((t: { id: string }) => t.id)).toEqual(QUESTION_TYPES);
    expect(res.body.find((t: { id: string }) => t.id === 'checkbox')).toEqual({
      id: 'checkbox',
      name: 'Checkbox',
      comparators: [
        { id: 'is-true', name: 'Is true', inputs: 0 },
        { id: 'is-false', name: 'Is false', inputs: 0 },
        { id: 'empty', name: 'Empty', inputs: 0 },
        { id: 'not-empty', name: 'Not empty', inputs: 0 },
      ],
    });
  });

  it('GET /questions/presets: id, name and the choice texts', async () => {
    const res = await api.call('GET', '/questions/presets', { as: ADMIN });
    expect(res.body).toEqual(QUESTION_PRESETS.map(({ id, name, choices }) => ({ id, name, choices })));
  });

  it("GET /questions/:templateId: a survey template's questions (surveyMode) or a registration template's (regPageMode)", async () => {
    const survey = await firstOf('survey_templates', 'demo');
    const res = await api.call('GET', `/questions/${survey}`, { as: ADMIN, query: { surveyMode: true } });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(res.body.results.length);
    expect(res.body.count).toBeGreaterThanOrEqual(4);
    expect(res.body.results.every((q: { surveyTemplateId: number }) => q.surveyTemplateId === survey)).toBe(true);
    const visible = res.body.results.find((q: { rules: { field: string }[] }) => q.rules.some((r) => r.field === 'visible'));
    const target = res.body.results.find((q: { ref: string }) => q.ref === visible.rules[1].questionRef);
    expect(target.type).toBe('single-select');

    const registration = await firstOf('registration_templates', 'demo');
    const reg = await api.call('GET', `/questions/${registration}`, { as: ADMIN, query: { regPageMode: true } });
    expect(reg.body.results.map((q: { registrationFormType: string }) => q.registrationFormType)).toContain('opt-in');
    expect(reg.body.results.every((q: { registrationTemplateId: number }) => q.registrationTemplateId === registration)).toBe(true);
  });

  it("answers the spec 001 §3 names beside the contract's: questionTypeId, questionPresetId, questionChoices with questionId, comparators", async () => {
    const survey = await firstOf('survey_templates', 'demo');
    const { results } = (await api.call('GET', `/questions/${survey}`, { as: ADMIN, query: { surveyMode: true } })).body;
    const select = results.find((q: { type: string }) => q.type === 'single-select');
    expect(select.questionTypeId).toBe('single-select');
    expect(select.questionPresetId).toBe(select.presetId);
    expect(select.questionChoices).toEqual(select.choices.map((c: object) => ({ ...c, questionId: select.id })));
    expect(select.comparators).toEqual([
      { id: 'empty', name: 'Empty', inputs: 0 },
      { id: 'not-empty', name: 'Not empty', inputs: 0 },
      { id: 'equal', name: 'Equal', inputs: 1 },
      { id: 'not-equal', name: 'Not equal', inputs: 1 },
    ]);
    const template = (await api.call('GET', `/survey-templates/${survey}`, { as: ADMIN })).body;
    expect(template.questions).toEqual(results);
  });

  it("answers 404 to acme's template and a missing one, 400 to both modes, 403 without question read", async () => {
    const acme = await firstOf('survey_templates', 'acme');
    const other = await api.call('GET', `/questions/${acme}`, { as: ADMIN, query: { surveyMode: true } });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(`Survey template ${acme} not found`);
    const missing = await api.call('GET', '/questions/999999', { as: ADMIN, query: { regPageMode: true } });
    expect(missing.body.message).toBe('Registration template 999999 not found');
    const both = await api.call('GET', '/questions/1', { as: ADMIN, query: { surveyMode: true, regPageMode: true } });
    expect(both.status).toBe(400);
    expect(both.body.message).toBe('Choose surveyMode or regPageMode, not both');
    for (const url of ['/questions/types', '/questions/presets', '/questions/1']) {
      expect((await api.call('GET', url, { as: 'speaker@demo.test' })).status, url).toBe(403);
    }
  });
});
