import { bigint, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The trainings area's tables (checked against the migrated database by platform/db/__tests__/tables.test.ts).

const ts = () => timestamp({ withTimezone: true, mode: 'string' });

export const trainingVideos = pgTable('training_videos', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  name: text().notNull(),
  description: text().notNull(),
  duration_seconds: integer().notNull(),
  storage_key: text().notNull(),
  content_type: text().notNull(),
  size: bigint({ mode: 'number' }).notNull(),
  created_at: ts().notNull().defaultNow(),
});

export const trainingPrograms = pgTable('training_programs', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  program_name: text().notNull(),
  type: text().notNull(),
  topic_id: integer(),
  expiration_date: ts().notNull(),
  video_id: integer(),
  created_at: ts().notNull().defaultNow(),
  modified_at: ts().notNull().defaultNow(),
});

export const speakerTrainings = pgTable('speaker_trainings', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  speaker_id: integer().notNull(),
  program_id: integer().notNull(),
  due_date: ts().notNull(),
  completion_date: ts(),
  trained_by: text(),
  completion_attachment_key: text(),
  completion_attachment_name: text(),
  video_started_at: ts(),
  video_completed_at: ts(),
  video_progress_seconds: integer().notNull().default(0),
  video_progress_saved_at: ts(),
  created_at: ts().notNull().defaultNow(),
});
