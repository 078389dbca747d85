import { sql } from 'drizzle-orm';
import { intArray, only, type Tx } from '../../platform/db/client.ts';
import { fieldRefused, HttpError, notFound } from '../../platform/http/errors.ts';
import { insertRows } from '../../platform/db/seed.ts';
import { idParam } from '../../platform/http/params.ts';
import type { Router } from '../../platform/http/route.ts';
import type { FeeStructure, SpeakerFees } from './answers.ts';
import { feeStructure, speakerFees } from './answers.ts';
import { speakerFeesBody, structureBody, type StructureInput } from './bodies.ts';
import { speakerFeeRates } from './tables.ts';
import {
  FEE_LIMITS as L,
  FEE_OPERATION_LABELS,
  hasDecimals,
  rateUnits,
  rateValue,
  type FeeOperation,
  type FeeRateChange,
} from './contract.ts';

// The fee structure (`GET`/`PUT /fees`) and each speaker's rates (`GET`/`POST /fees/speaker/:id`).

type Question = FeeStructure['questions'][number];

/** The structure: questions by weight, then the order they were saved in; options in their order. */
export async function loadStructure(tx: Tx): Promise<Question[]> {
  const rows = await tx.query<{
    questionId: number;
    label: string;
    category: string;
    weight: number;
    optionId: number | null;
    field: string | null;
    operation: FeeOperation | null;
  }>(sql`select q.id as "questionId", q.label, q.category, q.weight, o.id as "optionId", o.field, o.operation
    from fee_questions q left join fee_options o on o.question_id = q.id
    order by q.weight, q.position, q.id, o.position, o.id`);
  const questions = new Map<number, Question>();
  for (const r of rows) {
    const question = questions.get(r.questionId) ?? {
      id: r.questionId,
      label: r.label,
      category: r.category,
      weight: r.weight,
      options: [],
    };
    questions.set(r.questionId, question);
    if (r.optionId !== null) question.options.push({ id: r.optionId, field: r.field!, operation: r.operation! });
  }
  return [...questions.values()];
}

/** Saves the whole structure: questions and options with an id are kept (their speakers' rates stay current unless
 *  renamed), the others are new; what the body leaves out is deleted. */
async function saveStructure(tx: Tx, tenantId: string, { questions }: StructureInput) {
  const stored = await loadStructure(tx);
  const storedOptions = new Map(stored.map((q) => [q.id, new Set(q.options.map((o) => o.id))]));
  questions.forEach((q, qi) => {
    if (q.id !== undefined && !storedOptions.has(q.id))
      throw fieldRefused(`questions.${qi}.id`, `Question ${q.id} is not in the fee structure (leave out the id of a new question)`);
    q.options.forEach((o, oi) => {
      if (o.id !== undefined && !(q.id !== undefined && storedOptions.get(q.id)!.has(o.id)))
        throw fieldRefused(
          `questions.${qi}.options.${oi}.id`,
          `Option ${o.id} is not an option of ${q.label} (leave out the id of a new option)`,
        );
    });
  });
  // The first question in calculation order (lowest weight, first on a tie) adds: its options are stored as ADD.
  const first = questions.reduce<number>((best, q, i) => (q.weight < questions[best]!.weight ? i : best), 0);
  const kept = questions.flatMap((q) => (q.id === undefined ? [] : [q.id]));
  await tx.query(sql`delete from fee_questions where not (id = any(${intArray(kept)}))`);
  for (const [qi, q] of questions.entries()) {
    const questionId =
      q.id ??
      only(
        await tx.query<{ id: number }>(sql`insert into fee_questions (tenant_id, label, category, weight, position)
          values (${tenantId}, ${q.label}, ${q.category}, ${q.weight}, ${qi}) returning id`),
      ).id;
    if (q.id !== undefined)
      await tx.query(sql`update fee_questions set label = ${q.label}, category = ${q.category}, weight = ${q.weight}, position = ${qi}
        where id = ${q.id}`);
    const keptOptions = q.options.flatMap((o) => (o.id === undefined ? [] : [o.id]));
    await tx.query(sql`delete from fee_options where question_id = ${questionId} and not (id = any(${intArray(keptOptions)}))`);
    for (const [oi, o] of q.options.entries()) {
      const operation = qi === first ? 'ADD' : o.operation!;
      if (o.id === undefined)
        await tx.query(sql`insert into fee_options (tenant_id, question_id, field, operation, position)
          values (${tenantId}, ${questionId}, ${o.field}, ${operation}, ${oi})`);
      else await tx.query(sql`update fee_options set field = ${o.field}, operation = ${operation}, position = ${oi} where id = ${o.id}`);
    }
  }
}

/** A speaker's rate row as stored. */
interface RateRow {
  optionId: number;
  questionLabel: string;
  field: string;
  operation: FeeOperation;
  units: number;
  savedAt: string | Date;
}

const optionName = (label: string, field: string) => `${label}: ${field}`;

/** The speaker's saved rates compared with the structure: outdated when an option was added, removed or renamed (its
 *  question's label or its field) or changed its operation since they were saved. */
export async function loadSpeakerFees(tx: Tx, speakerId: number, structure?: Question[]) {
  const current = structure ?? (await loadStructure(tx));
  const rows = await tx.query<RateRow>(sql`select option_id as "optionId", question_label as "questionLabel", field, operation, units,
    saved_at as "savedAt" from speaker_fee_rates where speaker_id = ${speakerId} order by id`);
  const options = new Map(current.flatMap((q) => q.options.map((o) => [o.id, { ...o, label: q.label }] as const)));
  const differences: { change: FeeRateChange; optionId: number; was: string | null; now: string | null }[] = [];
  if (rows.length) {
    for (const r of rows) {
      const now = options.get(r.optionId);
      const was = optionName(r.questionLabel, r.field);
      if (!now) differences.push({ change: 'removed', optionId: r.optionId, was, now: null });
      else if (now.label !== r.questionLabel || now.field !== r.field)
        differences.push({ change: 'renamed', optionId: r.optionId, was, now: optionName(now.label, now.field) });
      else if (now.operation !== r.operation)
        differences.push({
          change: 'operation',
          optionId: r.optionId,
          was: `${was} (${FEE_OPERATION_LABELS[r.operation]})`,
          now: `${was} (${FEE_OPERATION_LABELS[now.operation]})`,
        });
    }
    const rated = new Set(rows.map((r) => r.optionId));
    for (const [id, o] of options)
      if (!rated.has(id)) differences.push({ change: 'added', optionId: id, was: null, now: optionName(o.label, o.field) });
  }
  const fees: SpeakerFees = {
    speakerId,
    rates: rows.map((r) => ({
      optionId: r.optionId,
      questionLabel: r.questionLabel,
      field: r.field,
      operation: r.operation,
      value: rateValue(r.units, r.operation),
    })),
    outdated: differences.length > 0,
    differences,
    savedAt: rows.length ? new Date(rows[0]!.savedAt).toISOString() : null,
  };
  return { fees, units: new Map(rows.map((r) => [r.optionId, r.units])) };
}

/** The speaker's name, or 404 like a missing speaker (another tenant's too: RLS hides it). */
export async function speakerName(tx: Tx, speakerId: number): Promise<string> {
  const [row] = await tx.query<{ name: string }>(sql`select first_name || ' ' || last_name as name from speakers where id = ${speakerId}`);
  if (!row) throw notFound('Speaker', speakerId);
  return row.name;
}

/** The 400 of a rate out of its operation's range: Add and Ignore in whole cents up to the largest Add rate, Multiply
 *  a factor with up to four decimals up to the largest factor. */
function refuseRate(value: number, operation: FeeOperation, name: string, at: string) {
  if (operation === 'MULTIPLY') {
    if (value > L.factor || !hasDecimals(value, 4))
      throw fieldRefused(at, `${name}: a Multiply value is a factor from 0 to ${L.factor} with at most 4 decimals (1.25 is x 125 %)`);
  } else if (value > L.addValue || !hasDecimals(value, 2)) {
    throw fieldRefused(at, `${name}: the value must be in whole cents, at most $${L.addValue.toLocaleString('en-US')}`);
  }
}

export function structureRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/fees',
    permission: ['fee_structure', 'read'],
    featureFlags: ['feeCalculatorEnabled'],
    answer: feeStructure,
    handler: async ({ tx }) => ({ questions: await loadStructure(tx) }),
  });

  route({
    method: 'PUT',
    url: '/fees',
    permission: ['fee_structure', 'update'],
    featureFlags: ['feeCalculatorEnabled'],
    schema: { body: structureBody },
    answer: feeStructure,
    handler: async ({ tx, tenantId, body, audit }) => {
      await saveStructure(tx, tenantId, body);
      await audit('fee_structure', null, 'update', ['questions']);
      return { questions: await loadStructure(tx) };
    },
  });

  route({
    method: 'GET',
    url: '/fees/speaker/:id',
    permission: ['speaker_fee_rate', 'read'],
    featureFlags: ['feeCalculatorEnabled'],
    schema: { params: idParam },
    answer: speakerFees,
    handler: async ({ tx, params }) => {
      await speakerName(tx, params.id);
      return (await loadSpeakerFees(tx, params.id)).fees;
    },
  });

  route({
    method: 'POST',
    url: '/fees/speaker/:id',
    permission: ['speaker_fee_rate', 'update'],
    featureFlags: ['feeCalculatorEnabled'],
    schema: { params: idParam, body: speakerFeesBody },
    answer: speakerFees,
    handler: async ({ tx, tenantId, params, body, audit }) => {
      await speakerName(tx, params.id);
      const structure = await loadStructure(tx);
      const options = new Map(structure.flatMap((q) => q.options.map((o) => [o.id, { ...o, label: q.label }] as const)));
      const given = new Map<number, number>();
      body.rates.forEach(({ optionId, value }, i) => {
        const option = options.get(optionId);
        if (!option) throw fieldRefused(`rates.${i}.optionId`, `Option ${optionId} is not in the fee structure`);
        if (given.has(optionId)) throw fieldRefused(`rates.${i}.optionId`, `Option ${optionId} has two values`);
        refuseRate(value, option.operation, optionName(option.label, option.field), `rates.${i}.value`);
        given.set(optionId, value);
      });
      const missing = [...options.values()].filter((o) => !given.has(o.id));
      if (missing.length)
        throw new HttpError(
          400,
          `Set a value for every option of the fee structure: ${missing
            .slice(0, 3)
            .map((o) => optionName(o.label, o.field))
            .join(', ')}${missing.length > 3 ? `, and ${missing.length - 3} more` : ''} ${missing.length === 1 ? 'has' : 'have'} none`,
        );
      await tx.query(sql`delete from speaker_fee_rates where speaker_id = ${params.id}`);
      await insertRows(
        tx,
        speakerFeeRates,
        ['tenant_id', 'speaker_id', 'option_id', 'question_label', 'field', 'operation', 'units'],
        [...options.values()].map((o) => [
          tenantId,
          params.id,
          o.id,
          o.label,
          o.field,
          o.operation,
          rateUnits(given.get(o.id)!, o.operation),
        ]),
      );
      await audit('speaker_fee_rate', params.id, 'update', ['rates']);
      return (await loadSpeakerFees(tx, params.id, structure)).fees;
    },
  });
}
