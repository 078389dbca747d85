import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Views of the public registration pages (migration 0015). Checked by platform/db/__tests__/tables.test.ts.

export const registrationPageViews = pgTable('registration_page_views', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  event_id: integer().notNull(),
  registration_template_id: integer().notNull(),
  /** An opaque id the page keeps per browser (unique views). */
  visitor: text(),
  viewed_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
