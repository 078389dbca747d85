import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The files area's table (migration 0025_upload_names). Checked by platform/db/__tests__/tables.test.ts.

/** The name a protected upload had on the uploader's computer, by its storage key. */
export const uploadNames = pgTable('upload_names', {
  storage_key: text().primaryKey(),
  tenant_id: text().notNull(),
  file_name: text().notNull(),
  created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
