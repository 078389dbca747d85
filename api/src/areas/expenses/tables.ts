import { bigint, date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The expenses area's tables (checked against the migrated database by platform/db/__tests__/tables.test.ts).

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

/** Migration 0029: a Financials row per (event, speaker) group of lines, kept by triggers (`expense_lines_groups`). */
export const expenseGroups = pgTable('expense_groups', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  event_id: integer().notNull(),
  speaker_id: integer(),
  total_cents: bigint({ mode: 'number' }).notNull(),
  line_count: integer().notNull(),
  event_start: ts().notNull(),
  event_short_name: text().notNull(),
  event_title: text().notNull(),
  speaker_first_name: text(),
  speaker_last_name: text(),
});
