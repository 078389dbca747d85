import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The mail area's own table (migration 0032); the ledger itself is the platform's `emailOutbox` (platform/db/tables.ts),
// which every area writes through `enqueueMail`. Checked by platform/db/__tests__/tables.test.ts.

/** An address of the tenant that gets no more messages (`SUPPRESSION_REASONS`), lower-case. */
export const emailSuppressions = pgTable('email_suppressions', {
  tenant_id: text().notNull(),
  email: text().notNull(),
  reason: text().notNull(),
  created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
