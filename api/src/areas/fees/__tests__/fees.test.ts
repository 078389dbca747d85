import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { flagOffMessage } from '../../../platform/auth/model.ts';
import { only } from '../../../platform/db/client.ts';
import { ENGINES, expectNothingWritten, lastAudit, useApi, withFlag, type TestApi } from '../../../__tests__/harness.ts';
import { calculateFee, rateUnits, type FeeOperation } from '../contract.ts';

const ADMIN = 'admin@demo.test';
const COMPLIANCE = 'sfc-compliance@demo.test';
const TABLES = ['fee_questions', 'fee_options', 'speaker_fee_rates', 'fee_checks'];
const SORTABLE = ['firstName', 'lastName', 'shortName', 'amount', 'createdAt'] as const;

interface Option {
  id: number;
  field: string;
  operation: FeeOperation;
}
interface Question {
  id: number;
  label: string;
  category: string;
  weight: number;
  options: Option[];
}
interface CheckRow {
  id: number;
  speakerId: number;
  eventId: number;
  firstName: string | null;
  lastName: string | null;
  shortName: string | null;
  amount: number;
  createdAt: string;
  meta: {
    log: { label: string; category: string; field: string; operation: FeeOperation; value: number }[];
    calculatedAmount: number;
    rounded: boolean;
    overrideAmount: number | null;
    overrideReason: string | null;
  };
}

const structureOf = async (api: TestApi): Promise<Question[]> => (await api.call('GET', '/fees', { as: ADMIN })).body.questions;
const speakerOf = async (api: TestApi, tenant: string, offset: number) =>
  only(
    await api.owner<{ id: number; name: string }>(sql`select id, first_name || ' ' || last_name as name from speakers
      where tenant_id = ${tenant} order by id offset ${offset} limit 1`),
  );
const eventOf = async (api: TestApi, tenant: string) =>
  only(await api.owner<{ id: number }>(sql`select min(id)::int as id from events where tenant_id = ${tenant}`)).id;
/** A value for every option: the named ones as given, the others `rest`. */
const ratesOf = (questions: Question[], values: Record<string, number>, rest = 1) => ({
  rates: questions.flatMap((q) => q.options.map((o) => ({ optionId: o.id, value: values[o.field] ?? rest }))),
});
/** The chosen option of each question, by field. */
const answersOf = (questions: Question[], fields: string[]) =>
  questions.map((q, i) => ({ questionId: q.id, optionId: q.options.find((o) => o.field === fields[i])!.id }));
/** The body `PUT /fees` takes back from what `GET /fees` answers. */
const bodyOf = (questions: Question[]) => ({
  questions: questions.map(({ id, label, category, weight, options }) => ({ id, label, category, weight, options })),
});
const checksOf = async (api: TestApi, as: string, query: Record<string, string | number | boolean> = {}) =>
  api.call('GET', '/fees/checks', { as, query: { limit: -1, ...query } });
async function workbook(api: TestApi, as: string, query: Record<string, string> = {}) {
  const response = await api.app.inject({
    method: 'GET',
    url: '/fees/export',
    query,
    headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${await api.token(as)}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.getWorksheet('Checks')!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}

describe.each(ENGINES)('fee calculator routes on $name', (engine) => {
  const api = useApi(engine);

  it('answers the seeded structure in calculation order, and checks whose metadata explains their amount', async () => {
    const structure = (await api.call('GET', '/fees', { as: COMPLIANCE })).body.questions as Question[];
    expect(structure.map((q) => q.label)).toEqual(['Speaker tier', 'Program type', 'Audience size', 'Travel']);
    expect(structure[0]!.options.map((o) => o.operation)).toEqual(['ADD', 'ADD', 'ADD']);
    expect(structure[1]!.options.map((o) => [o.field, o.operation])).toEqual([
      ['Live', 'MULTIPLY'],
      ['Virtual', 'MULTIPLY'],
    ]);
    const list = await checksOf(api, COMPLIANCE);
    expect(list.status).toBe(200);
    const { count } = only(
      await api.owner<{ count: number }>(
        sql`select count(*)::int as count from fee_checks where tenant_id = 'demo' and deleted_at is null`,
      ),
    );
    expect(count).toBeGreaterThan(5);
    expect(list.body).toMatchObject({ totalCount: count, countExact: true });
    const checks = list.body.checks as CheckRow[];
    expect(checks.some((c) => c.meta.overrideAmount !== null)).toBe(true);
    for (const c of checks) {
      expect(c.firstName && c.lastName && c.shortName).toBeTruthy();
      const steps = c.meta.log.map((e, i) => ({ ...e, weight: i, units: rateUnits(e.value, e.operation) }));
      const result = calculateFee(steps, { rounding: c.meta.rounded });
      expect(result.calculatedCents / 100).toBe(c.meta.calculatedAmount);
      expect(c.amount).toBe(c.meta.overrideAmount ?? result.totalCents / 100);
    }
    const speaker = await speakerOf(api, 'demo', 0);
    const fees = await api.call('GET', `/fees/speaker/${speaker.id}`, { as: ADMIN });
    expect(fees.body).toMatchObject({ speakerId: speaker.id, outdated: false, differences: [] });
    expect(fees.body.rates).toHaveLength(11);
  });

  it('calculates a check in cents from the stored rates, rounds up with the flag, and keeps the calculation in meta', async () => {
    const structure = await structureOf(api);
    const speaker = await speakerOf(api, 'demo', 3);
    const eventId = await eventOf(api, 'demo');
    const saved = await api.call('POST', `/fees/speaker/${speaker.id}`, {
      as: ADMIN,
      body: ratesOf(structure, {
        'Tier 1: national thought leader': 1999.99,
        Virtual: 0.75,
        '26 to 75 attendees': 250.5,
        'Local, no travel': 77,
      }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.rates.find((r: { field: string }) => r.field === 'Virtual')).toMatchObject({ operation: 'MULTIPLY', value: 0.75 });
    const answers = answersOf(structure, ['Tier 1: national thought leader', 'Virtual', '26 to 75 attendees', 'Local, no travel']);
    const body = { speakerId: speaker.id, eventId, answers };

    // 1,999.99 x 0.75 = 1,499.99 (half up), + 250.50 = 1,750.49, travel ignored; rounded up: 1,751.00.
    const created = await api.call('POST', '/fees/check', { as: ADMIN, body: { ...body, amount: 1751 } });
    expect(created.status).toBe(201);
    const [first, last] = speaker.name.split(' ');
    expect(created.body).toMatchObject({ speakerId: speaker.id, eventId, firstName: first, lastName: last, amount: 1751 });
    expect(created.body.meta).toEqual({
      log: [
        { label: 'Speaker tier', category: 'Honorarium', field: 'Tier 1: national thought leader', operation: 'ADD', value: 1999.99 },
        { label: 'Program type', category: 'Program', field: 'Virtual', operation: 'MULTIPLY', value: 0.75 },
        { label: 'Audience size', category: 'Audience', field: '26 to 75 attendees', operation: 'ADD', value: 250.5 },
        { label: 'Travel', category: 'Travel', field: 'Local, no travel', operation: 'IGNORE', value: 77 },
      ],
      calculatedAmount: 1750.49,
      rounded: true,
      overrideAmount: null,
      overrideReason: null,
    });
    expect(only(await api.owner(sql`select amount_cents from fee_checks where id = ${created.body.id}`))).toEqual({
      amount_cents: 175_100,
    });
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'check', entity_id: String(created.body.id), action: 'create' });

    await withFlag(api, 'demo', 'feeCalculatorRoundingEnabled', false, async () => {
      const unrounded = await api.call('POST', '/fees/check', { as: ADMIN, body });
      expect([unrounded.status, unrounded.body.amount, unrounded.body.meta.rounded]).toEqual([201, 1750.49, false]);
    });

    // The amount the caller showed must be the service's.
    await expectNothingWritten(api, TABLES, async () => {
      const stale = await api.call('POST', '/fees/check', { as: ADMIN, body: { ...body, amount: 1750.49 } });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toBe(
        "The amount $1,750.49 differs from the calculation, $1,751.00: the fee structure, the speaker's rates or the rounding " +
          'changed since it was shown. Calculate the check again.',
      );
      for (const reason of [undefined, null, '   ']) {
        const noReason = await api.call('POST', '/fees/check', {
          as: ADMIN,
          body: { ...body, overrideAmount: 2000, overrideReason: reason },
        });
        expect([noReason.status, noReason.body.message, noReason.body.fields]).toEqual([
          400,
          'Reason is required',
          { overrideReason: 'Reason is required' },
        ]);
      }
    });

    const overridden = await api.call('POST', '/fees/check', {
      as: ADMIN,
      body: { ...body, amount: 2000.5, overrideAmount: 2000.5, overrideReason: ' Two sessions on one day ' },
    });
    expect(overridden.status).toBe(201);
    expect(overridden.body.amount).toBe(2000.5);
    expect(overridden.body.meta).toMatchObject({
      calculatedAmount: 1750.49,
      overrideAmount: 2000.5,
      overrideReason: 'Two sessions on one day',
    });
    expect(overridden.body.meta.log).toHaveLength(4);
  });

  it('refuses a check without a speaker, an event, every answer or an amount above 0, and writes nothing', async () => {
    const structure = await structureOf(api);
    const eventId = await eventOf(api, 'demo');
    const zero = await speakerOf(api, 'demo', 4);
    expect((await api.call('POST', `/fees/speaker/${zero.id}`, { as: ADMIN, body: ratesOf(structure, {}, 0) })).status).toBe(200);
    const unset = await speakerOf(api, 'demo', 5);
    await api.owner(sql`delete from speaker_fee_rates where speaker_id = ${unset.id}`);
    const speaker = (await speakerOf(api, 'demo', 0)).id;
    const answers = answersOf(structure, ['Tier 2: regional expert', 'Live', 'Up to 25 attendees', 'Overnight travel']);
    const cases: [unknown, number, string][] = [
      [{ eventId, answers }, 400, 'Speaker is required'],
      [{ speakerId: speaker, answers }, 400, 'Event is required'],
      [{ speakerId: 'x', eventId, answers }, 400, 'Speaker is required'],
      [{ speakerId: 2_000_000_000, eventId, answers }, 404, 'Speaker 2000000000 not found'],
      [{ speakerId: speaker, eventId: 2_000_000_000, answers }, 404, 'Event 2000000000 not found'],
      [{ speakerId: speaker, eventId, answers: answers.slice(0, 3) }, 400, 'Answer every question: Travel'],
      [{ speakerId: speaker, eventId, answers: [...answers, answers[0]] }, 400, 'Speaker tier is answered twice'],
      [
        { speakerId: speaker, eventId, answers: [...answers.slice(0, 3), { ...answers[3], optionId: answers[0]!.optionId }] },
        400,
        `Option ${answers[0]!.optionId} is not an option of Travel`,
      ],
      [{ speakerId: zero.id, eventId, answers }, 400, 'Amount must be above 0'],
      [{ speakerId: speaker, eventId, answers, overrideAmount: 0, overrideReason: 'none' }, 400, 'Amount must be above 0'],
      [{ speakerId: speaker, eventId, answers, amount: 12.345 }, 400, 'Amount must be in whole cents'],
      [{ speakerId: speaker, eventId, answers, amount: -5 }, 400, 'Amount must be above 0'],
      [{ speakerId: unset.id, eventId, answers }, 409, `No speaker fees set for ${unset.name}`],
    ];
    await expectNothingWritten(api, TABLES, async () => {
      for (const [body, status, message] of cases) {
        const res = await api.call('POST', '/fees/check', { as: ADMIN, body });
        expect({ body, status: res.status, message: res.body.message }).toEqual({
          body,
          status,
          message: expect.stringContaining(message),
        });
      }
    });
  });

  it('lists checks newest first, sorts by every column, searches names and events, pages and exports them', async () => {
    const all = (await checksOf(api, COMPLIANCE)).body.checks as CheckRow[];
    const times = all.map((c) => c.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const sortBy of SORTABLE) {
      for (const sortDesc of [false, true]) {
        const rows = (await checksOf(api, COMPLIANCE, { sortBy, sortDesc })).body.checks as CheckRow[];
        const values = rows.map((r) => r[sortBy] as string | number);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(values, `${sortBy} ${sortDesc}`).toEqual(sortDesc ? sorted.reverse() : sorted);
      }
    }
    const term = all[0]!.shortName!;
    const found = (await checksOf(api, COMPLIANCE, { searchQuery: term.toLowerCase() })).body as { checks: CheckRow[]; totalCount: number };
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.totalCount).toBeLessThan(all.length);
    for (const c of found.checks) expect(`${c.firstName} ${c.lastName} ${c.shortName}`.toLowerCase()).toContain(term.toLowerCase());
    expect((await checksOf(api, COMPLIANCE, { searchQuery: '%_' })).body).toEqual({ checks: [], totalCount: 0, countExact: true });
    const page = await api.call('GET', '/fees/checks', { as: COMPLIANCE, query: { page: 2, limit: 2 } });
    expect(page.body.checks.map((c: CheckRow) => c.id)).toEqual(all.slice(2, 4).map((c) => c.id));
    expect(page.body.totalCount).toBe(all.length);
    const bad = await api.call('GET', '/fees/checks', { as: COMPLIANCE, query: { sortBy: 'meta' } });
    expect([bad.status, bad.body.message]).toEqual([400, `sortBy must be one of ${SORTABLE.join(', ')}`]);

    const rows = await workbook(api, COMPLIANCE, { sortBy: 'amount', sortDesc: 'true' });
    const byAmount = (await checksOf(api, COMPLIANCE, { sortBy: 'amount', sortDesc: true })).body.checks as CheckRow[];
    expect(rows[0]).toEqual(['First', 'Last', 'Event', 'Amount (USD)', 'Created']);
    expect(rows.slice(1)).toEqual(byAmount.map((c) => [c.firstName, c.lastName, c.shortName, c.amount, c.createdAt]));
  });

  it("lists, searches and sorts a renamed speaker or event by its new name (the check's copies follow)", async () => {
    const [check] = (await checksOf(api, ADMIN)).body.checks as CheckRow[];
    await api.owner(sql`update speakers set last_name = 'Zzyzx-Renamed' where id = ${check!.speakerId}`);
    await api.owner(sql`update events set short_name = 'RENAMED-1' where id = ${check!.eventId}`);
    const found = (await checksOf(api, ADMIN, { searchQuery: 'zzyzx-renamed' })).body.checks as CheckRow[];
    expect(found.map((c) => [c.id, c.lastName])).toContainEqual([check!.id, 'Zzyzx-Renamed']);
    const [last] = (await checksOf(api, ADMIN, { sortBy: 'lastName', sortDesc: true })).body.checks as CheckRow[];
    expect(last!.lastName).toBe('Zzyzx-Renamed');
    const [byEvent] = (await checksOf(api, ADMIN, { searchQuery: 'RENAMED-1' })).body.checks as CheckRow[];
    expect(byEvent).toMatchObject({ id: check!.id, shortName: 'RENAMED-1' });
  });

  it('soft-deletes a check: it leaves the list and the export, the row stays with deletedAt', async () => {
    const [check] = (await checksOf(api, ADMIN)).body.checks as CheckRow[];
    const before = (await checksOf(api, ADMIN)).body.totalCount as number;
    expect((await api.call('DELETE', `/fees/check/${check!.id}`, { as: ADMIN })).status).toBe(204);
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'check', entity_id: String(check!.id), action: 'delete' });
    const after = (await checksOf(api, ADMIN)).body;
    expect(after.totalCount).toBe(before - 1);
    expect(after.checks.map((c: CheckRow) => c.id)).not.toContain(check!.id);
    expect((await workbook(api, ADMIN)).length).toBe(before);
    const [row] = await api.owner<{ deleted: boolean }>(
      sql`select deleted_at is not null as deleted from fee_checks where id = ${check!.id}`,
    );
    expect(row).toEqual({ deleted: true });
    const again = await api.call('DELETE', `/fees/check/${check!.id}`, { as: ADMIN });
    expect([again.status, again.body.message]).toEqual([404, `Check ${check!.id} not found`]);
  });

  it('lets the compliance role read checks, the structure and the export, and refuses every change', async () => {
    const structure = await structureOf(api);
    const [check] = (await checksOf(api, ADMIN)).body.checks as CheckRow[];
    const speaker = (await speakerOf(api, 'demo', 0)).id;
    expect((await api.call('GET', '/fees', { as: COMPLIANCE })).status).toBe(200);
    expect((await workbook(api, COMPLIANCE)).length).toBeGreaterThan(1);
    await expectNothingWritten(api, TABLES, async () => {
      for (const [method, url, body, message] of [
        ['PUT', '/fees', bodyOf(structure), 'You do not have permission to update fee_structure'],
        ['GET', `/fees/speaker/${speaker}`, undefined, 'You do not have permission to read speaker_fee_rate'],
        ['POST', `/fees/speaker/${speaker}`, ratesOf(structure, {}), 'You do not have permission to update speaker_fee_rate'],
        ['POST', '/fees/check', { speakerId: speaker, eventId: check!.eventId, answers: [] }, 'You do not have permission to create check'],
        ['DELETE', `/fees/check/${check!.id}`, undefined, 'You do not have permission to delete check'],
      ] as const) {
        const res = await api.call(method, url, { as: COMPLIANCE, body });
        expect([method, url, res.status, res.body.message]).toEqual([method, url, 403, message]);
      }
    });
    // A role without read check (a field rep) is refused the list.
    const rep = await api.call('GET', '/fees/checks', { as: 'field-rep@demo.test' });
    expect([rep.status, rep.body.message]).toEqual([403, 'You do not have permission to read check']);
  });

  it('refuses every fees route while the Fee Calculator flag is off (acme has it off)', async () => {
    const routes = api.routes.filter((r) => r.url.startsWith('/fees'));
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /fees/check/:id',
      'GET /fees',
      'GET /fees/checks',
      'GET /fees/export',
      'GET /fees/speaker/:id',
      'POST /fees/check',
      'POST /fees/speaker/:id',
      'PUT /fees',
    ]);
    await withFlag(api, 'demo', 'feeCalculatorEnabled', false, () =>
      expectNothingWritten(api, TABLES, async () => {
        for (const route of routes) {
          const res = await api.call(route.method, route.url.replace(':id', '1'), {
            as: ADMIN,
            body: route.method === 'GET' ? undefined : {},
          });
          expect([route.url, res.status, res.body.message]).toEqual([route.url, 403, flagOffMessage('feeCalculatorEnabled')]);
        }
      }),
    );
    const acme = await api.call('GET', '/fees/checks', { as: 'admin@acme.test' });
    expect([acme.status, acme.body.message]).toEqual([403, "'Fee Calculator' is turned off for your organization"]);
  });

  it("never reads or writes acme's structure, rates or checks from demo: they answer like missing ones", async () => {
    await withFlag(api, 'acme', 'feeCalculatorEnabled', true, async () => {
      const acmeChecks = (await api.call('GET', '/fees/checks', { as: 'admin@acme.test', query: { limit: -1 } })).body.checks as CheckRow[];
      expect(acmeChecks.length).toBeGreaterThan(0);
      const demoIds = ((await checksOf(api, ADMIN)).body.checks as CheckRow[]).map((c) => c.id);
      expect(demoIds.filter((id) => acmeChecks.some((c) => c.id === id))).toEqual([]);
      const acmeSpeaker = await speakerOf(api, 'acme', 0);
      const acmeQuestion = only(
        await api.owner<{ id: number }>(sql`select min(id)::int as id from fee_questions where tenant_id = 'acme'`),
      ).id;
      const structure = await structureOf(api);
      await expectNothingWritten(api, TABLES, async () => {
        const cases: [string, string, unknown, number, string][] = [
          ['DELETE', `/fees/check/${acmeChecks[0]!.id}`, undefined, 404, `Check ${acmeChecks[0]!.id} not found`],
          ['GET', `/fees/speaker/${acmeSpeaker.id}`, undefined, 404, `Speaker ${acmeSpeaker.id} not found`],
          ['POST', `/fees/speaker/${acmeSpeaker.id}`, ratesOf(structure, {}), 404, `Speaker ${acmeSpeaker.id} not found`],
          [
            'POST',
            '/fees/check',
            { speakerId: acmeSpeaker.id, eventId: await eventOf(api, 'demo'), answers: [] },
            404,
            `Speaker ${acmeSpeaker.id} not found`,
          ],
          [
            'POST',
            '/fees/check',
            { speakerId: (await speakerOf(api, 'demo', 0)).id, eventId: await eventOf(api, 'acme'), answers: [] },
            404,
            `Event ${await eventOf(api, 'acme')} not found`,
          ],
          [
            'PUT',
            '/fees',
            { questions: [{ ...bodyOf(structure).questions[0], id: acmeQuestion }] },
            400,
            `Question ${acmeQuestion} is not in the fee structure (leave out the id of a new question)`,
          ],
        ];
        for (const [method, url, body, status, message] of cases) {
          const res = await api.call(method as 'GET', url, { as: ADMIN, body });
          expect([method, url, res.status, res.body.message]).toEqual([method, url, status, message]);
        }
      });
    });
  });

  it("nulls, never searches or sorts by, and leaves out of the export the speaker's and event's hidden fields", async () => {
    const all = (await checksOf(api, ADMIN)).body.checks as CheckRow[];
    await api.owner(sql`insert into field_settings (tenant_id, entity, role, kind, fields) values
      ('demo', 'speaker', 'sfc-compliance', 'hidden', ${sql.param(['lastName'])}::text[]),
      ('demo', 'event', 'sfc-compliance', 'hidden', ${sql.param(['shortName'])}::text[])`);
    try {
      const seen = (await checksOf(api, COMPLIANCE)).body.checks as CheckRow[];
      expect(seen.map((c) => [c.id, c.firstName, c.lastName, c.shortName])).toEqual(all.map((c) => [c.id, c.firstName, null, null]));
      for (const sortBy of ['lastName', 'shortName']) {
        const res = await checksOf(api, COMPLIANCE, { sortBy });
        expect([res.status, res.body.message]).toEqual([400, `sortBy: sorting by ${sortBy} is not available to your role`]);
      }
      const event = all[0]!.shortName!;
      expect((await checksOf(api, ADMIN, { searchQuery: event })).body.totalCount).toBeGreaterThan(0);
      expect((await checksOf(api, COMPLIANCE, { searchQuery: event })).body.totalCount).toBe(0);
      const rows = await workbook(api, COMPLIANCE);
      expect(rows[0]).toEqual(['First', 'Amount (USD)', 'Created']);
      expect(JSON.stringify(rows)).not.toContain(event);
    } finally {
      await api.owner(sql`delete from field_settings where tenant_id = 'demo' and role = 'sfc-compliance'`);
    }
  });

  it('gives a role with a row scope that is granted read check the checks of its own events only', async () => {
    const grant = sql`from roles r, entities e, permission_actions a where r.tenant_id = 'demo' and r.role = 'field-rep'
      and e.name = 'check' and a.name = 'read'`;
    await api.owner(
      sql`insert into role_permissions (tenant_id, role_id, entity_id, permission_id) select 'demo', r.id, e.id, a.id ${grant}`,
    );
    try {
      // A check on one of the field rep's events, so that there is one to see.
      const repEvent = only(
        await api.owner<{ id: number }>(sql`select min(e.id)::int as id from events e join users u on u.field_rep_id = e.field_rep_id
          where u.email = 'field-rep@demo.test'`),
      ).id;
      const structure = await structureOf(api);
      const answers = answersOf(structure, ['Tier 2: regional expert', 'Live', 'Up to 25 attendees', 'Overnight travel']);
      const created = await api.call('POST', '/fees/check', {
        as: ADMIN,
        body: { speakerId: (await speakerOf(api, 'demo', 0)).id, eventId: repEvent, answers },
      });
      expect(created.status).toBe(201);
      const own = await api.owner<{ id: number }>(sql`select c.id from fee_checks c join events e on e.id = c.event_id
        join users u on u.field_rep_id = e.field_rep_id
        where u.email = 'field-rep@demo.test' and c.deleted_at is null order by c.id`);
      const total = (await checksOf(api, ADMIN)).body.totalCount as number;
      const seen = (await checksOf(api, 'field-rep@demo.test')).body as { checks: CheckRow[]; totalCount: number };
      expect(seen.checks.map((c) => c.id).sort((a, b) => a - b)).toEqual(own.map((c) => c.id));
      expect(own.map((c) => c.id)).toContain(created.body.id);
      expect(seen.totalCount).toBeLessThan(total);
    } finally {
      await api.owner(sql`delete from role_permissions rp using roles r, entities e, permission_actions a
        where rp.role_id = r.id and rp.entity_id = e.id and rp.permission_id = a.id and r.tenant_id = 'demo' and r.role = 'field-rep'
          and e.name = 'check' and a.name = 'read'`);
    }
  });

  it('saves the whole structure or nothing: a hostile body is refused with what is wrong', async () => {
    const structure = await structureOf(api);
    const good = bodyOf(structure).questions;
    const [q0, q1] = good as [(typeof good)[number], (typeof good)[number]];
    const cases: [unknown, string][] = [
      [{ questions: 'all of them' }, 'Questions must be a list'],
      [{ questions: [{ ...q0, label: '  ' }] }, 'Label is required'],
      [{ questions: [{ ...q0, category: undefined }] }, 'Category is required'],
      [{ questions: [{ ...q0, label: 'x'.repeat(201) }] }, 'Label must be at most 200 characters'],
      [{ questions: [{ ...q0, options: [] }] }, 'Add at least one option to every question'],
      [{ questions: [{ ...q0, options: [{ field: '' }] }] }, 'Field is required'],
      [{ questions: [{ ...q0, weight: 1.5 }] }, 'Weight must be a whole number'],
      [{ questions: [{ ...q0, weight: -1 }] }, 'Weight must be from 0 to 1000000'],
      [
        {
          questions: [
            q0,
            {
              ...q1,
              options: [
                { field: 'Live', operation: 'ADD' },
                { field: ' live ', operation: 'IGNORE' },
              ],
            },
          ],
        },
        "Program type: the option 'live' appears twice",
      ],
      [
        { questions: [{ ...q0, options: [{ field: 'Flat', operation: 'MULTIPLY' }] }] },
        "Speaker tier: the first question's options add; they take no other operation",
      ],
      [{ questions: [q0, { ...q1, options: [{ field: 'Live' }] }] }, 'Operation is required'],
      [
        { questions: [q0, { ...q1, options: [{ field: 'Live', operation: 'DIVIDE' }] }] },
        'Operation must be one of Add, Multiply, Ignore (ADD, MULTIPLY, IGNORE)',
      ],
      [{ questions: [q0, { ...q0 }] }, `Question id ${q0.id} appears twice`],
      [
        {
          questions: Array.from({ length: 51 }, (_, i) => ({
            label: `Q${i}`,
            category: 'C',
            weight: i,
            options: [{ field: 'F', operation: 'ADD' }],
          })),
        },
        'A structure has at most 50 questions',
      ],
      [
        { questions: [{ ...q0, options: Array.from({ length: 51 }, (_, i) => ({ field: `F${i}` })) }] },
        'A question has at most 50 options',
      ],
      [{ questions: [q0], extra: true }, 'Unrecognized key'],
      [{ questions: [{ ...q0, options: [{ ...q0.options[0], admin: true }] }] }, 'Unrecognized key'],
      [
        { questions: [{ ...q1, options: [{ id: q0.options[0]!.id, field: 'Moved', operation: 'ADD' }] }] },
        `Option ${q0.options[0]!.id} is not an option of Program type`,
      ],
      [{ questions: [{ ...q0, id: 2_000_000_000 }] }, 'Question 2000000000 is not in the fee structure'],
    ];
    await expectNothingWritten(api, TABLES, async () => {
      for (const [body, message] of cases) {
        const res = await api.call('PUT', '/fees', { as: ADMIN, body });
        expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: expect.stringContaining(message) });
      }
    });
    expect(await structureOf(api)).toEqual(structure);
  });

  it('keeps rates current through a re-save, and tells what differs once options are added, removed, renamed or changed', async () => {
    const structure = await structureOf(api);
    const speaker = await speakerOf(api, 'demo', 7);
    const check = only(
      await api.owner<{ id: number; meta: unknown }>(sql`select id, meta from fee_checks where tenant_id = 'demo' order by id limit 1`),
    );
    const resaved = await api.call('PUT', '/fees', { as: ADMIN, body: bodyOf(structure) });
    expect([resaved.status, resaved.body.questions]).toEqual([200, structure]);
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'fee_structure', action: 'update' });
    expect((await api.call('GET', `/fees/speaker/${speaker.id}`, { as: ADMIN })).body.outdated).toBe(false);

    const [tier, program, audience, travel] = bodyOf(structure).questions as [Question, Question, Question, Question];
    const changed = [
      tier,
      {
        ...program,
        options: [
          { ...program.options[0]!, field: 'In person' },
          { ...program.options[1]!, operation: 'IGNORE' as const },
        ],
      },
      { ...audience, label: 'Audience' },
      { ...travel, options: [...travel.options.slice(0, 2), { field: 'Hotel only', operation: 'ADD' as const }] },
    ];
    const saved = await api.call('PUT', '/fees', { as: ADMIN, body: { questions: changed } });
    expect(saved.status).toBe(200);
    const hotel = saved.body.questions[3].options[2] as Option;
    expect(hotel).toEqual({ id: expect.any(Number), field: 'Hotel only', operation: 'ADD' });
    const fees = (await api.call('GET', `/fees/speaker/${speaker.id}`, { as: ADMIN })).body;
    expect(fees.outdated).toBe(true);
    expect(fees.differences).toEqual([
      { change: 'renamed', optionId: program.options[0]!.id, was: 'Program type: Live', now: 'Program type: In person' },
      {
        change: 'operation',
        optionId: program.options[1]!.id,
        was: 'Program type: Virtual (Multiply)',
        now: 'Program type: Virtual (Ignore)',
      },
      ...audience.options.map((o) => ({
        change: 'renamed',
        optionId: o.id,
        was: `Audience size: ${o.field}`,
        now: `Audience: ${o.field}`,
      })),
      { change: 'removed', optionId: travel.options[2]!.id, was: 'Travel: Overnight travel', now: null },
      { change: 'added', optionId: hotel.id, was: null, now: 'Travel: Hotel only' },
    ]);
    const current = saved.body.questions as Question[];
    const answers = answersOf(current, ['Tier 3: local expert', 'In person', 'Up to 25 attendees', 'Hotel only']);
    const refused = await api.call('POST', '/fees/check', {
      as: ADMIN,
      body: { speakerId: speaker.id, eventId: await eventOf(api, 'demo'), answers },
    });
    expect([refused.status, refused.body.message]).toEqual([
      409,
      `This speaker fee appears to be outdated: set the fees of ${speaker.name} again before calculating a check`,
    ]);

    await expectNothingWritten(api, TABLES, async () => {
      const { rates } = ratesOf(current, {});
      for (const [body, message] of [
        [
          { rates: rates.filter((r) => r.optionId !== hotel.id) },
          'Set a value for every option of the fee structure: Travel: Hotel only has none',
        ],
        [{ rates: [...rates, rates[0]] }, `Option ${rates[0]!.optionId} has two values`],
        [{ rates: [...rates, { optionId: 2_000_000_000, value: 1 }] }, 'Option 2000000000 is not in the fee structure'],
        [
          { rates: rates.map((r) => (r.optionId === tier.options[0]!.id ? { ...r, value: 1.234 } : r)) },
          'the value must be in whole cents',
        ],
        [{ rates: rates.map((r) => (r.optionId === hotel.id ? { ...r, value: 100_000.01 } : r)) }, 'at most $100,000'],
        [{ rates: rates.map((r) => (r.optionId === current[1]!.options[0]!.id ? { ...r, value: 10.5 } : r)) }, 'a factor from 0 to 10'],
        [{ rates: rates.map((r) => ({ ...r, value: -1 })) }, 'Value must be 0 or more'],
      ] as const) {
        const res = await api.call('POST', `/fees/speaker/${speaker.id}`, { as: ADMIN, body });
        expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: expect.stringContaining(message) });
      }
    });
    const reset = await api.call('POST', `/fees/speaker/${speaker.id}`, {
      as: ADMIN,
      body: ratesOf(current, { 'Tier 3: local expert': 1000, 'Hotel only': 180 }),
    });
    expect([reset.status, reset.body.outdated, reset.body.differences]).toEqual([200, false, []]);
    expect((await lastAudit(api))[0]).toMatchObject({ entity: 'speaker_fee_rate', entity_id: String(speaker.id), action: 'update' });
    const priced = await api.call('POST', '/fees/check', {
      as: ADMIN,
      body: { speakerId: speaker.id, eventId: await eventOf(api, 'demo'), answers },
    });
    // 1,000 x 1 (In person), + 1 (up to 25), + 180 (hotel): 1,181.00.
    expect([priced.status, priced.body.amount]).toEqual([201, 1181]);
    // A saved check keeps the calculation it was made with.
    expect(only(await api.owner(sql`select meta from fee_checks where id = ${check.id}`))).toEqual({ meta: check.meta });

    // A structure whose weights make another question first: that one's options add, whatever they said before.
    const reordered = await api.call('PUT', '/fees', {
      as: ADMIN,
      body: {
        questions: current.map((q) =>
          q.label === 'Travel' ? { ...q, weight: 0, options: q.options.map(({ id, field }) => ({ id, field })) } : q,
        ),
      },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.questions[0]).toMatchObject({
      label: 'Travel',
      options: [{ operation: 'ADD' }, { operation: 'ADD' }, { operation: 'ADD' }],
    });
  });
});
