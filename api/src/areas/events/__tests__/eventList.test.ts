// The event list at scale (issue 10): the count capped at 10,000, keyset pages (`after`), and on
// PostgreSQL the plans of the list's queries read the indexes.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP, SEARCH_COUNT_CAP } from '../../../platform/http/lists.ts';
import { listEvents, type EventListQuery } from '../queries.ts';
import { only } from '../../../platform/db/client.ts';
import { ENGINES, explainPlans, useApi, type CallOptions } from '../../../__tests__/harness.ts';

const READER = 'user@demo.test';
/** More events than the bound: 10,100 of them, three at each start time (ties broken by id). */
const BULK = 10_100;
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe.each(ENGINES)('the event list beyond 10,000 events on $name', (engine) => {
  const api = useApi(engine);
  const list = (query: CallOptions['query'] = {}) => api.call('GET', '/events', { as: READER, query });
  /** The demo tenant's event ids in an order, as the owner reads them. */
  const ordered = async (order: string, where = 'true') =>
    ids(await api.owner<{ id: number }>(sql.raw(`select id from events where tenant_id = 'demo' and ${where} order by ${order}`)));

  beforeAll(async () => {
    await api.owner(sql`insert into events (tenant_id, short_name, title, start_time, end_time, zone, type, status)
      select 'demo', 'BULK-' || n, 'Bulk symposium ' || (n % 97), timestamptz '2030-01-01' + (n / 3) * interval '1 minute',
        timestamptz '2030-01-01 01:00' + (n / 3) * interval '1 minute', 'US/Central', case when n % 2 = 0 then 'webinar' else 'live' end,
        'confirmed'
      from generate_series(1, ${BULK}) n`);
  });

  it('counts exactly up to 10,000 and beyond answers 10,000 as a lower bound, pages staying right', async () => {
    const total = (await ordered('id')).length;
    expect(total).toBeGreaterThan(COUNT_CAP);
    const first = await list({ limit: 50 });
    expect(first.body).toMatchObject({ count: 10_000, countExact: false });
    const byStart = await ordered('start_time, id');
    expect(ids(first.body.results)).toEqual(byStart.slice(0, 50));
    // Past the bound the count still covers the rows up to the page and one more.
    const deep = await list({ limit: 50, page: 205 });
    expect(ids(deep.body.results)).toEqual(byStart.slice(10_200, 10_250));
    expect(deep.body).toMatchObject({ count: 10_251, countExact: false });
    // A filter under the bound counts exactly.
    const webinars = await ordered('id', `type = 'webinar'`);
    expect(webinars.length).toBeLessThan(COUNT_CAP);
    expect((await list({ filters: { selectedTypes: ['webinar'] } })).body).toMatchObject({ count: webinars.length, countExact: true });
  });

  it('pages a common search word in the sort order and counts it to 1,000; a rare one exactly', async () => {
    const common = await list({ searchQuery: 'bulk SYMPOSIUM', limit: 20, sortBy: 'title', sortDesc: true });
    expect(common.body).toMatchObject({ count: SEARCH_COUNT_CAP, countExact: false });
    expect(ids(common.body.results)).toEqual((await ordered('title desc, id desc', `title ilike '%bulk symposium%'`)).slice(0, 20));
    const rare = await list({ searchQuery: 'BULK-77', limit: 5 });
    const matching = await ordered('start_time, id', `short_name ilike '%bulk-77%'`);
    expect(rare.body).toMatchObject({ count: matching.length, countExact: true });
    expect(ids(rare.body.results)).toEqual(matching.slice(0, 5));
  });

  it.each([
    ['startTime', false, 'start_time, id'],
    ['title', true, 'title desc, id desc'],
    ['createdAt', false, 'created_at, id'],
  ] as const)('pages by keyset after an event (%s, descending %s) as page numbers do', async (sortBy, sortDesc, order) => {
    const all = await ordered(order);
    const page = await list({ limit: 50, sortBy, sortDesc, after: all[9_999]! });
    expect(page.status).toBe(200);
    expect(ids(page.body.results)).toEqual(all.slice(10_000, 10_050));
    expect(ids((await list({ limit: 50, page: 201, sortBy, sortDesc })).body.results)).toEqual(all.slice(10_000, 10_050));
  });

  it('answers 400 to an `after` that is no event of the list', async () => {
    for (const [after, message] of [
      [999_999_999, 'Event 999999999 (after) is not in the list any more; reload the list'],
      ['x', 'after must be an event id'],
    ] as const) {
      const res = await list({ after });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });
});

/*
 * The plans, on PostgreSQL only (PGlite runs the same SQL but its plans say nothing of a server).
 * 20,000 more events are loaded and analysed, so that the statistics look like a tenant's; still, a
 * sequential scan is cheap at that size (an exact count of half the table is), so the list's
 * queries are explained with `enable_seqscan = off`: each must then read events through an index
 * whose condition is the case's own (the sort's range, the filter's column, the search's ids) — a
 * condition no index can take shows as a Seq Scan, or as a scan of the whole tenant. Whether the
 * planner prefers the index at scale is what the bench measures (tests/bench, 1,000,000 events).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the event list plans on PostgreSQL', () => {
  const api = useApi(ENGINES.find((e) => e.name === 'postgres')!);
  const base: EventListQuery = {
    page: 1,
    limit: 50,
    sortDesc: false,
    filters: {},
    scope: null,
    searchFields: ['shortName', 'title', 'notes'],
  };

  beforeAll(async () => {
    await api.owner(sql`insert into events (tenant_id, short_name, title, start_time, end_time, zone, type, status)
      select 'demo', 'LOAD-' || n, 'Load event ' || n, timestamptz '2020-01-01' + n * interval '1 hour',
        timestamptz '2020-01-01 01:00' + n * interval '1 hour', 'US/Central', 'live', 'complete'
      from generate_series(1, 20000) n`);
    // As VACUUM would (it cannot run in the harness's transaction): the new rows leave the trigram index's pending list.
    await api.owner(sql`select gin_clean_pending_list('events_search_idx')`);
    await api.owner(sql`analyze`);
  });

  /** The plans of every query `listEvents` runs for `q`, as one JSON text. */
  const plans = (q: EventListQuery & { after?: number }) => explainPlans(api, (tx) => listEvents(tx, q));
  const seqScanOnEvents = /"Node Type":"Seq Scan"[^{}]*"Relation Name":"events"/;
  const indexCond = (index: string, condition: string) => new RegExp(`"Index Name":"${index}"[^{}]*"Index Cond":"[^"]*${condition}`);

  it.each([
    ['the default sort', {}, /"Index Name":"events_tenant_start_idx"/],
    [
      'a sort by title, descending',
      { sortBy: 'title', sortDesc: true },
      /"Scan Direction":"Backward","Index Name":"events_tenant_title_idx"/,
    ],
    ['a deep page', { page: 300 }, /"Index Name":"events_tenant_start_idx"/],
    // Only the matching rows are skipped: the status is the index's condition, not a filter on every entry of the tenant.
    [
      'a deep page filtered by one status',
      { page: 300, filters: { selectedStatuses: ['complete'] } },
      indexCond('events_tenant_status_start_idx', "status = 'complete'"),
    ],
    ['a filter by field rep', { filters: { selectedFieldReps: [1] } }, indexCond('events_tenant_field_rep_idx', 'field_rep_id = ANY')],
    [
      'a filter by survey template',
      { filters: { selectedTemplates: [1] } },
      indexCond('event_survey_templates_template_idx', 'survey_template_id = ANY'),
    ],
    [
      'a filter by period',
      { filters: { period: { from: '2024-01-01', to: '2024-01-31' } } },
      indexCond('events_tenant_start_idx', 'start_time >='),
    ],
    ['a search', { searchQuery: 'DP-10' }, indexCond('events_pkey', 'id = ANY')],
  ] as [string, Partial<EventListQuery>, RegExp][])('reads events through an index for %s', async (_name, query, expected) => {
    const explained = await plans({ ...base, ...query });
    expect(explained).not.toMatch(seqScanOnEvents);
    expect(explained).toMatch(expected);
  });

  it('reads a keyset page from the sort index, starting at the anchor', async () => {
    const { id } = only(
      await api.owner<{ id: number }>(sql`select id from events where tenant_id = 'demo' order by start_time, id offset 15000 limit 1`),
    );
    expect(await plans({ ...base, after: id })).toMatch(indexCond('events_tenant_start_idx', 'ROW\\(start_time, id\\) > ROW'));
  });

  it('finds search matches through the trigram index (the search function as its owner runs it)', async () => {
    // A term that is rare among the tenant's 20,000 events.
    const [plan] = await api.db.asOwner(async (tx) => {
      await tx.query(sql`set local enable_seqscan = off`);
      return tx.query(sql`explain (format json) select id from events where tenant_id = 'demo'
        and (short_name ilike '%load event 1999%' or title ilike '%load event 1999%' or notes ilike '%load event 1999%') limit 10001`);
    });
    expect(JSON.stringify(plan)).toContain('"Index Name":"events_search_idx"');
  });
});
