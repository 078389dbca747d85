import { pgTable, serial, text } from 'drizzle-orm/pg-core';

// The email series area's table, which the event form picks from. Checked by platform/db/__tests__/tables.test.ts.

export const emailSeries = pgTable('email_series', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  name: text().notNull(),
});
