import { readFileSync } from 'node:fs';
import seedrandom from 'seedrandom';
import { sql, type SQL } from 'drizzle-orm';
import { EVENT_STATUSES, EVENT_TYPES, EVENT_ZONES, MEAL_TYPES } from '../../areas/events/contract.ts';
import { hashPassword } from '../auth/passwords.ts';
import { ACTIONS, ENTITIES, ROLES, type Action, type Entity, type Role } from '../auth/model.ts';
import type { Database, Tx } from './client.ts';

export const DEMO_PASSWORD = 'hive-demo-1';

/** Default grants per role (tenant administrators change them through the permission calls). */
export function defaultGrants(role: Role): Partial<Record<Entity, readonly Action[]>> {
  const all = (entities: readonly Entity[], actions: readonly Action[] = ACTIONS) => Object.fromEntries(entities.map((e) => [e, actions]));
  const readOnly = (entities: readonly Entity[]) => all(entities, ['read']);
  const lookups: Entity[] = ['event', 'field_rep', 'topic', 'speaker', 'venue', 'survey_template', 'email_series', 'registration_template'];
  switch (role) {
    case 'system-admin':
      return all(ENTITIES);
    case 'admin':
    case 'client-speaker-portal-admin':
      return { ...all(ENTITIES), product: ['read'] };
    case 'program-analyst':
      return { ...readOnly(ENTITIES.filter((e) => e !== 'user_role')), check: ACTIONS, event: ['read', 'update'] };
    case 'user':
      return readOnly([...lookups, 'attendee']);
    case 'marketing':
    case 'field-rep':
      return readOnly(lookups);
    case 'speaker':
      return readOnly(['event', 'speaker', 'attachment', 'speaker_training', 'expense_line', 'topic', 'venue', 'field_rep']);
    case 'speaker-liaison':
      return {
        ...readOnly(['event', 'attachment', 'attachment_group', 'speaker_training', 'topic', 'venue', 'field_rep']),
        speaker: ['read', 'update'],
      };
    case 'sfc-compliance':
      return readOnly(['check', 'event', 'speaker', 'fee_structure']);
  }
}

const ROLE_PRODUCTS: Record<Role, string[]> = {
  'system-admin': ['hive', 'speaker-portal', 'dashboard', 'event-management'],
  admin: ['hive', 'speaker-portal', 'dashboard', 'event-management'],
  'client-speaker-portal-admin': ['hive', 'speaker-portal'],
  user: ['hive'],
  marketing: ['hive'],
  'field-rep': ['hive'],
  'program-analyst': ['hive'],
  'sfc-compliance': ['hive'],
  speaker: ['speaker-portal'],
  'speaker-liaison': ['speaker-portal'],
};

/** Fields hidden per role out of the box, so field hiding is visible in the demo. */
const HIDDEN_FIELDS: { entity: Entity; role: Role; fields: string[] }[] = [
  { entity: 'event', role: 'marketing', fields: ['notes', 'avRequirements'] },
  { entity: 'speaker', role: 'field-rep', fields: ['email', 'phone'] },
];

interface TenantSeed {
  id: string;
  name: string;
  prefix: string;
  flags: Record<string, boolean>;
  okta: boolean;
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

/** The tenant's logo, a mark with the tenant's name (`seed-assets/<tenant>.svg`), as a data URL: the app
 *  shows `logoUrl` as an image and needs no file store for it. */
const logo = (t: TenantSeed) =>
  `data:image/svg+xml;base64,${readFileSync(new URL(`./seed-assets/${t.id}.svg`, import.meta.url)).toString('base64')}`;

const FIRST = [
  'Ava',
  'Ben',
  'Chloe',
  'Daniel',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Isla',
  'Jonas',
  'Kara',
  'Liam',
  'Maya',
  'Nikhil',
  'Olga',
  'Priya',
  'Quinn',
  'Rafael',
  'Sara',
  'Tomas',
];
const LAST = [
  'Abbott',
  'Brooks',
  'Chen',
  'Diaz',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ito',
  'Jensen',
  'Khan',
  'Lopez',
  'Meyer',
  'Novak',
  'Okafor',
  'Patel',
  'Rossi',
  'Silva',
  'Tanaka',
  'Weber',
];
const SPECIALTIES = ['Cardiology', 'Oncology', 'Neurology', 'Endocrinology', 'Rheumatology', 'Dermatology', 'Pulmonology'];
const TOPICS = [
  ['Heart Failure Today', 'Managing chronic heart failure in primary care'],
  ['Lipid Control', 'New approaches to LDL lowering'],
  ['Type 2 Diabetes', 'Combination therapy and outcomes'],
  ['Migraine Prevention', 'Preventive treatment options'],
  ['Psoriasis Care', 'Biologics in moderate-to-severe psoriasis'],
  ['Asthma Biologics', 'Phenotyping severe asthma'],
  ['Oncology Immunotherapy', 'Checkpoint inhibitors in practice'],
  ['Rheumatoid Arthritis', 'Treat-to-target strategies'],
];
const CITIES: [string, string, string][] = [
  ['Chicago', 'IL', '60601'],
  ['Boston', 'MA', '02108'],
  ['Austin', 'TX', '73301'],
  ['Denver', 'CO', '80202'],
  ['Seattle', 'WA', '98101'],
  ['Miami', 'FL', '33101'],
  ['Phoenix', 'AZ', '85001'],
  ['Atlanta', 'GA', '30301'],
];

/** One multi-row insert; answers the ids in row order. */
async function insertRows(tx: Tx, table: string, columns: string[], rows: unknown[][]): Promise<number[]> {
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
  const hasId = ![
    'feature_flags',
    'role_products',
    'field_settings',
    'role_permissions',
    'event_speakers',
    'event_survey_templates',
  ].includes(table);
  const returning: SQL = hasId ? sql` returning id` : sql``;
  const result = await tx.query<{ id: number }>(
    sql`insert into ${sql.raw(table)} (${sql.raw(columns.join(', '))}) values ${values}${returning}`,
  );
  return result.map((r) => r.id);
}

/** Roles with their default grants, products and hidden fields: what every tenant starts with. */
export async function seedRoles(tx: Tx, tenantId: string) {
  const roleIds = await insertRows(
    tx,
    'roles',
    ['tenant_id', 'role'],
    ROLES.map((r) => [tenantId, r]),
  );
  const entityIds = new Map((await tx.query<{ id: number; name: string }>(sql`select id, name from entities`)).map((e) => [e.name, e.id]));
  const actionIds = new Map(
    (await tx.query<{ id: number; name: string }>(sql`select id, name from permission_actions`)).map((a) => [a.name, a.id]),
  );
  const grants: unknown[][] = [];
  ROLES.forEach((role, i) => {
    for (const [entity, actions] of Object.entries(defaultGrants(role))) {
      for (const action of actions ?? []) grants.push([tenantId, roleIds[i], entityIds.get(entity), actionIds.get(action)]);
    }
  });
  await insertRows(tx, 'role_permissions', ['tenant_id', 'role_id', 'entity_id', 'permission_id'], grants);
  await insertRows(
    tx,
    'role_products',
    ['tenant_id', 'role', 'product'],
    ROLES.flatMap((role) => ROLE_PRODUCTS[role].map((p) => [tenantId, role, p])),
  );
  for (const h of HIDDEN_FIELDS) {
    await tx.query(sql`insert into field_settings (tenant_id, entity, role, kind, fields)
      values (${tenantId}, ${h.entity}, ${h.role}, 'hidden', ${sql.param(h.fields)}::text[])`);
  }
}

async function seedTenant(tx: Tx, t: TenantSeed, passwordHash: string) {
  const rand = seedrandom(`hive-${t.id}`);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const between = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

  await tx.query(
    sql`insert into tenants (id, name, metadata) values (${t.id}, ${t.name}, ${JSON.stringify({
      logoUrl: logo(t),
      sso: { okta: t.okta },
      scoutUrl: `https://scout.example.com/${t.id}/survey`,
      veevaSyncEnabled: false,
      hideAttendeeAddressFields: false,
      defaultFiltersSpeakerPortalEvents: { period: { from: '2026-01-01', to: '2026-12-31' } },
    })}::jsonb)`,
  );
  await insertRows(
    tx,
    'feature_flags',
    ['tenant_id', 'id', 'value'],
    Object.entries(t.flags).map(([id, v]) => [t.id, id, v]),
  );

  await seedRoles(tx, t.id);

  const speakerIds = await insertRows(
    tx,
    'speakers',
    ['tenant_id', 'first_name', 'last_name', 'email', 'phone', 'degree', 'specialty', 'status'],
    Array.from({ length: 50 }, (_, i) => {
      const first = FIRST[i % FIRST.length];
      const last = LAST[(i * 7) % LAST.length];
      return [
        t.id,
        first,
        last,
        `${first}.${last}${i}@${t.id}-hcp.test`.toLowerCase(),
        `555-01${String(i).padStart(2, '0')}`,
        pick(['MD', 'DO', 'PharmD', 'NP']),
        pick(SPECIALTIES),
        i % 17 === 16 ? 'inactive' : 'active',
      ];
    }),
  );
  const venueIds = await insertRows(
    tx,
    'venues',
    ['tenant_id', 'name', 'address', 'city', 'state', 'zip_code', 'capacity'],
    Array.from({ length: 15 }, (_, i) => {
      const [city, state, zip] = CITIES[i % CITIES.length];
      return [
        t.id,
        `${city} ${pick(['Grand Hotel', 'Conference Center', 'Steakhouse', 'Bistro', 'Medical Club'])} ${i + 1}`,
        `${between(10, 999)} Main Street`,
        city,
        state,
        zip,
        i % 4 === 0 ? 0 : between(20, 200),
      ];
    }),
  );
  const fieldRepIds = await insertRows(
    tx,
    'field_reps',
    ['tenant_id', 'name', 'phone', 'email'],
    Array.from({ length: 20 }, (_, i) => {
      const first = FIRST[(i * 3 + 1) % FIRST.length];
      const last = LAST[(i * 11 + 2) % LAST.length];
      return [t.id, `${first} ${last}`, `555-02${String(i).padStart(2, '0')}`, `${first}.${last}@${t.id}.test`.toLowerCase()];
    }),
  );
  const topicIds = await insertRows(
    tx,
    'topics',
    ['tenant_id', 'name', 'description'],
    TOPICS.map(([n, d]) => [t.id, n, d]),
  );
  const surveyIds = await insertRows(
    tx,
    'survey_templates',
    ['tenant_id', 'name'],
    ['Post-program survey', 'Speaker evaluation', 'HCP feedback', 'Attendee satisfaction'].map((n) => [t.id, n]),
  );
  const seriesIds = await insertRows(
    tx,
    'email_series',
    ['tenant_id', 'name'],
    ['Standard invitations', 'Reminder series', 'Virtual event series', 'Follow-up series'].map((n) => [t.id, n]),
  );
  const regIds = await insertRows(
    tx,
    'registration_templates',
    ['tenant_id', 'name'],
    ['Standard registration', 'HCP registration', 'Webinar sign-up', 'Dinner program RSVP'].map((n) => [t.id, n]),
  );

  const userRows = ROLES.map((role) => [
    t.id,
    `${role}@${t.id}.test`,
    passwordHash,
    role
      .split('-')
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join(' '),
    'User',
    role,
    role === 'speaker' ? speakerIds[0] : null,
    role === 'field-rep' ? fieldRepIds[0] : null,
    0,
  ]);
  // The 17th speaker is inactive (status above): its user shows the inactive-speaker sign-out.
  const INACTIVE_SPEAKER = 16;
  if (t.id === 'demo') {
    userRows.push([t.id, 'newhire@demo.test', passwordHash, 'New', 'Hire', 'admin', null, null, 1]);
    userRows.push([t.id, 'inactive@demo.test', passwordHash, 'Inactive', 'Speaker', 'speaker', speakerIds[INACTIVE_SPEAKER], null, 0]);
  }
  // The field-rep user is the first field rep (the events they own are theirs to read: api/src/platform/http/scope.ts).
  const userIds = await insertRows(
    tx,
    'users',
    ['tenant_id', 'email', 'password_hash', 'first_name', 'last_name', 'role', 'speaker_id', 'field_rep_id', 'require_pw_change'],
    userRows,
  );
  await tx.query(sql`update speakers set user_id = ${userIds[ROLES.indexOf('speaker')]} where id = ${speakerIds[0]}`);
  if (t.id === 'demo')
    await tx.query(sql`update speakers set user_id = ${userIds[userIds.length - 1]} where id = ${speakerIds[INACTIVE_SPEAKER]}`);

  const start = Date.UTC(2025, 0, 1);
  const events: unknown[][] = [];
  const total = 240;
  for (let i = 0; i < total; i++) {
    const type = EVENT_TYPES[i % EVENT_TYPES.length];
    // Statuses step once per round of types, so every type meets every status.
    const status = EVENT_STATUSES[Math.floor(i / EVENT_TYPES.length) % EVENT_STATUSES.length];
    const zone = EVENT_ZONES[i % EVENT_ZONES.length];
    const topic = between(0, topicIds.length - 1);
    const begins = new Date(start + between(0, 3 * 365) * 86_400_000 + between(13, 23) * 3_600_000);
    const ends = new Date(begins.getTime() + between(1, 3) * 3_600_000);
    const live = type === 'live';
    const [city, state, zip] = pick(CITIES);
    const registered = between(0, 80);
    events.push([
      t.id,
      `${t.prefix}-${String(1000 + i)}`,
      `${TOPICS[topic][0]} ${pick(['Dinner Program', 'Webinar', 'Roundtable', 'Lunch & Learn', 'Symposium'])}`,
      begins.toISOString(),
      ends.toISOString(),
      zone,
      type,
      status,
      i % 3 === 0 ? `Notes for program ${i + 1}` : null,
      i % 3 === 0,
      i % 4 === 0,
      i % 2 === 0 ? pick(seriesIds) : null,
      i % 4 === 0 ? regIds[i % regIds.length] : null,
      pick(fieldRepIds),
      topicIds[topic],
      live || type === 'hybrid' ? pick(venueIds) : null,
      live ? pick(MEAL_TYPES) : null,
      status === 'on-demand' ? `https://replay.example.com/${t.id}/${i}` : null,
      i % 25 === 24 ? `VV-${t.prefix}-${i}` : null,
      between(10, 120),
      i % 5 === 0 ? 'Projector and microphone' : null,
      registered,
      Math.floor(registered * rand()),
      live ? `${city} Medical Center` : null,
      live ? `${between(10, 999)} Health Ave` : null,
      null,
      live ? city : null,
      live ? state : null,
      live ? zip : null,
      type === 'virtual' || type === 'webinar' || type === 'hybrid'
        ? JSON.stringify({ url: `https://meet.example.com/${t.id}-${i}`, details: 'Dial-in details follow by email' })
        : null,
      // In the venue when there is one, virtual online; the other events at an office, the HCP's or not.
      live || type === 'hybrid' ? 'in-venue' : type === 'virtual' || type === 'webinar' ? 'virtual' : i % 2 ? 'in-office' : 'out-of-office',
    ]);
  }
  const eventIds = await insertRows(
    tx,
    'events',
    [
      'tenant_id',
      'short_name',
      'title',
      'start_time',
      'end_time',
      'zone',
      'type',
      'status',
      'notes',
      'survey',
      'registration_page',
      'email_series_id',
      'registration_template_id',
      'field_rep_id',
      'topic_id',
      'venue_id',
      'meal_type',
      'replay_url',
      'veeva_id',
      'estimated_attendance',
      'av_requirements',
      'registered',
      'attended',
      'location_name',
      'location_address',
      'location_address_line2',
      'location_city',
      'location_state',
      'location_zip',
      'conference',
      'location_type',
    ],
    events,
  );

  const speakerLinks: unknown[][] = [];
  eventIds.forEach((eventId, i) => {
    const chosen = new Set([i % 5 === 0 ? speakerIds[0] : pick(speakerIds), pick(speakerIds), pick(speakerIds)].slice(0, between(1, 3)));
    for (const s of chosen) speakerLinks.push([t.id, eventId, s]);
  });
  await insertRows(tx, 'event_speakers', ['tenant_id', 'event_id', 'speaker_id'], speakerLinks);
  await insertRows(
    tx,
    'event_survey_templates',
    ['tenant_id', 'event_id', 'survey_template_id', 'survey_due_time'],
    eventIds.filter((_, i) => i % 3 === 0).map((eventId, k) => [t.id, eventId, surveyIds[k % surveyIds.length], null]),
  );
}

/** The permission entities and actions (shared by all tenants). */
export async function seedCatalog(tx: Tx) {
  await tx.query(sql`insert into entities (name) select unnest(${sql.param([...ENTITIES])}::text[]) on conflict do nothing`);
  await tx.query(sql`insert into permission_actions (name) select unnest(${sql.param([...ACTIONS])}::text[]) on conflict do nothing`);
}

/** Loads the demo tenants unless the database has tenants already. Deterministic. */
export async function seedDemo(db: Database): Promise<boolean> {
  const [{ count }] = await db.asOwner((tx) => tx.query<{ count: number }>(sql`select count(*)::int as count from tenants`));
  if (count > 0) return false;
  await db.asOwner(seedCatalog);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const tenant of TENANTS) await db.withTenant(tenant.id, (tx) => seedTenant(tx, tenant, passwordHash));
  // Planner statistics for the fresh rows (PGlite has no autovacuum): without them the planner takes
  // the tables for empty and picks nested loops that make a filtered event list take seconds.
  await db.asOwner((tx) => tx.query(sql`analyze`));
  return true;
}
