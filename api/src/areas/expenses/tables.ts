import { date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The expenses area's table (checked against the migrated database by platform/db/__tests__/tables.test.ts).

const ts = () => timestamp({ withTimezone: true, mode: 'string' });

export const expenseLines = pgTable('expense_lines', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  event_id: integer().notNull(),
  speaker_id: integer(),
  expense_type: text().notNull(),
  amount_cents: integer().notNull(),
  payment_date: date({ mode: 'string' }),
  status: text().notNull(),
  check_id: integer(),
  created_by: integer(),
  created_at: ts().notNull().defaultNow(),
  updated_at: ts().notNull().defaultNow(),
});
