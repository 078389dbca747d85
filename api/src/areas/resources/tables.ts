import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The resources area's tables (checked against the migrated database by platform/db/__tests__/tables.test.ts).

export const attachments = pgTable('attachments', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  kind: text().notNull(),
  topic_id: integer(),
  file_name: text().notNull(),
  content_type: text().notNull(),
  size: integer().notNull(),
  storage_key: text().notNull(),
  created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
