import { pgTable, serial, text } from 'drizzle-orm/pg-core';

// The lookups area's catalog tables (field reps, topics, e-mail series), which the event form and other
// areas read. Checked by platform/db/__tests__/tables.test.ts.

export const emailSeries = pgTable('email_series', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  name: text().notNull(),
});

export const fieldReps = pgTable('field_reps', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  name: text().notNull(),
  phone: text(),
  email: text().notNull(),
});

export const topics = pgTable('topics', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  name: text().notNull(),
  description: text(),
});
