import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { intArray, only, type RowOf, type Tx } from '../../platform/db/client.ts';
import { HttpError } from '../../platform/http/errors.ts';
import {
  COMPARATORS,
  comparatorsFor,
  ORDER_STEP,
  presetById,
  QUESTION_MESSAGES as M,
  type ChoiceDef,
  type QuestionDef,
  type SkipLogicDef,
} from './contract.ts';
import type { questionChoices, questionRules, questions, skipLogic } from './tables.ts';
import type { question, ruleNode as ruleNodeAnswer, skipLogicEntry, storedQuestion } from './answers.ts';

/**
 * The questions of one template, read and written as the wire carries them (design of issue 12): questions and
 * choices named by `ref` (an existing one's `String(id)`, a new one any other string), rules as flat node lists,
 * skip logic by question and choice refs. The template areas (surveys, registrationPages) write through
 * `saveQuestions` inside their request's transaction; the respondent side reads through `loadQuestions`.
 */

/** The template the questions belong to. */
export type QuestionOwner = { kind: 'survey' | 'registration'; id: number };

const ownerColumnName = (kind: QuestionOwner['kind']) => (kind === 'survey' ? 'survey_template_id' : 'registration_template_id');
const ownedBy = (owner: QuestionOwner) => sql`questions.${sql.identifier(ownerColumnName(owner.kind))} = ${owner.id}`;
/** Rows written here carry the request's tenant (the transaction's `app.tenant_id`, which row-level security checks). */
const TENANT = sql`current_setting('app.tenant_id', true)`;

/** A question as the template routes answer it (answers.ts `storedQuestion`): its id, `ref = String(id)`, its
 *  choices' too, rules naming questions by ref, and the spec's names beside the contract's. */
export type StoredQuestion = z.output<typeof storedQuestion>;
/** The spec's names of a stored question (answers only: writes take the contract's names). */
type SpecNames = Omit<StoredQuestion, keyof z.output<typeof question>>;
/** A stored question without the spec's duplicate names (the public pages answer only what they use). */
export const withoutSpecNames = <Q extends SpecNames>({
  questionTypeId: _t,
  questionPresetId: _p,
  questionChoices: _c,
  comparators: _m,
  ...question
}: Q) => question;
export type StoredSkipLogic = z.output<typeof skipLogicEntry>;

const refused = (message: string, field: string) => new HttpError(400, message, { fields: { [field]: message } });

/** The id a ref names among `ids` (ref → id), or the refusal naming the field. */
function idOf(ids: ReadonlyMap<string, number>, ref: string, message: string, field: string): number {
  const id = ids.get(ref);
  if (id === undefined) throw refused(message, field);
  return id;
}

/** An existing row's id when `ref` is `String(id)` of one of `existing`; otherwise the row is new. */
const keptId = (ref: string, existing: ReadonlySet<number>) => (/^\d{1,10}$/.test(ref) && existing.has(Number(ref)) ? Number(ref) : null);

/** The answers a question stores: a preset question has the preset's (the client's refs kept when it sent them). */
function choicesOf(question: QuestionDef): ChoiceDef[] {
  const preset = presetById(question.presetId);
  if (!preset || question.choices.length) return question.choices;
  return preset.choices.map((text, i) => ({ ref: `${question.ref}:preset:${i}`, text, openField: false, order: (i + 1) * ORDER_STEP }));
}

const questionValues = (q: QuestionDef) => ({
  text: q.text,
  type: q.type,
  order: q.order,
  required: q.required,
  visible: q.visible,
  info: q.info ?? null,
  pre_notes: q.preNotes ?? null,
  post_notes: q.postNotes ?? null,
  min_length: q.type === 'free-text' ? (q.minLength ?? null) : null,
  max_length: q.type === 'free-text' ? (q.maxLength ?? null) : null,
  allowed_characters_regex: q.type === 'free-text' ? (q.allowedCharactersRegex ?? null) : null,
  min_label: q.minLabel ?? null,
  max_label: q.maxLabel ?? null,
  preset_id: q.presetId ?? null,
  registration_form_type: q.registrationFormType ?? null,
});

const assignments = (values: Record<string, unknown>) =>
  sql.join(
    Object.entries(values).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`),
    sql`, `,
  );
const insertValues = (values: Record<string, unknown>): [SQL, SQL] => [
  sql.join(
    Object.keys(values).map((column) => sql.identifier(column)),
    sql`, `,
  ),
  sql.join(
    Object.values(values).map((value) => sql`${value}`),
    sql`, `,
  ),
];

/** Inserts a row (columns → values, plus the tenant) and answers its id. */
async function insertRow(tx: Tx, table: string, values: Record<string, unknown>): Promise<number> {
  const [columns, params] = insertValues(values);
  return only(
    await tx.query<{ id: number }>(
      sql`insert into ${sql.identifier(table)} (tenant_id, ${columns}) values (${TENANT}, ${params}) returning id`,
    ),
  ).id;
}

/** Updates a row by id, or inserts it when `id` is null; answers its id. */
const upsertRow = async (tx: Tx, table: string, id: number | null, values: Record<string, unknown>) => {
  if (id === null) return insertRow(tx, table, values);
  await tx.query(sql`update ${sql.identifier(table)} set ${assignments(values)} where id = ${id}`);
  return id;
};

/**
 * Replaces a template's questions with `defs` and (surveys) its skip logic with `skipLogic`, in the caller's
 * transaction: a question or choice whose ref is the id of one of the template's keeps its row (and the answers
 * given to it); the others are inserted; the template's questions and choices not named are deleted (their
 * answers, rule conditions and skip logic go with them: foreign keys cascade). Rules and skip logic are written
 * anew with the refs mapped to ids. Answers the question ids by ref. `defs` come checked by the contract's
 * `templateQuestions`; a ref naming nothing of the template is still refused here (400), never stored.
 */
export async function saveQuestions(
  tx: Tx,
  owner: QuestionOwner,
  defs: readonly QuestionDef[],
  skipLogic: readonly SkipLogicDef[] = [],
): Promise<Map<string, number>> {
  const existingQuestions = new Set(
    (await tx.query<{ id: number }>(sql`select id from questions where ${ownedBy(owner)}`)).map((row) => row.id),
  );
  const existingChoices = await tx.query<{ id: number; question_id: number }>(
    sql`select c.id, c.question_id from question_choices c join questions on questions.id = c.question_id where ${ownedBy(owner)}`,
  );
  const kept = defs.map((q) => keptId(q.ref, existingQuestions)).filter((id): id is number => id !== null);
  await tx.query(sql`delete from questions where ${ownedBy(owner)} and id <> all(${intArray(kept)})`);
  await tx.query(sql`delete from question_rules where question_id = any(${intArray(kept)})`);
  if (owner.kind === 'survey') await tx.query(sql`delete from skip_logic where survey_template_id = ${owner.id}`);

  const questionIds = new Map<string, number>();
  const choiceIds = new Map<string, Map<string, number>>();
  for (const q of defs) {
    const previous = keptId(q.ref, existingQuestions);
    const id = await upsertRow(tx, 'questions', previous, { ...questionValues(q), [ownerColumnName(owner.kind)]: owner.id });
    questionIds.set(q.ref, id);
    const ownChoices = new Set(existingChoices.filter((c) => c.question_id === previous).map((c) => c.id));
    const choices = choicesOf(q);
    const keptChoices = choices.map((c) => keptId(c.ref, ownChoices)).filter((cid): cid is number => cid !== null);
    if (previous !== null)
      await tx.query(sql`delete from question_choices where question_id = ${id} and id <> all(${intArray(keptChoices)})`);
    const refs = new Map<string, number>();
    for (const c of choices) {
      refs.set(
        c.ref,
        await upsertRow(tx, 'question_choices', keptId(c.ref, ownChoices), {
          question_id: id,
          text: c.text,
          open_field: c.openField,
          order: c.order,
        }),
      );
    }
    choiceIds.set(q.ref, refs);
  }

  const ruleRows = defs.flatMap((q, i) =>
    q.rules.map((node, n) => [
      sql`${TENANT}`,
      questionIds.get(q.ref),
      node.field,
      node.id,
      node.parentId,
      node.operator ?? null,
      node.questionRef ? idOf(questionIds, node.questionRef, M.ruleQuestionUnknown, `questions.${i}.rules.${n}.questionRef`) : null,
      node.comparatorId ?? null,
      node.value ?? null,
    ]),
  );
  if (ruleRows.length) {
    await tx.query(sql`insert into question_rules (tenant_id, question_id, field, node_key, parent_key, operator,
      condition_question_id, comparator, value) values ${sql.join(
        ruleRows.map(
          (row) =>
            sql`(${sql.join(
              row.map((value) => sql`${value}`),
              sql`, `,
            )})`,
        ),
        sql`, `,
      )}`);
  }

  if (skipLogic.length && owner.kind !== 'survey') throw new Error('Skip logic belongs to survey templates only');
  for (const [i, entry] of skipLogic.entries()) {
    const field = `skipLogic.${i}`;
    const choices = choiceIds.get(entry.questionRef) ?? new Map<string, number>();
    await insertRow(tx, 'skip_logic', {
      survey_template_id: owner.id,
      order: entry.order,
      question_id: idOf(questionIds, entry.questionRef, M.removeSkipLogicQuestion, `${field}.questionRef`),
      choice_id: idOf(choices, entry.choiceRef, M.removeSkipLogicChoice, `${field}.choiceRef`),
      next_question_id:
        entry.nextQuestionRef === null
          ? null
          : idOf(questionIds, entry.nextQuestionRef, M.removeSkipLogicQuestion, `${field}.nextQuestionRef`),
    });
  }
  return questionIds;
}

type QuestionRow = RowOf<typeof questions>;
type ChoiceRow = RowOf<typeof questionChoices>;
type RuleRow = RowOf<typeof questionRules>;

const ruleNode = (row: RuleRow): z.output<typeof ruleNodeAnswer> => ({
  field: row.field,
  id: row.node_key,
  parentId: row.parent_key,
  operator: row.operator,
  questionRef: row.condition_question_id === null ? null : String(row.condition_question_id),
  comparatorId: row.comparator,
  value: row.value,
});

/** A template's questions in order, each with its choices in order and its rule nodes (three queries). */
export async function loadQuestions(tx: Tx, owner: QuestionOwner): Promise<StoredQuestion[]> {
  const rows = await tx.query<QuestionRow>(sql`select * from questions where ${ownedBy(owner)} order by "order", id`);
  const choices = await tx.query<ChoiceRow>(sql`select c.* from question_choices c join questions on questions.id = c.question_id
    where ${ownedBy(owner)} order by c."order", c.id`);
  const rules = await tx.query<RuleRow>(sql`select r.* from question_rules r join questions on questions.id = r.question_id
    where ${ownedBy(owner)} order by r.id`);
  return rows.map((q) => {
    const own = choices
      .filter((c) => c.question_id === q.id)
      .map((c) => ({ id: c.id, ref: String(c.id), text: c.text, openField: c.open_field, order: c.order }));
    return {
      id: q.id,
      ref: String(q.id),
      surveyTemplateId: q.survey_template_id,
      registrationTemplateId: q.registration_template_id,
      text: q.text,
      type: q.type,
      order: q.order,
      required: q.required,
      visible: q.visible,
      info: q.info,
      preNotes: q.pre_notes,
      postNotes: q.post_notes,
      minLength: q.min_length,
      maxLength: q.max_length,
      allowedCharactersRegex: q.allowed_characters_regex,
      minLabel: q.min_label,
      maxLabel: q.max_label,
      presetId: q.preset_id,
      registrationFormType: q.registration_form_type,
      choices: own,
      rules: rules.filter((r) => r.question_id === q.id).map(ruleNode),
      questionTypeId: q.type,
      questionPresetId: q.preset_id,
      questionChoices: own.map((c) => ({ ...c, questionId: q.id })),
      comparators: comparatorsFor(q.type).map((id) => ({ id, ...COMPARATORS[id] })),
    };
  });
}

/** A survey template's skip logic in order, naming questions and choices by ref (`String(id)`). */
export async function loadSkipLogic(tx: Tx, surveyTemplateId: number): Promise<StoredSkipLogic[]> {
  const rows = await tx.query<RowOf<typeof skipLogic>>(
    sql`select * from skip_logic where survey_template_id = ${surveyTemplateId} order by "order", id`,
  );
  return rows.map((row) => ({
    id: row.id,
    ref: String(row.id),
    order: row.order,
    questionRef: String(row.question_id),
    choiceRef: String(row.choice_id),
    nextQuestionRef: row.next_question_id === null ? null : String(row.next_question_id),
  }));
}

/** The number of questions of each of `ids` (templates of `kind`), in one grouped query: a list page's questionsCount. */
export async function questionCounts(tx: Tx, kind: QuestionOwner['kind'], ids: readonly number[]): Promise<Map<number, number>> {
  const column = sql.identifier(ownerColumnName(kind));
  const rows = await tx.query<{ id: number; count: number }>(
    sql`select ${column} as id, count(*)::int as count from questions where ${column} = any(${intArray(ids)}) group by ${column}`,
  );
  return new Map(rows.map((row) => [row.id, row.count]));
}

/** A list page with each row's questionsCount (one grouped query for the page). */
export async function withQuestionCounts<R extends Record<string, unknown>>(
  tx: Tx,
  kind: QuestionOwner['kind'],
  page: { results: R[]; count: number },
): Promise<{ results: (R & { questionsCount: number })[]; count: number }> {
  const counts = await questionCounts(
    tx,
    kind,
    page.results.map((row) => Number(row.id)),
  );
  return { ...page, results: page.results.map((row) => ({ ...row, questionsCount: counts.get(Number(row.id)) ?? 0 })) };
}

/** Sorts a template list by its questions' count (`LookupTable.sortable`): a correlated count per template. */
export const QUESTIONS_COUNT_SORT = (kind: QuestionOwner['kind'], table: string) =>
  `(select count(*) from questions q where q.${ownerColumnName(kind)} = ${table}.id)`;
