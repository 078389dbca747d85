import { boolean, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// The email series area's tables: the series (the event form picks one) and their templates (migration 0031). Checked
// by platform/db/__tests__/tables.test.ts.

export const emailSeries = pgTable('email_series', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  name: text().notNull(),
  platform: boolean().notNull().default(false),
  product: text().notNull().default('hive'),
  created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** An e-mail template (spec 002 §3); its type is the contract's `EMAIL_TEMPLATE_TYPES` id. */
export const emailTemplates = pgTable('email_templates', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  email_series_id: integer(),
  name: text().notNull(),
  active: boolean().notNull().default(true),
  subject: text().notNull(),
  cc: text().array().notNull().default([]),
  recipients: text().array().notNull().default([]),
  body: text().notNull().default(''),
  preheader: text(),
  width: integer().notNull().default(600),
  ical_event: boolean().notNull().default(false),
  ical_title: text(),
  ical_description: text(),
  event_type: text(),
  email_template_type_id: smallint().notNull(),
  created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  /** Migration 0035: the designer that made the body ('legacy', 'v2'; null: none yet) and Designer V2's blocks. */
  builder: text(),
  design: jsonb(),
});

/** An event (attendance_id 0) or one of its attendances whose automatic e-mails the planner must look at again
 *  (migration 0033: written by triggers on attendances, events and templates). */
export const emailPlanRequests = pgTable('email_plan_requests', {
  tenant_id: text().notNull(),
  event_id: integer().notNull(),
  attendance_id: integer().notNull().default(0),
  requested_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
