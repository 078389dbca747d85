import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The fees area's tables (checked against the migrated database by platform/db/__tests__/tables.test.ts).

const ts = () => timestamp({ withTimezone: true, mode: 'string' });

export const feeQuestions = pgTable('fee_questions', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  label: text().notNull(),
  category: text().notNull(),
  weight: integer().notNull(),
  position: integer().notNull(),
});

export const feeOptions = pgTable('fee_options', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  question_id: integer().notNull(),
  field: text().notNull(),
  operation: text().notNull(),
  position: integer().notNull(),
});

export const speakerFeeRates = pgTable('speaker_fee_rates', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  speaker_id: integer().notNull(),
  option_id: integer().notNull(),
  question_label: text().notNull(),
  field: text().notNull(),
  operation: text().notNull(),
  units: integer().notNull(),
  saved_at: ts().notNull().defaultNow(),
});

export const feeChecks = pgTable('fee_checks', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  speaker_id: integer().notNull(),
  event_id: integer().notNull(),
  amount_cents: integer().notNull(),
  meta: jsonb().notNull(),
  created_by: integer(),
  created_at: ts().notNull().defaultNow(),
  deleted_at: ts(),
  /** The speaker's names and the event's short name, kept by triggers (0028: the list sorts and searches them). */
  speaker_first_name: text().notNull(),
  speaker_last_name: text().notNull(),
  event_short_name: text().notNull(),
});
