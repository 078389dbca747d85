/**
 * The dashboards' contract (spec 002 §2.18, §2.19, §3 "Dashboard chart config", "Dashboard rows", "Filter object", §4
 * "Dashboards", §5 "Dashboard config chart", §7 "Dashboard", §8, §9): the categories, the charts each category offers,
 * the status counting, the list columns and their sorts, the limits and the texts shared by the api, the BFF and the
 * web. Plain TypeScript with no I/O.
 *
 * Money is integer cents in the database and in every aggregate; answers carry dollars with at most two decimals.
 */

export { DASHBOARD_CATEGORIES, DASHBOARD_PAGES, type DashboardCategory } from './pages.ts';
import { DASHBOARD_PAGES, type DashboardCategory } from './pages.ts';

/** The export's file name when the answer names none (spec 002 §7): `{stem}_{YYYY-MM-DD}.xlsx`. */
export const dashboardFileName = (category: DashboardCategory, date: string) => `${DASHBOARD_PAGES[category].fileStem}_${date}.xlsx`;

/**
 * The charts the api computes, per category (`chartId` of a chart config). A config naming another chart id is kept
 * (the web shows 'component not found'); its data is not asked for.
 *
 * - program: `statusByMonth` (events per month by status group), `statusByServiceType` (the 5 commonest event types
 *   by status group), `programsByTopic` (events per topic), `costOverTime` (cost and honoraria per month).
 * - attendee: `attendeesByCredentials`, `signedInVsRegistered` (per month), `signedInEvents` (the QR code table: events
 *   with at least one signed-in attendee, their registered and signed-in counts).
 * - speaker: `honorariaOverTime` (per month), `topSpeakers` (the 10 speakers with the most programs, their programs
 *   and honoraria), `speakerStatusByMonth` (speaker engagements per month by status group).
 * - expense: `expensesByType` (amount per expense type), `expensesOverTime` (amount per payment month),
 *   `expensesByStatus` (amount per event status group).
 * - region: `regionsByStatus` (events per region by the region status of §4), `attendeesByRegion` (signed-in
 *   attendees per region).
 */
export const DASHBOARD_CHARTS = {
  program: ['statusByMonth', 'statusByServiceType', 'programsByTopic', 'costOverTime'],
  attendee: ['attendeesByCredentials', 'signedInVsRegistered', 'signedInEvents'],
  speaker: ['honorariaOverTime', 'topSpeakers', 'speakerStatusByMonth'],
  expense: ['expensesByType', 'expensesOverTime', 'expensesByStatus'],
  region: ['regionsByStatus', 'attendeesByRegion'],
} as const satisfies Record<DashboardCategory, readonly string[]>;
export type DashboardChartId = (typeof DASHBOARD_CHARTS)[DashboardCategory][number];

/** The demo's configured charts and their titles (areas/dashboards/seed.ts), in order. */
export const DASHBOARD_CHART_TITLES: Record<DashboardChartId, string> = {
  statusByMonth: 'Programs by Month',
  statusByServiceType: 'Programs by Service Type',
  programsByTopic: 'Programs by Topic',
  costOverTime: 'Cost and Honoraria',
  attendeesByCredentials: 'Attendees by Credentials',
  signedInVsRegistered: 'Signed In vs Registered',
  signedInEvents: 'QR Code Sign-ins',
  honorariaOverTime: 'Honoraria over Time',
  topSpeakers: 'Top Speakers',
  speakerStatusByMonth: 'Speaker Programs by Month',
  expensesByType: 'Expenses by Type',
  expensesOverTime: 'Expenses over Time',
  expensesByStatus: 'Expenses by Program Status',
  regionsByStatus: 'Regions by Status',
  attendeesByRegion: 'Attendees by Region',
};

/** How a chart's values read: a count, or dollars ($, 2 decimals, thousands separators: spec 002 §9). */
export const DASHBOARD_VALUE_FORMATS = ['count', 'currency'] as const;
export type DashboardValueFormat = (typeof DASHBOARD_VALUE_FORMATS)[number];

/**
 * Event status counting (spec 002 §4), one definition: migration 0038's SQL functions `dashboard_status` and
 * `dashboard_region_status` implement these, and the tests check each status the spec lists.
 * - completed: complete or completed; in planning: contains 'plan', or scheduled, or pending; cancelled: contains
 *   'cancel'; anything else (approved, closed, confirmed, in-progress, ...) other.
 * - The region view: cancelled; confirmed (confirmed, complete, completed); planning (contains 'plan', scheduled,
 *   pending); anything else other.
 */
export const STATUS_GROUPS = ['completed', 'planning', 'cancelled', 'other'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];
export const REGION_STATUS_GROUPS = ['confirmed', 'planning', 'cancelled', 'other'] as const;
export type RegionStatusGroup = (typeof REGION_STATUS_GROUPS)[number];
export const STATUS_GROUP_LABELS: Record<StatusGroup | RegionStatusGroup, string> = {
  completed: 'Completed',
  confirmed: 'Confirmed',
  planning: 'In Planning',
  cancelled: 'Cancelled',
  other: 'Other',
};

/** The status colours (spec 002 §9), by the status or status group they colour. */
export const STATUS_COLOURS = {
  approved: '#f2a33a', // yellow-orange
  cancelled: '#d13438', // red
  closed: '#4a4a4a', // dark grey
  confirmed: '#e3008c', // pink
  pending: '#0f6cbd', // blue
  completed: '#038387', // teal
  planning: '#107c10', // green
  // Not a spec colour: a grey apart from closed's, dark enough for the chips' white text (4.9:1, WCAG AA).
  other: '#707070',
} as const;

/** The texts that stand for a missing value (spec 002 §9): a row's missing field, an aggregate's missing group. */
export const NOT_PROVIDED = 'Not Provided';
export const UNKNOWN = 'Unknown';

export const DASHBOARD_LIMITS = {
  /** Spec 002 §9: the status-by-service-type chart shows the 5 commonest types. */
  serviceTypes: 5,
  /** Topic labels are cut at 20 characters with an ellipsis (spec 002 §9). */
  topicLabel: 20,
  /** The top speakers chart. */
  topSpeakers: 10,
  /** The QR code table's rows. */
  signedInEvents: 50,
  /** Columns of a chart per width (spec 002 §5: the selector offers 1 to 12). */
  cols: 12,
  chartId: 50,
  title: 100,
  /** Charts per category. */
  charts: 30,
  /** Longest date range a dashboard aggregates, in days (ten years). */
  rangeDays: 3660,
} as const;

/** A new chart (spec 002 §5, §9): 12 columns per width, title 'New Chart', chart id 'newChart', order count + 1. */
export const NEW_CHART = { chartId: 'newChart', title: 'New Chart', mobileCols: 12, smCols: 12, mdCols: 12, lgCols: 12 } as const;

/** The attendance's Veeva status that counts as signed in (spec 002 §3), besides the sign-in sheet's own statuses. */
export const SIGNED_VOD = 'Signed_vod';
export const SIGNED_IN_STATUSES = ['attended', 'walkin'] as const;

/** The list columns per dashboard (spec 002 §2.18), each the row's field it shows and sorts by (`sortBy`). */
export const DASHBOARD_COLUMNS = {
  program: ['eventShortName', 'speaker', 'date', 'status', 'locationType', 'type', 'topic', 'therapeuticArea', 'cost'],
  expense: ['eventShortName', 'speaker', 'date', 'status', 'locationType', 'type', 'topic', 'cost'],
  speaker: ['eventShortName', 'speaker', 'date', 'status', 'locationType', 'type', 'topic', 'therapeuticArea', 'honoraria'],
  attendee: ['eventShortName', 'date', 'status', 'locationType', 'credentials', 'attendee'],
  region: ['eventShortName', 'status', 'date', 'region', 'territory', 'attendees'],
} as const satisfies Record<DashboardCategory, readonly string[]>;
export type DashboardColumn = (typeof DASHBOARD_COLUMNS)[DashboardCategory][number];

/** The column headers (spec 002 §2.18); the region list's `eventShortName` is its Name, its `date` its Start, the
 *  expense list's `date` the payment date and its `type` the expense type. */
export const DASHBOARD_COLUMN_HEADERS: Record<DashboardCategory, Record<string, string>> = {
  program: {
    eventShortName: 'ID',
    speaker: 'Speaker',
    date: 'Date',
    status: 'Status',
    locationType: 'Location Type',
    type: 'Type',
    topic: 'Topic',
    therapeuticArea: 'Therapeutic Area',
    cost: 'Cost',
  },
  expense: {
    eventShortName: 'ID',
    speaker: 'Speaker',
    date: 'Date',
    status: 'Status',
    locationType: 'Location Type',
    type: 'Type',
    topic: 'Topic',
    cost: 'Cost',
  },
  speaker: {
    eventShortName: 'ID',
    speaker: 'Speaker',
    date: 'Date',
    status: 'Status',
    locationType: 'Location Type',
    type: 'Type',
    topic: 'Topic',
    therapeuticArea: 'Therapeutic Area',
    honoraria: 'Honoraria',
  },
  attendee: {
    eventShortName: 'ID',
    date: 'Date',
    status: 'Status',
    locationType: 'Location Type',
    credentials: 'Credentials',
    attendee: 'Attendee',
  },
  region: { eventShortName: 'Name', status: 'Status', date: 'Start', region: 'Region', territory: 'Territory', attendees: 'Attendees' },
};

export const DASHBOARD_MESSAGES = {
  saved: 'Chart saved successfully',
  saveFailed: 'Failed to save chart',
  deleted: 'Chart deleted successfully',
  deleteFailed: 'Failed to delete chart',
  deleteConfirm: 'Are you sure you want to delete this chart?',
  componentNotFound: 'component not found',
  titleRequired: 'Title is required',
  titleLong: `Title must be at most ${DASHBOARD_LIMITS.title} characters`,
  chartIdRequired: 'Chart id is required',
  chartIdPattern: 'Chart id must start with a letter and hold letters and digits only',
  chartIdLong: `Chart id must be at most ${DASHBOARD_LIMITS.chartId} characters`,
  cols: (name: string) => `${name} must be a whole number from 1 to ${DASHBOARD_LIMITS.cols}`,
  order: (count: number) => `Order must be a whole number from 1 to ${count}`,
  tooManyCharts: `At most ${DASHBOARD_LIMITS.charts} charts per dashboard`,
  categoryFixed: 'A chart stays in its dashboard: delete it and add it to the other one',
  dateInvalid: (name: string) => `${name} must be a date (YYYY-MM-DD)`,
  rangeReversed: 'End Date must be on or after Start Date',
  rangeTooLong: `The date range may span at most ${DASHBOARD_LIMITS.rangeDays} days`,
  filterHidden: (filter: string) => `filters.${filter}: filtering by ${filter} is not available to your role`,
  sortWrongCategory: (column: string, category: DashboardCategory) => `sortBy ${column} is not a column of the ${category} list`,
  chartHidden: (field: string) => `${field} is hidden from your role`,
} as const;

/** The default date range (spec 002 §4, §9): Jan 1 to Dec 31 of `year`. */
export const defaultRange = (year: number) => ({ startDate: `${year}-01-01`, endDate: `${year}-12-31` });

/** A topic label as charts show it (spec 002 §9): at most 20 characters, cut with an ellipsis. */
export const topicLabel = (name: string) =>
  name.length > DASHBOARD_LIMITS.topicLabel ? `${name.slice(0, DASHBOARD_LIMITS.topicLabel)}…` : name;
