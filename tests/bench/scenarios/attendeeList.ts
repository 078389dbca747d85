// 9. Attendee Management on the large tenant (1,000,000 event attendances) through the BFF, as the screen asks it
// (issue 13): search, each filter, each sort column and deep pages — p95 at concurrency 1 and 10, the REST calls of a
// page for 10 and 100 rows; the XLSX export of a month's and a year's attendances from fresh processes (peak memory
// flat as the rows grow, and under a heap cap); the import of 10,000 CSV rows as the dialog sends them (the BFF's
// importAttendees, 500 rows a call). The imported rows are removed afterwards.
import { sql } from 'drizzle-orm';
import { ATTENDANCE_EVENT_STATUSES } from '../../../api/src/areas/attendees/attendance.ts';
import { IMPORT_BATCH } from '../../../api/src/areas/attendees/contract.ts';
import { only, textArray } from '../../../api/src/platform/db/client.ts';
import { globalId } from '../../../bff/src/platform/schema/globalId.ts';
import { gql, type Session } from '../client.ts';
import { describeDownload, downloadExport, HEAP_CAP_MIB, sheetRows } from '../download.ts';
import { callsPerPage, listLines, timeCases, type PageCost } from '../listCases.ts';
import { LARGE_TENANT, withProcesses, type BenchContext, type Scenario } from '../scenario.ts';

/** The screen's default page size. */
const ROWS = 10;
const SORT_FIELDS = ['EVENT_ID', 'FIRST_NAME', 'LAST_NAME', 'STATUS', 'CREATED_DATE'];

/** The Attendee Management screen's query (`AttendeesTable_query`: its columns). */
export const ATTENDEE_PAGE = `
  query BenchAttendees($first: Int!, $page: Int, $sortBy: EventAttendanceSortField, $sortDesc: Boolean, $searchQuery: String, $filters: EventAttendanceFilterInput) {
    eventAttendances(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters) {
      totalCount
      edges { node { id attendeeId eventId status subscribed createdDate sources attendee { firstName lastName email } event { id shortName startTime emailSeriesId } } }
    }
  }`;

type Filters = { eventIds?: number[]; statuses?: string[]; eventMonth?: number; eventYear?: number };
type Variables = { first: number; page?: number; sortBy?: string; sortDesc?: boolean; searchQuery?: string; filters?: Filters };
type Row = {
  eventId: number;
  attendee: { lastName: string; email: string | null };
  event: { id: string; startTime: string } | null;
};
type PageData = { eventAttendances: { totalCount: number; edges: { node: Row }[] } };

const page = (s: Session, variables: Variables) => gql<PageData>(s, ATTENDEE_PAGE, variables);

/** The cases: name → variables of `eventAttendances(first: 10, …)`, drawn from the newest 100 attendances. */
async function cases(s: Session, deepPage: number): Promise<[string, Variables][]> {
  const rows = (await page(s, { first: 100, page: 3 })).data.eventAttendances.edges.map((e) => e.node);
  const withEmail = rows.find((r) => r.attendee.email);
  const started = rows.find((r) => r.event)?.event?.startTime;
  if (!withEmail?.attendee.email || !started) throw new Error('The large tenant has no attendances: seed it with npm run bench:seed');
  const start = new Date(started);
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + 1;
  const events = [...new Set(rows.map((r) => r.eventId))].slice(0, 20);
  const at = (variables: Omit<Variables, 'first'>): Variables => ({ first: ROWS, ...variables });
  return [
    ['default (registered at, newest first)', at({})],
    ['search: common last name', at({ searchQuery: withEmail.attendee.lastName })],
    ['search: one e-mail', at({ searchQuery: withEmail.attendee.email })],
    ['search: no match', at({ searchQuery: 'no-such-attendee-xyz' })],
    ['filter: one event', at({ filters: { eventIds: events.slice(0, 1) } })],
    [`filter: ${events.length} events`, at({ filters: { eventIds: events } })],
    ['filter: status attended', at({ filters: { statuses: ['ATTENDED'] } })],
    ['filter: statuses no show + cancelled', at({ filters: { statuses: ['NOSHOW', 'CANCELLED'] } })],
    ['filter: event year', at({ filters: { eventYear: year } })],
    ['filter: event month + year', at({ filters: { eventMonth: month, eventYear: year } })],
    ['filter: status + event year', at({ filters: { statuses: ['ATTENDED'], eventYear: year - 1 } })],
    ...SORT_FIELDS.map((sortBy): [string, Variables] => [`sort: ${sortBy}`, at({ sortBy })]),
    ['sort: LAST_NAME desc', at({ sortBy: 'LAST_NAME', sortDesc: true })],
    ['sort: STATUS desc', at({ sortBy: 'STATUS', sortDesc: true })],
    [`deep page ${deepPage} (registered at)`, at({ page: deepPage })],
    [`deep page ${deepPage} (last name)`, at({ page: deepPage, sortBy: 'LAST_NAME' })],
    [`deep page ${deepPage} (status attended)`, at({ page: deepPage, filters: { statuses: ['ATTENDED'] } })],
  ];
}

/** A page of `rows` rows and what it cost. */
async function pageCost(s: Session, rows: number): Promise<PageCost> {
  const { data, upstreamCalls } = await page(s, { first: rows });
  return { rows: data.eventAttendances.edges.length, totalCount: data.eventAttendances.totalCount, upstreamCalls };
}

/** Export Filtered as the screen asks it (`eventAttendanceExportUrl`), downloaded through the BFF. */
async function exportOnce(ctx: BenchContext, filters: Filters, heapCap = false) {
  const query = `query BenchAttendeesExport($filters: EventAttendanceFilterInput) { eventAttendanceExportUrl(filters: $filters) }`;
  const { file, ...download } = await downloadExport(ctx, query, { filters }, heapCap);
  const rows = await sheetRows(file);
  return { rows, ...download, rowsPerSecond: Math.round(rows / download.seconds) };
}

type ExportFigures = Awaited<ReturnType<typeof exportOnce>>;

const describe = (label: string, f: ExportFigures) => describeDownload(label, `${f.rows.toLocaleString('en-US')} rows`, f.rows, f);

/** The e-mails of the imported attendees (removed afterwards). */
const IMPORT_DOMAIN = 'bench-import.test';

/** `rows` CSV rows as the import dialog maps them (the nine columns; every tenth without an e-mail). */
function importRows(rows: number) {
  return Array.from({ length: rows }, (_, i) => ({
    rowNumber: i + 2,
    firstName: `Imported${i + 1}`,
    lastName: `Attendee ${i % 97}`,
    email: i % 10 === 9 ? null : `imported.${i + 1}@${IMPORT_DOMAIN}`,
    address: `${100 + (i % 900)} Main Street`,
    city: 'Nashville',
    state: 'TN',
    zip: '37201',
    emailSubscribe: i % 5 !== 0,
    marketingSubscribe: i % 4 === 0,
  }));
}

/** Import Attendees as the dialog sends a file: `importAttendees` a batch at a time, into `eventId` (a global id). */
async function importOnce(ctx: BenchContext, eventId: string, rows: number) {
  const { value, memory } = await withProcesses(ctx, LARGE_TENANT, async (s) => {
    const all = importRows(rows);
    const started = performance.now();
    let imported = 0;
    for (let start = 0; start < all.length; start += IMPORT_BATCH) {
      const { data } = await gql<{ importAttendees: { results: { ok: boolean; message: string | null }[] } }>(
        s,
        `mutation BenchImportAttendees($input: ImportAttendeesInput!) { importAttendees(input: $input) { results { ok message } } }`,
        { input: { eventId, rows: all.slice(start, start + IMPORT_BATCH) } },
      );
      const refused = data.importAttendees.results.find((r) => !r.ok);
      if (refused) throw new Error(`An imported row was refused: ${refused.message}`);
      imported += data.importAttendees.results.length;
    }
    return { imported, seconds: (performance.now() - started) / 1000 };
  });
  return {
    rows: value.imported,
    seconds: Math.round(value.seconds * 100) / 100,
    rowsPerSecond: Math.round(value.imported / value.seconds),
    memory,
  };
}

/** Removes what the import made: its attendances, their answers and the attendees (the event's figures follow: 0024). */
async function removeImported(ctx: BenchContext, eventId: number) {
  await ctx.stack.db.asOwner(async (tx) => {
    await tx.query(sql`delete from event_attendances ea using attendees a
      where a.id = ea.attendee_id and ea.event_id = ${eventId} and ea.tenant_id = ${LARGE_TENANT}
        and (a.email like ${`%@${IMPORT_DOMAIN}`} or a.first_name like 'Imported%')`);
    await tx.query(sql`delete from attendees a where a.tenant_id = ${LARGE_TENANT}
      and (a.email like ${`%@${IMPORT_DOMAIN}`} or (a.first_name like 'Imported%' and a.email is null))
      and not exists (select 1 from event_attendances ea where ea.attendee_id = a.id)`);
  });
}

export const attendeeList: Scenario = async (ctx) => {
  const { config } = ctx;
  const s = await ctx.session(LARGE_TENANT);
  const list = await cases(s, config.deepPage);
  const run = async (variables: Variables) => (await page(s, variables)).data.eventAttendances.totalCount;
  const c1 = await timeCases(list, Math.floor(config.samples / 2), run);
  const cN = await timeCases(list, Math.max(config.concurrency, Math.floor(config.concurrentSamples / 4)), run, config.concurrency);
  const load = (rows: number) => pageCost(s, rows);
  const calls = { 10: await callsPerPage(10, load), 100: await callsPerPage(100, load) };

  const [newest] = (await page(s, { first: 1 })).data.eventAttendances.edges.map((e) => e.node);
  if (!newest?.event) throw new Error('The newest attendance has no readable event');
  const year = new Date(newest.event.startTime).getUTCFullYear() - 1;
  const month = await exportOnce(ctx, { eventYear: year, eventMonth: 3 });
  const wholeYear = await exportOnce(ctx, { eventYear: year });
  const capped = await exportOnce(ctx, { eventYear: year }, true);
  const growth = month.memory && wholeYear.memory ? wholeYear.memory.api.peakMiB - month.memory.api.peakMiB : null;

  // The import dialog offers the events an attendance may name (in progress, confirmed or complete).
  const { id: target } = only(
    await ctx.stack.db.asOwner((tx) =>
      tx.query<{ id: number }>(sql`select id from events where tenant_id = ${LARGE_TENANT}
        and status = any(${textArray([...ATTENDANCE_EVENT_STATUSES])}) order by start_time desc, id limit 1`),
    ),
  );
  let imported: Awaited<ReturnType<typeof importOnce>>;
  try {
    imported = await importOnce(ctx, globalId('Event', target), config.importRows);
  } finally {
    await removeImported(ctx, target);
  }
  return {
    name: `Attendee Management on the large tenant (${LARGE_TENANT}), ${ROWS} rows a page, through the BFF; its export and import`,
    figures: {
      c1: c1.figures,
      [`c${config.concurrency}`]: cN.figures,
      calls,
      export: { month, year: wholeYear, yearHeapCapped: { ...capped, heapCapMiB: HEAP_CAP_MIB }, apiPeakGrowthMiB: growth },
      import: imported,
    },
    lines: [
      ...listLines(c1.lines, cN.lines, config.concurrency, calls),
      ...describe(`export of March ${year}`, month),
      ...describe(`export of ${year}`, wholeYear),
      ...describe(`export of ${year}, the api's heap capped at ${HEAP_CAP_MIB} MiB`, capped),
      ...(growth === null ? [] : [`api peak RSS grows ${growth} MiB from the month's export to the year's`]),
      `import of ${imported.rows.toLocaleString('en-US')} rows in ${imported.seconds} s (${imported.rowsPerSecond} rows/s)` +
        (imported.memory ? `, peak RSS api ${imported.memory.api.peakMiB} MiB, bff ${imported.memory.bff.peakMiB} MiB` : ''),
    ],
  };
};
