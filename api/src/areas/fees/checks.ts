import { PassThrough } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { intArray, only, textArray, type Tx } from '../../platform/db/client.ts';
import { cursorBatches } from '../../platform/export/cursor.ts';
import { visibleColumns, writeWorkbook, XLSX_TYPE, type ExportColumn } from '../../platform/export/xlsx.ts';
import { EMPTY, FILE } from '../../platform/http/answer.ts';
import { sendFile } from '../../platform/http/download.ts';
import { fieldRefused, HttpError, notFound } from '../../platform/http/errors.ts';
import { refuseRelatedSort, type HiddenFields, type RelatedFields } from '../../platform/http/fields.ts';
import { COUNT_CAP, likePattern, listQuery, SEARCH_COUNT_CAP } from '../../platform/http/lists.ts';
import { idParam } from '../../platform/http/params.ts';
import type { Router } from '../../platform/http/route.ts';
import type { RowScope } from '../../platform/http/scope.ts';
import { check, checkPage, type Check, type CheckMeta } from './answers.ts';
import { checkBody, type CheckInput } from './bodies.ts';
import {
  calculateFee,
  cents,
  CHECK_RELATED,
  dollars,
  FEE_LIMITS as L,
  FEE_MESSAGES as M,
  formatAmount,
  type FeeStepInput,
} from './contract.ts';
import { loadSpeakerFees, loadStructure, speakerName } from './structure.ts';

// The checks of the Speaker Fee Calculator: calculate and save (`POST /fees/check`), list (`GET /fees/checks`), export
// (`GET /fees/export`) and delete (`DELETE /fees/check/:id`, soft).

/** The speaker's and event's fields of the list's rows (under `checks`): nulled, never searched or sorted by, when
 *  hidden from the caller. */
const SHOWN = CHECK_RELATED;
const LIST_RELATED: RelatedFields = Object.fromEntries(Object.entries(SHOWN).map(([key, target]) => [`checks.${key}`, target]));

// The speaker's names and the event's short name are the check's own copies (migration 0028): a page, a search and the
// count read the checks alone.
const SORT: Record<string, SQL> = {
  firstName: sql`c.speaker_first_name`,
  lastName: sql`c.speaker_last_name`,
  shortName: sql`c.event_short_name`,
  amount: sql`c.amount_cents`,
  createdAt: sql`c.created_at`,
};
/** The columns a search reads (through `check_search_ids`, migrations 0028 and 0030: the trigram index under row-level
 *  security). */
const SEARCH: [keyof typeof SHOWN, string][] = [
  ['firstName', 'speaker_first_name'],
  ['lastName', 'speaker_last_name'],
  ['shortName', 'event_short_name'],
];
export const checkListQuery = listQuery(z.object({}), Object.keys(SORT) as [string, ...string[]]);
const exportQuery = checkListQuery.omit({ page: true, limit: true });
type ExportQuery = z.output<typeof exportQuery>;

const COLUMNS = sql`c.id, c.speaker_id as "speakerId", c.event_id as "eventId", c.speaker_first_name as "firstName",
  c.speaker_last_name as "lastName", c.event_short_name as "shortName", c.amount_cents as "amountCents", c.created_at as "createdAt"`;
const FROM = sql`from fee_checks c`;

interface CheckRow extends Omit<Check, 'amount' | 'createdAt'> {
  amountCents: number;
  createdAt: string | Date;
}
/** An exported row: the list's columns without the calculation. */
type ExportRow = Omit<Check, 'meta'>;
const checkDto = <R extends Omit<CheckRow, 'meta'>>({ amountCents, createdAt, ...row }: R) => ({
  ...row,
  amount: dollars(amountCents),
  createdAt: new Date(createdAt).toISOString(),
});

interface Condition {
  where: SQL;
  /** The search matched more than SEARCH_COUNT_CAP checks: it is tested on the rows the page walks, not counted. */
  searchCapped: boolean;
}

/** The checks the query matches (not deleted) on the events the caller reaches (no seeded role with a row scope reads
 *  checks; one granted it sees the checks of its events); the search reads the names the caller may see. The export
 *  searches every match through the trigram index; the list (`tx` given) runs the search once, stopping after
 *  SEARCH_COUNT_CAP + 1 matches: a rare term's checks serve page and count, a common term (a last name: 8,000 of the
 *  bench's 200,000) is tested on the rows the page walks in the sort's order, as for Financials. */
async function conditionOf(query: ExportQuery, hidden: HiddenFields, scope: RowScope, tx?: Tx): Promise<Condition> {
  await refuseRelatedSort(query.sortBy, SHOWN, hidden);
  const where = [sql`c.deleted_at is null`];
  let searchCapped = false;
  if (scope.events) where.push(sql`exists (select 1 from events e where e.id = c.event_id and ${scope.events})`);
  if (query.searchQuery) {
    const read: string[] = [];
    for (const [key, column] of SEARCH) {
      const [entity, field] = SHOWN[key];
      if (!(await hidden(entity)).has(field)) read.push(column);
    }
    const pattern = likePattern(query.searchQuery);
    if (!tx) where.push(sql`c.id in (select check_search_ids(${pattern}, ${textArray(read)}))`);
    else {
      const { ids } = only(
        await tx.query<{ ids: number[] }>(
          sql`select array(select check_search_ids(${pattern}, ${textArray(read)}, ${SEARCH_COUNT_CAP + 1})) as ids`,
        ),
      );
      searchCapped = ids.length > SEARCH_COUNT_CAP;
      where.push(
        searchCapped
          ? sql`(${sql.join(
              read.map((column) => sql`c.${sql.identifier(column)} ilike ${pattern}`),
              sql` or `,
            )})`
          : sql`c.id = any(${intArray(ids)})`,
      );
    }
  }
  return { where: sql.join(where, sql` and `), searchCapped };
}

/** Newest first unless a sort is asked for; ties by id. */
const orderOf = (query: ExportQuery) => {
  const direction = sql.raw(query.sortBy ? (query.sortDesc ? 'desc' : 'asc') : 'desc');
  return sql`${query.sortBy ? SORT[query.sortBy]! : SORT.createdAt!} ${direction}, c.id ${direction}`;
};

const EXPORT_COLUMNS: ExportColumn<ExportRow>[] = [
  { header: 'First', field: 'firstName', related: [SHOWN.firstName], width: 18, value: (r) => r.firstName },
  { header: 'Last', field: 'lastName', related: [SHOWN.lastName], width: 18, value: (r) => r.lastName },
  { header: 'Event', field: 'shortName', related: [SHOWN.shortName], width: 16, value: (r) => r.shortName },
  { header: 'Amount (USD)', field: 'amount', width: 14, value: (r) => r.amount },
  { header: 'Created', field: 'createdAt', width: 22, value: (r) => String(r.createdAt) },
];

async function* exportRows(tx: Tx, where: SQL, order: SQL): AsyncGenerator<ExportRow[]> {
  for await (const batch of cursorBatches<Omit<CheckRow, 'meta'>>(
    tx,
    'fee_checks_export',
    sql`select ${COLUMNS} ${FROM} where ${where} order by ${order}`,
  )) {
    yield batch.map(checkDto);
  }
}

/** The stored rounding flag (spec 002 §3: a missing flag is off). */
async function roundingOn(tx: Tx): Promise<boolean> {
  const [flag] = await tx.query<{ value: boolean }>(sql`select value from feature_flags where id = 'feeCalculatorRoundingEnabled'`);
  return flag?.value ?? false;
}

/** The check the service calculates from the stored structure and the speaker's rates, or the refusal saying why it
 *  cannot be (409: the stored data; 400: the answers). */
async function calculate(tx: Tx, body: CheckInput): Promise<{ amountCents: number; meta: CheckMeta }> {
  const name = await speakerName(tx, body.speakerId);
  const [event] = await tx.query(sql`select id from events where id = ${body.eventId}`);
  if (!event) throw notFound('Event', body.eventId);
  const structure = await loadStructure(tx);
  if (!structure.length) throw new HttpError(409, 'The fee structure has no questions yet: edit the fee structure first');
  const { fees, units } = await loadSpeakerFees(tx, body.speakerId, structure);
  if (!fees.rates.length) throw new HttpError(409, M.noFees(name));
  if (fees.outdated) throw new HttpError(409, `${M.outdated}: set the fees of ${name} again before calculating a check`);
  const chosen = new Map<number, number>();
  body.answers.forEach(({ questionId, optionId }, i) => {
    const question = structure.find((q) => q.id === questionId);
    if (!question) throw fieldRefused(`answers.${i}.questionId`, `Question ${questionId} is not in the fee structure`);
    if (chosen.has(questionId)) throw fieldRefused(`answers.${i}.questionId`, `${question.label} is answered twice`);
    if (!question.options.some((o) => o.id === optionId))
      throw fieldRefused(`answers.${i}.optionId`, `Option ${optionId} is not an option of ${question.label}`);
    chosen.set(questionId, optionId);
  });
  const unanswered = structure.filter((q) => !chosen.has(q.id));
  if (unanswered.length) throw new HttpError(400, `Answer every question: ${unanswered.map((q) => q.label).join(', ')}`);
  const steps: FeeStepInput[] = structure.map((q) => {
    const option = q.options.find((o) => o.id === chosen.get(q.id))!;
    return {
      label: q.label,
      category: q.category,
      weight: q.weight,
      field: option.field,
      operation: option.operation,
      units: units.get(option.id)!,
    };
  });
  const rounding = await roundingOn(tx);
  const result = calculateFee(steps, { rounding });
  const override = body.overrideAmount ?? null;
  if (result.tooLarge && override === null)
    throw new HttpError(422, `The calculated amount is above ${formatAmount(L.amount)}: check the speaker's rates`);
  const amountCents = override === null ? result.totalCents : cents(override);
  if (amountCents <= 0) throw fieldRefused('amount', M.amountAboveZero);
  if (body.amount !== undefined && cents(body.amount) !== amountCents)
    throw new HttpError(
      409,
      `The amount ${formatAmount(body.amount)} differs from the calculation, ${formatAmount(dollars(amountCents))}: the fee structure, the ` +
        "speaker's rates or the rounding changed since it was shown. Calculate the check again.",
    );
  return {
    amountCents,
    meta: {
      log: result.log,
      calculatedAmount: dollars(result.calculatedCents),
      rounded: rounding,
      overrideAmount: override,
      overrideReason: override === null ? null : (body.overrideReason ?? null),
    },
  };
}

export function checkRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/fees/checks',
    permission: ['check', 'read'],
    featureFlags: ['feeCalculatorEnabled'],
    related: LIST_RELATED,
    schema: { query: checkListQuery },
    answer: checkPage,
    handler: async ({ tx, query, hidden, scope }) => {
      const { where, searchCapped } = await conditionOf(query, hidden, scope, tx);
      const order = orderOf(query);
      const offset = (query.page - 1) * query.limit;
      // The page's ids first, from the sort's index alone (its key and the id: an index-only scan, however deep), then
      // its rows: page 5,000 by created read 50,000 rows (590 ms in SQL), now 50,000 index entries (37 ms).
      const rows = await tx.query<CheckRow>(sql`select ${COLUMNS}, c.meta from (
          select c.id ${FROM} where ${where} order by ${order} limit ${query.limit} offset ${offset}) p
        join fee_checks c on c.id = p.id order by ${order}`);
      // Counting 200,000 checks takes 60–190 ms: exact up to COUNT_CAP (a common search term: SEARCH_COUNT_CAP), beyond
      // it a lower bound, as for events.
      const cap = searchCapped ? SEARCH_COUNT_CAP : COUNT_CAP;
      const { count } = searchCapped
        ? { count: cap + 1 }
        : only(
            await tx.query<{ count: number }>(
              sql`select count(*)::int as count from (select ${FROM} where ${where} limit ${cap + 1}) capped`,
            ),
          );
      const checks = rows.map(checkDto);
      if (count <= cap) return { checks, totalCount: count, countExact: true };
      return { checks, totalCount: Math.max(cap, offset + checks.length), countExact: false };
    },
  });

  route({
    method: 'GET',
    url: '/fees/export',
    permission: ['check', 'read'],
    featureFlags: ['feeCalculatorEnabled'],
    schema: { query: exportQuery },
    answer: FILE,
    handler: async ({ tx, query, hidden, scope, reply }) => {
      const { where } = await conditionOf(query, hidden, scope);
      const columns = await visibleColumns(EXPORT_COLUMNS, null, hidden);
      const body = new PassThrough();
      sendFile(reply, body, { fileName: `checks-${new Date().toISOString().slice(0, 10)}.xlsx`, contentType: XLSX_TYPE });
      try {
        // The transaction (and its cursor) stays open until the last row is written.
        await writeWorkbook(body, 'Checks', columns, exportRows(tx, where, orderOf(query)));
      } catch (error) {
        body.destroy(error as Error);
        throw error;
      }
      return reply;
    },
  });

  route({
    method: 'POST',
    url: '/fees/check',
    permission: ['check', 'create'],
    featureFlags: ['feeCalculatorEnabled'],
    related: CHECK_RELATED,
    status: 201,
    schema: { body: checkBody },
    answer: check,
    handler: async ({ tx, tenantId, user, body, audit }) => {
      const { amountCents, meta } = await calculate(tx, body);
      const { id } = only(
        await tx.query<{ id: number }>(sql`insert into fee_checks (tenant_id, speaker_id, event_id, amount_cents, meta, created_by)
          values (${tenantId}, ${body.speakerId}, ${body.eventId}, ${amountCents}, ${JSON.stringify(meta)}::jsonb,
            ${user.impersonatedBy ?? user.id}) returning id`),
      );
      await audit('check', id, 'create', Object.keys(body));
      return checkDto(only(await tx.query<CheckRow>(sql`select ${COLUMNS}, c.meta ${FROM} where c.id = ${id}`)));
    },
  });

  route({
    method: 'DELETE',
    url: '/fees/check/:id',
    permission: ['check', 'delete'],
    featureFlags: ['feeCalculatorEnabled'],
    schema: { params: idParam },
    answer: EMPTY,
    handler: async ({ tx, params, audit }) => {
      const deleted = await tx.query(
        sql`update fee_checks set deleted_at = now() where id = ${params.id} and deleted_at is null returning id`,
      );
      if (!deleted.length) throw notFound('Check', params.id);
      await audit('check', params.id, 'delete');
      return undefined;
    },
  });
}
