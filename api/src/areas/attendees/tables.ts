import { boolean, date, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Attendees, their event attendances and the answers a registration page collected (migration 0015).
// Checked against the migrated database by platform/db/__tests__/tables.test.ts.

export const attendees = pgTable('attendees', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  first_name: text().notNull(),
  last_name: text().notNull(),
  /** Lower case; unique per tenant when set. */
  email: text(),
  address: text(),
  city: text(),
  state: text(),
  zip_code: text(),
  marketing_opt_in: boolean().notNull().default(false),
  type: text().$type<'hcp' | 'patient' | 'caregiver'>().notNull().default('patient'),
  created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  /** MD, DO, NP, PA, RN, PharmD... (migration 0038: the Attendees dashboard). */
  credentials: text(),
});

export const eventAttendances = pgTable('event_attendances', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  event_id: integer().notNull(),
  attendee_id: integer().notNull(),
  status: text().notNull().default('walkin'),
  subscribed: boolean().notNull().default(true),
  source: text(),
  /** The registration page the attendance was made through (the analytics' registrations). */
  registration_template_id: integer(),
  created_date: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  /** The event's start, kept by triggers (migration 0018): the list's Event Month / Event Year. */
  event_start: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  /** The attendee's names, kept by triggers (migration 0018): the list's Last Name and First Name sorts. */
  attendee_first_name: text().notNull(),
  attendee_last_name: text().notNull(),
  /** The attendance's Veeva CRM status (migration 0038): `Signed_vod` counts as signed in. */
  veeva_status: text(),
  /** What the dashboards filter and order by of the event, and the attendee's credentials (trimmed, empty as none),
   *  kept by the same triggers (migration 0042). */
  event_local_start: date({ mode: 'string' }).notNull(),
  event_status: text().notNull(),
  event_type: text().notNull(),
  event_location_type: text(),
  event_topic_id: integer(),
  attendee_credentials: text(),
  /** The event's short name, kept by triggers (migration 0045): the Attendees dashboard list's sort. */
  event_short_name: text().notNull(),
});

export const attendanceAnswers = pgTable('attendance_answers', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  event_attendance_id: integer().notNull(),
  question_id: integer().notNull(),
  /** The answer as a person reads it (the engine's answerText). */
  answer: text(),
  /** The answer as given (the engine's AnswerValue). */
  value: jsonb(),
});
