import { STATUS_COLOURS } from '../../../../../../api/src/areas/dashboards/contract.ts';

/** How each chart of the contract's DASHBOARD_CHARTS is drawn (web/README.md "Dashboards" lists them); a chart id
 *  without an entry has no component ('component not found'). */
export type ChartKind = 'stackedBar' | 'bar' | 'line' | 'table';
export const CHART_KINDS: Record<string, ChartKind> = {
  statusByMonth: 'stackedBar',
  statusByServiceType: 'stackedBar',
  programsByTopic: 'bar',
  costOverTime: 'line',
  attendeesByCredentials: 'bar',
  signedInVsRegistered: 'line',
  signedInEvents: 'table',
  honorariaOverTime: 'line',
  topSpeakers: 'bar',
  speakerStatusByMonth: 'stackedBar',
  expensesByType: 'bar',
  expensesOverTime: 'line',
  expensesByStatus: 'bar',
  regionsByStatus: 'stackedBar',
  attendeesByRegion: 'bar',
};

export type ValueFormat = 'COUNT' | 'CURRENCY' | '%future added value';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const compactUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });
const compactCount = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** A value as read (spec 002 §9): money with a $ sign, 2 decimals and thousands separators; counts with separators. */
export const formatValue = (format: ValueFormat, value: number) => (format === 'CURRENCY' ? usd.format(value) : count.format(value));
/** An axis tick: shorter ('$12.5K'). */
export const formatTick = (format: ValueFormat, value: number) =>
  format === 'CURRENCY' ? compactUsd.format(value) : compactCount.format(value);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** An x-axis category as shown: a month `YYYY-MM` as 'Jan 2026', anything else as it is. */
export function categoryLabel(category: string): string {
  const month = /^(\d{4})-(\d{2})$/.exec(category);
  return month ? `${MONTHS[Number(month[2]) - 1] ?? month[2]} ${month[1]}` : category;
}

/** Series without a status colour: Fluent's palette colours, in turn. */
const PALETTE = ['#0f6cbd', '#e3008c', '#038387', '#f2a33a', '#8764b8', '#107c10', '#d13438', '#4a4a4a'];
/** A series' colour: its status (group) colour of spec 002 §9 when its key is one, else the palette's. */
export const seriesColour = (key: string, index: number) =>
  (STATUS_COLOURS as Record<string, string>)[key] ?? PALETTE[index % PALETTE.length]!;
