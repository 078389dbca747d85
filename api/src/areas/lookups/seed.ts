import { sql } from 'drizzle-orm';
import type { AreaSeed } from '../../platform/area.ts';
import type { Tx } from '../../platform/db/client.ts';
import { CITIES, FIRST_NAMES, LAST_NAMES, VENUE_KINDS } from '../../platform/db/demoNames.ts';
import { insertRows } from '../../platform/db/seed.ts';
import { registrationTemplates } from '../registrationPages/index.ts';
import { speakers } from '../speakers/index.ts';
import { surveyTemplates } from '../surveys/index.ts';
import { venues } from '../venues/index.ts';
import { emailSeries, fieldReps, topics } from './tables.ts';

/** Name and description. */
const TOPICS = [
  ['Heart Failure Today', 'Managing chronic heart failure in primary care'],
  ['Lipid Control', 'New approaches to LDL lowering'],
  ['Type 2 Diabetes', 'Combination therapy and outcomes'],
  ['Migraine Prevention', 'Preventive treatment options'],
  ['Psoriasis Care', 'Biologics in moderate-to-severe psoriasis'],
  ['Asthma Biologics', 'Phenotyping severe asthma'],
  ['Oncology Immunotherapy', 'Checkpoint inhibitors in practice'],
  ['Rheumatoid Arthritis', 'Treat-to-target strategies'],
] as const;

/** The survey, email series and registration templates of a tenant (the demo's and the bench's); answers their ids. */
export async function seedTemplates(tx: Tx, tenantId: string) {
  const named = (table: typeof surveyTemplates | typeof emailSeries | typeof registrationTemplates, names: string[]) =>
    insertRows(
      tx,
      table,
      ['tenant_id', 'name'],
      names.map((n) => [tenantId, n]),
    );
  return {
    surveyIds: await named(surveyTemplates, ['Post-program survey', 'Speaker evaluation', 'HCP feedback', 'Attendee satisfaction']),
    seriesIds: await named(emailSeries, ['Standard invitations', 'Reminder series', 'Virtual event series', 'Follow-up series']),
    regIds: await named(registrationTemplates, ['Standard registration', 'HCP registration', 'Webinar sign-up', 'Dinner program RSVP']),
  };
}

/**
 * The demo users who are a speaker or a field rep (platform/db/seed.ts made them): `speaker@` is the
 * tenant's first speaker, `inactive@` its first inactive speaker (the Speaker Inactivated sign-out), and
 * `field-rep@` its first field rep (the events that rep owns are theirs to read: platform/http/scope.ts).
 */
export async function linkDemoUsers(tx: Tx, tenantId: string) {
  const first = (table: typeof speakers | typeof fieldReps, where = sql`true`) =>
    sql`(select id from ${table} where tenant_id = ${tenantId} and ${where} order by id limit 1)`;
  await tx.query(sql`update users set speaker_id = ${first(speakers)} where email = ${`speaker@${tenantId}.test`}`);
  await tx.query(
    sql`update users set speaker_id = ${first(speakers, sql`status = 'inactive'`)} where email = ${`inactive@${tenantId}.test`}`,
  );
  await tx.query(sql`update users set field_rep_id = ${first(fieldReps)} where email = ${`field-rep@${tenantId}.test`}`);
  await tx.query(sql`update speakers s set user_id = u.id from users u where u.speaker_id = s.id and u.tenant_id = ${tenantId}`);
}

/** The demo's venues, field reps, topics and templates of a tenant (after the speakers, whose demo users it links). */
export const lookupsSeed: AreaSeed = {
  after: ['speakers'],
  async rows(tx, t) {
    const { pick, between } = t;
    await insertRows(
      tx,
      venues,
      ['tenant_id', 'name', 'address', 'city', 'state', 'zip_code', 'capacity'],
      Array.from({ length: 15 }, (_, i) => {
        const [city, state, zip] = CITIES[i % CITIES.length]!;
        return [
          t.id,
          `${city} ${pick(VENUE_KINDS)} ${i + 1}`,
          `${between(10, 999)} Main Street`,
          city,
          state,
          zip,
          i % 4 === 0 ? 0 : between(20, 200),
        ];
      }),
    );
    await insertRows(
      tx,
      fieldReps,
      ['tenant_id', 'name', 'phone', 'email'],
      Array.from({ length: 20 }, (_, i) => {
        const first = FIRST_NAMES[(i * 3 + 1) % FIRST_NAMES.length];
        const last = LAST_NAMES[(i * 11 + 2) % LAST_NAMES.length];
        return [t.id, `${first} ${last}`, `555-02${String(i).padStart(2, '0')}`, `${first}.${last}@${t.id}.test`.toLowerCase()];
      }),
    );
    await insertRows(
      tx,
      topics,
      ['tenant_id', 'name', 'description'],
      TOPICS.map(([n, d]) => [t.id, n, d]),
    );
    await seedTemplates(tx, t.id);
    await linkDemoUsers(tx, t.id);
  },
};
