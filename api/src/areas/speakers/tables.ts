import { date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The speakers area's own tables (the `speakers` table itself is declared with the platform's catalog
// tables, which the event form reads too). Checked by platform/db/__tests__/tables.test.ts.

export const contractAddresses = pgTable('contract_addresses', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  speaker_id: integer().notNull(),
  address: text().notNull(),
  city: text().notNull(),
  state: text().notNull(),
  zip: text().notNull(),
});

export const contracts = pgTable('contracts', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  speaker_id: integer().notNull(),
  name: text().notNull(),
  type: text().notNull(),
  signed_date: date({ mode: 'string' }),
  start_date: date({ mode: 'string' }),
  end_date: date({ mode: 'string' }),
  contract_resource_id: integer(),
  w9_resource_id: integer(),
  created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const speakerBlackoutDates = pgTable('speaker_blackout_dates', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  speaker_id: integer().notNull(),
  blackout_date: date({ mode: 'string' }).notNull(),
});
