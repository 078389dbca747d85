import { bigint, boolean, date, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The events area's tables (checked against the migrated database by platform/db/__tests__/tables.test.ts).

export const eventSpeakers = pgTable('event_speakers', {
  tenant_id: text().notNull(),
  event_id: integer().notNull(),
  speaker_id: integer().notNull(),
  /** The event's start, kept by triggers (migration 0013): the speaker list's year filter reads it. */
  event_start: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  /** What the dashboards filter and order by of the event, kept by the same triggers (migration 0041). */
  event_local_start: date({ mode: 'string' }).notNull(),
  event_status: text().notNull(),
  event_type: text().notNull(),
  event_location_type: text(),
  event_topic_id: integer(),
  /** The speaker's names and the pair's honoraria (its counted Honoraria lines), kept by triggers (migration 0045): the
   *  Speakers dashboard list's sorts. */
  speaker_first_name: text().notNull(),
  speaker_last_name: text().notNull(),
  honoraria_cents: bigint({ mode: 'number' }).notNull().default(0),
});

export const eventSurveyTemplates = pgTable('event_survey_templates', {
  tenant_id: text().notNull(),
  event_id: integer().notNull(),
  survey_template_id: integer().notNull(),
  survey_due_time: timestamp({ withTimezone: true, mode: 'string' }),
});

export const events = pgTable('events', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  short_name: text().notNull(),
  title: text().notNull(),
  start_time: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  end_time: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  zone: text().notNull(),
  type: text().notNull(),
  status: text().notNull(),
  notes: text(),
  survey: boolean().notNull().default(false),
  registration_page: boolean().notNull().default(false),
  email_series_id: integer(),
  email_from_address: text(),
  email_from_name: text(),
  registration_template_id: integer(),
  registration_closed: boolean().notNull().default(false),
  field_rep_id: integer(),
  topic_id: integer(),
  venue_id: integer(),
  meal_type: text(),
  replay_url: text(),
  veeva_id: text(),
  estimated_attendance: integer(),
  av_requirements: text(),
  registered: integer().notNull().default(0),
  attended: integer().notNull().default(0),
  location_name: text(),
  location_address: text(),
  location_address_line2: text(),
  location_city: text(),
  location_state: text(),
  location_zip: text(),
  conference: jsonb().$type<{ url?: string | null; details?: string | null }>(),
  event_share_info: jsonb().$type<Record<string, unknown>>(),
  created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  location_type: text(),
  /** The start's date in the event's zone, kept by a trigger (migration 0039): the dashboards' ranges and months. */
  local_start: date({ mode: 'string' }).notNull(),
  /** Attendances signed in (attended, walk-in or Veeva's Signed_vod), counted by triggers (migration 0039). */
  signed_in: integer().notNull().default(0),
  /** Its speakers' "First Last" joined with ', ' in last-name order, and its cost (its expense groups' totals), kept by
   *  triggers (migration 0044): the Programs dashboard list's Speaker and Cost sorts. */
  speaker_names: text(),
  cost_cents: bigint({ mode: 'number' }).notNull().default(0),
  /** Its counted Honoraria lines' total, kept by triggers (migration 0047): the narrowed money charts. */
  honoraria_cents: bigint({ mode: 'number' }).notNull().default(0),
  /** Its topic's name and therapeutic area, its field rep's region's name and territory, kept by triggers (migration
   *  0048): the Programs and Regions dashboard lists' sorts by them. */
  topic_name: text(),
  topic_area: text(),
  rep_region: text(),
  rep_territory: text(),
});
