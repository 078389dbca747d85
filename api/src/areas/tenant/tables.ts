import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Tenant configuration (migration 0022). Checked by platform/db/__tests__/tables.test.ts.

export const expenseFilteringRules = pgTable('expense_filtering_rules', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  comparison_type: text().notNull(),
  comparison_string: text().notNull(),
});

export const configurationChanges = pgTable('configuration_changes', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  actor_user_id: integer(),
  kind: text().notNull(),
  target: text().notNull(),
  before: jsonb(),
  after: jsonb(),
  at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
