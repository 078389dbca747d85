/**
 * The report filters' Period (spec 001 §2 Survey responses, spec 002 §5 Analytics period): Today, This Week, This
 * Month, This Year or Custom (From and To), sent as `YYYY/MM/DD HH:mm` in the browser's timezone (spec 001 §7: "a
 * timezone guess", what moment-timezone's guess reads: the browser's IANA zone).
 */

export const PERIOD_LABELS = { today: 'Today', week: 'This Week', month: 'This Month', year: 'This Year', custom: 'Custom' } as const;
export type PeriodPreset = keyof typeof PERIOD_LABELS;
export const PERIOD_PRESETS = Object.keys(PERIOD_LABELS) as PeriodPreset[];

/** A chosen period as the URL keeps it: a preset, or Custom with dates (`YYYY-MM-DD`, the date inputs' values). */
export interface PeriodChoice {
  preset: PeriodPreset;
  from?: string | null;
  to?: string | null;
}

/** What GraphQL's `ReportPeriodInput` takes. */
export interface PeriodInput {
  from: string;
  to: string;
  timezone: string;
}

/** The browser's IANA timezone (moment-timezone's `guess` reads the same). */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const two = (n: number) => String(n).padStart(2, '0');
/** `YYYY/MM/DD HH:mm` of a local date-time. */
export const periodTime = (d: Date) =>
  `${d.getFullYear()}/${two(d.getMonth() + 1)}/${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
/** `YYYY-MM-DD` (a date input's value) of a local date. */
export const dateValue = (d: Date) => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;

export const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
export const dayStart = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 0, 0);
};
export const dayEnd = (date: string) => {
  const start = dayStart(date);
  return new Date(start.getFullYear(), start.getMonth(), start.getDate(), 23, 59);
};

/** The first and last minute of the period (weeks start on Sunday, as moment's default locale has it); null for a
 *  Custom period without both dates. */
export function periodRange(choice: PeriodChoice, now = new Date()): { from: Date; to: Date } | null {
  const y = now.getFullYear();
  const m = now.getMonth();
  const d = now.getDate();
  switch (choice.preset) {
    case 'today':
      return { from: new Date(y, m, d, 0, 0), to: new Date(y, m, d, 23, 59) };
    case 'week': {
      const first = d - now.getDay();
      return { from: new Date(y, m, first, 0, 0), to: new Date(y, m, first + 6, 23, 59) };
    }
    case 'month':
      return { from: new Date(y, m, 1, 0, 0), to: new Date(y, m + 1, 0, 23, 59) };
    case 'year':
      return { from: new Date(y, 0, 1, 0, 0), to: new Date(y, 11, 31, 23, 59) };
    case 'custom':
      return isDate(choice.from) && isDate(choice.to) ? { from: dayStart(choice.from), to: dayEnd(choice.to) } : null;
  }
}

/** The period as GraphQL takes it, or null for none. */
export function toPeriodInput(choice: PeriodChoice | null | undefined, now = new Date()): PeriodInput | null {
  const range = choice ? periodRange(choice, now) : null;
  return range ? { from: periodTime(range.from), to: periodTime(range.to), timezone: browserZone() } : null;
}

/** A period read from the URL, kept only when well formed (a hand-edited URL never breaks the query). */
export function readPeriodChoice(value: unknown): PeriodChoice | null {
  if (!value || typeof value !== 'object') return null;
  const { preset, from, to } = value as Record<string, unknown>;
  if (typeof preset !== 'string' || !(preset in PERIOD_LABELS)) return null;
  if (preset !== 'custom') return { preset: preset as PeriodPreset };
  return isDate(from) && isDate(to) ? { preset: 'custom', from, to } : null;
}
