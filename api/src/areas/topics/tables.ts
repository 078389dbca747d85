import { pgTable, serial, text } from 'drizzle-orm/pg-core';

// The topics area's table, which events, resources and trainings refer to. Checked by
// platform/db/__tests__/tables.test.ts.

export const topics = pgTable('topics', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  name: text().notNull(),
  description: text(),
  /** The dashboards' Therapeutic Area (migration 0038). */
  therapeutic_area: text(),
});
