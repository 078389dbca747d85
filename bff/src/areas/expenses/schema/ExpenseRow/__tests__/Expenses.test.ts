import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPENSE_MESSAGES } from '../../../../../../../api/src/areas/expenses/contract.ts';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';
import { globalId } from '../../../../../platform/schema/globalId.ts';

const EXPENSES = `
  query Expenses($first: Int, $page: Int, $searchQuery: String, $years: [Int!], $speakerIds: [ID!], $sortBy: ExpenseSortField, $sortDesc: Boolean) {
    expenses(first: $first, page: $page, searchQuery: $searchQuery, years: $years, speakerIds: $speakerIds, sortBy: $sortBy, sortDesc: $sortDesc) {
      totalCount
      totalCountIsExact
      edges { node { id eventId shortName title eventType startTime zone speakerId firstName lastName total
        lines { id internalId expenseType amount paymentDate status checkId } } }
    }
  }`;
const ADD = `mutation($input: AddExpenseLineInput!) { addExpenseLine(input: $input) { line { id internalId expenseType amount paymentDate status checkId } } }`;
const UPDATE = `mutation($input: UpdateExpenseLineInput!) { updateExpenseLine(input: $input) { line { id amount status paymentDate } } }`;
const DELETE = `mutation($input: DeleteExpenseLineInput!) { deleteExpenseLine(input: $input) { deletedId } }`;
const EVENT_TOTALS = (withTotals: boolean) =>
  `query($first: Int) { events(first: $first) { edges { node { internalId ${withTotals ? 'expenseTotals { cost honoraria }' : ''} } } } }`;

interface Line {
  id: string;
  internalId: number;
  expenseType: string;
  amount: number;
  paymentDate: string | null;
  status: 'PENDING' | 'PAID' | 'VOID';
  checkId: string | null;
}
interface Row {
  id: string;
  eventId: string;
  shortName: string | null;
  title: string | null;
  eventType: string | null;
  startTime: string | null;
  speakerId: string | null;
  firstName: string | null;
  lastName: string | null;
  total: number;
  lines: Line[];
}
type Page = { expenses: { totalCount: number; totalCountIsExact: boolean; edges: { node: Row }[] } };
const rowsOf = (page: { data: Page | null | undefined }) => page.data!.expenses.edges.map((edge) => edge.node);

let stack: Stack;
let admin: string;
let analyst: string;
const db = <T>(query: ReturnType<typeof sql>) => stack.api.db.asOwner((tx) => tx.query<T>(query));

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  analyst = await stack.signIn('program-analyst@demo.test');
  // An event-wide line on a hundred more events, so that a page of 100 rows is full.
  await db(sql`insert into expense_lines (tenant_id, event_id, expense_type, amount_cents, status)
    select 'demo', e.id, 'Printing', 10000 + e.id, 'Pending' from events e
    where e.tenant_id = 'demo' and not exists (select 1 from expense_lines l where l.event_id = e.id) order by e.id limit 100`);
});
afterAll(() => stack?.close());

describe('Financials through GraphQL', () => {
  it('lists the rows with their lines, and costs the same REST calls for 100 rows as for 10', async () => {
    const ten = await stack.gql<Page>(EXPENSES, { token: admin, variables: { first: 10 } });
    const hundred = await stack.gql<Page>(EXPENSES, { token: admin, variables: { first: 100 } });
    expect(ten.errors).toBeUndefined();
    expect(rowsOf(ten)).toHaveLength(10);
    expect(rowsOf(hundred)).toHaveLength(100);
    expect(hundred.upstreamCalls).toBe(ten.upstreamCalls);
    // The demo tenant's groups, counted exactly (below the api's cap).
    const [{ groups }] = (await db<{ groups: number }>(
      sql`select count(*)::int as groups from expense_groups where tenant_id = 'demo' and line_count > 0`,
    )) as [{ groups: number }];
    expect(ten.data!.expenses).toMatchObject({ totalCount: groups, totalCountIsExact: true });
    console.info(`REST calls: expenses(first: 10) = ${ten.upstreamCalls}, expenses(first: 100) = ${hundred.upstreamCalls}`);

    // Newest event first; every row's total is its lines' but the void ones.
    const rows = rowsOf(hundred);
    const starts = rows.map((r) => Date.parse(r.startTime!));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    for (const row of rows) {
      const sum = row.lines.filter((l) => l.status !== 'VOID').reduce((total, l) => total + l.amount, 0);
      expect(row.total).toBeCloseTo(sum, 2);
      expect(row.lines.length).toBeGreaterThan(0);
    }
    const eventWide = rows.find((r) => r.speakerId === null)!;
    expect(eventWide).toMatchObject({ firstName: null, lastName: null });
    expect(eventWide.shortName).toBeTruthy();
    const eventId = Number(Buffer.from(eventWide.eventId, 'base64').toString().split(':')[1]);
    expect(eventWide.id).toBe(Buffer.from(`ExpenseRow:${eventId}-0`).toString('base64'));

    // A check's Honoraria line names its check.
    const [check] = await db<{ id: number; eventId: number }>(
      sql`select id, event_id as "eventId" from fee_checks where tenant_id = 'demo' and deleted_at is null order by id limit 1`,
    );
    const checkRows = rowsOf(
      await stack.gql<Page>(EXPENSES, { token: admin, variables: { first: 100, searchQuery: await shortNameOf(check!.eventId) } }),
    );
    const honoraria = checkRows.flatMap((r) => r.lines).find((l) => l.checkId === globalId('Check', check!.id));
    expect(honoraria).toMatchObject({ expenseType: 'Honoraria' });

    const sorted = rowsOf(await stack.gql<Page>(EXPENSES, { token: admin, variables: { first: 20, sortBy: 'TOTAL', sortDesc: true } }));
    const totals = sorted.map((r) => r.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('adds, changes and deletes a line; refuses a check line with the service message', async () => {
    const [pair] = await db<{ eventId: number; speakerId: number }>(
      sql`select es.event_id as "eventId", es.speaker_id as "speakerId" from event_speakers es join events e on e.id = es.event_id
        where e.tenant_id = 'demo' order by es.event_id limit 1`,
    );
    const base = {
      eventId: globalId('Event', pair!.eventId),
      speakerId: globalId('Speaker', pair!.speakerId),
      expenseType: 'Meals',
      amount: 123.45,
      status: 'PENDING',
    };
    const bad = await stack.gql(ADD, { token: admin, variables: { input: { ...base, amount: 0 } } });
    expect(bad.errors?.[0]).toMatchObject({ message: EXPENSE_MESSAGES.amountAboveZero, extensions: { code: 'BAD_USER_INPUT' } });

    const added = await stack.gql(ADD, { token: admin, variables: { input: base } });
    expect(added.errors).toBeUndefined();
    const line = added.data!.addExpenseLine.line as Line;
    expect(line).toMatchObject({ expenseType: 'Meals', amount: 123.45, paymentDate: null, status: 'PENDING', checkId: null });
    expect(line.id).toBe(globalId('ExpenseLine', line.internalId));
    const listed = rowsOf(await stack.gql<Page>(EXPENSES, { token: admin, variables: { first: 100, speakerIds: [base.speakerId] } }));
    expect(listed.every((r) => r.speakerId === base.speakerId)).toBe(true);
    expect(listed.flatMap((r) => r.lines.map((l) => l.id))).toContain(line.id);

    const updated = await stack.gql(UPDATE, {
      token: admin,
      variables: { input: { ...base, id: line.id, amount: 99, status: 'PAID', paymentDate: '2026-03-01' } },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateExpenseLine.line).toEqual({ id: line.id, amount: 99, status: 'PAID', paymentDate: '2026-03-01' });

    const deleted = await stack.gql(DELETE, { token: admin, variables: { input: { id: line.id } } });
    expect(deleted.data!.deleteExpenseLine.deletedId).toBe(line.id);
    const gone = await stack.gql(DELETE, { token: admin, variables: { input: { id: line.id } } });
    expect(gone.errors?.[0]?.extensions.code).toBe('NOT_FOUND');

    const [checkLine] = await db<{ id: number; checkId: number; eventId: number; speakerId: number }>(
      sql`select id, check_id as "checkId", event_id as "eventId", speaker_id as "speakerId" from expense_lines
        where tenant_id = 'demo' and check_id is not null order by id limit 1`,
    );
    const message = EXPENSE_MESSAGES.checkLine(checkLine!.checkId);
    const refusedDelete = await stack.gql(DELETE, { token: admin, variables: { input: { id: globalId('ExpenseLine', checkLine!.id) } } });
    expect(refusedDelete.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    const refusedUpdate = await stack.gql(UPDATE, {
      token: admin,
      variables: {
        input: {
          ...base,
          id: globalId('ExpenseLine', checkLine!.id),
          eventId: globalId('Event', checkLine!.eventId),
          speakerId: globalId('Speaker', checkLine!.speakerId),
          expenseType: 'Honoraria',
          amount: 1,
        },
      },
    });
    expect(refusedUpdate.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('gives a speaker their own rows only, with no event-wide row', async () => {
    const speaker = await stack.signIn('speaker@demo.test');
    const own = (await stack.gql(`{ viewer { speakerId } }`, { token: speaker })).data!.viewer.speakerId as number;
    // A line of theirs and an event-wide line on one of their events.
    const [event] = await db<{ id: number }>(
      sql`select event_id as id from event_speakers where speaker_id = ${own} order by event_id limit 1`,
    );
    await db(sql`insert into expense_lines (tenant_id, event_id, speaker_id, expense_type, amount_cents, status) values
      ('demo', ${event!.id}, ${own}, 'Travel', 4200, 'Paid'), ('demo', ${event!.id}, null, 'Venue', 9900, 'Paid')`);
    const rows = rowsOf(await stack.gql<Page>(EXPENSES, { token: speaker, variables: { first: 100 } }));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.speakerId))).toEqual(new Set([globalId('Speaker', own)]));
    const mine = rows.find((r) => r.eventId === globalId('Event', event!.id))!;
    expect(mine.lines.map((l) => l.expenseType)).toContain('Travel');
    expect(mine.lines.map((l) => l.expenseType)).not.toContain('Venue');
  });

  it("nulls the event's and speaker's hidden fields, and downloads the export without their columns", async () => {
    await db(sql`insert into field_settings (tenant_id, entity, role, kind, fields) values
      ('demo', 'speaker', 'program-analyst', 'hidden', ${'{lastName}'}), ('demo', 'event', 'program-analyst', 'hidden', ${'{shortName}'})`);
    try {
      const rows = rowsOf(await stack.gql<Page>(EXPENSES, { token: analyst, variables: { first: 100 } }));
      const withSpeaker = rows.find((r) => r.speakerId !== null)!;
      expect(withSpeaker).toMatchObject({ shortName: null, lastName: null });
      expect(withSpeaker.firstName).toBeTruthy();
      expect(withSpeaker.title).toBeTruthy();
      expect(rows.every((r) => r.shortName === null && r.lastName === null)).toBe(true);

      const speakerId = globalId('Speaker', 7);
      const { data } = await stack.gql(
        `query($speakerIds: [ID!]) { expenseExportUrl(years: [2026], speakerIds: $speakerIds, sortBy: TOTAL, sortDesc: true) }`,
        { token: analyst, variables: { speakerIds: [speakerId] } },
      );
      const url = data!.expenseExportUrl as string;
      const query = new URLSearchParams(url.split('?')[1]);
      expect(url.startsWith('/download/expenses/export?')).toBe(true);
      expect(JSON.parse(query.get('filters')!)).toEqual({ years: [2026], speakerIds: [7] });
      expect(Object.fromEntries([...query].filter(([key]) => key !== 'filters'))).toEqual({ sortBy: 'total', sortDesc: 'true' });

      const response = await stack.bff.inject({
        method: 'GET',
        url: '/download/expenses/export?sortBy=total&sortDesc=true',
        headers: { authorization: `Bearer ${analyst}`, 'x-tenant-id': 'demo' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/filename="expenses-.*\.xlsx"/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet: unknown[][] = [];
      workbook.getWorksheet('Expenses')!.eachRow((r) => sheet.push((r.values as unknown[]).slice(1)));
      expect(sheet[0]).toEqual(['Program', 'Start', 'Expense Type', 'Status', 'Payment Date', 'Amount (USD)']);
      expect(sheet.length).toBeGreaterThan(100);
    } finally {
      await db(sql`delete from field_settings where tenant_id = 'demo' and role = 'program-analyst'`);
    }
  });

  it("answers each event's totals in one REST call per page of events, and null for a role without expense headers", async () => {
    const without = await stack.gql(EVENT_TOTALS(false), { token: admin, variables: { first: 50 } });
    const withTotals = await stack.gql<{
      events: { edges: { node: { internalId: number; expenseTotals: { cost: number; honoraria: number } } }[] };
    }>(EVENT_TOTALS(true), { token: admin, variables: { first: 50 } });
    expect(withTotals.errors).toBeUndefined();
    const events = withTotals.data!.events.edges.map((e) => e.node);
    expect(events).toHaveLength(50);
    expect(withTotals.upstreamCalls).toBe(without.upstreamCalls + 1);

    const ids = events.map((e) => e.internalId);
    const sums = await db<{ id: number; cost: number; honoraria: number }>(sql`select e.id,
        coalesce((select sum(l.amount_cents) from expense_lines l where l.event_id = e.id and l.status <> 'Void'), 0)::float8 / 100 as cost,
        coalesce((select sum(c.amount_cents) from fee_checks c where c.event_id = e.id and c.deleted_at is null), 0)::float8 / 100 as honoraria
      from events e where e.id = any(${`{${ids.join(',')}}`}::int[])`);
    const byId = new Map(sums.map((s) => [s.id, s]));
    for (const event of events) {
      expect(event.expenseTotals.cost).toBeCloseTo(byId.get(event.internalId)!.cost, 2);
      expect(event.expenseTotals.honoraria).toBeCloseTo(byId.get(event.internalId)!.honoraria, 2);
    }
    expect(events.some((e) => e.expenseTotals.cost > 0)).toBe(true);

    const marketing = await stack.signIn('marketing@demo.test');
    const refused = await stack.gql<{ events: { edges: { node: { expenseTotals: unknown } }[] } }>(EVENT_TOTALS(true), {
      token: marketing,
      variables: { first: 5 },
    });
    expect(refused.errors).toBeUndefined();
    expect(refused.data!.events.edges.length).toBeGreaterThan(0);
    expect(refused.data!.events.edges.every((e) => e.node.expenseTotals === null)).toBe(true);
  });
});

async function shortNameOf(eventId: number): Promise<string> {
  const [event] = await db<{ shortName: string }>(sql`select short_name as "shortName" from events where id = ${eventId}`);
  return event!.shortName;
}
