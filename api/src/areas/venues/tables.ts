import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

// The venues area's table. Checked by platform/db/__tests__/tables.test.ts.

export const venues = pgTable('venues', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  name: text().notNull(),
  address: text(),
  city: text(),
  state: text(),
  zip_code: text(),
  capacity: integer(),
});
