import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

// The dashboards' chart configs (migration 0038). Checked by platform/db/__tests__/tables.test.ts.

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
