import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, useApi, type TestApi } from '../../../__tests__/harness.ts';
import { DASHBOARD_CATEGORIES, DASHBOARD_COLUMNS, DASHBOARD_MESSAGES as M, type DashboardCategory } from '../contract.ts';
import { as, CARDIO, loadFixture, TENANT, withHidden, Y, type Fixture } from './fixture.ts';

type Row = Record<string, string | number | null>;
const ADMIN = as('admin');
const ALL_FIELDS = [
  'key',
  'eventId',
  'eventShortName',
  'speaker',
  'date',
  'zone',
  'status',
  'locationType',
  'type',
  'topic',
  'therapeuticArea',
  'cost',
  'honoraria',
  'credentials',
  'attendee',
  'region',
  'territory',
  'attendees',
];

async function list(
  api: TestApi,
  category: DashboardCategory,
  query: Record<string, string | number | boolean | object> = {},
  user = ADMIN,
) {
  const answer = await api.call('GET', `/dashboard/${category}/list`, { as: user, query: { itemsPerPage: -1, ...query } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { results: Row[]; count: number };
}
const names = (rows: Row[]) => rows.map((r) => r.eventShortName);

async function workbook(api: TestApi, category: DashboardCategory, query: Record<string, string> = {}, user = ADMIN) {
  const response = await api.app.inject({
    method: 'GET',
    url: `/dashboard/${category}/export`,
    query,
    headers: { 'x-tenant-id': TENANT, authorization: `Bearer ${await api.token(user)}` },
  });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return { rows, disposition: String(response.headers['content-disposition']), sheet: book.worksheets[0]!.name };
}

/** `a` orders before (or with) `b` ascending, nulls last. */
const inOrder = (a: string | number | null, b: string | number | null) => (a === null ? b === null : b === null || a <= b);

describe.each(ENGINES)('dashboard lists and exports on $name', (engine) => {
  const api = useApi(engine);
  let fx: Fixture;
  beforeAll(async () => {
    fx = await loadFixture(api);
  });

  it("answers each category's rows with its columns, newest first, the other fields null", async () => {
    const program = await list(api, 'program');
    expect(program.count).toBe(7);
    expect(names(program.results)).toEqual(['D-5', 'D-9', 'D-6', 'D-4', 'D-3', 'D-2', 'D-1']);
    expect(program.results.at(-1)).toEqual({
      key: String(fx.events.d1),
      eventId: fx.events.d1,
      eventShortName: 'D-1',
      speaker: 'Ann Alpha, Bob Beta',
      date: `${Y}-01-15T15:00:00.000Z`,
      zone: 'US/Eastern',
      status: 'complete',
      locationType: 'in-office',
      type: 'live',
      topic: CARDIO,
      therapeuticArea: 'Cardiology',
      cost: 923.45,
      honoraria: null,
      credentials: null,
      attendee: null,
      region: null,
      territory: null,
      attendees: null,
    });
    // Missing values stay null (the web shows Not Provided / Unknown); an event without lines costs 0.
    expect(program.results[4]).toMatchObject({ eventShortName: 'D-3', locationType: null, topic: null, therapeuticArea: null, cost: 200 });
    expect(program.results[0]).toMatchObject({ eventShortName: 'D-5', speaker: null, cost: 0, date: `${Y + 1}-01-01T03:00:00.000Z` });

    const speaker = await list(api, 'speaker');
    expect(speaker.results.map((r) => [r.key, r.speaker, r.honoraria])).toEqual([
      [`${fx.events.d6}-${fx.speakers.ann}`, 'Ann Alpha', 0],
      [`${fx.events.d4}-${fx.speakers.bob}`, 'Bob Beta', 400],
      [`${fx.events.d3}-${fx.speakers.cy}`, 'Cy Gamma', 0],
      [`${fx.events.d2}-${fx.speakers.ann}`, 'Ann Alpha', 0],
      [`${fx.events.d1}-${fx.speakers.bob}`, 'Bob Beta', 300],
      [`${fx.events.d1}-${fx.speakers.ann}`, 'Ann Alpha', 500],
    ]);
    expect(speaker.results[0]).toMatchObject({ therapeuticArea: 'Cardiology', cost: null, status: 'in-progress', type: 'other' });

    // Lines paid this year (D-7's for last year's program too), not Void, not filtered by the rules, newest payment first.
    const expense = await list(api, 'expense');
    expect(expense.results.map((r) => [r.eventShortName, r.speaker, r.date, r.type, r.cost, r.status])).toEqual([
      ['D-1', 'Bob Beta', `${Y}-02-15T12:00:00.000Z`, 'Honoraria', 300, 'complete'],
      ['D-1', 'Ann Alpha', `${Y}-02-01T12:00:00.000Z`, 'Honoraria', 500, 'complete'],
      ['D-1', null, `${Y}-01-16T12:00:00.000Z`, 'Meals', 123.45, 'complete'],
      ['D-7', 'Ann Alpha', `${Y}-01-10T12:00:00.000Z`, 'Honoraria', 700, 'scheduled'],
    ]);
    expect(expense.results[0]).toMatchObject({ zone: null, topic: CARDIO, therapeuticArea: null, honoraria: null });

    const attendee = await list(api, 'attendee');
    expect(attendee.results.map((r) => [r.eventShortName, r.attendee, r.credentials, r.status])).toEqual([
      ['D-3', 'Dan Dee', 'MD', 'cancelled'],
      ['D-2', 'Dan Dee', 'MD', 'scheduled'],
      ['D-2', 'Ann Attendee', 'MD', 'scheduled'],
      ['D-1', 'Cat Cee', null, 'complete'],
      ['D-1', 'Ben Bee', 'RN', 'complete'],
      ['D-1', 'Ann Attendee', 'MD', 'complete'],
    ]);
    expect(attendee.results[0]).toMatchObject({ locationType: null, type: null, speaker: null });

    const region = await list(api, 'region');
    expect(region.results.map((r) => [r.eventShortName, r.status, r.region, r.territory, r.attendees])).toEqual([
      ['D-5', 'confirmed', null, null, 0],
      ['D-9', 'other', null, null, 0],
      ['D-6', 'other', null, null, 0],
      ['D-4', 'planning', 'East', 'T-100', 0],
      // D-3's one attendance is cancelled: not registered.
      ['D-3', 'cancelled', 'East', 'T-100', 0],
      ['D-2', 'planning', null, null, 2],
      ['D-1', 'confirmed', 'East', 'T-100', 3],
    ]);
    for (const category of DASHBOARD_CATEGORIES) {
      const { results } = await list(api, category);
      for (const row of results) {
        expect(Object.keys(row).sort()).toEqual([...ALL_FIELDS].sort());
        const set = ALL_FIELDS.filter((f) => row[f] !== null);
        for (const field of set)
          expect(['key', 'eventId', 'zone', ...DASHBOARD_COLUMNS[category]], `${category} ${field}`).toContain(field);
      }
    }
  });

  it("sorts by each of the category's columns both ways, then by key, and pages with the whole count", async () => {
    for (const category of DASHBOARD_CATEGORIES) {
      for (const column of DASHBOARD_COLUMNS[category]) {
        for (const sortDesc of [false, true]) {
          const { results, count } = await list(api, category, { sortBy: column, sortDesc });
          expect(results).toHaveLength(count);
          const values = results.map((r) => r[column] ?? null);
          for (let i = 1; i < values.length; i++) {
            const [a, b] = sortDesc ? [values[i], values[i - 1]] : [values[i - 1], values[i]];
            const ordered = sortDesc && (a === null || b === null) ? a === null : inOrder(a!, b!);
            expect(ordered, `${category} by ${column}${sortDesc ? ' desc' : ''}: ${JSON.stringify(values)}`).toBe(true);
          }
        }
      }
    }
    const byCost = await list(api, 'program', { sortBy: 'cost' });
    expect(names(byCost.results)).toEqual(['D-2', 'D-5', 'D-6', 'D-9', 'D-3', 'D-4', 'D-1']);
    const byCostDesc = await list(api, 'program', { sortBy: 'cost', sortDesc: true });
    expect(names(byCostDesc.results)).toEqual(['D-1', 'D-4', 'D-3', 'D-9', 'D-6', 'D-5', 'D-2']);
    const byRegion = await list(api, 'region', { sortBy: 'region', sortDesc: 'true' });
    expect(names(byRegion.results)).toEqual(['D-4', 'D-3', 'D-1', 'D-9', 'D-6', 'D-5', 'D-2']);

    const page = await list(api, 'program', { page: 2, itemsPerPage: 3 });
    expect(page).toMatchObject({ count: 7 });
    expect(names(page.results)).toEqual(['D-4', 'D-3', 'D-2']);
    expect(names((await list(api, 'program', { page: 3, itemsPerPage: 3 })).results)).toEqual(['D-1']);
    expect((await list(api, 'program', { page: 4, itemsPerPage: 3 })).results).toEqual([]);
    // The default page size is 10.
    const first = await api.call('GET', '/dashboard/attendee/list', { as: ADMIN });
    expect(first.body.count).toBe(6);
  });

  it("applies the filters and the caller's row scope", async () => {
    const live = await list(api, 'program', { filters: { type: ['live'], startDate: `${Y - 1}-01-01`, endDate: `${Y}-12-31` } });
    expect(names(live.results)).toEqual(['D-3', 'D-1', 'D-8', 'D-7']);
    expect(live.count).toBe(4);
    const topic = await list(api, 'speaker', { filters: { topic: [fx.topics.diabetes] } });
    expect(topic.results.map((r) => r.key)).toEqual([`${fx.events.d2}-${fx.speakers.ann}`]);
    const rep = await list(api, 'region', {}, as('field-rep'));
    expect(names(rep.results)).toEqual(['D-4', 'D-3', 'D-1']);
    // A speaker's own events and own lines.
    const own = await list(api, 'expense', {}, as('speaker'));
    expect(own.results.map((r) => [r.eventShortName, r.cost])).toEqual([
      ['D-1', 500],
      ['D-7', 700],
    ]);
  });

  it("refuses a sort by another category's column, and nulls, leaves out and refuses to sort a hidden column", async () => {
    const wrong = await api.call('GET', '/dashboard/region/list', { as: ADMIN, query: { sortBy: 'cost' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(M.sortWrongCategory('cost', 'region'));
    expect(wrong.body.fields).toEqual({ sortBy: M.sortWrongCategory('cost', 'region') });
    const bad = await api.call('GET', '/dashboard/program/list', { as: ADMIN, query: { itemsPerPage: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('itemsPerPage must not be 0');

    await withHidden(api, 'admin', 'attendee', ['firstName'], async () => {
      const { results } = await list(api, 'attendee');
      expect(results.every((r) => r.attendee === null && r.credentials !== undefined)).toBe(true);
      const sort = await api.call('GET', '/dashboard/attendee/list', { as: ADMIN, query: { sortBy: 'attendee' } });
      expect(sort.status).toBe(400);
      expect(sort.body.message).toBe('sortBy: sorting by attendee is not available to your role');
      const { rows } = await workbook(api, 'attendee');
      expect(rows[0]).toEqual(['ID', 'Date', 'Status', 'Location Type', 'Credentials']);
    });
    await withHidden(api, 'admin', 'event', ['startTime'], async () => {
      const { results } = await list(api, 'program');
      expect(results.every((r) => r.date === null && r.zone === null)).toBe(true);
      // Without the start, every date's events (which the range takes would tell the start), by key (newest first).
      expect(names(results)).toEqual(['D-9', 'D-8', 'D-7', 'D-6', 'D-5', 'D-4', 'D-3', 'D-2', 'D-1']);
    });
    await withHidden(api, 'admin', 'event', ['zone'], async () => {
      // Without the zone, the range is of UTC dates: D-5 (the year's last evening in New York) is next year's in UTC,
      // D-8 (last year's last evening) this year's.
      const { results } = await list(api, 'program');
      expect(names(results)).toEqual(['D-9', 'D-6', 'D-4', 'D-3', 'D-2', 'D-1', 'D-8']);
      expect(results.every((r) => r.date !== null && r.zone === null)).toBe(true);
      const { rows } = await workbook(api, 'program');
      expect([rows.at(-1)?.[0], rows.at(-1)?.[2]]).toEqual(['D-8', `${Y}-01-01 02:00`]);
    });
    // Marketing reads no expense lines: no cost.
    const marketing = await list(api, 'program', {}, as('marketing'));
    expect(marketing.results.every((r) => r.cost === null)).toBe(true);
    const costSort = await api.call('GET', '/dashboard/program/list', { as: as('marketing'), query: { sortBy: 'cost' } });
    expect(costSort.body.message).toBe('sortBy: sorting by cost is not available to your role');
    const { rows } = await workbook(api, 'program', {}, as('marketing'));
    expect(rows[0]).toEqual(['ID', 'Speaker', 'Date', 'Status', 'Location Type', 'Type', 'Topic', 'Therapeutic Area']);
  });

  it("exports the list's rows as XLSX with the headers, labels and dollars, named for the dashboard and today", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const program = await workbook(api, 'program');
    expect(program.disposition).toContain(`filename="Programs_${today}.xlsx"`);
    expect(program.sheet).toBe('Programs');
    expect(program.rows[0]).toEqual(['ID', 'Speaker', 'Date', 'Status', 'Location Type', 'Type', 'Topic', 'Therapeutic Area', 'Cost']);
    expect(program.rows.slice(1).map((r) => r[0])).toEqual(['D-5', 'D-9', 'D-6', 'D-4', 'D-3', 'D-2', 'D-1']);
    expect(program.rows.at(-1)).toEqual([
      'D-1',
      'Ann Alpha, Bob Beta',
      `${Y}-01-15 10:00`,
      'Complete',
      'In-Office',
      'Live',
      CARDIO,
      'Cardiology',
      923.45,
    ]);
    expect(program.rows[5]).toEqual([
      'D-3',
      'Cy Gamma',
      `${Y}-03-10 10:00`,
      'Cancelled',
      'Not Provided',
      'Live',
      'Not Provided',
      'Not Provided',
      200,
    ]);

    const region = await workbook(api, 'region', { sortBy: 'attendees', sortDesc: 'true' });
    expect(region.disposition).toContain(`filename="Region_${today}.xlsx"`);
    expect(region.rows[0]).toEqual(['Name', 'Status', 'Start', 'Region', 'Territory', 'Attendees']);
    expect(region.rows[1]).toEqual(['D-1', 'Confirmed', `${Y}-01-15 10:00`, 'East', 'T-100', 3]);
    expect(region.rows[2]).toEqual(['D-2', 'In Planning', `${Y}-01-20 10:00`, 'Unknown', 'Unknown', 2]);
    expect(region.rows.at(-1)).toEqual(['D-3', 'Cancelled', `${Y}-03-10 10:00`, 'East', 'T-100', 0]);

    const expense = await workbook(api, 'expense', { filters: JSON.stringify({ type: ['live'], startDate: `${Y}-02-01` }) });
    expect(expense.disposition).toContain(`Expenses_${today}.xlsx`);
    expect(expense.rows).toEqual([
      ['ID', 'Speaker', 'Date', 'Status', 'Location Type', 'Type', 'Topic', 'Cost'],
      ['D-1', 'Bob Beta', `${Y}-02-15`, 'Complete', 'In-Office', 'Honoraria', CARDIO, 300],
      ['D-1', 'Ann Alpha', `${Y}-02-01`, 'Complete', 'In-Office', 'Honoraria', CARDIO, 500],
    ]);

    const attendee = await workbook(api, 'attendee', { filters: JSON.stringify({ status: ['scheduled'] }) });
    expect(attendee.rows).toEqual([
      ['ID', 'Date', 'Status', 'Location Type', 'Credentials', 'Attendee'],
      ['D-2', `${Y}-01-20 10:00`, 'Scheduled', 'Virtual', 'MD', 'Dan Dee'],
      ['D-2', `${Y}-01-20 10:00`, 'Scheduled', 'Virtual', 'MD', 'Ann Attendee'],
    ]);
    const speaker = await workbook(api, 'speaker', { sortBy: 'honoraria', sortDesc: 'true' });
    expect(speaker.rows[1]).toEqual(['D-1', 'Ann Alpha', `${Y}-01-15 10:00`, 'Complete', 'In-Office', 'Live', CARDIO, 'Cardiology', 500]);

    const refused = await api.call('GET', '/dashboard/program/export', { as: ADMIN, query: { sortBy: 'region' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(M.sortWrongCategory('region', 'program'));
  });
});
