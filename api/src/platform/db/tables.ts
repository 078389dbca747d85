import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The platform's tables, declared for TypeScript: tenancy, sign-in (users), roles and permissions,
// audit and the e-mail outbox; each area declares its own in its `tables.ts`. The SQL migrations stay
// the source of truth; `__tests__/tables.test.ts` checks these declarations against the migrated
// database. Column keys are the column names, so a declared row type is also the type of a raw
// `select *` row (`Tx.query<RowOf<typeof users>>`).

export const auditLog = pgTable('audit_log', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  actor_user_id: integer(),
  entity: text().notNull(),
  entity_id: text(),
  action: text().notNull(),
  changed_fields: text().array().notNull().default([]),
  request_id: text(),
  at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  on_behalf_of_user_id: integer(),
});

export const emailOutbox = pgTable('email_outbox', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  to_email: text().notNull(),
  subject: text().notNull(),
  body: text().notNull(),
  created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  // The delivery ledger (migration 0032, areas/mail/).
  dedupe_key: text().notNull(),
  kind: text().notNull().default('legacy'),
  html: text(),
  cc: text().array().notNull().default([]),
  status: text().notNull().default('queued'),
  attempts: integer().notNull().default(0),
  send_after: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  send_before: timestamp({ withTimezone: true, mode: 'string' }),
  claimed_until: timestamp({ withTimezone: true, mode: 'string' }),
  sent_at: timestamp({ withTimezone: true, mode: 'string' }),
  transport: text(),
  last_error: text(),
  secret: boolean().notNull().default(false),
  unsubscribable: boolean().notNull().default(false),
  unsubscribe_token: uuid().notNull().defaultRandom(),
  email_template_id: integer(),
  event_id: integer(),
  ical: jsonb(),
  raw: text(),
  // The automatic e-mails of a series (migration 0033, areas/emailSeries/planner.ts).
  attendance_id: integer(),
  compose: boolean().notNull().default(false),
  from_address: text(),
  // The speaker types' subjects (migration 0034, areas/emailSeries/speakerMail.ts).
  speaker_id: integer(),
  speaker_training_id: integer(),
  // Values of the cause's moment a composed message renders with (migration 0036, speakerMail.ts).
  variables: jsonb(),
});

export const entities = pgTable('entities', {
  id: serial().primaryKey(),
  name: text().notNull(),
});

export const featureFlags = pgTable('feature_flags', {
  tenant_id: text().notNull(),
  id: text().notNull(),
  value: boolean().notNull().default(false),
});

export const fieldSettings = pgTable('field_settings', {
  tenant_id: text().notNull(),
  entity: text().notNull(),
  role: text().notNull(),
  kind: text().notNull(),
  fields: text().array().notNull().default([]),
});

export const loginFailures = pgTable('login_failures', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  email: text().notNull(),
  at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  client_address: text(),
});

export const passwordResetRequests = pgTable('password_reset_requests', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  email: text().notNull(),
  client_address: text(),
  at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  user_id: integer().notNull(),
  token_hash: text().notNull(),
  purpose: text().notNull(),
  expires_at: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  used_at: timestamp({ withTimezone: true, mode: 'string' }),
  created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  sent_to: text(),
});

export const permissionActions = pgTable('permission_actions', {
  id: serial().primaryKey(),
  name: text().notNull(),
});

export const refreshTokens = pgTable('refresh_tokens', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  user_id: integer().notNull(),
  family: text().notNull(),
  token_hash: text().notNull(),
  expires_at: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
  used_at: timestamp({ withTimezone: true, mode: 'string' }),
  revoked_at: timestamp({ withTimezone: true, mode: 'string' }),
});

export const rolePermissions = pgTable('role_permissions', {
  tenant_id: text().notNull(),
  role_id: integer().notNull(),
  entity_id: integer().notNull(),
  permission_id: integer().notNull(),
});

export const roleProducts = pgTable('role_products', {
  tenant_id: text().notNull(),
  role: text().notNull(),
  product: text().notNull(),
});

export const roles = pgTable('roles', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  role: text().notNull(),
});

export const tenants = pgTable('tenants', {
  id: text().notNull(),
  name: text().notNull(),
  metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
});

export const users = pgTable('users', {
  id: serial().primaryKey(),
  tenant_id: text().notNull(),
  email: text().notNull(),
  password_hash: text().notNull(),
  first_name: text(),
  last_name: text(),
  role: text().notNull(),
  speaker_id: integer(),
  require_pw_change: integer().notNull().default(0),
  created_at: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  field_rep_id: integer(),
  deleted_at: timestamp({ withTimezone: true, mode: 'string' }),
  send_attendee_emails: boolean().notNull().default(false),
  has_password: boolean().notNull().default(true),
  verified_email: text(),
});
