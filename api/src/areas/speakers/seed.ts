import { sql } from 'drizzle-orm';
import type { AreaSeed } from '../../platform/area.ts';
import type { Tx } from '../../platform/db/client.ts';
import { CITIES, DEGREES, FIRST_NAMES, LAST_NAMES, SPECIALTIES } from '../../platform/db/demoNames.ts';
import { insertRows } from '../../platform/db/seed.ts';
import { seedSpeakerProfiles } from './profileSeed.ts';
import { contractAddresses, contracts, speakerBlackoutDates, speakers } from './tables.ts';
import { CRM_STATUSES, SPEAKER_TYPES } from './contract.ts';

const INSTITUTION_KINDS = ['Medical Center', 'University Hospital', 'Heart Institute', 'Community Clinic'] as const;

/** The demo's 50 speakers of a tenant (every 17th inactive: the first of them is the inactive demo
 *  user's), with an address, a contract address, a contract and two blackout dates for every fifth; the
 *  program analyst does not see contract names. The
 *  fields beyond the random draws (name, degree, specialty) follow the row number, so the tenant's
 *  random stream, which the later seeds draw from, is the same as before. */
export const speakersSeed: AreaSeed = {
  async rows(tx, t) {
    const { pick } = t;
    const ids = await insertRows(
      tx,
      speakers,
      [
        'tenant_id',
        'first_name',
        'last_name',
        'email',
        'phone',
        'degree',
        'specialty',
        'status',
        'address',
        'city',
        'state',
        'zip',
        'speaker_type',
        'institution',
        'crm_status',
      ],
      Array.from({ length: 50 }, (_, i) => {
        const first = FIRST_NAMES[i % FIRST_NAMES.length];
        const last = LAST_NAMES[(i * 7) % LAST_NAMES.length];
        const [city, state, zip] = CITIES[i % CITIES.length]!;
        return [
          t.id,
          first,
          last,
          `${first}.${last}${i}@${t.id}-hcp.test`.toLowerCase(),
          `555-01${String(i).padStart(2, '0')}`,
          pick(DEGREES),
          pick(SPECIALTIES),
          i % 17 === 16 ? 'inactive' : 'active',
          `${100 + i * 7} Oak Avenue`,
          city,
          state,
          zip,
          SPEAKER_TYPES[i % 10 === 9 ? 1 : i % 10 === 8 ? 2 : 0],
          `${city} ${INSTITUTION_KINDS[i % INSTITUTION_KINDS.length]}`,
          CRM_STATUSES[i % CRM_STATUSES.length],
        ];
      }),
    );
    const every5th = ids.filter((_, i) => i % 5 === 0);
    await insertRows(
      tx,
      contractAddresses,
      ['tenant_id', 'speaker_id', 'address', 'city', 'state', 'zip'],
      every5th.map((id, i) => {
        const [city, state, zip] = CITIES[(i + 3) % CITIES.length]!;
        return [t.id, id, `${200 + i} Contract Plaza`, city, state, zip];
      }),
    );
    await insertRows(
      tx,
      contracts,
      ['tenant_id', 'speaker_id', 'name', 'type', 'signed_date', 'start_date', 'end_date'],
      every5th.map((id, i) => [
        t.id,
        id,
        `Speaker Agreement ${2026 + (i % 2)}`,
        i % 3 ? 'individual' : 'organization',
        '2026-01-05',
        '2026-01-15',
        '2027-01-14',
      ]),
    );
    // Blackout days far from the demo's events (which the events seed spreads around today).
    await insertRows(
      tx,
      speakerBlackoutDates,
      ['tenant_id', 'speaker_id', 'blackout_date'],
      every5th.flatMap((id) => ['2031-12-24', '2031-12-25'].map((day) => [t.id, id, day])),
    );
    // A contract field hidden out of the box (spec 001 §8: per-role server configuration), so the demo shows it.
    await tx.query(sql`insert into field_settings (tenant_id, entity, role, kind, fields)
      values (${t.id}, 'contract', 'program-analyst', 'hidden', ${sql.param(['name'])}::text[])`);
    await linkSpeakerUsers(tx, t.id);
    await seedSpeakerProfiles(tx, t.id);
  },
};

/**
 * The demo users who are a speaker (platform/db/seed.ts made them): `speaker@` is the tenant's first speaker,
 * `inactive@` its first inactive speaker (the Speaker Inactivated sign-out); each speaker knows its user back.
 */
export async function linkSpeakerUsers(tx: Tx, tenantId: string) {
  const first = (where = sql`true`) => sql`(select id from ${speakers} where tenant_id = ${tenantId} and ${where} order by id limit 1)`;
  await tx.query(sql`update users set speaker_id = ${first()} where email = ${`speaker@${tenantId}.test`}`);
  await tx.query(sql`update users set speaker_id = ${first(sql`status = 'inactive'`)} where email = ${`inactive@${tenantId}.test`}`);
  await tx.query(sql`update speakers s set user_id = u.id from users u where u.speaker_id = s.id and u.tenant_id = ${tenantId}`);
}
