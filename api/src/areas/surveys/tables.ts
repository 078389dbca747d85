import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The surveys area's tables: the templates and their responses (their questions are areas/questions'). Checked by
// platform/db/__tests__/tables.test.ts.

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

/** A survey response (migration 0015); its answers are `survey_answers`. */
export const surveyResponses = pgTable('survey_responses', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  event_id: integer().notNull(),
  survey_template_id: integer().notNull(),
  /** Null for anonymous surveys and respondents who gave no name. */
  attendee_id: integer(),
  submitted_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const surveyAnswers = pgTable('survey_answers', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  response_id: integer().notNull(),
  question_id: integer().notNull(),
  /** The answer as a person reads it (the engine's answerText). */
  answer: text(),
  /** The answer as given (the engine's AnswerValue). */
  value: jsonb(),
});

/** Per event with responses: its response count and short name, kept by triggers (migration 0016): the list's rows. */
export const eventResponseCounts = pgTable('event_response_counts', {
  event_id: integer().primaryKey(),
  tenant_id: text().notNull(),
  short_name: text().notNull(),
  responses: integer().notNull(),
});
