import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The registration pages area's table (its questions are areas/questions'). Checked by
// platform/db/__tests__/tables.test.ts.

/** A registration page template (spec 002 §3; migration 0014); its questions are areas/questions'. */
export const registrationTemplates = pgTable('registration_templates', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  name: text().notNull(),
  url: text(),
  isi_text: text(),
  banner: text(),
  consent_text: text(),
  branded: boolean().notNull().default(false),
  marketing_opt_in: boolean().notNull().default(false),
  redirect_url: text(),
  privacy_policy_link: text(),
  brand_color1: text(),
  brand_color2: text().notNull().default('#ffffff'),
  created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
