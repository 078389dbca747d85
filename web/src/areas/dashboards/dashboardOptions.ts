import { DASHBOARD_COLUMNS, defaultRange, type DashboardCategory } from '../../../../api/src/areas/dashboards/contract.ts';
import type { EventStatusValue, EventTypeValue, LocationTypeValue } from '../events/constants.ts';

/** GraphQL's `DashboardCategory` of a contract category (`program` → `PROGRAM`). */
export type CategoryValue = 'PROGRAM' | 'ATTENDEE' | 'SPEAKER' | 'EXPENSE' | 'REGION';
export const categoryValue = (category: DashboardCategory) => category.toUpperCase() as CategoryValue;
export const categoryOf = (value: string) => value.toLowerCase() as DashboardCategory;

/** A dashboard's filters as the URL query `filters` keeps them (spec 002 §2.18: encoded JSON, so a link can be shared)
 *  and as GraphQL's `DashboardFiltersInput` takes them: enum names as GraphQL spells them, topics by global id. */
export interface DashboardFilters {
  startDate?: string;
  endDate?: string;
  status?: EventStatusValue[];
  locationType?: LocationTypeValue[];
  type?: EventTypeValue[];
  topicIds?: string[];
}

/** The default range: this calendar year (spec 002 §4, §9). */
export const thisYearRange = (now = new Date()) => defaultRange(now.getFullYear());

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const strings = (value: unknown, pattern = /^[A-Za-z0-9_:=+/-]{1,200}$/) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && pattern.test(v)) : [];

/** The URL's filters, keeping only well-formed fields (a hand-edited URL never breaks the query); empty lists left out. */
export function readDashboardFilters(searchParams: URLSearchParams): DashboardFilters {
  let parsed: Record<string, unknown>;
  try {
    parsed = (JSON.parse(searchParams.get('filters') ?? '{}') ?? {}) as Record<string, unknown>;
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const filters: DashboardFilters = {};
  if (typeof parsed.startDate === 'string' && DAY.test(parsed.startDate)) filters.startDate = parsed.startDate;
  if (typeof parsed.endDate === 'string' && DAY.test(parsed.endDate)) filters.endDate = parsed.endDate;
  const enums = /^[A-Z_]{1,40}$/;
  const status = strings(parsed.status, enums) as EventStatusValue[];
  const locationType = strings(parsed.locationType, enums) as LocationTypeValue[];
  const type = strings(parsed.type, enums) as EventTypeValue[];
  const topicIds = strings(parsed.topicIds);
  if (status.length) filters.status = status;
  if (locationType.length) filters.locationType = locationType;
  if (type.length) filters.type = type;
  if (topicIds.length) filters.topicIds = topicIds;
  return filters;
}

/** The filters the queries are asked with: the URL's, the range defaulting to this calendar year. */
export function effectiveFilters(filters: DashboardFilters, now = new Date()): DashboardFilters {
  const range = thisYearRange(now);
  return { ...filters, startDate: filters.startDate ?? range.startDate, endDate: filters.endDate ?? range.endDate };
}

/** The filters worth writing to the URL: a range equal to the default and empty lists are left out, so the address of
 *  an unfiltered dashboard stays clean and the badge stays 0. */
export function cleanFilters(filters: DashboardFilters, now = new Date()): DashboardFilters {
  const range = thisYearRange(now);
  const clean: DashboardFilters = {};
  const custom = (filters.startDate ?? range.startDate) !== range.startDate || (filters.endDate ?? range.endDate) !== range.endDate;
  if (custom) {
    clean.startDate = filters.startDate ?? range.startDate;
    clean.endDate = filters.endDate ?? range.endDate;
  }
  for (const key of ['status', 'locationType', 'type', 'topicIds'] as const) {
    const list = filters[key];
    if (list?.length) (clean as Record<string, unknown>)[key] = list;
  }
  return clean;
}

/**
 * The Filters badge (spec 002 §9: "the filter badge counts set filters, the date range counting 1"): 1 for a date range
 * other than the default (this calendar year), whichever of its two ends differs, plus 1 for each of Status, Location
 * Type, Type and Topic with at least one value chosen. The default range is what every dashboard shows unfiltered, so
 * it is not counted.
 */
export function filterCount(filters: DashboardFilters, now = new Date()): number {
  const clean = cleanFilters(filters, now);
  return (clean.startDate ? 1 : 0) + (['status', 'locationType', 'type', 'topicIds'] as const).filter((k) => clean[k]?.length).length;
}

/** Dashboard or List mode, kept in the URL query `view` (`list`; absent: the charts). */
export type DashboardMode = 'dashboard' | 'list';
export const readMode = (searchParams: URLSearchParams): DashboardMode => (searchParams.get('view') === 'list' ? 'list' : 'dashboard');

/** A list column → GraphQL `DashboardColumn` (`eventShortName` → `EVENT_SHORT_NAME`); null when not the category's. */
export function dashboardSortField(category: DashboardCategory) {
  const columns: readonly string[] = DASHBOARD_COLUMNS[category];
  return (column: string | null) =>
    column && columns.includes(column) ? (column.replace(/([A-Z])/g, '_$1').toUpperCase() as DashboardColumnValue) : null;
}
export type DashboardColumnValue =
  | 'EVENT_SHORT_NAME'
  | 'SPEAKER'
  | 'DATE'
  | 'STATUS'
  | 'LOCATION_TYPE'
  | 'TYPE'
  | 'TOPIC'
  | 'THERAPEUTIC_AREA'
  | 'COST'
  | 'HONORARIA'
  | 'CREDENTIALS'
  | 'ATTENDEE'
  | 'REGION'
  | 'TERRITORY'
  | 'ATTENDEES';

/**
 * The grid's breakpoints (spec 002 §2.18: per-chart columns for mobile, sm, md, lg), by the window's width: below
 * 600 px a phone (`mobileCols`), from 600 px small (`smCols`), from 960 px medium (`mdCols`), from 1280 px large
 * (`lgCols`; the event list's one-row toolbar starts there too). The grid has 12 columns; each chart spans its own
 * (DashboardGrid's media queries read them from the card's CSS variables).
 */
export const GRID_BREAKPOINTS = { sm: 600, md: 960, lg: 1280 } as const;

/** A chart's columns at one width, 1 to 12 (a config holding more spans the whole row). */
export const clampCols = (cols: number) => Math.min(Math.max(Math.round(cols) || 12, 1), 12);
