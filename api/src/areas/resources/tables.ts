import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The resources area's tables (checked against the migrated database by platform/db/__tests__/tables.test.ts).

export const resourceGroups = pgTable('resource_groups', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  name: text().notNull(),
  weight: integer().notNull(),
  url: text(),
  created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** Slide decks, contract files and the library's resources (kind `resource`: a stored file or an https link). */
export const attachments = pgTable('attachments', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  kind: text().notNull(),
  topic_id: integer(),
  file_name: text().notNull(),
  content_type: text(),
  size: integer(),
  storage_key: text(),
  created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  group_id: integer(),
  link_url: text(),
  source_name: text(),
  expiration_date: timestamp({ withTimezone: true, mode: 'string' }),
  year: integer(),
  prc_code: text(),
  updated_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const speakerAttachments = pgTable(
  'speaker_attachments',
  {
    tenant_id: text().notNull(),
    attachment_id: integer().notNull(),
    speaker_id: integer().notNull(),
    created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attachment_id, t.speaker_id] })],
);
