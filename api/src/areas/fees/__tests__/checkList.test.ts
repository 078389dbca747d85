// The checks' list at scale (issue 29): the count exact up to 10,000 (a search's up to 1,000), beyond it a lower bound
// (`countExact` false), the pages and the search's rows staying right.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP, SEARCH_COUNT_CAP } from '../../../platform/http/lists.ts';
import { only } from '../../../platform/db/client.ts';
import { ENGINES, useApi, type CallOptions } from '../../../__tests__/harness.ts';

const READER = 'sfc-compliance@demo.test';
/** More checks than the bound: 10,100 of one speaker, on the demo events in turn, a minute apart. */
const BULK = COUNT_CAP + 100;
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe.each(ENGINES)('the checks list beyond 10,000 checks on $name', (engine) => {
  const api = useApi(engine);
  const list = (query: CallOptions['query'] = {}) => api.call('GET', '/fees/checks', { as: READER, query });
  /** The demo tenant's check ids in an order, as the owner reads them. */
  const ordered = async (order: string, where = 'true') =>
    ids(
      await api.owner<{ id: number }>(
        sql.raw(`select id from fee_checks c where tenant_id = 'demo' and deleted_at is null and ${where} order by ${order}`),
      ),
    );
  const matching = (term: string) =>
    `(c.speaker_first_name ilike '%${term}%' or c.speaker_last_name ilike '%${term}%' or c.event_short_name ilike '%${term}%')`;
  let lastName = '';

  beforeAll(async () => {
    ({ lastName } = only(
      await api.owner<{ lastName: string }>(sql`select last_name as "lastName" from speakers where tenant_id = 'demo' order by id limit 1`),
    ));
    await api.owner(sql`insert into fee_checks (tenant_id, speaker_id, event_id, amount_cents, meta, created_at)
      select 'demo', (select min(id) from speakers where tenant_id = 'demo'), ev[1 + n % array_length(ev, 1)], 100 + n % 5000,
        (select meta from fee_checks where tenant_id = 'demo' order by id limit 1), timestamptz '2020-01-01' + n * interval '1 minute'
      from generate_series(1, ${BULK}) n, (select array_agg(id order by id) as ev from events where tenant_id = 'demo') e`);
  });

  it('counts exactly up to 10,000 and beyond answers 10,000 as a lower bound, pages staying right', async () => {
    const newest = await ordered('created_at desc, id desc');
    expect(newest.length).toBeGreaterThan(COUNT_CAP);
    const first = await list({ limit: 50 });
    expect(first.body).toMatchObject({ totalCount: 10_000, countExact: false });
    expect(ids(first.body.checks)).toEqual(newest.slice(0, 50));
    // Past the bound the count still covers the rows up to the page; the page is read from the sort's keys.
    const deep = await list({ limit: 50, page: 201, sortBy: 'amount', sortDesc: true });
    expect(ids(deep.body.checks)).toEqual((await ordered('amount_cents desc, id desc')).slice(10_000, 10_050));
    expect(deep.body).toMatchObject({ totalCount: 10_050, countExact: false });
  });

  it('pages a common search term in the sort order and counts it to 1,000; a rare one exactly', async () => {
    const common = await list({ searchQuery: lastName.toUpperCase(), limit: 20, sortBy: 'shortName' });
    const all = await ordered('event_short_name, id', matching(lastName));
    expect(all.length).toBeGreaterThan(SEARCH_COUNT_CAP);
    expect(common.body).toMatchObject({ totalCount: SEARCH_COUNT_CAP, countExact: false });
    expect(ids(common.body.checks)).toEqual(all.slice(0, 20));
    const { shortName } = only(
      await api.owner<{ shortName: string }>(
        sql`select short_name as "shortName" from events where tenant_id = 'demo' order by id desc limit 1`,
      ),
    );
    const rare = await list({ searchQuery: shortName, limit: 5 });
    const found = await ordered('created_at desc, id desc', matching(shortName));
    expect(found.length).toBeLessThan(SEARCH_COUNT_CAP);
    expect(rare.body).toMatchObject({ totalCount: found.length, countExact: true });
    expect(ids(rare.body.checks)).toEqual(found.slice(0, 5));
  });
});
