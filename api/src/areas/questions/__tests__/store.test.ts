import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { only, type Tx } from '../../../platform/db/client.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';
import type { QuestionDef, SkipLogicDef } from '../contract.ts';
import { loadQuestions, loadSkipLogic, questionCounts, saveQuestions, type QuestionOwner } from '../store.ts';

const question = (ref: string, order: number, more: Partial<QuestionDef> = {}): QuestionDef => ({
  ref,
  text: `Question ${ref}`,
  type: 'free-text',
  order,
  required: false,
  visible: true,
  choices: [],
  rules: [],
  ...more,
});

describe.each(ENGINES)('the questions store on $name', (engine) => {
  const api = useApi(engine);
  const inDemo = <T>(run: (tx: Tx) => Promise<T>) => api.db.withTenant('demo', run);
  const newTemplate = () =>
    inDemo(
      async (tx) =>
        only(await tx.query<{ id: number }>(sql`insert into survey_templates (tenant_id, name) values ('demo', 'Store') returning id`)).id,
    );

  it('saves refs as ids, maps rules and skip logic, and keeps the rows whose refs are ids on the next save', async () => {
    const owner: QuestionOwner = { kind: 'survey', id: await newTemplate() };
    const first: QuestionDef[] = [
      question('q1', 10, {
        type: 'single-select',
        choices: [
          { ref: 'yes', text: 'Yes', openField: false, order: 10 },
          { ref: 'no', text: 'No', openField: true, order: 20 },
        ],
      }),
      question('q2', 20),
      question('q3', 30, {
        rules: [
          { field: 'required', id: 'root', parentId: null, operator: 'AND' },
          { field: 'required', id: 'c1', parentId: 'root', questionRef: 'q1', comparatorId: 'equal', value: 'Yes' },
        ],
      }),
    ];
    const skip: SkipLogicDef[] = [{ order: 10, questionRef: 'q1', choiceRef: 'yes', nextQuestionRef: 'q3' }];
    const ids = await inDemo((tx) => saveQuestions(tx, owner, first, skip));
    const loaded = await inDemo((tx) => loadQuestions(tx, owner));
    expect(loaded.map((q) => q.ref)).toEqual(['q1', 'q2', 'q3'].map((ref) => String(ids.get(ref))));
    const [q1, q2, q3] = loaded;
    expect(q1!.choices.map((c) => [c.text, c.openField, c.ref === String(c.id)])).toEqual([
      ['Yes', false, true],
      ['No', true, true],
    ]);
    expect(q3!.rules).toEqual([
      { field: 'required', id: 'root', parentId: null, operator: 'AND', questionRef: null, comparatorId: null, value: null },
      { field: 'required', id: 'c1', parentId: 'root', operator: null, questionRef: q1!.ref, comparatorId: 'equal', value: 'Yes' },
    ]);
    expect(await inDemo((tx) => loadSkipLogic(tx, owner.id))).toEqual([
      expect.objectContaining({ order: 10, questionRef: q1!.ref, choiceRef: q1!.choices[0]!.ref, nextQuestionRef: q3!.ref }),
    ]);

    // Second save: q1 kept (its "No" dropped, a choice added), q2 removed, q3 kept, a new preset question.
    const second: QuestionDef[] = [
      { ...q1!, choices: [q1!.choices[0]!, { ref: 'maybe', text: 'Maybe', openField: false, order: 30 }] },
      { ...q3!, order: 20 },
      question('new', 30, { type: 'single-select', presetId: 'yes-no' }),
    ];
    const again = await inDemo((tx) => saveQuestions(tx, owner, second, []));
    const reloaded = await inDemo((tx) => loadQuestions(tx, owner));
    expect(reloaded.map((q) => q.id)).toEqual([q1!.id, q3!.id, again.get('new')]);
    expect(reloaded[0]!.choices.map((c) => [c.id === q1!.choices[0]!.id, c.text])).toEqual([
      [true, 'Yes'],
      [false, 'Maybe'],
    ]);
    expect(reloaded[2]!.choices.map((c) => c.text)).toEqual(['Yes', 'No']);
    expect(reloaded[1]!.rules).toHaveLength(2);
    expect(await inDemo((tx) => loadSkipLogic(tx, owner.id))).toEqual([]);
    expect(await api.owner(sql`select id from questions where id = ${q2!.id}`)).toEqual([]);
    expect(await inDemo((tx) => questionCounts(tx, 'survey', [owner.id]))).toEqual(new Map([[owner.id, 3]]));
  });

  it('refuses a ref that names nothing of the template and writes nothing', async () => {
    const owner: QuestionOwner = { kind: 'survey', id: await newTemplate() };
    const refusal = await inDemo((tx) =>
      saveQuestions(tx, owner, [question('a', 10)], [{ order: 10, questionRef: 'a', choiceRef: 'none', nextQuestionRef: null }]),
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 400, message: 'Please remove Skip logic first, before removing this choice.' });
    expect(await api.owner(sql`select id from questions where survey_template_id = ${owner.id}`)).toEqual([]);
  });
});
