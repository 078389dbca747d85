import { boolean, date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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

// The speaker profile's tables (migration 0011_speaker_profile).

export const regions = pgTable('regions', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  name: text().notNull(),
});

export const speakerProfileGroups = pgTable('speaker_profile_groups', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  group_name: text().notNull(),
  weight: integer().notNull(),
  grid_area: text(),
  hidden_user_roles: text().array().notNull().default([]),
  disabled_user_roles: text().array().notNull().default([]),
  locked: boolean().notNull().default(false),
});

export const speakerProfileFields = pgTable('speaker_profile_fields', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  group_id: integer().notNull(),
  field_name: text().notNull(),
  field_type: text().notNull(),
  weight: integer().notNull(),
  hidden_user_roles: text().array().notNull().default([]),
});

export const speakerProfileFieldData = pgTable('speaker_profile_field_data', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  speaker_id: integer().notNull(),
  field_id: integer().notNull(),
  value: text(),
});

export const speakerProfileLayouts = pgTable('speaker_profile_layouts', {
  tenant_id: text().notNull(),
  product: text().notNull(),
  desktop: text().notNull(),
  mobile: text().notNull(),
});

export const liaisonSpeakers = pgTable('liaison_speakers', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  speaker_id: integer().notNull(),
  user_id: integer().notNull(),
});
