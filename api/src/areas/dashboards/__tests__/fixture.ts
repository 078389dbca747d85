import { sql } from 'drizzle-orm';
import { only, type Tx } from '../../../platform/db/client.ts';
import { seedRoles, seedUsers } from '../../../platform/db/seed.ts';
import type { TestApi } from '../../../__tests__/harness.ts';

/**
 * A tenant of its own (`dash`, users `<role>@dash.test` with the demo password) holding a small, known set of dashboard
 * rows, so that every chart value can be counted by hand. `Y` is the current UTC year (the default range).
 *
 * Events (local start in their zone; status → dashboard group / region group):
 * - D-1 Y-01-15 10:00 US/Eastern, live, complete (completed/confirmed), in-office, topic Cardio, Rep One (East),
 *   speakers Ann Alpha + Bob Beta. Lines: Ann Honoraria $500 paid Y-02-01, Bob Honoraria $300 paid Y-02-15, event
 *   Meals $123.45 paid Y-01-16, event Venue $100 Void, event Gift $9.99 (the tenant's rule Equals 'Gift' filters it).
 *   Attendances: Ann Attendee (MD) attended, Ben Bee (RN) registered with Veeva Signed_vod, Cat Cee (no credentials) noshow.
 * - D-2 Y-01-20 US/Central, virtual, scheduled (planning), virtual, topic Diabetes, Rep Two (no region), Ann Alpha.
 *   Attendances: Ann Attendee walkin, Dan Dee (MD) registered.
 * - D-3 Y-03-10 US/Eastern, live, cancelled, no location type, no topic, Rep One, Cy Gamma. Line: Cy Travel $200 Pending,
 *   no payment date. Attendance: Dan Dee cancelled.
 * - D-4 Y-03-31 23:30 US/Pacific (April 1 in UTC: a March event), webinar, planning-complete (planning), in-venue,
 *   Cardio, Rep One, Bob Beta. Line: Bob Honoraria $400 paid (Y+1)-01-05.
 * - D-5 Y-12-31 22:00 US/Eastern ((Y+1)-01-01 in UTC: a December event), hybrid, confirmed (other/confirmed), Diabetes,
 *   no field rep, no speaker.
 * - D-6 Y-06-01 US/Eastern, other, in-progress (other), Cardio, Rep Two, Ann Alpha.
 * - D-9 Y-06-20 US/Eastern, symposium (a type outside the enum: the sixth type), approved (other), nothing else.
 * - D-7 (Y-1)-06-15 US/Eastern, live, scheduled (planning), Cardio, Rep One, Ann Alpha; line Ann Honoraria $700 paid Y-01-10
 *   (a payment of this year); attendance Ben Bee attended.
 * - D-8 Y-01-01 02:00 UTC in US/Eastern: (Y-1)-12-31 21:00 local, so last year's; live, complete, Rep One.
 */
export const TENANT = 'dash';
export const Y = new Date().getUTCFullYear();
export const CARDIO = 'Cardiology Update Long Name';
export const as = (role: string) => `${role}@${TENANT}.test`;

export interface Fixture {
  topics: { cardio: number; diabetes: number };
  fieldReps: { one: number; two: number };
  speakers: { ann: number; bob: number; cy: number };
  events: Record<'d1' | 'd2' | 'd3' | 'd4' | 'd5' | 'd6' | 'd7' | 'd8' | 'd9', number>;
}

const id = async (tx: Tx, query: ReturnType<typeof sql>) => only(await tx.query<{ id: number }>(query)).id;

export async function loadFixture(api: TestApi): Promise<Fixture> {
  return api.db.asOwner(async (tx) => {
    await tx.query(sql`select set_config('app.tenant_id', ${TENANT}, true)`);
    await tx.query(sql`insert into tenants (id, name) values (${TENANT}, 'Dashboards Test')`);
    await seedRoles(tx, TENANT);
    const { hash } = only(await tx.query<{ hash: string }>(sql`select password_hash as hash from users where email = 'admin@demo.test'`));
    await seedUsers(tx, TENANT, hash);
    const t = TENANT;
    const east = await id(tx, sql`insert into regions (tenant_id, name) values (${t}, 'East') returning id`);
    await tx.query(sql`insert into regions (tenant_id, name) values (${t}, 'West')`);
    const one = await id(
      tx,
      sql`insert into field_reps (tenant_id, name, email, region_id, territory) values (${t}, 'Rep One', 'one@dash.test', ${east}, 'T-100') returning id`,
    );
    const two = await id(tx, sql`insert into field_reps (tenant_id, name, email) values (${t}, 'Rep Two', 'two@dash.test') returning id`);
    const cardio = await id(
      tx,
      sql`insert into topics (tenant_id, name, therapeutic_area) values (${t}, ${CARDIO}, 'Cardiology') returning id`,
    );
    const diabetes = await id(tx, sql`insert into topics (tenant_id, name) values (${t}, 'Diabetes') returning id`);
    const speaker = (first: string, last: string) =>
      id(tx, sql`insert into speakers (tenant_id, first_name, last_name) values (${t}, ${first}, ${last}) returning id`);
    const ann = await speaker('Ann', 'Alpha');
    const bob = await speaker('Bob', 'Beta');
    const cy = await speaker('Cy', 'Gamma');
    await tx.query(sql`update users set field_rep_id = ${one} where tenant_id = ${t} and role = 'field-rep'`);
    await tx.query(sql`update users set speaker_id = ${ann} where tenant_id = ${t} and role = 'speaker'`);
    await tx.query(sql`update speakers set user_id = (select id from users where tenant_id = ${t} and role = 'speaker') where id = ${ann}`);

    const event = (
      name: string,
      local: string,
      zone: string,
      type: string,
      status: string,
      locationType: string | null,
      topic: number | null,
      rep: number | null,
    ) =>
      id(
        tx,
        sql`insert into events (tenant_id, short_name, title, start_time, end_time, zone, type, status, location_type, topic_id, field_rep_id)
          values (${t}, ${name}, ${`Program ${name}`}, ${local}::timestamp at time zone ${zone}, (${local}::timestamp at time zone ${zone}) + interval '1 hour',
            ${zone}, ${type}, ${status}, ${locationType}, ${topic}, ${rep}) returning id`,
      );
    const d1 = await event('D-1', `${Y}-01-15 10:00`, 'US/Eastern', 'live', 'complete', 'in-office', cardio, one);
    const d2 = await event('D-2', `${Y}-01-20 10:00`, 'US/Central', 'virtual', 'scheduled', 'virtual', diabetes, two);
    const d3 = await event('D-3', `${Y}-03-10 10:00`, 'US/Eastern', 'live', 'cancelled', null, null, one);
    const d4 = await event('D-4', `${Y}-03-31 23:30`, 'US/Pacific', 'webinar', 'planning-complete', 'in-venue', cardio, one);
    const d5 = await event('D-5', `${Y}-12-31 22:00`, 'US/Eastern', 'hybrid', 'confirmed', null, diabetes, null);
    const d6 = await event('D-6', `${Y}-06-01 10:00`, 'US/Eastern', 'other', 'in-progress', null, cardio, two);
    const d7 = await event('D-7', `${Y - 1}-06-15 10:00`, 'US/Eastern', 'live', 'scheduled', null, cardio, one);
    const d8 = await event('D-8', `${Y - 1}-12-31 21:00`, 'US/Eastern', 'live', 'complete', null, null, one);
    const d9 = await event('D-9', `${Y}-06-20 10:00`, 'US/Eastern', 'symposium', 'approved', null, null, null);
    for (const [e, s] of [
      [d1, ann],
      [d1, bob],
      [d2, ann],
      [d3, cy],
      [d4, bob],
      [d6, ann],
      [d7, ann],
    ] as const)
      await tx.query(sql`insert into event_speakers (tenant_id, event_id, speaker_id) values (${t}, ${e}, ${s})`);

    await tx.query(
      sql`insert into expense_filtering_rules (tenant_id, comparison_type, comparison_string) values (${t}, 'Equals', 'Gift')`,
    );
    const line = (e: number, s: number | null, type: string, cents: number, status: string, paid: string | null) =>
      tx.query(sql`insert into expense_lines (tenant_id, event_id, speaker_id, expense_type, amount_cents, payment_date, status)
        values (${t}, ${e}, ${s}, ${type}, ${cents}, ${paid}::date, ${status})`);
    await line(d1, ann, 'Honoraria', 50_000, 'Paid', `${Y}-02-01`);
    await line(d1, bob, 'Honoraria', 30_000, 'Paid', `${Y}-02-15`);
    await line(d1, null, 'Meals', 12_345, 'Paid', `${Y}-01-16`);
    await line(d1, null, 'Venue', 10_000, 'Void', `${Y}-01-16`);
    await line(d1, null, 'Gift', 999, 'Paid', `${Y}-01-16`);
    await line(d3, cy, 'Travel', 20_000, 'Pending', null);
    await line(d4, bob, 'Honoraria', 40_000, 'Paid', `${Y + 1}-01-05`);
    await line(d7, ann, 'Honoraria', 70_000, 'Paid', `${Y}-01-10`);

    const attendee = (first: string, last: string, credentials: string | null) =>
      id(
        tx,
        sql`insert into attendees (tenant_id, first_name, last_name, credentials) values (${t}, ${first}, ${last}, ${credentials}) returning id`,
      );
    const a1 = await attendee('Ann', 'Attendee', 'MD');
    const a2 = await attendee('Ben', 'Bee', 'RN');
    const a3 = await attendee('Cat', 'Cee', null);
    const a4 = await attendee('Dan', 'Dee', 'MD');
    const attend = (e: number, a: number, status: string, veeva: string | null = null) =>
      tx.query(
        sql`insert into event_attendances (tenant_id, event_id, attendee_id, status, veeva_status) values (${t}, ${e}, ${a}, ${status}, ${veeva})`,
      );
    await attend(d1, a1, 'attended');
    await attend(d1, a2, 'registered', 'Signed_vod');
    await attend(d1, a3, 'noshow');
    await attend(d2, a1, 'walkin');
    await attend(d2, a4, 'registered');
    await attend(d3, a4, 'cancelled');
    await attend(d7, a2, 'attended');
    return {
      topics: { cardio, diabetes },
      fieldReps: { one, two },
      speakers: { ann, bob, cy },
      events: { d1, d2, d3, d4, d5, d6, d7, d8, d9 },
    };
  });
}

/** Hides `fields` of `entity` from `role` in the test tenant (replacing what was hidden), for the length of `fn`. */
export async function withHidden<T>(api: TestApi, role: string, entity: string, fields: string[], fn: () => Promise<T>): Promise<T> {
  const set = (to: string[]) =>
    api.owner(sql`insert into field_settings (tenant_id, entity, role, kind, fields) values (${TENANT}, ${entity}, ${role}, 'hidden', ${sql.param(to)}::text[])
      on conflict (tenant_id, entity, role, kind) do update set fields = excluded.fields`);
  await set(fields);
  try {
    return await fn();
  } finally {
    await set([]);
  }
}
