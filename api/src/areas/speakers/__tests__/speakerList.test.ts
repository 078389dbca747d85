// The speaker list at scale (issue 11, tests/bench scenario 7): the year filter reads each link's event start
// (kept by triggers, migration 0013), the search runs through `speaker_search_ids`; on PostgreSQL the plans
// read the indexes.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP } from '../../../platform/http/lists.ts';
import { listSpeakers, type SpeakerListQuery } from '../queries.ts';
import { only } from '../../../platform/db/client.ts';
import { ENGINES, explainPlans, useApi, type CallOptions } from '../../../__tests__/harness.ts';

const ADMIN = 'admin@demo.test';
const READER = 'user@demo.test';
/** More speakers than the count's bound, all named "Scale …". */
const BULK = COUNT_CAP + 100;
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe.each(ENGINES)('the speaker list at scale on $name', (engine) => {
  const api = useApi(engine);
  const list = (query: CallOptions['query']) => api.call('GET', '/speakers', { as: READER, query: { limit: -1, ...query } });

  beforeAll(async () => {
    await api.owner(sql`insert into speakers (tenant_id, first_name, last_name, email)
      select 'demo', 'Scale', 'Speaker ' || n, 'scale' || n || '@example.com' from generate_series(1, ${BULK}) n`);
  });

  it("lists by year the speakers of the events starting that year, following an event's new start", async () => {
    const [speaker] = ids(await api.owner<{ id: number }>(sql`select id from speakers where tenant_id = 'demo' order by id limit 1`));
    const { id: eventId } = only(
      await api.owner<{ id: number }>(sql`insert into events (tenant_id, short_name, title, start_time, end_time, zone, type, status)
        values ('demo', 'YEAR-1', 'Year event', '2041-06-01T15:00:00Z', '2041-06-01T16:00:00Z', 'US/Central', 'webinar', 'confirmed')
        returning id`),
    );
    await api.owner(sql`insert into event_speakers (tenant_id, event_id, speaker_id) values ('demo', ${eventId}, ${speaker})`);
    const inYear = async (year: number) => ids((await list({ filters: { year } })).body.results);
    expect(await inYear(2041)).toEqual([speaker]);
    const moved = await api.call('PATCH', `/events/${eventId}`, {
      as: ADMIN,
      body: { startTime: '2042-01-01T00:30:00.000Z', endTime: '2042-01-01T01:30:00.000Z' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await inYear(2041)).toEqual([]);
    expect(await inYear(2042)).toEqual([speaker]);
  });

  it('searches the full name, counts exactly up to 10,000 matches and pages beyond them in the sort order', async () => {
    const one = await list({ searchQuery: 'scale speaker 1234' });
    expect(one.body).toMatchObject({ count: 1, countExact: true });
    expect(one.body.results[0]).toMatchObject({ firstName: 'Scale', lastName: 'Speaker 1234' });
    const some = await list({ searchQuery: 'Speaker 12' });
    // Speaker 12, 120–129 and 1200–1299.
    expect(some.body).toMatchObject({ count: 111, countExact: true });
    const every = await api.call('GET', '/speakers', {
      as: READER,
      query: { searchQuery: 'scale', sortBy: 'lastName', limit: 50, page: 3 },
    });
    expect(every.body).toMatchObject({ count: COUNT_CAP, countExact: false });
    const expected = await api.owner<{ id: number }>(sql`select id from speakers where tenant_id = 'demo'
      and (first_name ilike '%scale%' or last_name ilike '%scale%' or email ilike '%scale%') order by last_name, id offset 100 limit 50`);
    expect(ids(every.body.results)).toEqual(ids(expected));
  });
});

/*
 * The plans, on PostgreSQL only (PGlite runs the same SQL but its plans say nothing of a server), with
 * `enable_seqscan = off` as for the event list (api/src/areas/events/__tests__/eventList.test.ts): each query
 * must then read through an index whose condition is the case's own. Whether the planner prefers it at
 * 50,000 speakers is what the bench measures (tests/bench scenario 7).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the speaker list plans on PostgreSQL', () => {
  const api = useApi(ENGINES.find((e) => e.name === 'postgres')!);
  const base: SpeakerListQuery = { page: 1, limit: 50, sortDesc: false, filters: {}, scope: null, hidden: new Set() };

  beforeAll(async () => {
    await api.owner(sql`insert into speakers (tenant_id, first_name, last_name, email)
      select 'demo', 'Load', 'Speaker ' || n, 'load' || n || '@example.com' from generate_series(1, 20000) n`);
    await api.owner(sql`insert into events (tenant_id, short_name, title, start_time, end_time, zone, type, status)
      select 'demo', 'SPK-' || n, 'Speaker event ' || n, timestamptz '2020-01-01' + n * interval '1 hour',
        timestamptz '2020-01-01 01:00' + n * interval '1 hour', 'US/Central', 'live', 'complete'
      from generate_series(1, 20000) n`);
    await api.owner(sql`insert into event_speakers (tenant_id, event_id, speaker_id)
      select 'demo', e.id, s.id from (select id, row_number() over (order by id) n from events where short_name like 'SPK-%') e
        join (select id, row_number() over (order by id) - 1 n from speakers where tenant_id = 'demo') s on s.n = e.n % 20000`);
    await api.owner(sql`select gin_clean_pending_list('speakers_search_idx')`);
    await api.owner(sql`analyze`);
  });

  /** The plans of every query `listSpeakers` runs for `q` (the search's ids taken as it ran), as one JSON text. */
  const plans = (q: SpeakerListQuery) => explainPlans(api, (tx) => listSpeakers(tx, q));
  const seqScan = (table: string) => new RegExp(`"Node Type":"Seq Scan"[^{}]*"Relation Name":"${table}"`);
  const indexCond = (index: string, condition: string) => new RegExp(`"Index Name":"${index}"[^{}]*"Index Cond":"[^"]*${condition}`);

  it.each([
    // One probe per speaker on (tenant_id, speaker_id, event_start): the year's range is part of the index condition.
    ['a year', { filters: { year: 2021 } }, indexCond('event_speakers_speaker_start_idx', 'speaker_id = s.id\\) AND \\(event_start >=')],
    [
      'a year with active, sorted by e-mail',
      { filters: { year: 2021, active: true }, sortBy: 'email' },
      indexCond('event_speakers_speaker_start_idx', 'event_start <'),
    ],
    ['a search', { searchQuery: 'load9' }, indexCond('speakers_pkey', 'id = ANY')],
  ] as [string, Partial<SpeakerListQuery>, RegExp][])('reads through an index for %s', async (_name, query, expected) => {
    const explained = await plans({ ...base, ...query });
    expect(explained).not.toMatch(seqScan('speakers'));
    expect(explained).not.toMatch(seqScan('event_speakers'));
    expect(explained).not.toMatch(/"Relation Name":"events"/);
    expect(explained).toMatch(expected);
  });

  it.each([
    ['a last name', 'speaker 4321'],
    ['an e-mail', 'load4321@example'],
    ['a full name', 'load speaker 4321'],
  ])('finds %s through the trigram index (the search function as its owner runs it)', async (_name, term) => {
    const [plan] = await api.db.asOwner(async (tx) => {
      await tx.query(sql`set local enable_seqscan = off`);
      return tx.query(sql`explain (format json) select id from speakers where tenant_id = 'demo'
        and (first_name ilike ${`%${term}%`} or last_name ilike ${`%${term}%`} or email ilike ${`%${term}%`}
          or (first_name || ' ' || last_name) ilike ${`%${term}%`}) limit 10001`);
    });
    expect(JSON.stringify(plan)).toContain('"Index Name":"speakers_search_idx"');
  });
});
