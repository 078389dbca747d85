import { z } from 'zod';
import { instant, pageOf, type Json } from '../../platform/http/answer.ts';
import { DASHBOARD_CATEGORIES, DASHBOARD_VALUE_FORMATS } from './contract.ts';

/** What the dashboard routes answer: the REST contract's answer half (platform/http/answer.ts). Money in dollars with at
 *  most two decimals (summed as integer cents). */

/** A chart config (spec 002 §3 "Dashboard chart config"): `type` is its dashboard. */
export const dashboardChart = z.object({
  id: z.number().int(),
  chartId: z.string(),
  title: z.string(),
  type: z.enum(DASHBOARD_CATEGORIES),
  mobileCols: z.number().int(),
  smCols: z.number().int(),
  mdCols: z.number().int(),
  lgCols: z.number().int(),
  order: z.number().int(),
});
export const dashboardCharts = z.array(dashboardChart);

/**
 * One chart's data: the x axis's `categories` (months as `YYYY-MM`, or labels) and one `values` per category in each
 * series (a series per status group, per measure). `unavailable` says why a chart has no data for this caller (a field
 * it groups by is hidden from the role), with empty categories and series.
 */
export const chartData = z.object({
  chartId: z.string(),
  format: z.enum(DASHBOARD_VALUE_FORMATS),
  categories: z.array(z.string()),
  series: z.array(z.object({ key: z.string(), label: z.string(), values: z.array(z.number()) })),
  unavailable: z.string().nullable(),
});
/** `GET dashboard/{category}`: every chart of the category (contract.ts `DASHBOARD_CHARTS`), in that order. */
export const dashboardData = z.object({ charts: z.array(chartData) });

/**
 * A list row of any dashboard (spec 002 §2.18, §3 "Dashboard rows"): the fields of the category's columns
 * (contract.ts `DASHBOARD_COLUMNS`) are set, the others null; a field hidden from the caller's role is null too.
 * `key` identifies the row within its list (`{eventId}`, `{eventId}-{speakerId}`, the attendance's or line's id).
 */
export const dashboardRow = z.object({
  key: z.string(),
  eventId: z.number().int(),
  eventShortName: z.string().nullable(),
  speaker: z.string().nullable(),
  /** The event's start (the expense list: the line's payment date, `YYYY-MM-DD`, at 12:00 UTC). */
  date: instant.nullable(),
  zone: z.string().nullable(),
  /** The event's status (REST value); the region list: its region status group (contract.ts `REGION_STATUS_GROUPS`). */
  status: z.string().nullable(),
  locationType: z.string().nullable(),
  /** The event's type; the expense list: the line's expense type. */
  type: z.string().nullable(),
  topic: z.string().nullable(),
  therapeuticArea: z.string().nullable(),
  cost: z.number().nullable(),
  honoraria: z.number().nullable(),
  credentials: z.string().nullable(),
  attendee: z.string().nullable(),
  region: z.string().nullable(),
  territory: z.string().nullable(),
  attendees: z.number().int().nullable(),
});
export const dashboardPage = pageOf(dashboardRow);

export type DashboardChart = Json<typeof dashboardChart>;
export type ChartData = Json<typeof chartData>;
export type DashboardData = Json<typeof dashboardData>;
export type DashboardRow = Json<typeof dashboardRow>;
export type DashboardPage = Json<typeof dashboardPage>;

/** The request schemas, for the BFF's request types (`z.input`). */
export type { chartBody, dashboardFilters } from './bodies.ts';
