// 7. The speaker list on the large tenant (50,000 speakers) through the BFF: search, each filter, each
// sort column and deep pages — p95 per case (issue 11: ≤ 100 ms).
import { gql, rest, type Session } from '../client.ts';
import { LARGE_TENANT, type Scenario } from '../scenario.ts';
import { timeCases } from '../listCases.ts';

const ROWS = 50;
const SORT_FIELDS = ['FIRST_NAME', 'LAST_NAME', 'EMAIL', 'CREDENTIALS', 'SPEAKER_TYPE', 'CRM_STATUS', 'STATUS'];

/** The speaker list page as the web app shows it (its columns and the user link). */
export const SPEAKER_PAGE = `
  query BenchSpeakerPage($first: Int, $page: Int, $sortBy: SpeakerSortField, $sortDesc: Boolean, $searchQuery: String, $filters: SpeakerFilterInput) {
    speakers(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters) {
      totalCount
      totalCountIsExact
      edges { node { id internalId firstName lastName email credentials speakerType crmStatus active hasUserAccount } }
    }
  }`;

type Variables = {
  first: number;
  page?: number;
  sortBy?: string;
  sortDesc?: boolean;
  searchQuery?: string;
  filters?: Record<string, unknown>;
};

/** The cases: name → variables of `speakers(first: 50, …)`. */
async function cases(s: Session, eventDeepPage: number): Promise<[string, Variables][]> {
  // The events' deep page is a quarter into 1,000,000 events; 50,000 speakers make 1,000 pages, the last one as deep,
  // and the one inactive speaker in twenty 50.
  const deepPage = Math.max(1, Math.floor(eventDeepPage / 5));
  const inactivePage = Math.max(1, Math.floor(eventDeepPage / 100));
  const speakers = await rest<{ results: { id: number; email: string | null; lastName: string }[] }>(s, 'speakers', { limit: 20, page: 3 });
  const events = await rest<{ results: { id: number; startTime: string }[] }>(s, 'events', { limit: 20, page: 7 });
  const [speaker] = speakers.results;
  const [event] = events.results;
  if (!speaker?.email || !event) throw new Error('The large tenant has no speakers or events: seed it with npm run bench:seed');
  const page = (variables: Omit<Variables, 'first'>): Variables => ({ first: ROWS, ...variables });
  return [
    ['default (last name)', page({})],
    ['search: common last name', page({ searchQuery: speaker.lastName })],
    ['search: one e-mail', page({ searchQuery: speaker.email })],
    ['search: no match', page({ searchQuery: 'no-such-speaker-xyz' })],
    ['filter: status (CRM)', page({ filters: { statuses: ['APPROVED'] } })],
    ['filter: inactive', page({ filters: { active: false } })],
    ['filter: 20 events', page({ filters: { events: events.results.map((e) => e.id) } })],
    ['filter: year', page({ filters: { year: new Date(event.startTime).getUTCFullYear() } })],
    ['filter: active + year', page({ filters: { active: true, year: new Date(event.startTime).getUTCFullYear() } })],
    ...SORT_FIELDS.map((sortBy): [string, Variables] => [`sort: ${sortBy}`, page({ sortBy })]),
    ['sort: LAST_NAME desc', page({ sortBy: 'LAST_NAME', sortDesc: true })],
    [`deep page ${deepPage} (last name)`, page({ page: deepPage })],
    [`deep page ${deepPage} (e-mail desc)`, page({ page: deepPage, sortBy: 'EMAIL', sortDesc: true })],
    [`deep page ${inactivePage} (inactive)`, page({ page: inactivePage, filters: { active: false } })],
  ];
}

export const speakerList: Scenario = async ({ config, session }) => {
  const s = await session(LARGE_TENANT);
  const { figures, lines } = await timeCases(await cases(s, config.deepPage), Math.floor(config.samples / 2), async (variables) => {
    const { data } = await gql<{ speakers: { totalCount: number } }>(s, SPEAKER_PAGE, variables);
    return data.speakers.totalCount;
  });
  return { name: `Speaker list on the large tenant (${LARGE_TENANT}), ${ROWS} rows a page, through the BFF`, figures, lines };
};
