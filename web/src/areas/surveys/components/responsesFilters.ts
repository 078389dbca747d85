import { readPeriodChoice, type PeriodChoice } from './period.ts';

/** Survey Responses' filters as the URL query `filters` keeps them (spec 001 §3 "Survey response filter"). */
export interface ResponseFilters {
  period: PeriodChoice;
}

/** The URL's filters, kept only when well formed. */
export function readResponseFilters(searchParams: URLSearchParams): ResponseFilters | null {
  try {
    const parsed = JSON.parse(searchParams.get('filters') ?? 'null') as { period?: unknown } | null;
    const period = readPeriodChoice(parsed?.period);
    return period ? { period } : null;
  } catch {
    return null;
  }
}

/** Survey Responses column → GraphQL `SurveyResponseSortField`. */
const SORT_FIELDS = { shortName: 'SHORT_NAME', responsesCount: 'RESPONSES_COUNT' } as const;
export const responseSortField = (column: string | null) =>
  column && column in SORT_FIELDS ? SORT_FIELDS[column as keyof typeof SORT_FIELDS] : null;
