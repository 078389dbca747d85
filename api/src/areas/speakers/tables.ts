import { date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The speakers area's tables. Checked by platform/db/__tests__/tables.test.ts.

export const speakers = pgTable('speakers', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  first_name: text().notNull(),
  last_name: text().notNull(),
  email: text(),
  phone: text(),
  degree: text(),
  specialty: text(),
  status: text().notNull().default('active'),
  user_id: integer(),
  address: text(),
  city: text(),
  state: text(),
  zip: text(),
  speaker_type: text().notNull().default('HCP'),
  avatar_img_url: text(),
  region_id: integer(),
  institution: text(),
  crm_status: text(),
  cv_url: text(),
  bio_url: text(),
  veeva_id: text(),
  created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const contractAddresses = pgTable('contract_addresses', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  speaker_id: integer().notNull(),
  address: text().notNull(),
  city: text().notNull(),
  state: text().notNull(),
  zip: text().notNull(),
});

export const contracts = pgTable('contracts', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  speaker_id: integer().notNull(),
  name: text().notNull(),
  type: text().notNull(),
  signed_date: date({ mode: 'string' }),
  start_date: date({ mode: 'string' }),
  end_date: date({ mode: 'string' }),
  contract_resource_id: integer(),
  w9_resource_id: integer(),
  created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const speakerBlackoutDates = pgTable('speaker_blackout_dates', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  speaker_id: integer().notNull(),
  blackout_date: date({ mode: 'string' }).notNull(),
});
