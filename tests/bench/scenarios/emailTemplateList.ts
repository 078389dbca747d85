// 12. The Email Template List on the large tenant (2,000 series beside the seed's, ≈ 20,000 templates) through the BFF,
// as the screen asks it (issue 30): the default page, each sort column, one and five series, a search, a deep page —
// p95 at concurrency 1 and 10; the REST calls of a page of 10 and of 100 rows, also with each template's content.
import { gql, type Session } from '../client.ts';
import { callsPerPage, listLines, timeCases, type PageCost } from '../listCases.ts';
import { LARGE_TENANT, type Scenario } from '../scenario.ts';

/** The screen's default page size. */
const ROWS = 10;
const SORT_FIELDS = ['NAME', 'SUBJECT', 'TYPE', 'EVENT_TYPE', 'SERIES'];

/** `EmailTemplatesTable_query` as the screen asks it: its columns, the viewer's rights and the type filter's options. */
export const TEMPLATE_PAGE = `
  query BenchEmailTemplates($first: Int!, $page: Int, $sortBy: EmailTemplateSortField, $sortDesc: Boolean, $searchQuery: String,
    $emailSeriesIds: [Int!]) {
    viewer {
      canCreate: can(entity: "email_template", action: CREATE)
      canUpdate: can(entity: "email_template", action: UPDATE)
      canDelete: can(entity: "email_template", action: DELETE)
    }
    emailTemplateTypes { internalId name }
    emailTemplates(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery,
      emailSeriesIds: $emailSeriesIds) {
      totalCount
      edges { node { id internalId name subject active eventType emailTemplateType { name } emailSeries { internalId name } } }
    }
  }`;

/** The same rows with each template's content: what a client asking bodies on the list costs (one call for the page). */
const TEMPLATE_CONTENT_PAGE = `
  query BenchEmailTemplateContents($first: Int!) {
    emailTemplates(first: $first, sortBy: NAME) {
      totalCount
      edges { node { id internalId name body preheader cc recipients width icalEvent } }
    }
  }`;

type Variables = { first: number; page?: number; sortBy?: string; sortDesc?: boolean; searchQuery?: string; emailSeriesIds?: number[] };
type Row = { name: string; emailSeries: { internalId: number; name: string } | null };
type PageData = { emailTemplates: { totalCount: number; edges: { node: Row }[] } };

const page = (s: Session, variables: Variables) => gql<PageData>(s, TEMPLATE_PAGE, variables);

/** The cases: name → variables of `emailTemplates(first: 10, …)`, the series and words drawn from the first rows. */
async function cases(s: Session): Promise<[string, Variables][]> {
  const first = await page(s, { first: 100, sortBy: 'SERIES' });
  const rows = first.data.emailTemplates.edges.map((e) => e.node);
  const row = rows[rows.length >> 1];
  if (!row?.emailSeries) throw new Error('The large tenant has no email templates in series: seed it with npm run bench:seed');
  const series = [...new Set(rows.flatMap((r) => (r.emailSeries ? [r.emailSeries.internalId] : [])))];
  const total = first.data.emailTemplates.totalCount;
  const deepPage = Math.max(1, Math.floor(total / ROWS / 2));
  const at = (variables: Omit<Variables, 'first'>): Variables => ({ first: ROWS, ...variables });
  // The first word of a series name is a therapy area: a word many templates share.
  const common = row.emailSeries.name.split(' ')[0]!;
  return [
    ['default (name)', at({})],
    ...SORT_FIELDS.map((sortBy): [string, Variables] => [`sort: ${sortBy}`, at({ sortBy })]),
    ['sort: NAME desc', at({ sortBy: 'NAME', sortDesc: true })],
    ['filter: one series', at({ emailSeriesIds: [row.emailSeries.internalId] })],
    ['filter: five series', at({ emailSeriesIds: series.slice(0, 5) })],
    ['search: common word', at({ searchQuery: common })],
    ['search: one template', at({ searchQuery: row.name })],
    ['search: no match', at({ searchQuery: 'no-such-template-xyz' })],
    ['search: common word + one series', at({ searchQuery: common, emailSeriesIds: [row.emailSeries.internalId] })],
    [`deep page ${deepPage} (name)`, at({ page: deepPage })],
  ];
}

/** A page of `rows` rows and what it cost (with each template's content when `content`). */
async function pageCost(s: Session, rows: number, content = false): Promise<PageCost> {
  const { data, upstreamCalls } = content
    ? await gql<PageData>(s, TEMPLATE_CONTENT_PAGE, { first: rows })
    : await page(s, { first: rows, sortBy: 'NAME' });
  return { rows: data.emailTemplates.edges.length, totalCount: data.emailTemplates.totalCount, upstreamCalls };
}

export const emailTemplateList: Scenario = async (ctx) => {
  const { config } = ctx;
  const s = await ctx.session(LARGE_TENANT);
  const list = await cases(s);
  const run = async (variables: Variables) => (await page(s, variables)).data.emailTemplates.totalCount;
  const c1 = await timeCases(list, Math.floor(config.samples / 2), run);
  const cN = await timeCases(list, Math.max(config.concurrency, Math.floor(config.concurrentSamples / 4)), run, config.concurrency);
  const calls = { 10: await callsPerPage(10, (rows) => pageCost(s, rows)), 100: await callsPerPage(100, (rows) => pageCost(s, rows)) };
  const withContent = {
    10: await callsPerPage(10, (rows) => pageCost(s, rows, true)),
    100: await callsPerPage(100, (rows) => pageCost(s, rows, true)),
  };
  const contentEqual = withContent[10] === withContent[100];
  return {
    name: `Email Template List on the large tenant (${LARGE_TENANT}), ${ROWS} rows a page, through the BFF`,
    figures: { c1: c1.figures, [`c${config.concurrency}`]: cN.figures, calls, callsWithContent: withContent },
    lines: [
      ...listLines(c1.lines, cN.lines, config.concurrency, calls),
      `REST calls a page with each template's content: 10 rows ${withContent[10]}, 100 rows ${withContent[100]} — ${
        contentEqual ? 'equal' : 'NOT equal (N+1)'
      }`,
    ],
  };
};
