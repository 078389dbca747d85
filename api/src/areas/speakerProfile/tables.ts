import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

// The speaker profile area's tables (migration 0011_speaker_profile). Checked by
// platform/db/__tests__/tables.test.ts.

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
