// 8. Survey Responses on the large tenant (100,000 responses) through the BFF, as the screen asks it (issue 12):
// default sort, the period filter (a month, a year), searches, a deep page — p95 at concurrency 1 and 10, the REST
// calls of a page for 10 and 100 rows — and the XLSX export (one row per answer) of the newest 10,000 responses and of
// all of them, each from fresh processes through the BFF's download: peak memory flat as the rows grow.
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { only } from '../../../api/src/platform/db/client.ts';
import { gql, type Session } from '../client.ts';
import { describeDownload, downloadExport, HEAP_CAP_MIB } from '../download.ts';
import { callsPerPage, listLines, timeCases, type PageCost } from '../listCases.ts';
import { LARGE_TENANT, type BenchContext, type Scenario } from '../scenario.ts';

/** The screen's default page size. */
const ROWS = 10;

/** `ReportPeriodInput`: minutes `YYYY/MM/DD HH:mm` in `timezone`. */
type Period = { from: string; to: string; timezone: string };

/** The Survey Responses screen's query (`SurveyResponsesTable_query`: its columns). */
export const RESPONSES_PAGE = `
  query BenchSurveyResponses($first: Int!, $page: Int, $sortBy: SurveyResponseSortField, $sortDesc: Boolean, $searchQuery: String, $period: ReportPeriodInput) {
    surveyResponses(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, period: $period) {
      totalCount
      edges { node { id shortName responsesCount } }
    }
  }`;

type Variables = { first: number; page?: number; sortBy?: string; sortDesc?: boolean; searchQuery?: string; period?: Period };
type PageData = { surveyResponses: { totalCount: number; edges: { node: { shortName: string; responsesCount: number } }[] } };

const page = (s: Session, variables: Variables) => gql<PageData>(s, RESPONSES_PAGE, variables);

const MONTH: Period = { from: '2025/03/01 00:00', to: '2025/03/31 23:59', timezone: 'US/Central' };
const YEAR: Period = { from: '2024/01/01 00:00', to: '2024/12/31 23:59', timezone: 'US/Central' };

/** The cases: name → variables of `surveyResponses(first: 10, …)`. */
async function cases(s: Session): Promise<[string, Variables][]> {
  const { data } = await page(s, { first: 100 });
  const { totalCount, edges } = data.surveyResponses;
  const last = edges[edges.length - 1]?.node.shortName;
  if (!last) throw new Error('The large tenant has no survey responses: seed it with npm run bench:seed');
  const lastPage = Math.max(1, Math.ceil(totalCount / ROWS));
  const at = (variables: Omit<Variables, 'first'>): Variables => ({ first: ROWS, ...variables });
  return [
    ['default (event ID)', at({})],
    ['sort: responses count desc', at({ sortBy: 'RESPONSES_COUNT', sortDesc: true })],
    ['period: one month', at({ period: MONTH })],
    ['period: one year', at({ period: YEAR })],
    ['search: one event ID', at({ searchQuery: last })],
    // `LARGE-0001234` → `LARGE-0001`: 1,000 events' IDs, those with responses among them.
    ['search: event ID prefix', at({ searchQuery: last.slice(0, -3) })],
    ['search: no match', at({ searchQuery: 'no-such-event-xyz' })],
    [`deep page ${lastPage} (the last)`, at({ page: lastPage })],
    [`deep page ${lastPage} (responses count desc)`, at({ page: lastPage, sortBy: 'RESPONSES_COUNT', sortDesc: true })],
  ];
}

/** A page of `rows` rows and what it cost. */
async function pageCost(s: Session, rows: number): Promise<PageCost> {
  const { data, upstreamCalls } = await page(s, { first: rows });
  return { rows: data.surveyResponses.edges.length, totalCount: data.surveyResponses.totalCount, upstreamCalls };
}

/** The period of the newest `count` responses (from the minute of the `count`-th newest, in UTC). */
async function newest(ctx: BenchContext, count: number): Promise<Period> {
  const { from } = only(
    await ctx.stack.db.asOwner((tx) =>
      tx.query<{ from: string }>(sql`select to_char(submitted_at at time zone 'UTC', 'YYYY/MM/DD HH24:MI') as "from"
        from survey_responses where tenant_id = ${LARGE_TENANT} order by submitted_at desc offset ${count - 1} limit 1`),
    ),
  );
  return { from, to: '2099/12/31 23:59', timezone: 'UTC' };
}

/** The rows of the file's sheet and the responses they hold (column Response #), read as a stream. */
async function readBack(file: Buffer) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(file), { sharedStrings: 'cache', styles: 'ignore' });
  let rows = 0;
  const responses = new Set<unknown>();
  for await (const sheet of reader) {
    for await (const row of sheet) {
      if (row.number === 1) continue;
      rows += 1;
      responses.add(row.getCell(4).value);
    }
  }
  return { rows, responses: responses.size };
}

/** Export To XLSX (of the period, or all) as the screen asks it, downloaded through the BFF. */
async function exportOnce(ctx: BenchContext, period: Period | null, heapCap = false) {
  const query = `query BenchResponsesExport($period: ReportPeriodInput) { surveyResponsesExportUrl(period: $period) }`;
  const { file, ...download } = await downloadExport(ctx, query, { period }, heapCap);
  const { rows, responses } = await readBack(file);
  return { responses, rows, ...download, rowsPerSecond: Math.round(rows / download.seconds) };
}

type ExportFigures = Awaited<ReturnType<typeof exportOnce>>;

const describe = (label: string, f: ExportFigures) =>
  describeDownload(label, `${f.responses.toLocaleString('en-US')} responses, ${f.rows.toLocaleString('en-US')} rows (answers)`, f.rows, f);

export const surveyResponses: Scenario = async (ctx) => {
  const { config } = ctx;
  const s = await ctx.session(LARGE_TENANT);
  const list = await cases(s);
  const run = async (variables: Variables) => (await page(s, variables)).data.surveyResponses.totalCount;
  const c1 = await timeCases(list, Math.floor(config.samples / 2), run);
  const cN = await timeCases(list, Math.max(config.concurrency, Math.floor(config.concurrentSamples / 4)), run, config.concurrency);
  const load = (rows: number) => pageCost(s, rows);
  const calls = { 10: await callsPerPage(10, load), 100: await callsPerPage(100, load) };

  const small = await exportOnce(ctx, await newest(ctx, config.responsesExport));
  const all = await exportOnce(ctx, null);
  const capped = await exportOnce(ctx, null, true);
  const growth = small.memory && all.memory ? all.memory.api.peakMiB - small.memory.api.peakMiB : null;
  return {
    name: `Survey Responses on the large tenant (${LARGE_TENANT}), ${ROWS} rows a page, through the BFF; its XLSX export`,
    figures: {
      c1: c1.figures,
      [`c${config.concurrency}`]: cN.figures,
      calls,
      export: { newest: small, all, allHeapCapped: { ...capped, heapCapMiB: HEAP_CAP_MIB }, apiPeakGrowthMiB: growth },
    },
    lines: [
      ...listLines(c1.lines, cN.lines, config.concurrency, calls),
      ...describe(`export of the newest ${config.responsesExport.toLocaleString('en-US')}`, small),
      ...describe('export of all', all),
      ...describe(`export of all, the api's heap capped at ${HEAP_CAP_MIB} MiB`, capped),
      ...(growth === null ? [] : [`api peak RSS grows ${growth} MiB from the small export to all`]),
    ],
  };
};
