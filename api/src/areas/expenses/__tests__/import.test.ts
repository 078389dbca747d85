import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { only, type Tx } from '../../../platform/db/client.ts';
import { ENGINES, expectNothingWritten, lastAudit, useApi, type TestApi } from '../../../__tests__/harness.ts';
import { EXPENSE_LIMITS, EXPENSE_MESSAGES as M } from '../contract.ts';

const ADMIN = 'admin@demo.test';
const ANALYST = 'program-analyst@demo.test';
const COMPLIANCE = 'sfc-compliance@demo.test';
const SPEAKER = 'speaker@demo.test';
const FIELD_REP = 'field-rep@demo.test';
const TABLES = ['expense_lines'];

type Cells = Partial<Record<'event' | 'speaker' | 'expenseType' | 'amount' | 'paymentDate' | 'status', string | null>>;
interface Result {
  rowNumber: number;
  lineId: number | null;
  errors: string[];
}
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

const post = (api: TestApi, rows: unknown, as = ADMIN) => api.call('POST', '/expenses/import', { as, body: { rows } });
const numbered = (rows: Cells[], from = 2) => rows.map((cells, i) => ({ rowNumber: from + i, ...cells }));

/** A demo event with two speakers that have e-mails, and a speaker of the tenant who does not speak at it. */
async function fixture(api: TestApi, offset = 0) {
  const event = only(
    await api.owner<{ id: number; shortName: string }>(sql`select e.id, e.short_name as "shortName" from events e
      where e.tenant_id = 'demo' and (select count(*) from event_speakers es join speakers s on s.id = es.speaker_id
        where es.event_id = e.id and s.email is not null) >= 2
      order by e.id offset ${offset} limit 1`),
  );
  const speakers = await api.owner<{ id: number; email: string; firstName: string; lastName: string }>(sql`select s.id, s.email,
    s.first_name as "firstName", s.last_name as "lastName" from event_speakers es join speakers s on s.id = es.speaker_id
    where es.event_id = ${event.id} and s.email is not null order by s.id`);
  const stranger = only(
    await api.owner<{ id: number; email: string }>(sql`select s.id, s.email from speakers s where s.tenant_id = 'demo'
      and s.email is not null and not exists (select 1 from event_speakers es where es.event_id = ${event.id} and es.speaker_id = s.id)
      order by s.id limit 1`),
  );
  return { event, speakers, stranger };
}

/** The lines `GET /expenses` answers the caller, by id. */
async function listedLines(api: TestApi, as = ADMIN) {
  const answer = await api.call('GET', '/expenses', { as, query: { limit: -1 } });
  expect(answer.status).toBe(200);
  const lines = (answer.body.results as { expenseLines: Line[] }[]).flatMap((r) => r.expenseLines);
  return new Map(lines.map((l) => [l.id, l]));
}

/** The statements the api sends while `run` runs (sign-in and permission checks included). */
async function statementsOf(api: TestApi, run: () => Promise<unknown>) {
  const withTenant = api.db.withTenant.bind(api.db);
  let count = 0;
  const spy = vi
    .spyOn(api.db, 'withTenant')
    .mockImplementation((tenant, fn) => withTenant(tenant, (tx: Tx) => fn({ query: (query) => ((count += 1), tx.query(query)) })));
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return count;
}

describe.each(ENGINES)('POST /expenses/import on $name', (engine) => {
  const api = useApi(engine);

  it('creates the good rows, listed in Financials, and answers every reason for the others in the order sent', async () => {
    const { event, speakers, stranger } = await fixture(api);
    const [first, second] = speakers;
    const [acme] = await api.owner<{ id: number }>(sql`select id from events where tenant_id = 'acme' order by id limit 1`);
    const rows: Cells[] = [
      // 2: short name in any case, e-mail in any case, an offered type in any case, dollars as a card export writes them.
      {
        event: event.shortName.toLowerCase(),
        speaker: first!.email.toUpperCase(),
        expenseType: 'meals',
        amount: '$1,234.50',
        paymentDate: '03/04/2026',
      },
      // 3: the numeric id, `First Last` with odd spaces, a status in any case.
      {
        event: String(event.id),
        speaker: `  ${second!.firstName.toUpperCase()}   ${second!.lastName} `,
        expenseType: 'Parking',
        amount: ' 12 ',
        paymentDate: '3/5/2026',
        status: 'paid',
      },
      // 4: an event-wide line, no payment date: pending.
      { event: event.shortName, speaker: '', expenseType: 'Venue', amount: '1234.5', paymentDate: null, status: null },
      // 5: every cell wrong.
      { event: ' ', expenseType: '', amount: 'twelve', paymentDate: '2026-02-30', status: 'Done' },
      { event: 'NO-SUCH-EVENT', speaker: stranger.email, expenseType: 'AV', amount: '10' },
      { event: event.shortName, speaker: stranger.email, expenseType: 'AV', amount: '10' },
      { event: event.shortName, expenseType: ' honoraria ', amount: '10' },
      { event: event.shortName, expenseType: 'x'.repeat(EXPENSE_LIMITS.expenseType + 1), amount: '10' },
      { event: event.shortName, expenseType: 'AV', amount: '0' },
      { event: event.shortName, expenseType: 'AV', amount: '-5' },
      { event: event.shortName, expenseType: 'AV', amount: '1.234' },
      { event: event.shortName, expenseType: 'AV', amount: '1000000.01' },
      { event: event.shortName, expenseType: 'AV', amount: '' },
      { event: event.shortName, expenseType: 'AV', amount: '10', paymentDate: '2026-13-01' },
      { event: event.shortName, expenseType: 'AV', amount: '10', paymentDate: '0206-01-01' },
      { event: String(acme!.id), expenseType: 'AV', amount: '10' },
      { event: event.shortName, speaker: 'Nobody Known', expenseType: 'AV', amount: '10' },
    ];
    const { status, body } = await post(api, numbered(rows));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.results.map((r: Result) => [r.rowNumber, r.errors])).toEqual([
      [2, []],
      [3, []],
      [4, []],
      [5, [M.eventRequired, M.expenseTypeRequired, M.amountNumber, M.paymentDateInvalid, M.statusInvalid]],
      [6, [M.eventNotFound('NO-SUCH-EVENT')]],
      [7, [M.speakerNotOnEvent(stranger.email, event.shortName)]],
      [8, [M.honorariaFromChecks]],
      [9, [M.expenseTypeLong]],
      [10, [M.amountAboveZero]],
      [11, [M.amountAboveZero]],
      [12, [M.amountCents]],
      [13, [M.amountMax]],
      [14, [M.amountRequired]],
      [15, [M.paymentDateInvalid]],
      [16, [M.paymentDateInvalid]],
      [17, [M.eventNotFound(String(acme!.id))]],
      [18, [M.speakerNotOnEvent('Nobody Known', event.shortName)]],
    ]);
    expect([body.created, body.failed]).toEqual([3, rows.length - 3]);
    const ids = (body.results as Result[]).slice(0, 3).map((r) => r.lineId!);
    expect(body.results.slice(3).every((r: Result) => r.lineId === null)).toBe(true);

    const listed = await listedLines(api);
    expect(ids.map((id) => listed.get(id))).toEqual([
      {
        id: ids[0],
        eventId: event.id,
        speakerId: first!.id,
        expenseType: 'Meals',
        amount: 1234.5,
        paymentDate: '2026-03-04',
        status: 'Paid',
        checkId: null,
      },
      {
        id: ids[1],
        eventId: event.id,
        speakerId: second!.id,
        expenseType: 'Parking',
        amount: 12,
        paymentDate: '2026-03-05',
        status: 'Paid',
        checkId: null,
      },
      {
        id: ids[2],
        eventId: event.id,
        speakerId: null,
        expenseType: 'Venue',
        amount: 1234.5,
        paymentDate: null,
        status: 'Pending',
        checkId: null,
      },
    ]);
    const audit = await lastAudit(api, 3);
    expect(audit.map((a) => [a.entity, a.action, a.tenant_id, Number(a.entity_id)]).sort()).toEqual(
      ids.map((id) => ['expense_line', 'import', 'demo', id]).sort(),
    );
    expect(audit[0]!.changed_fields).toEqual(['eventId', 'speakerId', 'expenseType', 'amount', 'paymentDate', 'status']);
  });

  it('refuses a row the same as a line already there, so a file imported twice does not double the costs', async () => {
    const { event, speakers } = await fixture(api, 1);
    const taxi = { event: event.shortName, speaker: speakers[0]!.email, expenseType: 'Taxi', amount: '23.40', paymentDate: '2026-04-02' };
    // Two fares of one day in one file are two costs.
    const file = [taxi, taxi, { ...taxi, speaker: null, expenseType: 'AV', paymentDate: null }];
    const once = await post(api, numbered(file));
    expect(once.body.results.map((r: Result) => r.errors)).toEqual([[], [], []]);
    const [taxiId, , avId] = once.body.results.map((r: Result) => r.lineId);

    // The same file again (the type in another case, another status, the date written otherwise): nothing is added.
    const again = await expectUnchanged(api, () =>
      post(
        api,
        numbered([
          { ...taxi, expenseType: 'TAXI', status: 'Pending' },
          { ...taxi, paymentDate: '04/02/2026' },
          { ...taxi, speaker: null, expenseType: 'AV', paymentDate: null },
        ]),
      ),
    );
    expect(again.body).toMatchObject({ created: 0, failed: 3 });
    expect(again.body.results.map((r: Result) => r.errors)).toEqual([
      [M.alreadyImported(taxiId)],
      [M.alreadyImported(taxiId)],
      [M.alreadyImported(avId)],
    ]);

    // A line added by hand counts too; a row differing in any one of the five columns is another line.
    const byHand = await api.call('POST', '/expenses/line', {
      as: ADMIN,
      body: { eventId: event.id, speakerId: null, expenseType: 'Printing', amount: 80, paymentDate: '2026-04-03', status: 'Paid' },
    });
    expect(byHand.status).toBe(201);
    const printing = { event: event.shortName, expenseType: 'Printing', amount: '80', paymentDate: '2026-04-03' };
    const mixed = await post(
      api,
      numbered([
        printing,
        { ...printing, amount: '80.01' },
        { ...printing, paymentDate: '2026-04-04' },
        { ...printing, paymentDate: null },
        { ...printing, expenseType: 'Print' },
        { ...printing, speaker: speakers[0]!.email },
      ]),
    );
    expect(mixed.body.results.map((r: Result) => r.errors)).toEqual([[M.alreadyImported(byHand.body.id)], [], [], [], [], []]);
  });

  it('reaches only the events of the caller’s row scope and matches speakers only on fields the role may read', async () => {
    // A field rep granted the import: their own events only (spec: row scope), speakers' e-mails hidden from them (seed).
    const rep = only(
      await api.owner<{ fieldRepId: number }>(sql`select field_rep_id as "fieldRepId" from users where email = ${FIELD_REP}`),
    );
    const [own, other] = await Promise.all(
      [sql`e.field_rep_id = ${rep.fieldRepId}`, sql`e.field_rep_id is distinct from ${rep.fieldRepId}`].map(async (where) =>
        only(
          await api.owner<{ id: number; shortName: string; email: string; name: string }>(sql`select e.id,
              e.short_name as "shortName", s.email, s.first_name || ' ' || s.last_name as name
            from events e join event_speakers es on es.event_id = e.id join speakers s on s.id = es.speaker_id
            where e.tenant_id = 'demo' and s.email is not null and ${where} order by e.id, s.id limit 1`),
        ),
      ),
    );
    const grant = sql`from roles r, entities e, permission_actions a
      where r.tenant_id = 'demo' and r.role = 'field-rep' and e.name = 'expense_line' and a.name = 'create'`;
    await api.owner(
      sql`insert into role_permissions (tenant_id, role_id, entity_id, permission_id) select 'demo', r.id, e.id, a.id ${grant}`,
    );
    try {
      const { body } = await post(
        api,
        numbered([
          { event: own!.shortName, speaker: own!.name, expenseType: 'Meals', amount: '40' },
          { event: own!.shortName, speaker: own!.email, expenseType: 'Meals', amount: '41' },
          { event: other!.shortName, expenseType: 'Meals', amount: '42' },
          { event: String(other!.id), expenseType: 'Meals', amount: '43' },
        ]),
        FIELD_REP,
      );
      expect(body.results.map((r: Result) => r.errors)).toEqual([
        [],
        [M.speakerFieldHidden(own!.email, 'name')],
        [M.eventNotFound(other!.shortName)],
        [M.eventNotFound(String(other!.id))],
      ]);
      expect(await api.owner(sql`select event_id from expense_lines where id = ${body.results[0].lineId}`)).toEqual([
        { event_id: own!.id },
      ]);
      // With the events' short names hidden from the role, only ids name an event.
      await api.owner(sql`insert into field_settings (tenant_id, entity, role, kind, fields)
        values ('demo', 'event', 'field-rep', 'hidden', '{shortName}')`);
      const hiddenName = await post(
        api,
        numbered([
          { event: own!.shortName, expenseType: 'Meals', amount: '44' },
          { event: String(own!.id), expenseType: 'Meals', amount: '45' },
        ]),
        FIELD_REP,
      );
      expect(hiddenName.body.results.map((r: Result) => r.errors)).toEqual([[M.eventNameHidden(own!.shortName)], []]);
    } finally {
      await api.owner(sql`delete from field_settings where tenant_id = 'demo' and entity = 'event' and role = 'field-rep'`);
      await api.owner(sql`delete from role_permissions where (role_id, entity_id, permission_id) in (select r.id, e.id, a.id ${grant})`);
    }
  });

  it('asks for the id when a short name names two events, and for the e-mail when a name names two speakers', async () => {
    const { event, speakers } = await fixture(api, 2);
    const [twin] = await api.owner<{ id: number }>(sql`insert into events (tenant_id, short_name, title, start_time, end_time, zone,
      type, status) select tenant_id, upper(short_name), title, start_time, end_time, zone, type, status from events where id = ${event.id}
      returning id`);
    const [first, second] = speakers;
    await api.owner(sql`update speakers set first_name = ${first!.firstName}, last_name = ${first!.lastName} where id = ${second!.id}`);
    const name = `${first!.firstName} ${first!.lastName}`;
    const { body } = await post(
      api,
      numbered([
        { event: event.shortName, expenseType: 'AV', amount: '5' },
        { event: String(twin!.id), expenseType: 'AV', amount: '5' },
        { event: String(event.id), speaker: name, expenseType: 'AV', amount: '5' },
        { event: String(event.id), speaker: second!.email, expenseType: 'AV', amount: '5' },
      ]),
    );
    expect(body.results.map((r: Result) => r.errors)).toEqual([
      [M.eventAmbiguous(event.shortName, 2)],
      [],
      [M.speakerAmbiguous(name, String(event.id), false)],
      [],
    ]);
    await api.owner(sql`update speakers set first_name = ${second!.firstName}, last_name = ${second!.lastName} where id = ${second!.id}`);
    await api.owner(sql`delete from events where id = ${twin!.id}`);
  });

  it('refuses roles without the create grant (403) and malformed batches (400), writing nothing', async () => {
    const { event } = await fixture(api);
    const good = { rowNumber: 2, event: event.shortName, expenseType: 'AV', amount: '10' };
    await expectNothingWritten(api, TABLES, async () => {
      for (const as of [COMPLIANCE, SPEAKER]) {
        const res = await post(api, [good], as);
        expect([as, res.status, res.body.message]).toEqual([as, 403, 'You do not have permission to create expense_line']);
      }
      const cases: [unknown, string][] = [
        [[], M.importNoRows],
        [Array.from({ length: EXPENSE_LIMITS.importRows + 1 }, (_, i) => ({ ...good, rowNumber: i + 2 })), M.importTooMany],
        [[good, { ...good, rowNumber: undefined }], 'rowNumber is required'],
        [[{ ...good, rowNumber: 0 }], 'rowNumber must be 1 or more'],
        [[good, good], M.importRowTwice(2)],
        [[{ ...good, extra: 'x' }], 'Unrecognized key: "extra"'],
        [[{ ...good, amount: 10 }], 'expected string'],
        [[{ ...good, event: 'x'.repeat(1001) }], 'At most 1,000 characters per cell'],
        [[{ ...good, expenseType: 'A\u0000V' }], 'Text must not contain NUL characters'],
        ['rows', 'expected array'],
      ];
      for (const [rows, message] of cases) {
        const res = await post(api, rows);
        expect([res.status, res.body.message]).toEqual([400, expect.stringContaining(message)]);
      }
      const extra = await api.call('POST', '/expenses/import', { as: ADMIN, body: { rows: [good], eventId: 1 } });
      expect([extra.status, extra.body.message]).toEqual([400, expect.stringContaining('Unrecognized key: "eventId"')]);
    });
  });

  it('imports 1000 rows as one batch, in as many statements as one row', { timeout: 60_000 }, async () => {
    const { event, speakers } = await fixture(api, 3);
    await api.token(ANALYST); // signed in before counting
    const row = { event: event.shortName, speaker: speakers[0]!.email, expenseType: 'Bulk', amount: '1' };
    const one = await statementsOf(api, () => post(api, numbered([row]), ANALYST));
    const others = await api.owner<{ shortName: string; email: string }>(sql`select e.short_name as "shortName", min(s.email) as email
      from events e join event_speakers es on es.event_id = e.id join speakers s on s.id = es.speaker_id
      where e.tenant_id = 'demo' and s.email is not null group by e.id order by e.id limit 50`);
    const rows = Array.from({ length: EXPENSE_LIMITS.importRows }, (_, i) => ({
      event: others[i % others.length]!.shortName,
      speaker: i % 2 ? others[i % others.length]!.email : null,
      expenseType: 'Bulk',
      amount: `${(i + 2) / 100}`,
      paymentDate: '2026-05-01',
    }));
    let answer: Awaited<ReturnType<typeof post>> | undefined;
    const many = await statementsOf(api, async () => (answer = await post(api, numbered(rows), ANALYST)));
    expect(answer!.status).toBe(200);
    expect([answer!.body.created, answer!.body.failed]).toEqual([EXPENSE_LIMITS.importRows, 0]);
    expect(many).toBe(one);
    const [stored] = await api.owner<{ count: number }>(sql`select count(*)::int as count from expense_lines
      where tenant_id = 'demo' and expense_type = 'Bulk' and payment_date = '2026-05-01'`);
    expect(stored!.count).toBe(EXPENSE_LIMITS.importRows);
  });
});

/** Runs an import that must add nothing: the lines and audit log stay as they were. */
async function expectUnchanged<T>(api: TestApi, run: () => Promise<T>): Promise<T> {
  let answer: T | undefined;
  await expectNothingWritten(api, TABLES, async () => {
    answer = await run();
  });
  return answer!;
}
