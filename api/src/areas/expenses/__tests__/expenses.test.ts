import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { only } from '../../../platform/db/client.ts';
import { ENGINES, expectNothingWritten, lastAudit, useApi, type TestApi } from '../../../__tests__/harness.ts';
import { EXPENSE_MESSAGES as M } from '../contract.ts';

const ADMIN = 'admin@demo.test';
const SYSTEM = 'system-admin@demo.test';
const COMPLIANCE = 'sfc-compliance@demo.test';
const ANALYST = 'program-analyst@demo.test';
const SPEAKER = 'speaker@demo.test';
const TABLES = ['expense_lines', 'expense_groups', 'expense_filtering_rules', 'configuration_changes'];

interface Line {
  id: number;
  eventId: number;
  speakerId: number | null;
  expenseType: string;
  amount: number;
  paymentDate: string | null;
  status: string;
  checkId: number | null;
}
interface Row {
  event: { id: number; shortName: string | null; title: string | null; startTime: string | null };
  speaker: { id: number; firstName: string | null; lastName: string | null } | null;
  total: number;
  expenseLines: Line[];
}

const list = async (api: TestApi, as: string, query: Record<string, string | number | boolean | object> = {}) =>
  api.call('GET', '/expenses', { as, query: { limit: -1, ...query } });
const rowsOf = async (api: TestApi, as: string, query: Record<string, string | number | boolean | object> = {}) => {
  const answer = await list(api, as, query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { results: Row[]; count: number };
};
const rowKey = (r: Row) => `${r.event.id}/${r.speaker?.id ?? '-'}`;

async function workbook(api: TestApi, as: string, query: Record<string, string> = {}) {
  const response = await api.app.inject({
    method: 'GET',
    url: '/expenses/export',
    query,
    headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${await api.token(as)}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.getWorksheet('Expenses')!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}

/** A demo event with a speaker, and a speaker of it. */
const eventWithSpeaker = async (api: TestApi, offset = 0) =>
  only(
    await api.owner<{ eventId: number; speakerId: number; shortName: string }>(sql`select e.id as "eventId",
      min(es.speaker_id) as "speakerId", e.short_name as "shortName" from events e join event_speakers es on es.event_id = e.id
      where e.tenant_id = 'demo' group by e.id order by e.id desc offset ${offset} limit 1`),
  );

/** What the database holds for the list: the (event, speaker) groups of the demo's lines, as the owner counts them. */
const groupsInDatabase = async (api: TestApi, where = sql`true`) =>
  only(
    await api.owner<{ count: number }>(sql`select count(*)::int as count from (select distinct event_id, speaker_id
      from expense_lines where tenant_id = 'demo' and ${where}) g`),
  ).count;

/** The list's groups as migration 0029's triggers keep them, and as a GROUP BY over the lines the rules leave in counts
 *  them (every tenant, as the owner sees them): the two must be equal after every write. */
async function groupsBothWays(api: TestApi) {
  const kept = await api.owner(sql`select tenant_id, event_id, speaker_id, total_cents::float8 as total, line_count,
      event_start, event_short_name, event_title, speaker_first_name, speaker_last_name
    from expense_groups order by tenant_id, event_id, speaker_id nulls first`);
  const counted = await api.owner(sql`select l.tenant_id, l.event_id, l.speaker_id,
      coalesce(sum(l.amount_cents) filter (where l.status <> 'Void'), 0)::float8 as total, count(*)::int as line_count,
      e.start_time as event_start, e.short_name as event_short_name, e.title as event_title,
      s.first_name as speaker_first_name, s.last_name as speaker_last_name
    from expense_lines l join events e on e.id = l.event_id left join speakers s on s.id = l.speaker_id
    where not exists (select 1 from expense_filtering_rules r
      where r.tenant_id = l.tenant_id and expense_rule_matches(r.comparison_type, r.comparison_string, l.expense_type))
    group by l.tenant_id, l.event_id, l.speaker_id, e.start_time, e.short_name, e.title, s.first_name, s.last_name
    order by l.tenant_id, l.event_id, l.speaker_id nulls first`);
  return { kept, counted };
}

describe.each(ENGINES)('expense routes on $name', (engine) => {
  const api = useApi(engine);

  it('lists the demo rows per event and speaker, newest event first, with their lines and totals', async () => {
    const { results, count } = await rowsOf(api, COMPLIANCE);
    expect(count).toBe(await groupsInDatabase(api));
    expect(results).toHaveLength(count);
    const starts = results.map((r) => r.event.startTime!);
    expect(starts).toEqual([...starts].sort().reverse());
    const types = new Set(results.flatMap((r) => r.expenseLines.map((l) => l.expenseType)));
    expect([...types].sort()).toEqual(['AV', 'Honoraria', 'Lodging', 'Meals', 'Travel', 'Venue']);
    for (const row of results) {
      expect(row.expenseLines.length).toBeGreaterThan(0);
      const counted = row.expenseLines.filter((l) => l.status !== 'Void').reduce((sum, l) => sum + Math.round(l.amount * 100), 0);
      expect(Math.round(row.total * 100), rowKey(row)).toBe(counted);
      for (const line of row.expenseLines) expect([line.eventId, line.speakerId]).toEqual([row.event.id, row.speaker?.id ?? null]);
    }
    // Event-wide costs have no speaker; a speaker's row names them.
    expect(results.some((r) => r.speaker === null && r.expenseLines.some((l) => l.expenseType === 'Venue'))).toBe(true);
    expect(results.find((r) => r.speaker)!.speaker!.lastName).toBeTruthy();
    expect(results.flatMap((r) => r.expenseLines).some((l) => l.status === 'Void')).toBe(true);
  });

  it("makes every seeded check (not deleted) its speaker's Honoraria line on the event", async () => {
    const checks = await api.owner<{ id: number; eventId: number; speakerId: number; cents: number; deleted: boolean }>(sql`select id,
      event_id as "eventId", speaker_id as "speakerId", amount_cents as cents, deleted_at is not null as deleted
      from fee_checks where tenant_id = 'demo' order by id`);
    expect(checks.some((c) => c.deleted)).toBe(true);
    const lines = (await rowsOf(api, ADMIN)).results.flatMap((r) => r.expenseLines).filter((l) => l.checkId !== null);
    expect(lines.map((l) => l.checkId).sort((a, b) => a! - b!)).toEqual(checks.filter((c) => !c.deleted).map((c) => c.id));
    for (const c of checks.filter((c) => !c.deleted)) {
      expect(lines.find((l) => l.checkId === c.id)).toMatchObject({
        eventId: c.eventId,
        speakerId: c.speakerId,
        expenseType: 'Honoraria',
        amount: c.cents / 100,
        status: 'Paid',
      });
    }
  });

  it('sorts by every key both ways, searches events and speakers, filters years and speakers, and pages', async () => {
    const all = (await rowsOf(api, ADMIN)).results;
    const name = (r: Row) => (r.speaker ? `${r.speaker.lastName} ${r.speaker.firstName}` : null);
    const keys: Record<string, (r: Row) => string | number | null> = {
      startTime: (r) => r.event.startTime,
      shortName: (r) => r.event.shortName,
      title: (r) => r.event.title,
      speakerName: name,
      total: (r) => r.total,
    };
    for (const [sortBy, key] of Object.entries(keys)) {
      for (const sortDesc of [false, true]) {
        const values = (await rowsOf(api, ADMIN, { sortBy, sortDesc })).results.map(key);
        const present = values.filter((v) => v !== null);
        const sorted = [...present].sort((a, b) => (a! < b! ? -1 : a! > b! ? 1 : 0));
        expect(present, `${sortBy} ${sortDesc}`).toEqual(sortDesc ? sorted.reverse() : sorted);
        // Rows without a speaker come last whichever way.
        expect(values.slice(present.length).every((v) => v === null)).toBe(true);
      }
    }
    const target = all.find((r) => r.speaker)!;
    const byEvent = await rowsOf(api, ADMIN, { searchQuery: target.event.shortName!.toLowerCase() });
    expect(byEvent.results.length).toBeGreaterThan(0);
    expect(byEvent.results.every((r) => r.event.shortName!.toLowerCase().includes(target.event.shortName!.toLowerCase()))).toBe(true);
    const bySpeaker = await rowsOf(api, ADMIN, { searchQuery: target.speaker!.lastName! });
    expect(bySpeaker.results.map(rowKey)).toContain(rowKey(target));
    expect((await rowsOf(api, ADMIN, { searchQuery: 'qqzz%_x' })).count).toBe(0);

    const year = new Date(target.event.startTime!).getUTCFullYear();
    const inYear = await rowsOf(api, ADMIN, { filters: { years: [year] } });
    expect(inYear.count).toBe(all.filter((r) => new Date(r.event.startTime!).getUTCFullYear() === year).length);
    expect(inYear.count).toBeLessThan(all.length);
    const twoYears = await rowsOf(api, ADMIN, { filters: { years: [year, year + 1] } });
    expect(twoYears.count).toBe(all.filter((r) => [year, year + 1].includes(new Date(r.event.startTime!).getUTCFullYear())).length);
    const ofSpeaker = await rowsOf(api, ADMIN, { filters: { speakerIds: [target.speaker!.id] } });
    expect(ofSpeaker.count).toBe(all.filter((r) => r.speaker?.id === target.speaker!.id).length);
    expect(ofSpeaker.results.every((r) => r.speaker?.id === target.speaker!.id)).toBe(true);

    const page2 = (await list(api, ADMIN, { page: 2, limit: 5 })).body;
    expect(page2.count).toBe(all.length);
    expect(page2.results.map(rowKey)).toEqual(all.slice(5, 10).map(rowKey));
    const beyond = (await list(api, ADMIN, { page: 1000, limit: 5 })).body;
    expect([beyond.results, beyond.count]).toEqual([[], all.length]);

    const sheet = await workbook(api, ADMIN);
    expect(sheet[0]).toEqual(['Event', 'Program', 'Start', 'Speaker', 'Expense Type', 'Status', 'Payment Date', 'Amount (USD)']);
    expect(sheet.length - 1).toBe(all.reduce((n, r) => n + r.expenseLines.length, 0));
    const firstRow = all[0]!;
    expect(sheet[1]!.slice(0, 2)).toEqual([firstRow.event.shortName, firstRow.event.title]);
  });

  it('gives a speaker their own rows only: no event-wide costs, no other speaker, no speaker search or column', async () => {
    const [me] = await api.owner<{ speakerId: number }>(sql`select speaker_id as "speakerId" from users where email = ${SPEAKER}`);
    const own = await groupsInDatabase(api, sql`speaker_id = ${me!.speakerId}`);
    expect(own).toBeGreaterThan(0);
    const mine = await rowsOf(api, SPEAKER);
    expect(mine.count).toBe(own);
    expect(mine.results.every((r) => r.speaker?.id === me!.speakerId)).toBe(true);
    const other = only(
      await api.owner<{ id: number; lastName: string }>(sql`select s.id, s.last_name as "lastName" from speakers s
        where s.tenant_id = 'demo' and s.id <> ${me!.speakerId} and exists (select 1 from expense_lines l where l.speaker_id = s.id)
          and s.last_name <> (select last_name from speakers where id = ${me!.speakerId}) order by s.id limit 1`),
    );
    expect((await rowsOf(api, SPEAKER, { filters: { speakerIds: [other.id] } })).count).toBe(0);
    expect(
      (await rowsOf(api, SPEAKER, { searchQuery: other.lastName })).results.filter((r) => !r.event.shortName!.includes(other.lastName)),
    ).toEqual([]);
    const sheet = await workbook(api, SPEAKER);
    expect(sheet[0]).not.toContain('Speaker');
    expect(sheet.length - 1).toBe(mine.results.reduce((n, r) => n + r.expenseLines.length, 0));
    // Read-only, and no event totals (expense_header).
    const line = mine.results[0]!.expenseLines.find((l) => l.checkId === null)!;
    expect((await api.call('DELETE', `/expenses/line/${line.id}`, { as: SPEAKER })).status).toBe(403);
    // The totals decorate events: without `read expense_header` the speaker gets none, not a refusal.
    const speakerTotals = await api.call('GET', '/expenses/event-totals', { as: SPEAKER, query: { eventIds: String(line.eventId) } });
    expect(speakerTotals.status).toBe(200);
    expect(speakerTotals.body).toEqual([]);
  });

  it('leaves out the lines every comparison type matches, case-insensitively, with wildcards and metacharacters', async () => {
    const { eventId, shortName } = await eventWithSpeaker(api, 3);
    const types = ['Promo 100% off', 'Promo 1000 off', 'Taxi_x', 'Taxiix', 'back\\slash', 'MEALS', 'Meals tip', 'AV'];
    for (const expenseType of types) {
      const made = await api.call('POST', '/expenses/line', { as: ADMIN, body: { eventId, expenseType, amount: 10, status: 'Paid' } });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
    const shown = async () =>
      (await rowsOf(api, ADMIN, { searchQuery: shortName })).results
        .filter((r) => r.event.id === eventId && r.speaker === null)
        .flatMap((r) => r.expenseLines.map((l) => l.expenseType))
        .filter((t) => types.includes(t))
        .sort();
    const cases: [string, string, string[]][] = [
      ['Equals', 'meals', ['MEALS']],
      ['NotEquals', 'meals', types.filter((t) => t !== 'MEALS')],
      ['Like', 'meals%', ['MEALS', 'Meals tip']],
      ['Like', 'promo 100% off', ['Promo 100% off', 'Promo 1000 off']],
      ['Like', 'taxi_x', ['Taxi_x', 'Taxiix']],
      ['Like', 'back\\%', ['back\\slash']],
      ['NotLike', '%a%', types.filter((t) => !/a/i.test(t))],
      ['StartsWith', 'promo 100%', ['Promo 100% off']],
      ['StartsWith', 'back\\', ['back\\slash']],
      ['EndsWith', 'I_X', ['Taxi_x']],
      ['EndsWith', 'v', ['AV']],
    ];
    for (const [comparisonType, comparisonString, hidden] of cases) {
      const saved = await api.call('PUT', '/tenant/expense-filtering-rules', {
        as: SYSTEM,
        body: { rules: [{ comparisonType, comparisonString }] },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(await shown(), `${comparisonType} ${comparisonString}`).toEqual(types.filter((t) => !hidden.includes(t)).sort());
    }
    // The rules apply to the totals, the export and the speakers' rows alike.
    await api.call('PUT', '/tenant/expense-filtering-rules', {
      as: SYSTEM,
      body: { rules: [{ comparisonType: 'Equals', comparisonString: 'TRAVEL' }] },
    });
    expect((await rowsOf(api, ADMIN)).results.flatMap((r) => r.expenseLines).some((l) => l.expenseType === 'Travel')).toBe(false);
    expect((await workbook(api, ADMIN)).some((row) => row.includes('Travel'))).toBe(false);
    expect((await rowsOf(api, SPEAKER)).results.flatMap((r) => r.expenseLines).some((l) => l.expenseType === 'Travel')).toBe(false);
    const [travel] = await api.owner<{ eventId: number }>(sql`select event_id as "eventId" from expense_lines
      where tenant_id = 'demo' and expense_type = 'Travel' order by id limit 1`);
    const costs = async () =>
      (await api.call('GET', '/expenses/event-totals', { as: ADMIN, query: { eventIds: String(travel!.eventId) } })).body[0].cost;
    const filtered = await costs();
    await api.call('PUT', '/tenant/expense-filtering-rules', { as: SYSTEM, body: { rules: [] } });
    expect(await costs()).toBeGreaterThan(filtered);
  });

  it("adds a saved check as the speaker's Honoraria line, refuses to edit it here, and removes it with the check", async () => {
    const structure = (await api.call('GET', '/fees', { as: ADMIN })).body.questions as { id: number; options: { id: number }[] }[];
    const { eventId, speakerId } = await eventWithSpeaker(api, 1);
    const totals = async () =>
      (await api.call('GET', '/expenses/event-totals', { as: COMPLIANCE, query: { eventIds: String(eventId) } })).body[0];
    const before = await totals();
    const check = await api.call('POST', '/fees/check', {
      as: ADMIN,
      body: { speakerId, eventId, answers: structure.map((q) => ({ questionId: q.id, optionId: q.options[0]!.id })) },
    });
    expect(check.status, JSON.stringify(check.body)).toBe(201);
    const row = (await rowsOf(api, ADMIN, { filters: { speakerIds: [speakerId] } })).results.find((r) => r.event.id === eventId)!;
    const line = row.expenseLines.find((l) => l.checkId === check.body.id)!;
    expect(line).toMatchObject({ expenseType: 'Honoraria', amount: check.body.amount, status: 'Paid', speakerId });
    expect(line.paymentDate).toBe(check.body.createdAt.slice(0, 10));
    const after = await totals();
    expect(after.honoraria).toBeCloseTo(before.honoraria + check.body.amount, 2);
    expect(after.cost).toBeCloseTo(before.cost + check.body.amount, 2);

    await expectNothingWritten(api, TABLES, async () => {
      const body = { eventId, speakerId, expenseType: 'Honoraria', amount: 1, status: 'Paid' };
      for (const [method, answer] of [
        ['PUT', await api.call('PUT', `/expenses/line/${line.id}`, { as: ADMIN, body })],
        ['DELETE', await api.call('DELETE', `/expenses/line/${line.id}`, { as: ADMIN })],
      ] as const)
        expect([method, answer.status, answer.body.message]).toEqual([method, 400, M.checkLine(check.body.id)]);
    });
    expect((await api.call('DELETE', `/fees/check/${check.body.id}`, { as: ADMIN })).status).toBe(204);
    expect(await api.owner(sql`select id from expense_lines where id = ${line.id}`)).toEqual([]);
    const gone = await totals();
    expect([gone.cost, gone.honoraria]).toEqual([before.cost, before.honoraria]);
  });

  it('adds, changes and deletes lines for staff with the grants; compliance reads only', async () => {
    const { eventId, speakerId } = await eventWithSpeaker(api, 2);
    const body = { eventId, speakerId, expenseType: ' Travel ', amount: 412.35, paymentDate: '2026-03-04', status: 'Pending' };
    const made = await api.call('POST', '/expenses/line', { as: ANALYST, body });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      eventId,
      speakerId,
      expenseType: 'Travel',
      amount: 412.35,
      paymentDate: '2026-03-04',
      status: 'Pending',
      checkId: null,
    });
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'expense_line', entity_id: String(made.body.id), action: 'create' });
    expect(only(await api.owner(sql`select amount_cents from expense_lines where id = ${made.body.id}`))).toEqual({ amount_cents: 41_235 });

    const changed = await api.call('PUT', `/expenses/line/${made.body.id}`, {
      as: ADMIN,
      body: { ...body, speakerId: null, expenseType: 'AV', amount: 99.9, status: 'Paid' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ speakerId: null, expenseType: 'AV', amount: 99.9, status: 'Paid' });
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'expense_line', action: 'update' });

    await expectNothingWritten(api, TABLES, async () => {
      for (const [method, url, message] of [
        ['POST', '/expenses/line', 'You do not have permission to create expense_line'],
        ['PUT', `/expenses/line/${made.body.id}`, 'You do not have permission to update expense_line'],
        ['DELETE', `/expenses/line/${made.body.id}`, 'You do not have permission to delete expense_line'],
      ] as const) {
        const res = await api.call(method, url, { as: COMPLIANCE, body: method === 'DELETE' ? undefined : body });
        expect([method, res.status, res.body.message]).toEqual([method, 403, message]);
      }
    });
    expect((await api.call('DELETE', `/expenses/line/${made.body.id}`, { as: ADMIN })).status).toBe(204);
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'expense_line', entity_id: String(made.body.id), action: 'delete' });
    const again = await api.call('DELETE', `/expenses/line/${made.body.id}`, { as: ADMIN });
    expect([again.status, again.body.message]).toEqual([404, `Expense line ${made.body.id} not found`]);
  });

  it("refuses bad input with what is wrong and writes nothing; another tenant's rows answer like missing ones", async () => {
    const { eventId, speakerId } = await eventWithSpeaker(api, 2);
    const good = { eventId, speakerId, expenseType: 'Meals', amount: 10, status: 'Paid' };
    const [stranger] = await api.owner<{ id: number }>(sql`select s.id from speakers s where s.tenant_id = 'demo'
      and not exists (select 1 from event_speakers es where es.event_id = ${eventId} and es.speaker_id = s.id) order by s.id limit 1`);
    const [acme] = await api.owner<{ eventId: number; lineId: number }>(sql`select e.id as "eventId",
      (select min(id) from expense_lines where tenant_id = 'acme') as "lineId" from events e where e.tenant_id = 'acme' order by e.id limit 1`);
    await expectNothingWritten(api, TABLES, async () => {
      const cases: [unknown, number, string][] = [
        [{ ...good, expenseType: '  ' }, 400, M.expenseTypeRequired],
        [{ ...good, expenseType: undefined }, 400, M.expenseTypeRequired],
        [{ ...good, eventId: undefined }, 400, M.eventRequired],
        [{ ...good, amount: 0 }, 400, M.amountAboveZero],
        [{ ...good, amount: 1.234 }, 400, 'Amount must be in whole cents'],
        [{ ...good, amount: 2_000_000 }, 400, 'Amount must be at most $1,000,000'],
        [{ ...good, status: 'Done' }, 400, M.statusInvalid],
        [{ ...good, paymentDate: '2026-02-30' }, 400, 'Payment date must be a date (YYYY-MM-DD)'],
        [{ ...good, extra: 1 }, 400, 'Unrecognized key: "extra"'],
        [{ ...good, speakerId: stranger!.id }, 400, M.speakerNotOnEvent(stranger!.id, eventId)],
        [{ ...good, eventId: 2_000_000_000 }, 404, 'Event 2000000000 not found'],
        [{ ...good, eventId: acme!.eventId, speakerId: null }, 404, `Event ${acme!.eventId} not found`],
      ];
      for (const [body, status, message] of cases) {
        const res = await api.call('POST', '/expenses/line', { as: ADMIN, body });
        expect([JSON.stringify(body), res.status, res.body.message]).toEqual([
          JSON.stringify(body),
          status,
          expect.stringContaining(message),
        ]);
      }
      if (acme!.lineId) {
        const res = await api.call('DELETE', `/expenses/line/${acme!.lineId}`, { as: ADMIN });
        expect([res.status, res.body.message]).toEqual([404, `Expense line ${acme!.lineId} not found`]);
      }
      for (const [query, message] of [
        [{ sortBy: 'amount' }, 'sortBy must be one of'],
        [{ filters: '{' }, 'filters must be JSON'],
        [{ filters: { years: ['soon'] } }, 'years must be years from 1900 to 2200'],
        [{ filters: { speakerIds: [-1] } }, 'ids must be positive whole numbers'],
        [{ limit: 0 }, 'limit must not be 0'],
      ] as const) {
        const res = await list(api, ADMIN, query);
        expect([res.status, res.body.message]).toEqual([400, expect.stringContaining(message)]);
      }
      const totals = await api.call('GET', '/expenses/event-totals', { as: ADMIN, query: { eventIds: 'x' } });
      expect([totals.status, totals.body.message]).toEqual([400, expect.stringContaining('ids must be 1 to 100 event ids')]);
    });
    // Another tenant's event is not in the totals either.
    const totals = await api.call('GET', '/expenses/event-totals', { as: ADMIN, query: { eventIds: `${acme!.eventId},${eventId}` } });
    expect(totals.body.map((t: { eventId: number }) => t.eventId)).toEqual([eventId]);
  });

  it('serves the single-rule calls beside the whole-list save, with its texts, audit and configuration changes', async () => {
    await api.call('PUT', '/tenant/expense-filtering-rules', { as: SYSTEM, body: { rules: [] } });
    const added = await api.call('POST', '/expenses/rule', { as: SYSTEM, body: { comparisonType: 'Like', comparisonString: ' Meal% ' } });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ comparisonType: 'Like', comparisonString: 'Meal%' });
    expect((await lastAudit(api))[0]).toMatchObject({
      entity: 'expense_filtering_rules',
      entity_id: String(added.body.id),
      action: 'create',
    });
    const [change] = await api.owner<{ before: unknown; after: unknown }>(sql`select before, after from configuration_changes
      where tenant_id = 'demo' and kind = 'expense_rules' order by id desc limit 1`);
    expect(change).toEqual({ before: [], after: [{ comparisonType: 'Like', comparisonString: 'Meal%' }] });
    expect((await api.call('GET', '/expenses/rules', { as: SYSTEM })).body).toEqual([added.body]);
    expect((await api.call('GET', '/tenant/expense-filtering-rules', { as: SYSTEM })).body).toEqual([
      { comparisonType: 'Like', comparisonString: 'Meal%' },
    ]);

    await expectNothingWritten(api, TABLES, async () => {
      for (const [as, body, status, message] of [
        [SYSTEM, { comparisonType: 'Equals', comparisonString: 'meal%' }, 400, 'Duplicate rule(s)'],
        [SYSTEM, { comparisonType: 'Equals', comparisonString: '  ' }, 400, 'Incomplete rule(s)'],
        [SYSTEM, { comparisonString: 'Venue' }, 400, 'Incomplete rule(s)'],
        [SYSTEM, { comparisonType: 'Contains', comparisonString: 'Venue' }, 400, 'comparisonType must be one of Like, NotLike, Equals'],
        [ADMIN, { comparisonType: 'Equals', comparisonString: 'Venue' }, 403, 'You do not have permission to update product'],
      ] as const) {
        const res = await api.call('POST', '/expenses/rule', { as, body });
        expect([res.status, res.body.message]).toEqual([status, expect.stringContaining(message)]);
      }
      expect((await api.call('DELETE', `/expenses/rule/${added.body.id}`, { as: ADMIN })).status).toBe(403);
      expect((await api.call('GET', '/expenses/rules', { as: COMPLIANCE })).status).toBe(403);
    });
    expect((await rowsOf(api, ADMIN)).results.flatMap((r) => r.expenseLines).some((l) => l.expenseType === 'Meals')).toBe(false);

    expect((await api.call('DELETE', `/expenses/rule/${added.body.id}`, { as: SYSTEM })).status).toBe(204);
    expect((await lastAudit(api))[0]).toMatchObject({
      entity: 'expense_filtering_rules',
      entity_id: String(added.body.id),
      action: 'delete',
    });
    expect((await api.call('GET', '/expenses/rules', { as: SYSTEM })).body).toEqual([]);
    expect((await rowsOf(api, ADMIN)).results.flatMap((r) => r.expenseLines).some((l) => l.expenseType === 'Meals')).toBe(true);
    const again = await api.call('DELETE', `/expenses/rule/${added.body.id}`, { as: SYSTEM });
    expect([again.status, again.body.message]).toEqual([404, `Expense filtering rule ${added.body.id} not found`]);
    // Another tenant's rule answers like a missing one and stays.
    const [acme] = await api.owner<{ id: number }>(sql`insert into expense_filtering_rules (tenant_id, comparison_type, comparison_string)
      values ('acme', 'Equals', 'Venue') returning id`);
    const other = await api.call('DELETE', `/expenses/rule/${acme!.id}`, { as: SYSTEM });
    expect([other.status, other.body.message]).toEqual([404, `Expense filtering rule ${acme!.id} not found`]);
    expect(await api.owner(sql`select id from expense_filtering_rules where id = ${acme!.id}`)).toHaveLength(1);
  });
  it("keeps every row's total in step with each write: lines added, paid, moved, deleted, rules, checks, renames", async () => {
    const same = async (step: string) => {
      const { kept, counted } = await groupsBothWays(api);
      expect(kept.length, step).toBeGreaterThan(0);
      expect(kept, step).toEqual(counted);
    };
    await same('the seed');
    const a = await eventWithSpeaker(api, 5);
    const b = await eventWithSpeaker(api, 6);
    const row = async (event: { eventId: number; shortName: string }, speakerId: number | null) =>
      (await rowsOf(api, ADMIN, { searchQuery: event.shortName })).results.find(
        (r) => r.event.id === event.eventId && (r.speaker?.id ?? null) === speakerId,
      );
    const add = async (body: object) => {
      const made = await api.call('POST', '/expenses/line', { as: ADMIN, body: { eventId: a.eventId, status: 'Paid', ...body } });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body.id as number;
    };
    const before = (await row(a, a.speakerId))?.total ?? 0;
    const travel = await add({ speakerId: a.speakerId, expenseType: 'Groups Travel', amount: 120.5 });
    const voided = await add({ speakerId: a.speakerId, expenseType: 'Groups Hotel', amount: 80, status: 'Void' });
    const venue = await add({ speakerId: null, expenseType: 'Groups Venue', amount: 300 });
    await same('lines added');
    expect((await row(a, a.speakerId))!.total).toBeCloseTo(before + 120.5, 2);

    const put = async (id: number, body: object) => {
      const changed = await api.call('PUT', `/expenses/line/${id}`, { as: ADMIN, body });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    };
    await put(voided, { eventId: a.eventId, speakerId: a.speakerId, expenseType: 'Groups Hotel', amount: 80, status: 'Paid' });
    await same('a void line paid');
    expect((await row(a, a.speakerId))!.total).toBeCloseTo(before + 200.5, 2);
    // The event-wide line moves to another event's speaker: its group goes (it had no other line), the other one grows.
    const bBefore = (await row(b, b.speakerId))?.total ?? 0;
    await put(venue, { eventId: b.eventId, speakerId: b.speakerId, expenseType: 'Groups Venue', amount: 300, status: 'Pending' });
    await same('a line moved to another event and speaker');
    expect((await row(b, b.speakerId))!.total).toBeCloseTo(bBefore + 300, 2);
    expect(await api.owner(sql`select 1 from expense_lines where event_id = ${a.eventId} and speaker_id is null`)).toEqual(
      await api.owner(sql`select 1 from expense_groups where event_id = ${a.eventId} and speaker_id is null`),
    );

    // A rule hides the travel line: the row's total drops; removed, it is back.
    await api.call('PUT', '/tenant/expense-filtering-rules', {
      as: SYSTEM,
      body: { rules: [{ comparisonType: 'StartsWith', comparisonString: 'groups t' }] },
    });
    await same('a rule added');
    expect((await row(a, a.speakerId))!.total).toBeCloseTo(before + 80, 2);
    await api.call('PUT', '/tenant/expense-filtering-rules', { as: SYSTEM, body: { rules: [] } });
    await same('the rules removed');

    // A saved check is its speaker's Honoraria line; deleting the check takes it off.
    const structure = (await api.call('GET', '/fees', { as: ADMIN })).body.questions as { id: number; options: { id: number }[] }[];
    const check = await api.call('POST', '/fees/check', {
      as: ADMIN,
      body: {
        eventId: b.eventId,
        speakerId: b.speakerId,
        answers: structure.map((q) => ({ questionId: q.id, optionId: q.options[0]!.id })),
      },
    });
    expect(check.status, JSON.stringify(check.body)).toBe(201);
    await same('a check saved');
    expect((await api.call('DELETE', `/fees/check/${check.body.id}`, { as: ADMIN })).status).toBe(204);
    await same('a check deleted');

    // A renamed event or speaker is sorted and searched by its new name.
    await api.owner(sql`update events set short_name = short_name || 'R', title = 'Renamed ' || title where id = ${a.eventId}`);
    await api.owner(sql`update speakers set last_name = 'Zzgroups' where id = ${a.speakerId}`);
    await same('an event and a speaker renamed');
    const found = await rowsOf(api, ADMIN, { searchQuery: 'zzgroups' });
    expect(found.results.length).toBeGreaterThan(0);
    expect(found.results.every((r) => r.speaker?.lastName === 'Zzgroups')).toBe(true);

    for (const id of [travel, voided, venue]) expect((await api.call('DELETE', `/expenses/line/${id}`, { as: ADMIN })).status).toBe(204);
    await same('lines deleted');
    expect((await row(a, a.speakerId))?.total ?? 0).toBeCloseTo(before, 2);
  });
});
