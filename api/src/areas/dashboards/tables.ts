import { bigint, date, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

// The dashboards' chart configs (migration 0038) and the monthly rollups of the events and expense lines (0040) and of
// the event–speaker pairs (0041), kept by triggers: read by cube.ts, never written by the api. Checked by
// platform/db/__tests__/tables.test.ts.

export const dashboardCharts = pgTable('dashboard_charts', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  chart_id: text().notNull(),
  title: text().notNull(),
  type: text().$type<'program' | 'attendee' | 'speaker' | 'expense' | 'region'>().notNull(),
  mobile_cols: integer().notNull(),
  sm_cols: integer().notNull(),
  md_cols: integer().notNull(),
  lg_cols: integer().notNull(),
  order: integer().notNull(),
});

export const dashboardEventMonths = pgTable('dashboard_event_months', {
  tenant_id: text().notNull(),
  month: date({ mode: 'string' }).notNull(),
  status: text().notNull(),
  type: text().notNull(),
  location_type: text(),
  topic_id: integer(),
  events: integer().notNull(),
  registered: integer().notNull(),
  signed_in: integer().notNull(),
});

export const dashboardRepMonths = pgTable('dashboard_rep_months', {
  tenant_id: text().notNull(),
  month: date({ mode: 'string' }).notNull(),
  status: text().notNull(),
  field_rep_id: integer(),
  events: integer().notNull(),
  signed_in: integer().notNull(),
});

export const dashboardExpenseMonths = pgTable('dashboard_expense_months', {
  tenant_id: text().notNull(),
  month: date({ mode: 'string' }).notNull(),
  paid_month: date({ mode: 'string' }),
  status: text().notNull(),
  expense_type: text().notNull(),
  amount_cents: bigint({ mode: 'number' }).notNull(),
  lines: integer().notNull(),
});

export const dashboardAttendanceMonths = pgTable('dashboard_attendance_months', {
  tenant_id: text().notNull(),
  month: date({ mode: 'string' }).notNull(),
  status: text().notNull(),
  credentials: text(),
  attendances: integer().notNull(),
});

/** The event–speaker pairs per month of their event and its status, type, location type and topic (migration 0041). */
export const dashboardSpeakerMonths = pgTable('dashboard_speaker_months', {
  tenant_id: text().notNull(),
  month: date({ mode: 'string' }).notNull(),
  status: text().notNull(),
  type: text().notNull(),
  location_type: text(),
  topic_id: integer(),
  pairs: integer().notNull(),
});

/** The event–speaker pairs per speaker and year of their event's local start (migration 0043). */
export const dashboardSpeakerYears = pgTable('dashboard_speaker_years', {
  tenant_id: text().notNull(),
  year: integer().notNull(),
  speaker_id: integer().notNull(),
  pairs: integer().notNull(),
});
