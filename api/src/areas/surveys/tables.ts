import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The surveys area's table (its questions are areas/questions'). Checked by platform/db/__tests__/tables.test.ts.

/** A survey template (spec 001 §3; migration 0014); its questions and skip logic are areas/questions'. */
export const surveyTemplates = pgTable('survey_templates', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  name: text().notNull(),
  job_number: text(),
  language: text().$type<'en' | 'es'>().notNull().default('en'),
  isi_text: text(),
  logo: text(),
  consent_text: text(),
  privacy_policy_link: text(),
  is_anonymous: boolean().notNull().default(false),
  is_evaluation: boolean().notNull().default(false),
  created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
