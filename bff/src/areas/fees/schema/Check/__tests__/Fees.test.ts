import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../../../../__tests__/stack.ts';
import { globalId } from '../../../../../platform/schema/globalId.ts';

const CHECKS = `
  query Checks($first: Int, $page: Int, $sortBy: CheckSortField, $sortDesc: Boolean, $searchQuery: String) {
    checks(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery) {
      totalCount
      totalCountIsExact
      edges { node { id internalId speakerId eventId firstName lastName shortName amount createdAt
        meta { calculatedAmount rounded overrideAmount overrideReason log { label field operation value mathLine } } } }
    }
  }`;
const STRUCTURE = `query { feeStructure { questions { id internalId label category weight options { id internalId field operation } } } }`;
const SPEAKER_FEES = `query($id: ID!) { speakerFees(speakerId: $id) { speakerId outdated rates { optionId field value } differences { change was now } } }`;
const SET_FEES = `mutation($input: SetSpeakerFeesInput!) { setSpeakerFees(input: $input) { speakerFees { outdated rates { field value } } } }`;
const SAVE_STRUCTURE = `mutation($input: SaveFeeStructureInput!) { saveFeeStructure(input: $input) { feeStructure { questions { id label } } } }`;
const ADD = `mutation($input: AddCheckInput!) { addCheck(input: $input) { check { id internalId amount firstName meta { log { mathLine } } } } }`;
const DELETE = `mutation($input: DeleteCheckInput!) { deleteCheck(input: $input) { deletedId } }`;

interface Question {
  id: string;
  internalId: number;
  label: string;
  category: string;
  weight: number;
  options: { id: string; internalId: number; field: string; operation: string }[];
}
interface CheckNode {
  id: string;
  internalId: number;
  firstName: string | null;
  lastName: string | null;
  shortName: string | null;
  amount: number;
  meta: { overrideAmount: number | null; log: { mathLine: string | null }[] };
}
type Page = { checks: { totalCount: number; totalCountIsExact: boolean; edges: { node: CheckNode }[] } };
const nodesOf = (page: { data: Page | null | undefined }) => page.data!.checks.edges.map((edge) => edge.node);

let stack: Stack;
let admin: string;
let compliance: string;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.signIn('admin@demo.test');
  compliance = await stack.signIn('sfc-compliance@demo.test');
  // A hundred checks more (copies of a seeded one), so that a page of 100 is full.
  await stack.api.db.asOwner((tx) =>
    tx.query(sql`insert into fee_checks (tenant_id, speaker_id, event_id, amount_cents, meta, created_at)
      select c.tenant_id, c.speaker_id, c.event_id, c.amount_cents + g, c.meta, c.created_at - g * interval '1 hour'
      from generate_series(1, 100) g, (select * from fee_checks where tenant_id = 'demo' and deleted_at is null order by id limit 1) c`),
  );
});
afterAll(() => stack?.close());

describe('fees through GraphQL', () => {
  it('costs the same REST calls for 100 checks as for 10 (no N+1)', async () => {
    const ten = await stack.gql<Page>(CHECKS, { token: compliance, variables: { first: 10 } });
    const hundred = await stack.gql<Page>(CHECKS, { token: compliance, variables: { first: 100 } });
    expect(ten.errors).toBeUndefined();
    expect(nodesOf(ten)).toHaveLength(10);
    expect(nodesOf(hundred)).toHaveLength(100);
    expect(hundred.upstreamCalls).toBe(ten.upstreamCalls);
    // The demo tenant's checks are far under the api's cap: counted exactly.
    const [demo] = await stack.api.db.asOwner((tx) =>
      tx.query<{ count: number }>(sql`select count(*)::int as count from fee_checks where tenant_id = 'demo' and deleted_at is null`),
    );
    expect(ten.data!.checks).toMatchObject({ totalCount: demo!.count, totalCountIsExact: true });
    console.info(`REST calls: checks(first: 10) = ${ten.upstreamCalls}, checks(first: 100) = ${hundred.upstreamCalls}`);
    const sorted = nodesOf(await stack.gql<Page>(CHECKS, { token: compliance, variables: { first: 5, sortBy: 'AMOUNT', sortDesc: true } }));
    const amounts = sorted.map((c) => c.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it("sets a speaker's fees, adds a check with its math lines, refuses a stale amount, and deletes the check", async () => {
    const { data } = await stack.gql<{ feeStructure: { questions: Question[] } }>(STRUCTURE, { token: admin });
    const questions = data!.feeStructure.questions;
    expect(questions.map((q) => q.label)).toEqual(['Speaker tier', 'Program type', 'Audience size', 'Travel']);
    const [speaker] = await stack.api.db.asOwner((tx) =>
      tx.query<{ id: number; first: string }>(
        sql`select id, first_name as first from speakers where tenant_id = 'demo' order by id offset 2 limit 1`,
      ),
    );
    const [event] = await stack.api.db.asOwner((tx) =>
      tx.query<{ id: number }>(sql`select min(id)::int as id from events where tenant_id = 'demo'`),
    );
    const speakerId = globalId('Speaker', speaker!.id);
    const value: Record<string, number> = {
      'Tier 2: regional expert': 2000,
      Virtual: 0.8,
      'Over 75 attendees': 500,
      'Overnight travel': 1000,
    };
    const rates = questions.flatMap((q) => q.options.map((o) => ({ optionId: o.id, value: value[o.field] ?? 0 })));
    const set = await stack.gql(SET_FEES, { token: admin, variables: { input: { speakerId, rates } } });
    expect(set.errors).toBeUndefined();
    expect(set.data!.setSpeakerFees.speakerFees.outdated).toBe(false);
    const fees = await stack.gql(SPEAKER_FEES, { token: admin, variables: { id: speakerId } });
    expect(fees.data!.speakerFees).toMatchObject({ speakerId, outdated: false, differences: [] });

    const chosen = ['Tier 2: regional expert', 'Virtual', 'Over 75 attendees', 'Overnight travel'];
    const answers = questions.map((q, i) => ({
      questionId: q.id,
      optionId: q.options.find((o) => o.field === chosen[i])!.id,
    }));
    const input = { speakerId, eventId: globalId('Event', event!.id), answers };
    // 2,000 x 0.8 = 1,600, + 500, + 1,000: 3,100.00.
    const stale = await stack.gql(ADD, { token: admin, variables: { input: { ...input, amount: 3000 } } });
    expect(stale.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(stale.errors?.[0]?.message).toMatch(/^The amount \$3,000\.00 differs from the calculation, \$3,100\.00/);
    const noReason = await stack.gql(ADD, { token: admin, variables: { input: { ...input, overrideAmount: 2500 } } });
    expect(noReason.errors?.[0]).toMatchObject({ message: 'Reason is required', extensions: { code: 'BAD_USER_INPUT' } });

    const added = await stack.gql(ADD, { token: admin, variables: { input: { ...input, amount: 3100 } } });
    expect(added.errors).toBeUndefined();
    const check = added.data!.addCheck.check;
    expect(check).toMatchObject({ amount: 3100, firstName: speaker!.first });
    expect(check.meta.log.map((l: { mathLine: string | null }) => l.mathLine)).toEqual([
      '+ $2,000.00',
      'x 80 %',
      '+ $500.00',
      '+ $1,000.00',
    ]);
    const listed = nodesOf(await stack.gql<Page>(CHECKS, { token: compliance, variables: { first: 100 } }));
    expect(listed[0]!.id).toBe(check.id);

    const refused = await stack.gql(DELETE, { token: compliance, variables: { input: { id: check.id } } });
    expect(refused.errors?.[0]).toMatchObject({ message: 'You do not have permission to delete check', extensions: { code: 'FORBIDDEN' } });
    const deleted = await stack.gql(DELETE, { token: admin, variables: { input: { id: check.id } } });
    expect(deleted.data!.deleteCheck.deletedId).toBe(check.id);
    const after = nodesOf(await stack.gql<Page>(CHECKS, { token: compliance, variables: { first: 100 } }));
    expect(after.map((c) => c.id)).not.toContain(check.id);
  });

  it('refuses the compliance role every change, and saves a structure for an admin with the service messages', async () => {
    const { data } = await stack.gql<{ feeStructure: { questions: Question[] } }>(STRUCTURE, { token: compliance });
    const input = {
      // The first question's options take no operation (they add).
      questions: data!.feeStructure.questions.map(({ id, label, category, weight, options }, qi) => ({
        id,
        label,
        category,
        weight,
        options: options.map((o) => ({ id: o.id, field: o.field, ...(qi > 0 && { operation: o.operation }) })),
      })),
    };
    const refused = await stack.gql(SAVE_STRUCTURE, { token: compliance, variables: { input } });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'You do not have permission to update fee_structure',
      extensions: { code: 'FORBIDDEN' },
    });
    const bad = await stack.gql(SAVE_STRUCTURE, {
      token: admin,
      variables: { input: { questions: [{ ...input.questions[0], label: ' ' }] } },
    });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Label is required', extensions: { code: 'BAD_USER_INPUT' } });
    const saved = await stack.gql(SAVE_STRUCTURE, { token: admin, variables: { input } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveFeeStructure.feeStructure.questions.map((q: Question) => q.id)).toEqual(input.questions.map((q) => q.id));
  });

  it("nulls the speaker's and event's hidden fields, and downloads the export without their columns", async () => {
    await stack.api.db.asOwner((tx) =>
      tx.query(sql`insert into field_settings (tenant_id, entity, role, kind, fields) values
        ('demo', 'speaker', 'sfc-compliance', 'hidden', ${'{lastName}'}), ('demo', 'event', 'sfc-compliance', 'hidden', ${'{shortName}'})`),
    );
    try {
      const [first] = nodesOf(await stack.gql<Page>(CHECKS, { token: compliance, variables: { first: 1 } }));
      expect(first).toMatchObject({ lastName: null, shortName: null });
      expect(first!.firstName).toBeTruthy();
      const { data } = await stack.gql(`query { checkExportUrl(sortBy: AMOUNT, sortDesc: true) }`, { token: compliance });
      expect(data!.checkExportUrl).toBe('/download/fees/export?sortBy=amount&sortDesc=true');
      const response = await stack.bff.inject({
        method: 'GET',
        url: data!.checkExportUrl,
        headers: { authorization: `Bearer ${compliance}`, 'x-tenant-id': 'demo' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/filename="checks-.*\.xlsx"/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      workbook.getWorksheet('Checks')!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
      expect(rows[0]).toEqual(['First', 'Amount (USD)', 'Created']);
      const amounts = rows.slice(1).map((r) => r[1] as number);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    } finally {
      await stack.api.db.asOwner((tx) => tx.query(sql`delete from field_settings where tenant_id = 'demo' and role = 'sfc-compliance'`));
    }
  });
});
