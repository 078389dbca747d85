import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENGINES, expectNothingWritten, lastAudit, useApi, type TestApi } from '../../../__tests__/harness.ts';
import {
  DASHBOARD_CATEGORIES,
  DASHBOARD_CHART_TITLES,
  DASHBOARD_CHARTS,
  DASHBOARD_LIMITS,
  DASHBOARD_MESSAGES as M,
  NEW_CHART,
  type DashboardCategory,
} from '../contract.ts';

const SYSTEM = 'system-admin@demo.test';
const ADMIN = 'admin@demo.test';
const MARKETING = 'marketing@demo.test';
const FIELD_REP = 'field-rep@demo.test';
const SPEAKER = 'speaker@demo.test';
const TABLES = ['dashboard_charts'];
const ROLE_REFUSED = 'Only the system-admin role may do this';

interface Chart {
  id: number;
  chartId: string;
  title: string;
  type: DashboardCategory;
  mobileCols: number;
  smCols: number;
  mdCols: number;
  lgCols: number;
  order: number;
}

const chartsOf = async (api: TestApi, category: DashboardCategory, as = SYSTEM) => {
  const answer = await api.call('GET', `/dashboard/chart/${category}`, { as });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Chart[];
};
/** A dashboard's chart ids in order, with their orders (`statusByMonth@1`). */
const layoutOf = async (api: TestApi, category: DashboardCategory) => (await chartsOf(api, category)).map((c) => `${c.chartId}@${c.order}`);
const seeded = (category: DashboardCategory) => DASHBOARD_CHARTS[category].map((id, i) => `${id}@${i + 1}`);

const post = (api: TestApi, body: object, as = SYSTEM) => api.call('POST', '/dashboard/chart', { as, body });
const put = (api: TestApi, chart: Chart, change: object, as = SYSTEM) =>
  api.call('PUT', `/dashboard/chart/${chart.id}`, { as, body: { ...chart, ...change } });
const remove = (api: TestApi, id: number, as = SYSTEM) => api.call('DELETE', `/dashboard/chart/${id}`, { as });

describe.each(ENGINES)('dashboard chart configs on $name', (engine) => {
  const api = useApi(engine);

  it('lists every configured chart by dashboard then order, and one dashboard by order, to any signed-in user', async () => {
    for (const as of [MARKETING, FIELD_REP, SPEAKER, ADMIN]) {
      const all = await api.call('GET', '/dashboard/chart/charts', { as });
      expect(all.status, as).toBe(200);
      // The demo configures every chart the api computes, with its title, in DASHBOARD_CHARTS order.
      expect((all.body as Chart[]).map((c) => `${c.type}/${c.chartId}@${c.order}`)).toEqual(
        DASHBOARD_CATEGORIES.flatMap((type) => seeded(type).map((s) => `${type}/${s}`)),
      );
      for (const chart of all.body as Chart[]) expect(chart.title).toBe(DASHBOARD_CHART_TITLES[chart.chartId as 'statusByMonth']);
    }
    const program = await chartsOf(api, 'program', MARKETING);
    expect(program.map((c) => `${c.chartId}@${c.order}`)).toEqual(seeded('program'));
    expect(program[0]).toMatchObject({ title: 'Programs by Month', mobileCols: 12, smCols: 12, mdCols: 6, lgCols: 6 });
    // The QR code table takes a whole row.
    expect((await chartsOf(api, 'attendee')).find((c) => c.chartId === 'signedInEvents')).toMatchObject({ mdCols: 12, lgCols: 12 });

    const unknown = await api.call('GET', '/dashboard/chart/dashboards', { as: MARKETING });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('category must be one of program, attendee, speaker, expense, region');
    expect((await api.call('GET', '/dashboard/chart/charts')).status).toBe(401);
  });

  it("keeps each tenant's charts to itself: another tenant's chart is not listed, changed or deleted (404)", async () => {
    const [acme] = await api.owner<{ id: number }>(sql`select id from dashboard_charts where tenant_id = 'acme' order by id limit 1`);
    const all = (await api.call('GET', '/dashboard/chart/charts', { as: SYSTEM })).body as Chart[];
    expect(all.map((c) => c.id)).not.toContain(acme!.id);
    const acmeCharts = (await api.call('GET', '/dashboard/chart/charts', { as: 'marketing@acme.test' })).body as Chart[];
    expect(acmeCharts.map((c) => c.id)).toContain(acme!.id);
    expect(acmeCharts.map((c) => c.id).filter((id) => all.some((c) => c.id === id))).toEqual([]);
    await expectNothingWritten(api, TABLES, async () => {
      const changed = await api.call('PUT', `/dashboard/chart/${acme!.id}`, {
        as: SYSTEM,
        body: { chartId: 'statusByMonth', title: 'Taken', type: 'program' },
      });
      expect(changed.status).toBe(404);
      expect(changed.body.message).toBe(`Chart ${acme!.id} not found`);
      const deleted = await remove(api, acme!.id);
      expect(deleted.status).toBe(404);
      expect(deleted.body.message).toBe(`Chart ${acme!.id} not found`);
    });
  });

  it('adds a chart with the defaults (12 columns each, last) and answers 201 with it; deleting it answers 204', async () => {
    const added = await post(api, { id: null, chartId: NEW_CHART.chartId, title: NEW_CHART.title, type: 'region' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toEqual({
      id: expect.any(Number),
      chartId: 'newChart',
      title: 'New Chart',
      type: 'region',
      mobileCols: 12,
      smCols: 12,
      mdCols: 12,
      lgCols: 12,
      order: 3,
    });
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'dashboard_chart', entity_id: String(added.body.id), action: 'create' });
    expect(await layoutOf(api, 'region')).toEqual([...seeded('region'), 'newChart@3']);
    // A chart id no component draws is kept (the web shows 'component not found').
    expect((await chartsOf(api, 'region'))[2]).toEqual(added.body);

    const deleted = await remove(api, added.body.id);
    expect(deleted.status).toBe(204);
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'dashboard_chart', entity_id: String(added.body.id), action: 'delete' });
    expect(await layoutOf(api, 'region')).toEqual(seeded('region'));
    const again = await remove(api, added.body.id);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(`Chart ${added.body.id} not found`);
  });

  it('refuses an invalid chart with the text a person can act on, writing nothing', async () => {
    const valid = { chartId: 'newChart', title: 'New Chart', type: 'region' };
    const cases: [object, string, string][] = [
      [{ ...valid, title: undefined }, 'title', M.titleRequired],
      [{ ...valid, title: '   ' }, 'title', M.titleRequired],
      [{ ...valid, title: 'x'.repeat(DASHBOARD_LIMITS.title + 1) }, 'title', M.titleLong],
      [{ ...valid, chartId: '' }, 'chartId', M.chartIdRequired],
      [{ ...valid, chartId: '1chart' }, 'chartId', M.chartIdPattern],
      [{ ...valid, mobileCols: 0 }, 'mobileCols', M.cols('Mobile columns')],
      [{ ...valid, smCols: 13 }, 'smCols', M.cols('Small columns')],
      [{ ...valid, mdCols: 6.5 }, 'mdCols', M.cols('Medium columns')],
      [{ ...valid, lgCols: '12' }, 'lgCols', M.cols('Large columns')],
      // Region has 2 charts: a new one goes at 1 to 3.
      [{ ...valid, order: 4 }, 'order', M.order(3)],
      [{ ...valid, order: 0 }, 'order', M.order(3)],
      [{ ...valid, order: -1 }, 'order', M.order(3)],
      [{ ...valid, type: 'dashboard' }, 'type', 'type must be one of program, attendee, speaker, expense, region'],
      [{ ...valid, type: undefined }, 'type', 'type must be one of program, attendee, speaker, expense, region'],
    ];
    await expectNothingWritten(api, TABLES, async () => {
      for (const [body, field, message] of cases) {
        const refused = await post(api, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body.message, JSON.stringify(body)).toBe(message);
        expect(refused.body.fields?.[field], JSON.stringify(body)).toBe(message);
      }
      const withId = await post(api, { ...valid, id: 7 });
      expect(withId.status).toBe(400);
      expect(withId.body.message).toBe('A new chart has no id: change a saved chart with PUT /dashboard/chart/{id}');
    });
  });

  it('inserts a chart at order 1 and moves the others down one', async () => {
    const added = await post(api, { chartId: 'regionMap', title: 'Region Map', type: 'region', order: 1, mdCols: 4 });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ order: 1, mdCols: 4, lgCols: 12 });
    expect(await layoutOf(api, 'region')).toEqual(['regionMap@1', 'regionsByStatus@2', 'attendeesByRegion@3']);
    // Other dashboards keep their orders.
    expect(await layoutOf(api, 'program')).toEqual(seeded('program'));
    expect((await remove(api, added.body.id)).status).toBe(204);
    expect(await layoutOf(api, 'region')).toEqual(seeded('region'));
  });

  it('moves a chart from last to first: the others follow and the orders stay 1..n', async () => {
    const charts = await chartsOf(api, 'program');
    const last = charts.at(-1)!;
    const moved = await put(api, last, { order: 1, title: 'Cost and Honoraria per Month', lgCols: 8 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toEqual({ ...last, order: 1, title: 'Cost and Honoraria per Month', lgCols: 8 });
    expect(await layoutOf(api, 'program')).toEqual(['costOverTime@1', 'statusByMonth@2', 'statusByServiceType@3', 'programsByTopic@4']);
    expect((await lastAudit(api))[0]).toMatchObject({
      entity: 'dashboard_chart',
      entity_id: String(last.id),
      action: 'update',
      changed_fields: ['title', 'lgCols', 'order'],
    });

    // Left out, the order stays; beyond the dashboard's count it is refused.
    const kept = await put(api, moved.body, { order: undefined, title: last.title });
    expect(kept.body.order).toBe(1);
    await expectNothingWritten(api, TABLES, async () => {
      const far = await put(api, moved.body, { order: 5 });
      expect(far.status).toBe(400);
      expect(far.body.message).toBe(M.order(4));
      const other = await api.call('PUT', `/dashboard/chart/${last.id}`, { as: SYSTEM, body: { ...last, id: last.id + 1 } });
      expect(other.status).toBe(400);
      expect(other.body.message).toBe(`id ${last.id + 1} is not the chart ${last.id} of the path`);
    });

    // Back to the end, from the middle too.
    expect((await put(api, last, { order: 4 })).status).toBe(200);
    expect(await layoutOf(api, 'program')).toEqual(seeded('program'));
    const second = (await chartsOf(api, 'program'))[1]!;
    expect((await put(api, second, { order: 3 })).status).toBe(200);
    expect(await layoutOf(api, 'program')).toEqual(['statusByMonth@1', 'programsByTopic@2', 'statusByServiceType@3', 'costOverTime@4']);
    expect((await put(api, second, { order: 2 })).status).toBe(200);
    expect(await layoutOf(api, 'program')).toEqual(seeded('program'));
  });

  it('keeps a chart in its dashboard: a PUT with another type is refused', async () => {
    const [chart] = await chartsOf(api, 'expense');
    await expectNothingWritten(api, TABLES, async () => {
      const moved = await put(api, chart!, { type: 'program' });
      expect(moved.status).toBe(400);
      expect(moved.body.message).toBe(M.categoryFixed);
      expect(moved.body.fields).toEqual({ type: M.categoryFixed });
    });
  });

  it('closes the gap a deleted chart leaves', async () => {
    const added = await post(api, { chartId: 'topicMap', title: 'Topic Map', type: 'program', order: 2 });
    expect(await layoutOf(api, 'program')).toEqual([
      'statusByMonth@1',
      'topicMap@2',
      'statusByServiceType@3',
      'programsByTopic@4',
      'costOverTime@5',
    ]);
    const deleted = await remove(api, added.body.id);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    expect(await layoutOf(api, 'program')).toEqual(seeded('program'));
  });

  it(`takes at most ${DASHBOARD_LIMITS.charts} charts per dashboard`, async () => {
    const room = DASHBOARD_LIMITS.charts - DASHBOARD_CHARTS.region.length;
    await api.owner(sql`insert into dashboard_charts (tenant_id, chart_id, title, type, mobile_cols, sm_cols, md_cols, lg_cols, "order")
      select 'demo', 'filler', 'Filler ' || n, 'region', 12, 12, 12, 12, ${DASHBOARD_CHARTS.region.length} + n from generate_series(1, ${room}) n`);
    try {
      await expectNothingWritten(api, TABLES, async () => {
        const refused = await post(api, { chartId: 'newChart', title: 'New Chart', type: 'region' });
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(M.tooManyCharts);
      });
    } finally {
      await api.owner(sql`delete from dashboard_charts where tenant_id = 'demo' and chart_id = 'filler'`);
    }
  });

  it('lets only the system admin write (an admin reads), and a refused call writes nothing', async () => {
    const [chart] = await chartsOf(api, 'speaker', ADMIN);
    await expectNothingWritten(api, TABLES, async () => {
      for (const as of [ADMIN, MARKETING, FIELD_REP]) {
        for (const answer of [
          await post(api, { chartId: 'newChart', title: 'New Chart', type: 'speaker' }, as),
          await put(api, chart!, { title: 'Mine' }, as),
          await remove(api, chart!.id, as),
          // Refused before the input is read: a caller without the role learns nothing of its shape.
          await post(api, { title: '' }, as),
        ]) {
          expect(answer.status, as).toBe(403);
          expect(answer.body.message, as).toBe(ROLE_REFUSED);
        }
      }
    });
  });

  it("gives the demo the values of the dashboards' new columns", async () => {
    const topics = await api.owner<{ name: string; area: string | null }>(sql`select name, therapeutic_area as area from topics
      where tenant_id = 'demo' order by id`);
    expect(topics.filter((t) => t.area === null).map((t) => t.name)).toEqual(['Asthma Biologics']);
    expect(new Set(topics.map((t) => t.area))).toEqual(
      new Set(['Cardiology', 'Endocrinology', 'Neurology', 'Immunology', 'Oncology', null]),
    );

    const reps = await api.owner<{ region: string | null; territory: string | null }>(sql`select r.name as region, f.territory
      from field_reps f left join regions r on r.id = f.region_id where f.tenant_id = 'demo' order by f.id`);
    expect(reps.at(-1)).toEqual({ region: null, territory: null });
    expect(reps.slice(0, -1).every((r) => r.region && r.territory?.startsWith(`${r.region} `))).toBe(true);
    expect(new Set(reps.map((r) => r.region)).size).toBe(6);
    // The field rep demo user's rep (the first) has a region.
    expect(reps[0]!.region).toBeTruthy();

    const credentials = await api.owner<{ credentials: string | null; n: number }>(sql`select credentials, count(*)::int as n
      from attendees where tenant_id = 'demo' group by credentials order by credentials nulls last`);
    expect(credentials.map((c) => c.credentials)).toEqual(['DO', 'MD', 'NP', 'PA', 'PharmD', 'RN', null]);

    const veeva = await api.owner<{ past: boolean; status: string | null; n: number }>(sql`select e.start_time < '2026-06-01' as past,
      ea.veeva_status as status, count(*)::int as n from event_attendances ea join events e on e.id = ea.event_id
      where ea.tenant_id = 'demo' group by 1, 2 order by 1, 2`);
    expect(veeva.filter((v) => !v.past && v.status !== null)).toEqual([]);
    const signed = veeva.find((v) => v.past && v.status === 'Signed_vod')?.n ?? 0;
    const unsigned = veeva.find((v) => v.past && v.status === null)?.n ?? 0;
    expect(signed).toBeGreaterThan(0);
    expect(signed).toBeGreaterThan(unsigned);
  });
});
