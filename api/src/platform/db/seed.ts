import { readFileSync } from 'node:fs';
import seedrandom from 'seedrandom';
import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ApiArea } from '../area.ts';
import { hashPassword } from '../auth/passwords.ts';
import { ACTIONS, ENTITIES, ROLES, type Action, type Entity, type Role } from '../auth/model.ts';
import { only, type Database, type RowOf, type Tx } from './client.ts';
import { entities, featureFlags, permissionActions, roleProducts, rolePermissions, roles, users } from './tables.ts';

// The demo data's platform part: the permission catalog, the demo tenants with their flags, roles
// (grants, products, hidden fields) and users. Each area loads its own demo rows (`seed` of its
// manifest, `areas/<area>/seed.ts`) after these, in the tenant's transaction.

export const DEMO_PASSWORD = 'hive-demo-1';

/** Default grants per role (tenant administrators change them through the permission calls). */
export function defaultGrants(role: Role): Partial<Record<Entity, readonly Action[]>> {
  const all = (entities: readonly Entity[], actions: readonly Action[] = ACTIONS) => Object.fromEntries(entities.map((e) => [e, actions]));
  const readOnly = (entities: readonly Entity[]) => all(entities, ['read']);
  const lookups: Entity[] = ['event', 'field_rep', 'topic', 'speaker', 'venue', 'survey_template', 'email_series', 'registration_template'];
  // A speaker's profile as its readers see it: custom field values and the liaison (areas/speakers).
  const profile: Entity[] = ['speaker_profile_field_data', 'liaison_speakers'];
  const trainingsRead: Entity[] = ['speaker_training', 'speaker_training_program', 'speaker_training_video'];
  switch (role) {
    case 'system-admin':
      return all(ENTITIES);
    // Spec 001 §6: the custom profile fields' configuration is the system admin's.
    case 'admin':
    case 'client-speaker-portal-admin':
      return { ...all(ENTITIES), product: ['read'], speaker_profile_field: ['read'], speaker_profile_group: ['read'] };
    case 'program-analyst':
      return { ...readOnly(ENTITIES.filter((e) => e !== 'user_role')), check: ACTIONS, expense_line: ACTIONS, event: ['read', 'update'] };
    // Who reads registration page templates reads their analytics dialog too (spec 002 §2.15). Attendee Management
    // (spec 001 §6): a user changes attendance statuses and deletes attendances; marketing and field reps read only.
    case 'user':
      return { ...readOnly([...lookups, ...profile, 'attendee', 'reg_page_analytics']), event_attendee: ['read', 'update', 'delete'] };
    case 'marketing':
      return readOnly([...lookups, ...profile, 'reg_page_analytics', 'attendee', 'event_attendee']);
    // Spec 002 §6: a field rep reads the training programs (no Training Management, no program changes).
    case 'field-rep':
      return readOnly([...lookups, ...profile, 'reg_page_analytics', 'attendee', 'event_attendee', ...trainingsRead]);
    // Spec 001 §6: blackout dates and the headshot are editable by the speaker (their own: areas/speakers) and the
    // liaison, who also delete attachments; an upload is an attachment.
    // Spec 002 §6: a speaker reads their own resources and the groups of their resource page.
    case 'speaker':
      return {
        ...readOnly(['event', 'attachment_group', 'expense_line', 'topic', 'venue', 'field_rep', 'contract', ...trainingsRead]),
        // Spec 002 §4: a speaker saves the progress of their own video trainings (areas/trainings limits the fields).
        speaker_training: ['read', 'update'],
        attachment: ['create', 'read', 'delete'],
        speaker: ['read', 'update'],
        speaker_blackout_date: ACTIONS,
        contract_address: ['create', 'read', 'update'],
        speaker_profile_field_data: ACTIONS,
        liaison_speakers: ['read'],
      };
    case 'speaker-liaison':
      return {
        ...readOnly(['event', 'attachment_group', 'topic', 'venue', 'field_rep', 'contract', ...trainingsRead]),
        attachment: ['create', 'read', 'delete'],
        speaker: ['read', 'update'],
        speaker_blackout_date: ACTIONS,
        contract_address: ['create', 'read', 'update'],
        speaker_profile_field_data: ACTIONS,
        liaison_speakers: ['read'],
      };
    case 'sfc-compliance':
      return readOnly(['check', 'event', 'speaker', 'fee_structure', 'expense_header', 'expense_line']);
  }
}

/** The products each role opens out of the box. Issue 31: marketing, the analysts and compliance read the dashboards;
 *  a field rep too, who sees only their own events there (row scope). */
const ROLE_PRODUCTS: Record<Role, string[]> = {
  'system-admin': ['hive', 'speaker-portal', 'dashboard', 'event-management'],
  admin: ['hive', 'speaker-portal', 'dashboard', 'event-management'],
  'client-speaker-portal-admin': ['hive', 'speaker-portal'],
  user: ['hive'],
  marketing: ['hive', 'dashboard'],
  'field-rep': ['hive', 'dashboard'],
  'program-analyst': ['hive', 'dashboard'],
  'sfc-compliance': ['hive', 'dashboard'],
  speaker: ['speaker-portal'],
  'speaker-liaison': ['speaker-portal'],
};

/** Fields hidden per role out of the box, so field hiding is visible in the demo. */
const HIDDEN_FIELDS: { entity: Entity; role: Role; fields: string[] }[] = [
  { entity: 'event', role: 'marketing', fields: ['notes', 'avRequirements'] },
  { entity: 'speaker', role: 'field-rep', fields: ['email', 'phone'] },
];

/** A demo tenant as the platform seeds it (the tenant row, flags, roles and users). */
interface TenantSeed {
  id: string;
  name: string;
  /** Short-name prefix of the tenant's events (`DP-1000`). */
  prefix: string;
  flags: Record<string, boolean>;
  okta: boolean;
  /** Users beyond the one per role. */
  users?: DemoUser[];
}
const TENANTS: TenantSeed[] = [
  {
    id: 'demo',
    name: 'Demo Pharma',
    prefix: 'DP',
    okta: true,
    flags: {
      speakersEnabled: true,
      venuesEnabled: true,
      surveysEnabled: true,
      registrationPagesEnabled: true,
      signinPdfGenerationEnabled: true,
      feeCalculatorEnabled: true,
      speakerPortalEnabled: true,
      feeCalculatorRoundingEnabled: true,
      attendeeDefaultTypeHcpEnabled: false,
    },
    users: [
      { email: 'newhire@demo.test', firstName: 'New', lastName: 'Hire', role: 'admin', mustChangePassword: true },
      // A speaker whose speaker record is inactive (the speakers seed links it): the inactive-speaker sign-out.
      { email: 'inactive@demo.test', firstName: 'Inactive', lastName: 'Speaker', role: 'speaker' },
    ],
  },
  {
    id: 'acme',
    name: 'Acme Bio',
    prefix: 'AB',
    okta: false,
    flags: {
      speakersEnabled: true,
      venuesEnabled: false,
      surveysEnabled: true,
      registrationPagesEnabled: false,
      feeCalculatorEnabled: false,
      speakerPortalEnabled: true,
    },
  },
];

/** What an area's seed (`ApiArea.seed`) knows of the demo tenant it loads rows for. */
export interface DemoTenant {
  id: string;
  /** Short-name prefix of the tenant's events (`DP-1000`). */
  prefix: string;
  /** The tenant's one random stream (seedrandom): the area seeds draw from it in the order they run, so
   *  the demo comes out the same, row for row, every time. */
  rand: () => number;
  pick<T>(list: readonly T[]): T;
  /** A whole number from `min` to `max`, both included. */
  between(min: number, max: number): number;
}

function demoTenant(t: TenantSeed): DemoTenant {
  const rand = seedrandom(`hive-${t.id}`);
  return {
    id: t.id,
    prefix: t.prefix,
    rand,
    pick: <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T,
    between: (min, max) => min + Math.floor(rand() * (max - min + 1)),
  };
}

/** The tenant's logo, a mark with the tenant's name (`seed-assets/<tenant>.svg`), as a data URL: the app
 *  shows `logoUrl` as an image and needs no file store for it. */
const logo = (t: TenantSeed) =>
  `data:image/svg+xml;base64,${readFileSync(new URL(`./seed-assets/${t.id}.svg`, import.meta.url)).toString('base64')}`;

/** One multi-row insert into a declared table; answers the ids in row order (none for a table without `id`). */
export async function insertRows<T extends Table>(
  tx: Tx,
  table: T,
  columns: readonly (keyof RowOf<T> & string)[],
  rows: readonly (readonly unknown[])[],
): Promise<number[]> {
  if (!rows.length) return [];
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${sql.join(
          r.map((v) => sql`${v}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
  const returning: SQL = 'id' in getTableColumns(table) ? sql` returning id` : sql``;
  // Every declared `id` is a serial.
  const result = await tx.query<{ id: number }>(sql`insert into ${table} (${sql.raw(columns.join(', '))}) values ${values}${returning}`);
  return result.map((r) => r.id);
}

/** Roles with their default grants, products and hidden fields: what every tenant starts with. */
export async function seedRoles(tx: Tx, tenantId: string) {
  const roleIds = await insertRows(
    tx,
    roles,
    ['tenant_id', 'role'],
    ROLES.map((r) => [tenantId, r]),
  );
  const idsByName = async (table: typeof entities | typeof permissionActions) =>
    new Map((await tx.query<RowOf<typeof table>>(sql`select id, name from ${table}`)).map((e) => [e.name, e.id]));
  const entityIds = await idsByName(entities);
  const actionIds = await idsByName(permissionActions);
  const grants: unknown[][] = [];
  ROLES.forEach((role, i) => {
    for (const [entity, actions] of Object.entries(defaultGrants(role))) {
      for (const action of actions ?? []) grants.push([tenantId, roleIds[i], entityIds.get(entity), actionIds.get(action)]);
    }
  });
  await insertRows(tx, rolePermissions, ['tenant_id', 'role_id', 'entity_id', 'permission_id'], grants);
  await insertRows(
    tx,
    roleProducts,
    ['tenant_id', 'role', 'product'],
    ROLES.flatMap((role) => ROLE_PRODUCTS[role].map((p) => [tenantId, role, p])),
  );
  for (const h of HIDDEN_FIELDS) {
    await tx.query(sql`insert into field_settings (tenant_id, entity, role, kind, fields)
      values (${tenantId}, ${h.entity}, ${h.role}, 'hidden', ${sql.param(h.fields)}::text[])`);
  }
}

/** A demo user beyond the one per role. */
interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  mustChangePassword?: boolean;
}

/**
 * One user per role, `<role>@<tenant>.test` named after the role ('Field Rep User'), then `more`, all with
 * the one password hash. Which of them is a speaker or a field rep, the area of those records says
 * (areas/speakers/seed.ts, areas/fieldReps/seed.ts).
 */
export async function seedUsers(tx: Tx, tenantId: string, passwordHash: string, more: readonly DemoUser[] = []) {
  const title = (role: Role) =>
    role
      .split('-')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ');
  const perRole: DemoUser[] = ROLES.map((role) => ({ email: `${role}@${tenantId}.test`, firstName: title(role), lastName: 'User', role }));
  await insertRows(
    tx,
    users,
    ['tenant_id', 'email', 'password_hash', 'first_name', 'last_name', 'role', 'require_pw_change'],
    [...perRole, ...more].map((u) => [tenantId, u.email, passwordHash, u.firstName, u.lastName, u.role, u.mustChangePassword ? 1 : 0]),
  );
}

/** The ids of a declared table's rows in the tenant, in id order (the order the seed inserted them). */
export async function idsOf<T extends Table & { id: AnyPgColumn }>(tx: Tx, table: T, tenantId: string): Promise<RowOf<T>['id'][]> {
  const rows = await tx.query<Pick<RowOf<T>, 'id'>>(sql`select id from ${table} where tenant_id = ${tenantId} order by id`);
  return rows.map((r) => r.id);
}

/** The permission entities and actions (shared by all tenants). */
export async function seedCatalog(tx: Tx) {
  await tx.query(sql`insert into entities (name) select unnest(${sql.param([...ENTITIES])}::text[]) on conflict do nothing`);
  await tx.query(sql`insert into permission_actions (name) select unnest(${sql.param([...ACTIONS])}::text[]) on conflict do nothing`);
}

/** The areas with demo rows, each after the areas its seed names in `after`, else in the order of `areas`. */
export function seedOrder(areas: readonly ApiArea[]): ApiArea[] {
  const ordered: ApiArea[] = [];
  const visit = (area: ApiArea, waiting: readonly string[]) => {
    if (ordered.includes(area)) return;
    if (waiting.includes(area.name)) throw new Error(`Demo seeds wait on each other: ${[...waiting, area.name].join(' → ')}`);
    for (const name of area.seed?.after ?? []) {
      const first = areas.find((a) => a.name === name);
      if (!first) throw new Error(`The ${area.name} seed runs after ${name}, which is no area`);
      visit(first, [...waiting, area.name]);
    }
    ordered.push(area);
  };
  for (const area of areas) if (area.seed) visit(area, []);
  return ordered.filter((area) => area.seed);
}

/** The platform's rows of a demo tenant (tenant, flags, roles, users), then every area's, in seed order. */
async function seedTenant(tx: Tx, t: TenantSeed, passwordHash: string, areas: readonly ApiArea[]) {
  await tx.query(
    sql`insert into tenants (id, name, metadata) values (${t.id}, ${t.name}, ${JSON.stringify({
      logoUrl: logo(t),
      sso: { okta: t.okta },
      // The public survey page of the demo's web app (areas/publicPages; events/eventQr.ts makes the QR link of it).
      scoutUrl: `http://${t.id}.localhost:4000/s`,
      veevaSyncEnabled: false,
      hideAttendeeAddressFields: false,
      defaultFiltersSpeakerPortalEvents: { period: { from: '2026-01-01', to: '2026-12-31' } },
    })}::jsonb)`,
  );
  await insertRows(
    tx,
    featureFlags,
    ['tenant_id', 'id', 'value'],
    Object.entries(t.flags).map(([id, v]) => [t.id, id, v]),
  );
  await seedRoles(tx, t.id);
  await seedUsers(tx, t.id, passwordHash, t.users);
  const tenant = demoTenant(t);
  for (const area of areas) await area.seed?.rows(tx, tenant);
  // The demo's rows are history: the registrations and events they hold owe no automatic e-mail now (the triggers of
  // migration 0033 asked the planner to look at them); what changes from here on does.
  await tx.query(sql`delete from email_plan_requests`);
}

/** Loads the demo tenants unless the database has tenants already: the platform's rows and the demo rows
 *  of every area of `areas` that has a seed. Deterministic. */
export async function seedDemo(db: Database, areas: readonly ApiArea[]): Promise<boolean> {
  const { count } = only(await db.asOwner((tx) => tx.query<{ count: number }>(sql`select count(*)::int as count from tenants`)));
  if (count > 0) return false;
  const seeded = seedOrder(areas);
  await db.asOwner(seedCatalog);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const tenant of TENANTS) await db.withTenant(tenant.id, (tx) => seedTenant(tx, tenant, passwordHash, seeded));
  // Planner statistics for the fresh rows (PGlite has no autovacuum): without them the planner takes
  // the tables for empty and picks nested loops that make a filtered event list take seconds.
  await db.asOwner((tx) => tx.query(sql`analyze`));
  return true;
}
