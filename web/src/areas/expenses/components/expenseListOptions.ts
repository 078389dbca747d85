import { expenseYears } from '../../../../../api/src/areas/expenses/contract.ts';

/** Financials column → GraphQL `ExpenseSortField` (the lines count is not sortable). */
const SORT_FIELDS = {
  shortName: 'SHORT_NAME',
  title: 'TITLE',
  startTime: 'START_TIME',
  speakerName: 'SPEAKER_NAME',
  total: 'TOTAL',
} as const;

export const expenseSortField = (column: string | null) =>
  column && column in SORT_FIELDS ? SORT_FIELDS[column as keyof typeof SORT_FIELDS] : null;

/** Financials' filter (spec 002 §2.16), as the URL query `filters` keeps it. */
export interface ExpenseFilters {
  years?: number[];
}

/** The years the Year filter offers (spec 002 §9: this year, four before and four after). */
export const filterYears = () => expenseYears(new Date().getFullYear());

/** The URL's filters, keeping only well-formed years (a hand-edited URL never breaks the query). */
export function readExpenseFilters(searchParams: URLSearchParams): ExpenseFilters | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(searchParams.get('filters') ?? 'null');
  } catch {
    return null;
  }
  const years = (parsed as { years?: unknown } | null)?.years;
  const kept = Array.isArray(years) ? years.filter((y): y is number => Number.isInteger(y) && y >= 1900 && y <= 2100) : [];
  return kept.length ? { years: kept } : null;
}
