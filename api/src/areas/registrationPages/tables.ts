import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The registration pages area's tables: the templates and the views of their public pages (their questions are
// areas/questions'). Checked by platform/db/__tests__/tables.test.ts.

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

/** A view of a public registration page (migration 0015). */
export const registrationPageViews = pgTable('registration_page_views', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  event_id: integer().notNull(),
  registration_template_id: integer().notNull(),
  /** An opaque id the page keeps per browser (unique views). */
  visitor: text(),
  viewed_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
