// 10. The Speaker Fee Calculator's checks on the large tenant (200,000 checks) through the BFF, as the screen asks it
// (issue 29): search, each sort column and deep pages — p95 at concurrency 1 and 10, the REST calls of a page for 10
// and 100 rows; the XLSX export of one speaker name's checks and of all of them (also under a heap cap), from fresh
// processes.
import { gql, type Session } from '../client.ts';
import { describeDownload, downloadExport, HEAP_CAP_MIB, sheetRows } from '../download.ts';
import { callsPerPage, listLines, timeCases, type PageCost } from '../listCases.ts';
import { LARGE_TENANT, type BenchContext, type Scenario } from '../scenario.ts';

/** The screen's default page size. */
const ROWS = 10;
const SORT_FIELDS = ['FIRST_NAME', 'LAST_NAME', 'SHORT_NAME', 'AMOUNT', 'CREATED_AT'];

/** The checks table's query: its columns and what the Metadata dialog reads. */
export const CHECK_PAGE = `
  query BenchChecks($first: Int!, $page: Int, $sortBy: CheckSortField, $sortDesc: Boolean, $searchQuery: String) {
    checks(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery) {
      totalCount
      edges { node { id internalId firstName lastName shortName amount createdAt
        meta { calculatedAmount rounded overrideAmount overrideReason log { label category field operation value mathLine } } } }
    }
  }`;

type Variables = { first: number; page?: number; sortBy?: string; sortDesc?: boolean; searchQuery?: string };
type Row = { lastName: string | null; shortName: string | null };
type PageData = { checks: { totalCount: number; edges: { node: Row }[] } };

const page = (s: Session, variables: Variables) => gql<PageData>(s, CHECK_PAGE, variables);

/** The cases: name → variables of `checks(first: 10, …)`, the search words drawn from the newest checks. */
async function cases(s: Session, deepPage: number): Promise<[string, Variables][]> {
  const rows = (await page(s, { first: 100 })).data.checks.edges.map((e) => e.node);
  const row = rows[rows.length >> 1];
  if (!row?.lastName || !row.shortName) throw new Error('The large tenant has no checks: seed it with npm run bench:seed');
  const at = (variables: Omit<Variables, 'first'>): Variables => ({ first: ROWS, ...variables });
  return [
    ['default (created, newest first)', at({})],
    ['search: common last name', at({ searchQuery: row.lastName })],
    ['search: one event ID', at({ searchQuery: row.shortName })],
    ['search: event-ID prefix', at({ searchQuery: row.shortName.slice(0, -2) })],
    ['search: no match', at({ searchQuery: 'no-such-check-xyz' })],
    ...SORT_FIELDS.map((sortBy): [string, Variables] => [`sort: ${sortBy}`, at({ sortBy })]),
    ['sort: LAST_NAME desc', at({ sortBy: 'LAST_NAME', sortDesc: true })],
    ['sort: AMOUNT desc', at({ sortBy: 'AMOUNT', sortDesc: true })],
    [`deep page ${deepPage} (created)`, at({ page: deepPage })],
    [`deep page ${deepPage} (last name)`, at({ page: deepPage, sortBy: 'LAST_NAME' })],
    [`deep page ${deepPage} (amount desc)`, at({ page: deepPage, sortBy: 'AMOUNT', sortDesc: true })],
  ];
}

/** A page of `rows` rows and what it cost. */
async function pageCost(s: Session, rows: number): Promise<PageCost> {
  const { data, upstreamCalls } = await page(s, { first: rows });
  return { rows: data.checks.edges.length, totalCount: data.checks.totalCount, upstreamCalls };
}

/** The export as the screen asks it (`checkExportUrl`), downloaded through the BFF. */
async function exportOnce(ctx: BenchContext, searchQuery: string | null, heapCap = false) {
  const query = `query BenchChecksExport($searchQuery: String) { checkExportUrl(searchQuery: $searchQuery) }`;
  const { file, ...download } = await downloadExport(ctx, query, { searchQuery }, heapCap);
  return { rows: await sheetRows(file), ...download };
}

export const checkList: Scenario = async (ctx) => {
  const { config } = ctx;
  const s = await ctx.session(LARGE_TENANT);
  // 200,000 checks make 20,000 pages of 10: the events' deep page (5,000) is a quarter in, as there.
  const list = await cases(s, config.deepPage);
  const run = async (variables: Variables) => (await page(s, variables)).data.checks.totalCount;
  const c1 = await timeCases(list, Math.floor(config.samples / 2), run);
  const cN = await timeCases(list, Math.max(config.concurrency, Math.floor(config.concurrentSamples / 4)), run, config.concurrency);
  const load = (rows: number) => pageCost(s, rows);
  const calls = { 10: await callsPerPage(10, load), 100: await callsPerPage(100, load) };

  const [newest] = (await page(s, { first: 1 })).data.checks.edges.map((e) => e.node);
  const name = newest?.lastName ?? '';
  const some = await exportOnce(ctx, name);
  const all = await exportOnce(ctx, null);
  const capped = await exportOnce(ctx, null, true);
  const growth = some.memory && all.memory ? all.memory.api.peakMiB - some.memory.api.peakMiB : null;
  return {
    name: `Speaker Fee Calculator checks on the large tenant (${LARGE_TENANT}), ${ROWS} rows a page, through the BFF; their export`,
    figures: {
      c1: c1.figures,
      [`c${config.concurrency}`]: cN.figures,
      calls,
      export: { some, all, allHeapCapped: { ...capped, heapCapMiB: HEAP_CAP_MIB }, apiPeakGrowthMiB: growth },
    },
    lines: [
      ...listLines(c1.lines, cN.lines, config.concurrency, calls),
      ...describeDownload(`export of the checks of '${name}'`, `${some.rows.toLocaleString('en-US')} rows`, some.rows, some),
      ...describeDownload('export of all checks', `${all.rows.toLocaleString('en-US')} rows`, all.rows, all),
      ...describeDownload(
        `export of all checks, the api's heap capped at ${HEAP_CAP_MIB} MiB`,
        `${capped.rows.toLocaleString('en-US')} rows`,
        capped.rows,
        capped,
      ),
      ...(growth === null ? [] : [`api peak RSS grows ${growth} MiB from one name's export to all checks`]),
    ],
  };
};
