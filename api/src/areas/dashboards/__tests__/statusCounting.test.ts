import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENGINES, useApi } from '../../../__tests__/harness.ts';
import { REGION_STATUS_GROUPS, STATUS_GROUPS } from '../contract.ts';

/** Spec 002 §4's statuses (as written there and as our events store them) and the groups each lands in: the dashboards'
 *  status (completed, planning, cancelled, other) and the region view's (confirmed, planning, cancelled, other). */
const EXPECTED: [status: string, group: string, regionGroup: string][] = [
  ['approved', 'other', 'other'],
  ['canceled', 'cancelled', 'cancelled'],
  ['cancelled', 'cancelled', 'cancelled'],
  ['Cancelled', 'cancelled', 'cancelled'],
  ['closed', 'other', 'other'],
  ['confirmed', 'other', 'confirmed'],
  ['pending', 'planning', 'planning'],
  ['completed', 'completed', 'confirmed'],
  ['complete', 'completed', 'confirmed'],
  ['Complete', 'completed', 'confirmed'],
  ['planning complete', 'planning', 'planning'],
  ['Planning Complete', 'planning', 'planning'],
  ['planning-complete', 'planning', 'planning'],
  ['planning', 'planning', 'planning'],
  ['scheduled', 'planning', 'planning'],
  ['other', 'other', 'other'],
  ['in-progress', 'other', 'other'],
  ['coming-soon', 'other', 'other'],
  ['on-demand', 'other', 'other'],
  ['occurred', 'other', 'other'],
];

describe.each(ENGINES)('dashboard status counting on $name', (engine) => {
  const api = useApi(engine);

  it("groups every status of spec 002 §4 and of our events with migration 0038's functions, as the service's role", async () => {
    const rows = await api.db.withTenant('demo', (tx) =>
      tx.query<{ status: string; grp: string; region: string }>(sql`select s as status, dashboard_status(s) as grp,
          dashboard_region_status(s) as region
        from unnest(${sql.param(EXPECTED.map(([s]) => s))}::text[]) with ordinality as u(s, n) order by n`),
    );
    expect(rows.map((r) => [r.status, r.grp, r.region])).toEqual(EXPECTED);
    for (const r of rows) {
      expect(STATUS_GROUPS).toContain(r.grp);
      expect(REGION_STATUS_GROUPS).toContain(r.region);
    }
  });

  it('counts the demo events of every status in the chart as the functions group them', async () => {
    const year = new Date().getUTCFullYear();
    const counted = await api.owner<{ grp: string; n: number }>(sql`select dashboard_status(status) as grp, count(*)::int as n
      from events where tenant_id = 'demo' and (start_time at time zone zone)::date between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date
      group by 1`);
    const answer = await api.call('GET', '/dashboard/program', { as: 'admin@demo.test' });
    expect(answer.status).toBe(200);
    const chart = (answer.body.charts as { chartId: string; series: { key: string; values: number[] }[] }[]).find(
      (c) => c.chartId === 'statusByMonth',
    )!;
    const totals = Object.fromEntries(chart.series.map((s) => [s.key, s.values.reduce((a, b) => a + b, 0)]));
    for (const group of STATUS_GROUPS) expect(totals[group], group).toBe(counted.find((c) => c.grp === group)?.n ?? 0);
  });
});
