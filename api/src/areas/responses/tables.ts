import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Survey responses and their answers (migration 0015). Checked by platform/db/__tests__/tables.test.ts.

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
