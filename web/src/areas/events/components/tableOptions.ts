import type { EventStatusValue, EventTypeValue } from '../constants.ts';

/** Page size "All" (spec 000 §9: -1 means all): every row on one page, up to `ALL_ROWS_CAP`. */
export const ALL_ROWS = -1;
/** The most rows "All" shows, so the page stays responsive (the API's cap for `limit=-1`, api/README.md). */
export const ALL_ROWS_CAP = 1000;

/** Filter fields chosen by id through an autocomplete lookup. */
export const LOOKUP_FILTERS = [
  'selectedEvents',
  'selectedTemplates',
  'selectedEmailSeries',
  'selectedSpeakers',
  'selectedFieldReps',
  'selectedTopics',
] as const;
export type LookupFilter = (typeof LOOKUP_FILTERS)[number];

/** The event filter of spec 000 §3, as the URL query `filters` keeps it (GraphQL `EventFilterInput`). */
export interface EventFilters extends Partial<Record<LookupFilter, number[]>> {
  selectedTypes?: EventTypeValue[];
  selectedStatuses?: EventStatusValue[];
  period?: { from?: string | null; to?: string | null; timezone?: string | null };
}

/** Names of the chosen lookup ids (`filterLabels` in the URL), so chips read well after a reload. */
export type FilterLabels = Partial<Record<LookupFilter, Record<string, string>>>;

const isIdList = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => Number.isInteger(x));
const isTextList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** Spec 000 §2.4: the speaker portal's default period (tenant metadata) is in UTC. */
const TENANT_PERIOD_ZONE = 'UTC';

/** The speaker portal's filters when its list opens: the tenant's default period, or none when the tenant has none. */
export function portalDefaultFilters(period: { from?: string | null; to?: string | null } | null | undefined): EventFilters | null {
  if (!period?.from && !period?.to) return null;
  return { period: { from: period.from ?? null, to: period.to ?? null, timezone: TENANT_PERIOD_ZONE } };
}

/** The URL's filters, keeping only well-formed fields (a hand-edited URL never breaks the query). */
export function readFilters(searchParams: URLSearchParams): EventFilters | null {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(searchParams.get('filters') ?? 'null');
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const filters: EventFilters = {};
  for (const key of LOOKUP_FILTERS) if (isIdList(parsed[key]) && parsed[key].length) filters[key] = parsed[key];
  if (isTextList(parsed.selectedTypes) && parsed.selectedTypes.length) filters.selectedTypes = parsed.selectedTypes as EventTypeValue[];
  if (isTextList(parsed.selectedStatuses) && parsed.selectedStatuses.length) {
    filters.selectedStatuses = parsed.selectedStatuses as EventStatusValue[];
  }
  const period = parsed.period as Record<string, unknown> | undefined;
  if (period && (isDate(period.from) || isDate(period.to))) {
    filters.period = {
      from: isDate(period.from) ? period.from : null,
      to: isDate(period.to) ? period.to : null,
      timezone: typeof period.timezone === 'string' ? period.timezone : null,
    };
  }
  return Object.keys(filters).length ? filters : null;
}

export function readFilterLabels(searchParams: URLSearchParams): FilterLabels {
  try {
    const parsed = JSON.parse(searchParams.get('filterLabels') ?? '{}');
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/** The filter badge: one per field set; the date range counts 1. */
export function countFilters(filters: EventFilters | null): number {
  if (!filters) return 0;
  let count = 0;
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'period') count += value && ((value as EventFilters['period'])!.from || (value as EventFilters['period'])!.to) ? 1 : 0;
    else if (Array.isArray(value) && value.length) count += 1;
  }
  return count;
}
