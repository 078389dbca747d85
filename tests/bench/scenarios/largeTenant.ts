// 3. The event list on the large tenant through the BFF: search, each filter, each sort column and
// deep pages — p95 per case.
import { gql, rest, type Session } from '../client.ts';
import { bffPage, type PageVariables } from '../eventPage.ts';
import { LARGE_TENANT, type Scenario } from '../scenario.ts';
import { timeCases } from '../listCases.ts';

const ROWS = 50;
const SORT_FIELDS = ['SHORT_NAME', 'TITLE', 'START_TIME', 'END_TIME', 'TYPE', 'STATUS', 'ZONE', 'REGISTERED', 'ATTENDED', 'CREATED_AT'];

/** The cursor of the last row of a page: "Next" from there is a keyset page (issue 10). */
async function endCursor(s: Session, variables: PageVariables): Promise<string> {
  const { data } = await gql<{ events: { pageInfo: { endCursor: string } } }>(
    s,
    `query BenchEndCursor($first: Int, $page: Int, $sortBy: EventSortField, $sortDesc: Boolean, $filters: EventFilterInput) {
      events(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, filters: $filters) { pageInfo { endCursor } }
    }`,
    variables,
  );
  return data.events.pageInfo.endCursor;
}

async function firstId(s: Session, path: string) {
  const [first] = (await rest<{ results: { id: number }[] }>(s, path, { limit: 1 })).results;
  if (!first) throw new Error(`The large tenant has no ${path}: seed it with npm run bench:seed`);
  return first.id;
}

/** The cases: name → variables of `events(first: 50, …)`. */
async function cases(s: Session, deepPage: number): Promise<[string, PageVariables][]> {
  const events = await rest<{ results: { id: number; shortName: string }[]; count: number }>(s, 'events', { limit: 20, page: 7 });
  const [speaker, fieldRep, topic, template, series] = await Promise.all(
    ['speakers', 'field-reps', 'topics', 'survey-templates', 'email-series'].map((path) => firstId(s, path)),
  );
  const page = (variables: Omit<PageVariables, 'first'>): PageVariables => ({ first: ROWS, ...variables });
  // "Next" after page deepPage - 1: the cursor is read once, untimed.
  const next = async (variables: Omit<PageVariables, 'first'>) =>
    page({ ...variables, after: await endCursor(s, page({ ...variables, page: deepPage - 1 })) });
  const titleDesc = { sortBy: 'TITLE', sortDesc: true };
  const complete = { filters: { selectedStatuses: ['COMPLETE'] } };
  return [
    ['default (start time)', page({})],
    ['search: common title word', page({ searchQuery: 'Symposium' })],
    ['search: one short name', page({ searchQuery: events.results[3]!.shortName })], // page 7 of 20 is full at every size
    ['search: notes phrase', page({ searchQuery: 'catering count' })],
    ['search: no match', page({ searchQuery: 'no-such-event-xyz' })],
    ['filter: type', page({ filters: { selectedTypes: ['WEBINAR'] } })],
    ['filter: status', page({ filters: { selectedStatuses: ['CANCELLED'] } })],
    ['filter: speaker', page({ filters: { selectedSpeakers: [speaker] } })],
    ['filter: field rep', page({ filters: { selectedFieldReps: [fieldRep] } })],
    ['filter: topic', page({ filters: { selectedTopics: [topic] } })],
    ['filter: survey template', page({ filters: { selectedTemplates: [template] } })],
    ['filter: email series', page({ filters: { selectedEmailSeries: [series] } })],
    ['filter: 20 selected events', page({ filters: { selectedEvents: events.results.map((e) => e.id) } })],
    ['filter: period (one month)', page({ filters: { period: { from: '2024-03-01', to: '2024-03-31', timezone: 'US/Eastern' } } })],
    [
      'filter: type + status + period',
      page({ filters: { selectedTypes: ['LIVE'], selectedStatuses: ['COMPLETE'], period: { from: '2023-01-01', to: '2023-12-31' } } }),
    ],
    ...SORT_FIELDS.map((sortBy): [string, PageVariables] => [`sort: ${sortBy}`, page({ sortBy })]),
    ['sort: START_TIME desc', page({ sortBy: 'START_TIME', sortDesc: true })],
    [`deep page ${deepPage} (start time)`, page({ page: deepPage })],
    [`deep page ${deepPage} (title desc)`, page({ page: deepPage, ...titleDesc })],
    [`deep page ${deepPage} (status filter)`, page({ page: deepPage, ...complete })],
    [`next after page ${deepPage - 1} (start time, keyset)`, await next({})],
    [`next after page ${deepPage - 1} (title desc, keyset)`, await next(titleDesc)],
    [`next after page ${deepPage - 1} (status filter, keyset)`, await next(complete)],
  ];
}

export const largeTenant: Scenario = async ({ config, session }) => {
  const s = await session(LARGE_TENANT);
  // Half the samples of the other scenarios (30 cases); with none, the first run is the only sample.
  const { figures, lines } = await timeCases(await cases(s, config.deepPage), Math.floor(config.samples / 2), async (variables) => {
    const { data } = await bffPage(s, variables);
    return data.events.totalCount;
  });
  return { name: `Event list on the large tenant (${LARGE_TENANT}), ${ROWS} rows a page, through the BFF`, figures, lines };
};
