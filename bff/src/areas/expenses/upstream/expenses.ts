import DataLoader from 'dataloader';
import type { z } from 'zod';
import type {
  EventTotals,
  ExpenseImport,
  expenseImportBody,
  ExpenseLine,
  ExpenseRow,
  lineBody,
} from '../../../../../api/src/areas/expenses/answers.ts';
import { EXPENSE_RELATED } from '../../../../../api/src/areas/expenses/contract.ts';
import { hasErrorCode } from '../../../platform/errors.ts';
import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { ListParams, ListResult, UpstreamHttp } from '../../../platform/upstream/http.ts';

// What `expenses` answers: the api's answer schemas.

export type ExpenseRowDto = ExpenseRow;
export type ExpenseLineDto = ExpenseLine;
export type EventExpenseTotalsDto = EventTotals[number];

/** Body of `POST expenses/line` and `PUT expenses/line/{id}`, as the api's schema reads it. */
export type ExpenseLineWrite = z.input<typeof lineBody>;

/** Body of `POST expenses/import`: spreadsheet rows, every cell text or null, at most 1,000. */
export type ExpenseImportWrite = z.input<typeof expenseImportBody>;
export type ExpenseImportDto = ExpenseImport;
export type ExpenseImportResultDto = ExpenseImport['results'][number];

/** `GET expenses` filters (`filters={"years":[…],"speakerIds":[…]}`); a type, not an interface, to be a `ListParams`
 *  filter record. */
export type ExpenseFilters = { years?: number[]; speakerIds?: number[] };

/** Event ids `GET expenses/event-totals` takes in one call (the api's `idList`). */
const TOTALS_BATCH = 100;

/** `expenses`: Financials' rows (one list call per page), each event's totals (one call per page of events), the line
 *  writes and the import. */
export function createExpensesApi(http: UpstreamHttp, policy: FieldPolicy) {
  // A row's event and speaker fields come with those hidden from the caller's role nulled.
  const rows = <T>(answer: Promise<T>) => policy.applyRelated(EXPENSE_RELATED, answer);
  // A role without `expense_header` read gets no totals (REST answers none), one refused the events (403) none either:
  // its events answer null, not an error.
  const totalsByEventId = new DataLoader<number, EventExpenseTotalsDto | null>(
    async (eventIds) => {
      let totals: EventTotals;
      try {
        totals = await http.get<EventTotals>('expenses/event-totals', { eventIds: eventIds.join(',') });
      } catch (error) {
        if (hasErrorCode(error, 'FORBIDDEN')) return eventIds.map(() => null);
        throw error;
      }
      const byId = new Map(totals.map((t) => [t.eventId, t]));
      return eventIds.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: TOTALS_BATCH },
  );
  return {
    totalsByEventId,
    list: (params: ListParams & { filters: ExpenseFilters }): Promise<ListResult<ExpenseRowDto>> =>
      rows(http.list<ExpenseRowDto>('expenses', params)),
    addLine: (input: ExpenseLineWrite) => http.send<ExpenseLineDto>('POST', 'expenses/line', input),
    updateLine: (id: number, input: ExpenseLineWrite) => http.send<ExpenseLineDto>('PUT', `expenses/line/${id}`, input),
    async deleteLine(id: number): Promise<void> {
      await http.send<unknown>('DELETE', `expenses/line/${id}`);
    },
    importLines: (input: ExpenseImportWrite) => http.send<ExpenseImportDto>('POST', 'expenses/import', input),
  };
}

export type ExpensesApi = ReturnType<typeof createExpensesApi>;
