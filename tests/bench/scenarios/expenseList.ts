// 11. Financials on the large tenant (1,000,000 expense lines and the 200,000 checks' Honoraria lines) through the BFF,
// as the screen asks it (issue 29): search, each sort column, a year, deep pages and a speaker's own rows — p95 at
// concurrency 1 and 10, the REST calls of a page for 10 and 100 rows; the XLSX export of one speaker name's lines, of a
// year's (also under a heap cap), from fresh processes.
import { gql, signIn, type Session } from '../client.ts';
import { describeDownload, downloadExport, HEAP_CAP_MIB, sheetRows } from '../download.ts';
import { callsPerPage, listLines, timeCases, type PageCost } from '../listCases.ts';
import { LARGE_TENANT, type BenchContext, type Scenario } from '../scenario.ts';

/** The screen's default page size. */
const ROWS = 10;
const SORT_FIELDS = ['START_TIME', 'SHORT_NAME', 'TITLE', 'SPEAKER_NAME', 'TOTAL'];
/** The year filtered (the events span 2022–2026) and exported. */
const YEAR = 2024;

/** The Financials table's query: its columns and each row's lines. */
export const EXPENSE_PAGE = `
  query BenchExpenses($first: Int!, $page: Int, $sortBy: ExpenseSortField, $sortDesc: Boolean, $searchQuery: String, $years: [Int!]) {
    expenses(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, years: $years) {
      totalCount
      edges { node { id eventId shortName title eventType startTime zone speakerId firstName lastName total
        lines { id internalId expenseType amount paymentDate status checkId } } }
    }
  }`;

type Variables = { first: number; page?: number; sortBy?: string; sortDesc?: boolean; searchQuery?: string; years?: number[] };
type Row = { lastName: string | null; shortName: string | null };
type PageData = { expenses: { totalCount: number; edges: { node: Row }[] } };
/** A case: who asks (the admin, or the speaker of `speaker@large.test`) and the query's variables. */
type Case = { speaker?: boolean; variables: Variables };

const page = (s: Session, variables: Variables) => gql<PageData>(s, EXPENSE_PAGE, variables);

/** The cases: name → who asks `expenses(first: 10, …)` with which variables, the search words drawn from the newest rows. */
async function cases(s: Session, deepPage: number): Promise<[string, Case][]> {
  const rows = (await page(s, { first: 100 })).data.expenses.edges.map((e) => e.node);
  const row = rows.find((r, i) => i >= rows.length >> 1 && r.lastName);
  if (!row?.lastName || !row.shortName) throw new Error('The large tenant has no expense lines: seed it with npm run bench:seed');
  const at = (variables: Omit<Variables, 'first'>, speaker = false): Case => ({ speaker, variables: { first: ROWS, ...variables } });
  return [
    ['default (start, newest first)', at({})],
    ['search: common last name', at({ searchQuery: row.lastName })],
    ['search: one event ID', at({ searchQuery: row.shortName })],
    ['search: no match', at({ searchQuery: 'no-such-expense-xyz' })],
    ...SORT_FIELDS.map((sortBy): [string, Case] => [`sort: ${sortBy}`, at({ sortBy })]),
    ['sort: SPEAKER_NAME desc', at({ sortBy: 'SPEAKER_NAME', sortDesc: true })],
    ['sort: TOTAL desc', at({ sortBy: 'TOTAL', sortDesc: true })],
    [`filter: year ${YEAR}`, at({ years: [YEAR] })],
    [`filter: year ${YEAR}, sort: TOTAL desc`, at({ years: [YEAR], sortBy: 'TOTAL', sortDesc: true })],
    [`deep page ${deepPage} (start)`, at({ page: deepPage })],
    [`deep page ${deepPage} (speaker name)`, at({ page: deepPage, sortBy: 'SPEAKER_NAME' })],
    [`deep page ${deepPage} (total desc)`, at({ page: deepPage, sortBy: 'TOTAL', sortDesc: true })],
    ['speaker: own rows', at({}, true)],
    ['speaker: own rows, sort: TOTAL desc', at({ sortBy: 'TOTAL', sortDesc: true }, true)],
  ];
}

/** A page of `rows` rows and what it cost. */
async function pageCost(s: Session, rows: number): Promise<PageCost> {
  const { data, upstreamCalls } = await page(s, { first: rows });
  return { rows: data.expenses.edges.length, totalCount: data.expenses.totalCount, upstreamCalls };
}

/** The export as the screen asks it (`expenseExportUrl`), downloaded through the BFF. */
async function exportOnce(ctx: BenchContext, variables: { searchQuery?: string; years?: number[] }, heapCap = false) {
  const query = `query BenchExpensesExport($searchQuery: String, $years: [Int!]) {
    expenseExportUrl(searchQuery: $searchQuery, years: $years) }`;
  const { file, ...download } = await downloadExport(ctx, query, variables, heapCap);
  return { rows: await sheetRows(file), ...download };
}

export const expenseList: Scenario = async (ctx) => {
  const { config, stack } = ctx;
  const s = await ctx.session(LARGE_TENANT);
  const speaker = await signIn(stack.apiUrl, stack.bffUrl, LARGE_TENANT, `speaker@${LARGE_TENANT}.test`);
  const list = await cases(s, config.deepPage);
  const run = async ({ speaker: own, variables }: Case) => (await page(own ? speaker : s, variables)).data.expenses.totalCount;
  const c1 = await timeCases(list, Math.floor(config.samples / 2), run);
  const cN = await timeCases(list, Math.max(config.concurrency, Math.floor(config.concurrentSamples / 4)), run, config.concurrency);
  const load = (rows: number) => pageCost(s, rows);
  const calls = { 10: await callsPerPage(10, load), 100: await callsPerPage(100, load) };

  const [newest] = (await page(s, { first: 1, sortBy: 'SPEAKER_NAME' })).data.expenses.edges.map((e) => e.node);
  const name = newest?.lastName ?? '';
  const some = await exportOnce(ctx, { searchQuery: name });
  const year = await exportOnce(ctx, { years: [YEAR] });
  const capped = await exportOnce(ctx, { years: [YEAR] }, true);
  const growth = some.memory && year.memory ? year.memory.api.peakMiB - some.memory.api.peakMiB : null;
  return {
    name: `Financials on the large tenant (${LARGE_TENANT}), ${ROWS} rows a page, through the BFF; its export`,
    figures: {
      c1: c1.figures,
      [`c${config.concurrency}`]: cN.figures,
      calls,
      export: { some, year, yearHeapCapped: { ...capped, heapCapMiB: HEAP_CAP_MIB }, apiPeakGrowthMiB: growth },
    },
    lines: [
      ...listLines(c1.lines, cN.lines, config.concurrency, calls),
      ...describeDownload(`export of the lines of '${name}'`, `${some.rows.toLocaleString('en-US')} rows`, some.rows, some),
      ...describeDownload(`export of ${YEAR}'s lines`, `${year.rows.toLocaleString('en-US')} rows`, year.rows, year),
      ...describeDownload(
        `export of ${YEAR}'s lines, the api's heap capped at ${HEAP_CAP_MIB} MiB`,
        `${capped.rows.toLocaleString('en-US')} rows`,
        capped.rows,
        capped,
      ),
      ...(growth === null ? [] : [`api peak RSS grows ${growth} MiB from one name's export to a year's`]),
    ],
  };
};
