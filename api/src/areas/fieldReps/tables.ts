import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

// The field reps area's table, which the event form and other areas read. Checked by
// platform/db/__tests__/tables.test.ts.

export const fieldReps = pgTable('field_reps', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  name: text().notNull(),
  phone: text(),
  email: text().notNull(),
  /** Where the rep works (migration 0038): the Regions dashboard's region and territory of their events. */
  region_id: integer(),
  territory: text(),
});
