// The scale data of the benchmarks: tenants with roles and users as the demo seed makes them, and
// generated speakers, venues, field reps, topics and events. Deterministic (seedrandom).
import seedrandom from 'seedrandom';
import { sql, type SQL } from 'drizzle-orm';
import { EVENT_STATUSES, EVENT_TYPES, EVENT_ZONES, MEAL_TYPES } from '../../api/src/areas/events/contract.ts';
import { hashPassword } from '../../api/src/platform/auth/passwords.ts';
import { only, type Database, type Tx } from '../../api/src/platform/db/client.ts';
import {
  CITIES as DEMO_CITIES,
  DEGREES,
  FIRST_NAMES,
  LAST_NAMES,
  PROGRAM_FORMATS,
  SPECIALTIES,
  VENUE_KINDS,
} from '../../api/src/platform/db/demoNames.ts';
import { DEMO_PASSWORD, seedCatalog, seedRoles, seedUsers } from '../../api/src/platform/db/seed.ts';
import { EMAIL_TEMPLATE_TYPES } from '../../api/src/areas/emailSeries/contract.ts';
import { seedEmailSeries } from '../../api/src/areas/emailSeries/seed.ts';
import { demoCheck } from '../../api/src/areas/fees/seed.ts';
import { linkFieldRepUser } from '../../api/src/areas/fieldReps/seed.ts';
import { seedRegistrationTemplates } from '../../api/src/areas/registrationPages/seed.ts';
import { linkSpeakerUsers } from '../../api/src/areas/speakers/seed.ts';
import type { CrmStatus, SpeakerType } from '../../api/src/areas/speakers/contract.ts';
import { FORM_SOURCE } from '../../api/src/areas/attendees/attendance.ts';
import type { AttendanceStatus } from '../../api/src/areas/attendees/contract.ts';
import { accepted, someAnswers } from '../../api/src/areas/publicPages/seed.ts';
import { loadQuestions, loadSkipLogic, type StoredQuestion, type StoredSkipLogic } from '../../api/src/areas/questions/store.ts';
import { seedSurveyQuestions, seedSurveyTemplates } from '../../api/src/areas/surveys/seed.ts';
import type { DemoTenant } from '../../api/src/platform/db/seed.ts';

/** Speaker types and CRM statuses by row: mostly HCPs; a fifth of the speakers without a CRM status. */
const SPEAKER_TYPES_BY_ROW: SpeakerType[] = ['HCP', 'HCP', 'HCP', 'HCP', 'HCP', 'HCP', 'HCP', 'HCP', 'Patient', 'Caregiver'];
const CRM_STATUS_BY_ROW: (CrmStatus | null)[] = ['Approved_vod', 'Eligible_vod', 'Nominated_vod', 'Expired_vod', null];

export interface TenantSize {
  id: string;
  events: number;
  speakers: number;
  venues: number;
  fieldReps: number;
  topics: number;
  /** Survey responses (3–5 answers each) over the past events that have a survey template. */
  responses?: number;
  /** Event attendances (1–20 an event) of attendees drawn from a pool of 40 % as many people. */
  attendances?: number;
  /** Fee checks, each on a past event (at most one an event) for one of its speakers. */
  checks?: number;
  /** Expense lines (besides the checks' Honoraria lines), 2–8 an event on events drawn at random. */
  expenses?: number;
  /** Email series besides the seed's, each with 4–16 templates of distinct types (the Email Template List). */
  emailSeries?: number;
}

/** The full run: one large tenant, one with 50,000 events (the export scenario) and 18 ordinary ones. */
export const FULL_SIZES: TenantSize[] = [
  {
    id: 'large',
    events: 1_000_000,
    speakers: 50_000,
    venues: 2_000,
    fieldReps: 400,
    topics: 40,
    responses: 100_000,
    attendances: 1_000_000,
    checks: 200_000,
    expenses: 1_000_000,
    emailSeries: 2_000,
  },
  { id: 'tenant-01', events: 50_000, speakers: 2_000, venues: 200, fieldReps: 50, topics: 20 },
  ...Array.from({ length: 18 }, (_, i) => ({
    id: `tenant-${String(i + 2).padStart(2, '0')}`,
    events: 5_000,
    speakers: 500,
    venues: 50,
    fieldReps: 20,
    topics: 12,
  })),
];

/** The smoke test's sizes. */
export const TINY_SIZES: [large: TenantSize, other: TenantSize] = [
  {
    id: 'large',
    events: 500,
    speakers: 120,
    venues: 10,
    fieldReps: 8,
    topics: 6,
    responses: 400,
    attendances: 600,
    checks: 150,
    expenses: 900,
    emailSeries: 12,
  },
  { id: 'tenant-01', events: 100, speakers: 20, venues: 4, fieldReps: 4, topics: 3 },
];

/** Events span five years; statuses depend on whether the event lies before this day. */
const FIRST_DAY = Date.UTC(2022, 0, 1);
const DAYS = 5 * 365;
const TODAY = Date.UTC(2026, 5, 30);
/** Rows per insert statement (one array parameter per column, so no parameter limit applies). */
const CHUNK = 25_000;

// The demo's words, and more of them for variety.
const FIRST = [...FIRST_NAMES, 'Uma', 'Victor', 'Wen', 'Xavier', 'Yara', 'Zoe'];
const LAST = [...LAST_NAMES, 'Young', 'Zimmer', 'Moreau', 'Kowalski'];
const AREAS = [
  'Heart Failure',
  'Lipid Control',
  'Type 2 Diabetes',
  'Migraine Prevention',
  'Psoriasis Care',
  'Asthma Biologics',
  'Immunotherapy',
  'Rheumatoid Arthritis',
  'Atrial Fibrillation',
  'Obesity Care',
  'Hypertension',
  'COPD',
  'Lupus',
  'Epilepsy',
];
const FORMATS = [...PROGRAM_FORMATS, 'Grand Rounds', 'Workshop'];
const CITIES = [
  ...DEMO_CITIES,
  ['Portland', 'OR', '97201'],
  ['Nashville', 'TN', '37201'],
  ['Columbus', 'OH', '43004'],
  ['Raleigh', 'NC', '27601'],
] as const;
const NOTES = [
  'Projector needed',
  'Speaker arrives early',
  'Confirm catering count',
  'Invite regional KOLs',
  'Virtual dial-in for remote reps',
  'Parking validated',
  'Slides approved by compliance',
  'Follow up with venue manager',
];

type Weighted<T> = readonly (readonly [T, number])[];
const TYPE_WEIGHTS: Weighted<(typeof EVENT_TYPES)[number]> = [
  ['live', 45],
  ['virtual', 25],
  ['webinar', 15],
  ['hybrid', 10],
  ['other', 5],
];
const ZONE_WEIGHTS: Weighted<(typeof EVENT_ZONES)[number]> = [
  ['US/Eastern', 38],
  ['US/Central', 25],
  ['US/Pacific', 12],
  ['America/Los_Angeles', 5],
  ['US/Mountain', 8],
  ['US/Arizona', 3],
  ['US/Michigan', 2],
  ['US/East-Indiana', 2],
  ['US/Alaska', 1],
  ['US/Hawaii', 1],
  ['Canada/Atlantic', 1],
  ['US/Indiana-Starke', 1],
  ['US/Aleutian', 0.5],
  ['US/Samoa', 0.5],
];
type Status = (typeof EVENT_STATUSES)[number];
const PAST_STATUSES: Weighted<Status> = [
  ['complete', 55],
  ['occurred', 14],
  ['cancelled', 12],
  ['on-demand', 9],
  ['other', 5],
  ['confirmed', 5],
];
const FUTURE_STATUSES: Weighted<Status> = [
  ['scheduled', 25],
  ['confirmed', 30],
  ['planning-complete', 15],
  ['coming-soon', 15],
  ['in-progress', 8],
  ['cancelled', 7],
];

function random(seed: string) {
  const rand = seedrandom(seed);
  const int = (n: number) => Math.floor(rand() * n);
  return {
    rand,
    int,
    // The lists picked from are the seed's own and never empty: every index drawn is in range.
    pick: <T>(list: readonly T[]) => list[int(list.length)]!,
    /** Skewed towards the front of the list (a few speakers, venues and reps are busy). */
    skewed: <T>(list: readonly T[]) => list[Math.floor(rand() * rand() * list.length)]!,
    weighted<T>(weights: Weighted<T>): T {
      const total = weights.reduce((sum, [, w]) => sum + w, 0);
      let r = rand() * total;
      for (const [value, w] of weights) if ((r -= w) < 0) return value;
      return weights[weights.length - 1]![0];
    },
  };
}

/** A column and its PostgreSQL element type. */
type Column = readonly [name: string, type: 'int' | 'text' | 'bool' | 'date' | 'timestamptz' | 'jsonb'];

/** One `insert … select from unnest(array, array, …)` per chunk: any row count, one parameter per column. */
async function bulkInsert(tx: Tx, table: string, columns: readonly Column[], rows: unknown[][]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const arrays: SQL[] = columns.map(([, type], c) => sql`${sql.param(chunk.map((row) => row[c] ?? null))}::${sql.raw(type)}[]`);
    await tx.query(sql`insert into ${sql.raw(table)} (${sql.raw(columns.map(([name]) => name).join(', '))})
      select * from unnest(${sql.join(arrays, sql`, `)})`);
  }
}

/** Explicit ids for a table (so links need no round trip); the sequence is moved past them afterwards. */
async function nextIds(tx: Tx, table: string, count: number): Promise<number[]> {
  const { max } = only(await tx.query<{ max: number }>(sql`select coalesce(max(id), 0)::int as max from ${sql.raw(table)}`));
  return Array.from({ length: count }, (_, i) => max + i + 1);
}

async function syncSequence(tx: Tx, table: string) {
  await tx.query(sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.raw(table)}))`);
}

const EVENT_COLUMNS: Column[] = [
  ['id', 'int'],
  ['tenant_id', 'text'],
  ['short_name', 'text'],
  ['title', 'text'],
  ['start_time', 'timestamptz'],
  ['end_time', 'timestamptz'],
  ['zone', 'text'],
  ['type', 'text'],
  ['status', 'text'],
  ['notes', 'text'],
  ['survey', 'bool'],
  ['registration_page', 'bool'],
  ['email_series_id', 'int'],
  ['registration_template_id', 'int'],
  ['field_rep_id', 'int'],
  ['topic_id', 'int'],
  ['venue_id', 'int'],
  ['meal_type', 'text'],
  ['replay_url', 'text'],
  ['veeva_id', 'text'],
  ['estimated_attendance', 'int'],
  ['registered', 'int'],
  ['attended', 'int'],
  ['location_name', 'text'],
  ['location_city', 'text'],
  ['location_state', 'text'],
  ['location_zip', 'text'],
  ['conference', 'jsonb'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

/**
 * Statistics for the rows just loaded (`tables`, else every table). The triggers' statements are planned from them, and
 * a statement planned while a table looked empty is kept for the session: with no statistics the speakers' names of
 * each chunk's events (migration 0044) hashed all 50,000 speakers once per event. A server's autovacuum would analyze
 * them; the local server runs without it.
 */
async function analyze(db: Database, tables: string[] = []) {
  await db.asOwner((tx) => tx.query(sql.raw(`analyze ${tables.join(', ')}`)));
}

/** Loads one tenant: the tenant row, flags, roles, users, lookups, events (in chunks of their own transactions) and survey
 *  responses; answers the seconds the responses took. */
async function seedTenant(db: Database, size: TenantSize, passwordHash: string) {
  const r = random(`hive-bench-${size.id}`);
  const prefix = size.id.replace(/[^a-z0-9]/g, '').toUpperCase();
  const tenantId = size.id;

  const refs = await db.asOwner(async (tx) => {
    await tx.query(
      sql`insert into tenants (id, name, metadata) values (${tenantId}, ${`Bench ${tenantId}`}, ${JSON.stringify({
        sso: { okta: false },
        scoutUrl: `https://scout.example.com/${tenantId}/survey`,
        veevaSyncEnabled: false,
        hideAttendeeAddressFields: false,
      })}::jsonb)`,
    );
    await tx.query(sql`insert into feature_flags (tenant_id, id, value)
      select ${tenantId}, unnest(${sql.param(['speakersEnabled', 'venuesEnabled', 'surveysEnabled', 'registrationPagesEnabled', 'speakerPortalEnabled', 'feeCalculatorEnabled'])}::text[]), true`);
    await seedRoles(tx, tenantId);

    const speakerIds = await nextIds(tx, 'speakers', size.speakers);
    await bulkInsert(
      tx,
      'speakers',
      [
        ['id', 'int'],
        ['tenant_id', 'text'],
        ['first_name', 'text'],
        ['last_name', 'text'],
        ['email', 'text'],
        ['phone', 'text'],
        ['degree', 'text'],
        ['specialty', 'text'],
        ['status', 'text'],
        ['speaker_type', 'text'],
        ['crm_status', 'text'],
      ],
      speakerIds.map((id, i) => {
        const first = r.pick(FIRST);
        const last = r.pick(LAST);
        return [
          id,
          tenantId,
          first,
          last,
          `${first}.${last}${i}@${tenantId}-hcp.test`.toLowerCase(),
          `555-${String(i % 10_000).padStart(4, '0')}`,
          r.pick(DEGREES),
          r.pick(SPECIALTIES),
          r.int(20) === 0 ? 'inactive' : 'active',
          // From the row number, not the generator: the events drawn after the speakers stay the same.
          SPEAKER_TYPES_BY_ROW[i % SPEAKER_TYPES_BY_ROW.length],
          CRM_STATUS_BY_ROW[i % CRM_STATUS_BY_ROW.length],
        ];
      }),
    );
    const venueIds = await nextIds(tx, 'venues', size.venues);
    await bulkInsert(
      tx,
      'venues',
      [
        ['id', 'int'],
        ['tenant_id', 'text'],
        ['name', 'text'],
        ['address', 'text'],
        ['city', 'text'],
        ['state', 'text'],
        ['zip_code', 'text'],
        ['capacity', 'int'],
      ],
      venueIds.map((id, i) => {
        const [city, state, zip] = r.pick(CITIES);
        return [
          id,
          tenantId,
          `${city} ${r.pick(VENUE_KINDS)} ${i + 1}`,
          `${10 + r.int(990)} Main Street`,
          city,
          state,
          zip,
          r.int(4) === 0 ? 0 : 20 + r.int(180),
        ];
      }),
    );
    const fieldRepIds = await nextIds(tx, 'field_reps', size.fieldReps);
    await bulkInsert(
      tx,
      'field_reps',
      [
        ['id', 'int'],
        ['tenant_id', 'text'],
        ['name', 'text'],
        ['phone', 'text'],
        ['email', 'text'],
      ],
      fieldRepIds.map((id, i) => {
        const first = r.pick(FIRST);
        const last = r.pick(LAST);
        return [
          id,
          tenantId,
          `${first} ${last}`,
          `555-02${String(i % 100).padStart(2, '0')}`,
          `${first}.${last}${i}@${tenantId}.test`.toLowerCase(),
        ];
      }),
    );
    const topicIds = await nextIds(tx, 'topics', size.topics);
    const topicNames = topicIds.map(
      (_, i) => `${AREAS[i % AREAS.length]}${i >= AREAS.length ? ` ${Math.floor(i / AREAS.length) + 1}` : ''}`,
    );
    await bulkInsert(
      tx,
      'topics',
      [
        ['id', 'int'],
        ['tenant_id', 'text'],
        ['name', 'text'],
        ['description', 'text'],
      ],
      topicNames.map((name, i) => [topicIds[i], tenantId, name, `Programs about ${name.toLowerCase()}`]),
    );
    const surveyIds = await seedSurveyTemplates(tx, tenantId);
    const seriesIds = await seedEmailSeries(tx, tenantId);
    const regIds = await seedRegistrationTemplates(tx, tenantId);
    await seedUsers(tx, tenantId, passwordHash);
    await linkSpeakerUsers(tx, tenantId);
    await linkFieldRepUser(tx, tenantId);
    for (const table of ['speakers', 'venues', 'field_reps', 'topics']) await syncSequence(tx, table);
    return { speakerIds, venueIds, fieldRepIds, topicIds, topicNames, surveyIds, seriesIds, regIds };
  });
  await analyze(db);

  // Events in chunks, each chunk with its speakers and survey templates, in a transaction of its own.
  const firstId = only(await db.asOwner((tx) => nextIds(tx, 'events', 1)));
  /** The past events with a survey template: where the responses go. */
  const surveyed: SurveyedEvent[] = [];
  /** Each event's start (ms), by position: where the attendances go. */
  const starts = new Float64Array(size.attendances ? size.events : 0);
  /** The past events with their first speaker: where the checks go. */
  const paid: PaidEvent[] = [];
  /** Each event's start (ms) and up to three speakers (0: none), by position: where the expense lines go. */
  const costed: CostedEvents = {
    starts: new Float64Array(size.expenses ? size.events : 0),
    speakers: new Int32Array(size.expenses ? size.events * 3 : 0),
  };
  for (let start = 0; start < size.events; start += CHUNK) {
    const count = Math.min(CHUNK, size.events - start);
    const events: unknown[][] = [];
    const speakers: unknown[][] = [];
    const surveys: unknown[][] = [];
    for (let k = 0; k < count; k++) {
      const i = start + k;
      const id = firstId + i;
      const topic = r.int(refs.topicIds.length);
      const type = r.weighted(TYPE_WEIGHTS);
      const begins = FIRST_DAY + r.int(DAYS) * 86_400_000 + (12 + r.int(12)) * 3_600_000 + r.int(4) * 900_000;
      const status = r.weighted(begins < TODAY ? PAST_STATUSES : FUTURE_STATUSES);
      if (starts.length) starts[i] = begins;
      const live = type === 'live';
      const [city, state, zip] = r.pick(CITIES);
      const registered = r.int(120);
      const survey = r.int(3) === 0;
      const registration = r.int(4) === 0;
      const row: unknown[] = [
        id,
        tenantId,
        `${prefix}-${String(i + 1).padStart(7, '0')}`,
        `${refs.topicNames[topic]} ${r.pick(FORMATS)}${live ? ` in ${city}` : ''}`,
        new Date(begins).toISOString(),
        new Date(begins + (1 + r.int(3)) * 3_600_000).toISOString(),
        r.weighted(ZONE_WEIGHTS),
        type,
        status,
        r.int(3) === 0 ? `${r.pick(NOTES)}; ${r.pick(NOTES).toLowerCase()}` : null,
        survey,
        registration,
        r.int(2) === 0 ? r.pick(refs.seriesIds) : null,
        registration ? r.pick(refs.regIds) : null,
        r.skewed(refs.fieldRepIds),
        refs.topicIds[topic],
        live || type === 'hybrid' ? r.skewed(refs.venueIds) : null,
        live ? r.pick(MEAL_TYPES) : null,
        status === 'on-demand' ? `https://replay.example.com/${tenantId}/${id}` : null,
        r.int(25) === 0 ? `VV-${prefix}-${i + 1}` : null,
        10 + r.int(110),
        registered,
        begins < TODAY ? r.int(registered + 1) : 0,
        live ? `${city} Medical Center` : null,
        live ? city : null,
        live ? state : null,
        live ? zip : null,
        live ? null : JSON.stringify({ url: `https://meet.example.com/${tenantId}-${id}`, details: 'Dial-in details follow by email' }),
      ];
      const created = new Date(begins - (10 + r.int(80)) * 86_400_000).toISOString();
      row.push(created, created);
      events.push(row);
      const chosen = new Set(Array.from({ length: 1 + r.int(3) }, () => r.skewed(refs.speakerIds)));
      for (const speakerId of chosen) speakers.push([tenantId, id, speakerId]);
      if (costed.starts.length) {
        costed.starts[i] = begins;
        costed.speakers.set([...chosen], i * 3);
      }
      if (size.checks && begins < TODAY) paid.push({ eventId: id, speakerId: chosen.values().next().value!, begins });
      if (survey) {
        const surveyTemplateId = r.pick(refs.surveyIds);
        surveys.push([tenantId, id, surveyTemplateId, new Date(begins + 7 * 86_400_000).toISOString()]);
        if (size.responses && begins < TODAY) surveyed.push({ eventId: id, surveyTemplateId, begins });
      }
    }
    await db.asOwner(async (tx) => {
      await bulkInsert(tx, 'events', EVENT_COLUMNS, events);
      await bulkInsert(
        tx,
        'event_speakers',
        [
          ['tenant_id', 'text'],
          ['event_id', 'int'],
          ['speaker_id', 'int'],
        ],
        speakers,
      );
      await bulkInsert(
        tx,
        'event_survey_templates',
        [
          ['tenant_id', 'text'],
          ['event_id', 'int'],
          ['survey_template_id', 'int'],
          ['survey_due_time', 'timestamptz'],
        ],
        surveys,
      );
    });
    await analyze(db, ['events', 'event_speakers', 'event_survey_templates']);
  }
  await db.asOwner((tx) => syncSequence(tx, 'events'));
  const started = performance.now();
  await seedResponses(db, size, surveyed);
  const responseSeconds = (performance.now() - started) / 1000;
  await analyze(db);
  await seedAttendances(db, size, firstId, starts);
  await analyze(db);
  // The checks' Honoraria lines and the expense lines load with the groups' trigger off; the groups are counted once after.
  await db.asOwner((tx) => groupsTrigger(tx, 'disable'));
  try {
    await seedChecks(db, size, paid, refs.speakerIds);
    await seedExpenses(db, size, firstId, costed);
  } finally {
    await db.asOwner((tx) => groupsTrigger(tx, 'enable'));
  }
  await db.asOwner((tx) => tx.query(sql`select expense_groups_rebuild(${tenantId})`));
  await seedEmailTemplates(db, size);
  await seedDashboardFields(db, tenantId);
  return responseSeconds;
}

/** The Regions dashboard's regions (the field reps' and the speakers' region table). */
const REGIONS = ['Northeast', 'Southeast', 'Midwest', 'Southwest', 'West'];

/**
 * The fields only the dashboards read (migration 0038), from each row's id so that every other row stays as it was:
 * five regions and forty territories over the field reps (every tenth rep without), a therapeutic area per topic (every
 * sixth without: 'Not Provided'), credentials per attendee (every seventh without), Veeva's `Signed_vod` on a quarter
 * of the attendances of past events (besides those the sign-in sheet marked attended or walk-in), and each event's
 * signed-in count.
 */
async function seedDashboardFields(db: Database, tenantId: string) {
  await db.asOwner(async (tx) => {
    // With the triggers off (as the superuser the seed is): each of them would redo per row or per statement, without
    // the indexes the load has dropped, what the statements below do once: the attendances' copies of the credentials,
    // the events' signed-in counts, the dashboards' rollups, the events' topic and region keys.
    await tx.query(sql`set local session_replication_role = replica`);
    await tx.query(sql`insert into regions (tenant_id, name) select ${tenantId}, unnest(${sql.param(REGIONS)}::text[])`);
    await tx.query(sql`update field_reps f set region_id = r.id, territory = 'Territory ' || (f.id % 40 + 1)
      from (select id, row_number() over (order by id) - 1 as k from regions where tenant_id = ${tenantId}) r
      where f.tenant_id = ${tenantId} and f.id % 10 <> 0 and r.k = f.id % ${REGIONS.length}`);
    await tx.query(sql`update topics set therapeutic_area =
        (array['Oncology', 'Cardiology', 'Immunology', 'Neurology', 'Endocrinology', null])[id % 6 + 1]
      where tenant_id = ${tenantId}`);
    await tx.query(sql`update attendees set credentials = (array['MD', 'DO', 'NP', 'PA', 'RN', 'PharmD', null])[id % 7 + 1]
      where tenant_id = ${tenantId}`);
    // Counted before the join below: analyzed with no credentials, attendees would be walked one by one.
    await tx.query(sql`analyze attendees`);
    await tx.query(sql`update event_attendances set veeva_status = 'Signed_vod'
      where tenant_id = ${tenantId} and id % 4 = 0 and event_start < now()`);
    await tx.query(sql`update event_attendances ea set attendee_credentials = nullif(trim(a.credentials), '')
      from attendees a where a.id = ea.attendee_id and ea.tenant_id = ${tenantId} and a.credentials is not null`);
    // The events' signed-in counts (migration 0039).
    await tx.query(sql`update events e set signed_in = c.n from (select event_id, count(*)::int as n from event_attendances
        where tenant_id = ${tenantId} and (status in ('attended', 'walkin') or veeva_status = 'Signed_vod') group by event_id) c
      where e.id = c.event_id`);
    await tx.query(sql`select dashboard_months_rebuild()`);
    // The events' topic and region keys (migration 0048), whose triggers the updates above ran without.
    await tx.query(sql`select event_sort_keys_rebuild(${tenantId})`);
  });
}

/** A name word of the bulk email series and templates: a therapy area's words (the searches' common word). */
const SERIES_KINDS = ['Launch', 'Congress', 'Regional', 'Webinar', 'Dinner', 'Advisory', 'Roundtable', 'Symposium'];

/**
 * `size.emailSeries` Hive series (`{area} {kind} series {n}`) of 4–16 templates each, of distinct types (the series'
 * rule), named `{area} {kind} {n}: {type name}`, with the subject, preheader and body of the seed's template of that
 * type (the demo's HTML, ≈ 1 KB). From a random stream of their own, so everything else stays as it was.
 */
async function seedEmailTemplates(db: Database, size: TenantSize) {
  if (!size.emailSeries) return;
  const r = random(`hive-bench-${size.id}-email-templates`);
  const types = EMAIL_TEMPLATE_TYPES.filter((type) => type.products.includes('hive'));
  await db.asOwner(async (tx) => {
    const samples = new Map(
      (
        await tx.query<{ type: number; subject: string; preheader: string | null; body: string }>(sql`select distinct on
          (email_template_type_id) email_template_type_id as type, subject, preheader, body from email_templates
          where tenant_id = ${size.id} order by email_template_type_id, id`)
      ).map((row) => [row.type, row]),
    );
    const fallback = [...samples.values()][0]!;
    // Migration 0033's trigger looks, for each template written, for the events of its series to plan (a scan of the
    // tenant's events while the bulk load has dropped their indexes). The new series have no events: nothing to plan,
    // so it is off for this load (in this transaction only).
    const planTrigger = only(
      await tx.query<{ found: boolean }>(
        sql`select exists (select 1 from pg_trigger where tgname = 'email_plan_template' and not tgisinternal) as found`,
      ),
    ).found;
    if (planTrigger) await tx.query(sql`alter table email_templates disable trigger email_plan_template`);
    const seriesIds = await nextIds(tx, 'email_series', size.emailSeries!);
    const names = seriesIds.map((_, i) => `${r.pick(AREAS)} ${r.pick(SERIES_KINDS)} ${i + 1}`);
    await bulkInsert(
      tx,
      'email_series',
      [
        ['id', 'int'],
        ['tenant_id', 'text'],
        ['name', 'text'],
      ],
      seriesIds.map((id, i) => [id, size.id, `${names[i]} series`]),
    );
    const templates: unknown[][] = [];
    seriesIds.forEach((seriesId, i) => {
      const own = [...types].sort(() => r.rand() - 0.5).slice(0, 4 + r.int(13));
      for (const type of own) {
        const sample = samples.get(type.id) ?? fallback;
        templates.push([
          size.id,
          seriesId,
          `${names[i]}: ${type.name}`,
          sample.subject,
          sample.preheader,
          sample.body,
          type.id,
          r.int(10) !== 0,
        ]);
      }
    });
    await bulkInsert(
      tx,
      'email_templates',
      [
        ['tenant_id', 'text'],
        ['email_series_id', 'int'],
        ['name', 'text'],
        ['subject', 'text'],
        ['preheader', 'text'],
        ['body', 'text'],
        ['email_template_type_id', 'int'],
        ['active', 'bool'],
      ],
      templates,
    );
    if (planTrigger) await tx.query(sql`alter table email_templates enable trigger email_plan_template`);
    await syncSequence(tx, 'email_series');
  });
}

/** Switches migration 0029's trigger on the expense lines (their Financials groups) off or on. */
const groupsTrigger = (tx: Tx, action: 'disable' | 'enable') =>
  tx.query(sql.raw(`alter table expense_lines ${action} trigger expense_lines_groups_insert`));

interface CostedEvents {
  starts: Float64Array;
  speakers: Int32Array;
}

const EXPENSE_COLUMNS: Column[] = [
  ['tenant_id', 'text'],
  ['event_id', 'int'],
  ['speaker_id', 'int'],
  ['expense_type', 'text'],
  ['amount_cents', 'int'],
  ['payment_date', 'date'],
  ['status', 'text'],
  ['created_at', 'timestamptz'],
];
const EVENT_COSTS = ['Venue', 'AV', 'Catering', 'Printing'];
const SPEAKER_COSTS = ['Travel', 'Hotel', 'Meals', 'Ground Transport'];

/**
 * `size.expenses` expense lines on events drawn at random (each at most once): 1–2 event-wide costs and 1–2 lines for
 * each of its speakers; $50–$3,000; a past event's lines 75 % paid 1–30 days after it, 15 % pending, 10 % void, a future
 * event's 90 % pending. From a random stream of their own, so everything else stays as it was.
 */
async function seedExpenses(db: Database, size: TenantSize, firstEventId: number, costed: CostedEvents) {
  const total = size.expenses ?? 0;
  if (!total || !costed.starts.length) return;
  const r = random(`hive-bench-${size.id}-expenses`);
  const used = new Set<number>();
  let made = 0;
  while (made < total) {
    const rows: unknown[][] = [];
    while (rows.length < CHUNK && made < total) {
      const event = r.int(costed.starts.length);
      if (used.has(event)) continue;
      used.add(event);
      const begins = costed.starts[event]!;
      const line = (speakerId: number | null, type: string) => {
        const past = begins < TODAY;
        const status = past
          ? r.weighted<string>([
              ['Paid', 75],
              ['Pending', 15],
              ['Void', 10],
            ])
          : r.int(10)
            ? 'Pending'
            : 'Void';
        const paidOn = status === 'Paid' ? new Date(begins + (1 + r.int(30)) * 86_400_000).toISOString().slice(0, 10) : null;
        const created = new Date(begins - r.int(30) * 86_400_000).toISOString();
        rows.push([size.id, firstEventId + event, speakerId, type, 5_000 + r.int(295_001), paidOn, status, created]);
        made++;
      };
      for (let k = 1 + r.int(2); k > 0 && made < total; k--) line(null, r.pick(EVENT_COSTS));
      for (const speakerId of costed.speakers.subarray(event * 3, event * 3 + 3))
        if (speakerId) for (let k = 1 + r.int(2); k > 0 && made < total; k--) line(speakerId, r.pick(SPEAKER_COSTS));
    }
    await db.asOwner((tx) => bulkInsert(tx, 'expense_lines', EXPENSE_COLUMNS, rows));
  }
}

/** A past event with the speaker its check pays. */
interface PaidEvent {
  eventId: number;
  speakerId: number;
  begins: number;
}

const CHECK_COLUMNS: Column[] = [
  ['id', 'int'],
  ['tenant_id', 'text'],
  ['speaker_id', 'int'],
  ['event_id', 'int'],
  ['amount_cents', 'int'],
  ['meta', 'jsonb'],
  ['created_at', 'timestamptz'],
];

/**
 * `size.checks` fee checks on past events drawn at random (each at most once), for the event's first speaker, saved
 * 1–14 days after it; amounts and calculation logs as the demo's structure makes them (`demoCheck`, one in twelve
 * overridden). From a random stream of their own, so everything else stays as it was.
 */
async function seedChecks(db: Database, size: TenantSize, paid: PaidEvent[], speakerIds: number[]) {
  const total = Math.min(size.checks ?? 0, paid.length);
  if (!total) return;
  const r = random(`hive-bench-${size.id}-checks`);
  const firstCheck = only(await db.asOwner((tx) => nextIds(tx, 'fee_checks', 1)));
  const speakerRow = new Map(speakerIds.map((id, i) => [id, i]));
  // A partial Fisher–Yates shuffle: the first `total` events of `paid` become a random sample.
  for (let k = 0; k < total; k++) {
    const j = k + r.int(paid.length - k);
    [paid[k], paid[j]] = [paid[j]!, paid[k]!];
  }
  for (let start = 0; start < total; start += CHUNK) {
    const rows = paid.slice(start, Math.min(start + CHUNK, total)).map((event, n) => {
      const k = start + n;
      const { amountCents, meta } = demoCheck(speakerRow.get(event.speakerId)!, r.int(12), false);
      const created = new Date(event.begins + (1 + r.int(14)) * 86_400_000 + r.int(86_400) * 1000).toISOString();
      return [firstCheck + k, size.id, event.speakerId, event.eventId, amountCents, JSON.stringify(meta), created];
    });
    await db.asOwner((tx) => bulkInsert(tx, 'fee_checks', CHECK_COLUMNS, rows));
  }
  await db.asOwner((tx) => syncSequence(tx, 'fee_checks'));
}

/** A past event with a survey template. */
interface SurveyedEvent {
  eventId: number;
  surveyTemplateId: number;
  begins: number;
}

/**
 * The demo's questions on the tenant's survey templates (`seedSurveyQuestions`: 4–5 questions, one template anonymous), then
 * `size.responses` survey responses over `surveyed` as the public page writes them: answers made up by the demo seed's
 * `someAnswers` and accepted by the engine (rules and skip logic drop some: 3–5 answers a response), submitted 1–72 h
 * after the event starts, 1–8 a time to a random event; half the respondents of a named survey are attendees. From a
 * random stream of their own, so the events stay as they were.
 */
async function seedResponses(db: Database, size: TenantSize, surveyed: SurveyedEvent[]) {
  const tenantId = size.id;
  const r = random(`hive-bench-${tenantId}-responses`);
  const t: DemoTenant = { id: tenantId, prefix: '', rand: r.rand, pick: r.pick, between: (min, max) => min + r.int(max - min + 1) };
  const templates = await db.withTenant(tenantId, async (tx) => {
    await seedSurveyQuestions(tx, tenantId);
    const rows = await tx.query<{ id: number; isAnonymous: boolean }>(
      sql`select id, is_anonymous as "isAnonymous" from survey_templates order by id`,
    );
    const byId = new Map<number, { isAnonymous: boolean; questions: StoredQuestion[]; skipLogic: StoredSkipLogic[] }>();
    for (const row of rows) {
      byId.set(row.id, {
        isAnonymous: row.isAnonymous,
        questions: await loadQuestions(tx, { kind: 'survey', id: row.id }),
        skipLogic: await loadSkipLogic(tx, row.id),
      });
    }
    return byId;
  });
  const total = size.responses ?? 0;
  if (!total || !surveyed.length || ![...templates.values()].some((x) => x.questions.length)) return;
  const [firstResponse, firstAttendee] = await db.asOwner(async (tx) => [
    only(await nextIds(tx, 'survey_responses', 1)),
    only(await nextIds(tx, 'attendees', 1)),
  ]);
  let made = 0;
  let attendeeId = firstAttendee;
  while (made < total) {
    const responses: unknown[][] = [];
    const answers: unknown[][] = [];
    const attendees: unknown[][] = [];
    while (responses.length < CHUNK && made < total) {
      const event = r.pick(surveyed);
      const template = templates.get(event.surveyTemplateId);
      if (!template?.questions.length) continue;
      for (let n = Math.min(t.between(1, 8), total - made); n > 0; n--) {
        const given = accepted(template.questions, someAnswers(template.questions, t), template.skipLogic);
        if (!given?.length) continue;
        const responseId = firstResponse + made;
        made += 1;
        let respondent: number | null = null;
        if (!template.isAnonymous && r.rand() < 0.5) {
          const first = r.pick(FIRST);
          const last = r.pick(LAST);
          respondent = attendeeId++;
          attendees.push([respondent, tenantId, first, last, `${first}.${last}.${respondent}@attendee.test`.toLowerCase(), 'patient']);
        }
        const submitted = new Date(event.begins + t.between(1, 72) * 3_600_000).toISOString();
        responses.push([responseId, tenantId, event.eventId, event.surveyTemplateId, respondent, submitted]);
        for (const a of given) answers.push([tenantId, responseId, a.questionId, a.answer, a.value]);
      }
    }
    await db.asOwner(async (tx) => {
      await bulkInsert(tx, 'attendees', ATTENDEE_COLUMNS, attendees);
      await bulkInsert(tx, 'survey_responses', RESPONSE_COLUMNS, responses);
      await bulkInsert(tx, 'survey_answers', ANSWER_COLUMNS, answers);
    });
  }
  await db.asOwner(async (tx) => {
    for (const table of ['attendees', 'survey_responses']) await syncSequence(tx, table);
  });
}

/** Statuses of an attendance by whether its event lies before this day. */
const PAST_ATTENDANCE: Weighted<AttendanceStatus> = [
  ['attended', 60],
  ['noshow', 15],
  ['walkin', 10],
  ['registered', 5],
  ['cancelled', 5],
  ['ineligible', 5],
];
const FUTURE_ATTENDANCE: Weighted<AttendanceStatus> = [
  ['registered', 85],
  ['cancelled', 10],
  ['walkin', 5],
];
const ATTENDEE_TYPES: Weighted<string> = [
  ['hcp', 60],
  ['patient', 30],
  ['caregiver', 10],
];

/**
 * `size.attendances` event attendances: 1–20 to an event drawn at random (each event once), the attendees drawn from a
 * pool of 40 % as many people (each at most once an event), registered 1–60 days before the event, the status by
 * whether the event lies before this day; a fifth through one of the tenant's registration pages (its name the
 * source), the rest from the form (the product's name). The triggers copy the event's columns and the attendee's
 * names onto each (migrations 0018, 0042). From a random stream of their own, so the events stay as they were.
 * The events' registered and attended counts stay the seed's own figures.
 */
async function seedAttendances(db: Database, size: TenantSize, firstEventId: number, starts: Float64Array) {
  const total = size.attendances ?? 0;
  if (!total || !starts.length) return;
  const tenantId = size.id;
  const r = random(`hive-bench-${tenantId}-attendances`);
  const pool = Math.max(20, Math.round(total * 0.4));
  const [firstAttendee, firstAttendance, pages] = await db.asOwner(async (tx) => [
    only(await nextIds(tx, 'attendees', 1)),
    only(await nextIds(tx, 'event_attendances', 1)),
    await tx.query<{ id: number; name: string }>(
      sql`select id, name from registration_templates where tenant_id = ${tenantId} order by id`,
    ),
  ]);
  const attendees: unknown[][] = [];
  for (let k = 0; k < pool; k++) {
    const id = firstAttendee + k;
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    const [city, state, zip] = r.pick(CITIES);
    const email = r.int(10) === 0 ? null : `${first}.${last}.${id}@attendee.test`.toLowerCase();
    attendees.push([id, tenantId, first, last, email, city, state, zip, r.int(4) === 0, r.weighted(ATTENDEE_TYPES)]);
  }
  await db.asOwner((tx) => bulkInsert(tx, 'attendees', FULL_ATTENDEE_COLUMNS, attendees));

  const used = new Set<number>();
  let made = 0;
  while (made < total) {
    const rows: unknown[][] = [];
    while (rows.length < CHUNK && made < total) {
      const event = r.int(starts.length);
      if (used.has(event)) continue;
      used.add(event);
      const begins = starts[event]!;
      const people = new Set<number>();
      for (let n = Math.min(1 + r.int(20), total - made); people.size < n;) people.add(firstAttendee + r.int(pool));
      for (const attendeeId of people) {
        const page = pages.length && r.int(5) === 0 ? r.pick(pages) : null;
        rows.push([
          firstAttendance + made,
          tenantId,
          firstEventId + event,
          attendeeId,
          r.weighted(begins < TODAY ? PAST_ATTENDANCE : FUTURE_ATTENDANCE),
          r.int(10) !== 0,
          page ? page.name : FORM_SOURCE,
          page ? page.id : null,
          new Date(begins - (1 + r.int(60)) * 86_400_000 - r.int(86_400) * 1000).toISOString(),
        ]);
        made += 1;
      }
    }
    await db.asOwner(async (tx) => {
      await tx.query(sql`alter table event_attendances disable trigger email_plan_attendance`);
      await bulkInsert(tx, 'event_attendances', ATTENDANCE_COLUMNS, rows);
      await tx.query(sql`alter table event_attendances enable trigger email_plan_attendance`);
    });
  }
  await db.asOwner(async (tx) => {
    for (const table of ['attendees', 'event_attendances']) await syncSequence(tx, table);
  });
}

const FULL_ATTENDEE_COLUMNS: Column[] = [
  ['id', 'int'],
  ['tenant_id', 'text'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['email', 'text'],
  ['city', 'text'],
  ['state', 'text'],
  ['zip_code', 'text'],
  ['marketing_opt_in', 'bool'],
  ['type', 'text'],
];
const ATTENDANCE_COLUMNS: Column[] = [
  ['id', 'int'],
  ['tenant_id', 'text'],
  ['event_id', 'int'],
  ['attendee_id', 'int'],
  ['status', 'text'],
  ['subscribed', 'bool'],
  ['source', 'text'],
  ['registration_template_id', 'int'],
  ['created_date', 'timestamptz'],
];

const ATTENDEE_COLUMNS: Column[] = [
  ['id', 'int'],
  ['tenant_id', 'text'],
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['email', 'text'],
  ['type', 'text'],
];
const RESPONSE_COLUMNS: Column[] = [
  ['id', 'int'],
  ['tenant_id', 'text'],
  ['event_id', 'int'],
  ['survey_template_id', 'int'],
  ['attendee_id', 'int'],
  ['submitted_at', 'timestamptz'],
];
const ANSWER_COLUMNS: Column[] = [
  ['tenant_id', 'text'],
  ['response_id', 'int'],
  ['question_id', 'int'],
  ['answer', 'text'],
  ['value', 'jsonb'],
];

/** The tables the bulk load fills by the million: their secondary indexes are built after it. */
const BULK_TABLES = [
  'events',
  'event_speakers',
  'event_survey_templates',
  'attendees',
  'event_attendances',
  'survey_responses',
  'survey_answers',
  'fee_checks',
  'expense_lines',
  'expense_groups',
];

/**
 * Runs `load` with the secondary indexes of the bulk tables (events and their links, survey responses and answers,
 * attendees) dropped, then builds them again from their own definitions (the migrations stay their only source):
 * building an index once is far cheaper than maintaining it row by row during a bulk load.
 */
export async function withoutBulkIndexes(db: Database, load: () => Promise<void>, log: (line: string) => void = () => {}) {
  const indexes = await db.asOwner((tx) =>
    tx.query<{ name: string; definition: string }>(sql`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = 'public' and i.tablename = any(${sql.param(BULK_TABLES)}::text[])
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`),
  );
  await db.asOwner(async (tx) => {
    for (const index of indexes) await tx.query(sql`drop index ${sql.identifier(index.name)}`);
  });
  try {
    await load();
  } finally {
    const started = performance.now();
    for (const index of indexes) {
      await db.asOwner(async (tx) => {
        await tx.query(sql`set local maintenance_work_mem = '512MB'`);
        await tx.query(sql.raw(index.definition));
      });
    }
    log(`  ${indexes.length} indexes of the bulk tables rebuilt (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
}

/** Loads `sizes` into a migrated database that has no tenants yet. */
export async function seedBench(db: Database, sizes: TenantSize[], log: (line: string) => void = () => {}) {
  const { count } = only(await db.asOwner((tx) => tx.query<{ count: number }>(sql`select count(*)::int as count from tenants`)));
  if (count > 0) throw new Error('The bench database has tenants already: it must be empty (npm run bench:seed recreates it).');
  await db.asOwner(seedCatalog);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const size of sizes) {
    const started = performance.now();
    const responseSeconds = await seedTenant(db, size, passwordHash);
    const responses = size.responses
      ? `, ${size.responses.toLocaleString('en-US')} survey responses (${responseSeconds.toFixed(1)} s)`
      : '';
    const attendances = size.attendances ? `, ${size.attendances.toLocaleString('en-US')} event attendances` : '';
    const checks = size.checks ? `, ${size.checks.toLocaleString('en-US')} checks` : '';
    const expenses = size.expenses ? `, ${size.expenses.toLocaleString('en-US')} expense lines` : '';
    log(
      `  ${size.id}: ${size.events.toLocaleString('en-US')} events, ${size.speakers.toLocaleString('en-US')} speakers${responses}${attendances}${checks}${expenses} ` +
        `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  // The bench's rows are history, as the demo's (api/src/platform/db/seed.ts): the events and registrations they hold
  // owe no automatic e-mail, so the delivery worker of a bench run has no backlog to plan.
  await db.asOwner((tx) => tx.query(sql`delete from email_plan_requests`));
}
