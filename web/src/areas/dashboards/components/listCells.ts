import {
  DASHBOARD_COLUMN_HEADERS,
  DASHBOARD_COLUMNS,
  NOT_PROVIDED,
  STATUS_GROUP_LABELS,
  UNKNOWN,
  type DashboardCategory,
} from '../../../../../api/src/areas/dashboards/contract.ts';
import { EVENT_STATUS_LABELS, EVENT_TYPE_LABELS, LOCATION_TYPE_LABELS } from '../../../../../api/src/areas/events/contract.ts';
import { formatAmount } from '../../../../../api/src/areas/fees/contract.ts';
import { listDate } from '../../../shared/listDate.ts';
import { wallTime } from '../../../shared/timezones.ts';

/** A row of a dashboard list as the BFF answers it (`DashboardRow`): the category's columns set, the others null. */
export interface DashboardRowValues {
  readonly eventShortName?: string | null;
  readonly speaker?: string | null;
  readonly date?: string | null;
  readonly zone?: string | null;
  readonly status?: string | null;
  readonly locationType?: string | null;
  readonly type?: string | null;
  readonly topic?: string | null;
  readonly therapeuticArea?: string | null;
  readonly cost?: number | null;
  readonly honoraria?: number | null;
  readonly credentials?: string | null;
  readonly attendee?: string | null;
  readonly region?: string | null;
  readonly territory?: string | null;
  readonly attendees?: number | null;
}

/** The columns of a category's list (spec 002 §2.18): [field, header]. */
export const listColumns = (category: DashboardCategory) =>
  DASHBOARD_COLUMNS[category].map((field) => [field, DASHBOARD_COLUMN_HEADERS[category][field] ?? field] as const);

/** Missing values (spec 002 §9, the shared design): 'Not Provided' for a topic, therapeutic area, credentials or
 *  location type; 'Unknown' for a region, territory or speaker. */
const MISSING: Record<string, string> = {
  topic: NOT_PROVIDED,
  therapeuticArea: NOT_PROVIDED,
  credentials: NOT_PROVIDED,
  locationType: NOT_PROVIDED,
  region: UNKNOWN,
  territory: UNKNOWN,
  speaker: UNKNOWN,
};

const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/**
 * A cell's text. Dates: the event's day on its own zone's clock (MM/DD/YYYY, as the other lists), except the Expenses
 * list's payment date, a calendar day with no zone of its own (its UTC day). Money in USD with cents; statuses,
 * location and event types by their labels (the Regions list's status by its status group's label); a missing value
 * as MISSING says, else empty. The Regions list's Attendees is the event's Registered, 0 when it has none (null: hidden
 * from the role, empty as every hidden column).
 */
export function cellText(category: DashboardCategory, field: string, row: DashboardRowValues): string {
  const value = (row as Record<string, unknown>)[field];
  if (value === null || value === undefined || value === '') return MISSING[field] ?? '';
  switch (field) {
    case 'date':
      if (category === 'expense' || !row.zone) return listDate(String(value).slice(0, 10));
      return listDate(wallTime(String(value), row.zone).date);
    case 'cost':
    case 'honoraria':
      return formatAmount(Number(value));
    case 'status':
      return category === 'region' ? label(STATUS_GROUP_LABELS, String(value)) : label(EVENT_STATUS_LABELS, String(value));
    case 'locationType':
      return label(LOCATION_TYPE_LABELS, String(value));
    case 'type':
      return category === 'expense' ? String(value) : label(EVENT_TYPE_LABELS, String(value));
    default:
      return String(value);
  }
}
