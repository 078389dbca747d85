// The event list page as the web app shows it: one page of events with speakers, venue, field rep
// and topic — through the BFF, and the same data fetched from REST as a hand-written client would.
import { gql, rest, type Session } from './client.ts';

export const EVENT_PAGE = `
  query BenchEventPage($first: Int, $page: Int, $after: String, $sortBy: EventSortField, $sortDesc: Boolean, $searchQuery: String, $filters: EventFilterInput) {
    events(first: $first, page: $page, after: $after, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters) {
      totalCount
      edges {
        node {
          id internalId shortName title startTime endTime zone type status registered attended locationCity
          surveyTemplates { name }
          fieldRep { name }
          topic { name }
          venue { name }
          speakers { speaker { firstName lastName } }
        }
      }
    }
  }`;

export interface PageRow {
  internalId: number;
  fieldRep: { name: string } | null;
  topic: { name: string } | null;
  venue: { name: string } | null;
  speakers: { speaker: { firstName: string; lastName: string } | null }[];
}

export interface EventPageData {
  events: { totalCount: number; edges: { node: PageRow }[] };
}

/** GraphQL variables of a page: `first` rows of page `page`, plus sort, search and filters. */
export type PageVariables = {
  first: number;
  page?: number;
  /** A cursor: the page after it (keyset paging on the event list). */
  after?: string;
  sortBy?: string;
  sortDesc?: boolean;
  searchQuery?: string;
  filters?: Record<string, unknown>;
};

export const bffPage = (s: Session, variables: PageVariables) => gql<EventPageData>(s, EVENT_PAGE, variables);

interface RestEvent {
  id: number;
  fieldRepId: number | null;
  topicId: number | null;
  venueId: number | null;
  speakers: { speakerId: number }[];
}

const unique = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v != null))];

/** The lookups a client makes for a page of events: one batched list call per related resource. */
export function lookupCalls(events: RestEvent[]): [string, number[]][] {
  return (
    [
      ['speakers', unique(events.flatMap((e) => e.speakers.map((s) => s.speakerId)))],
      ['venues', unique(events.map((e) => e.venueId))],
      ['field-reps', unique(events.map((e) => e.fieldRepId))],
      ['topics', unique(events.map((e) => e.topicId))],
    ] as [string, number[]][]
  ).filter(([, ids]) => ids.length > 0);
}

/** The same page straight from REST: the page call, then the batched lookups in parallel. */
export async function restPage(s: Session, rows: number) {
  const page = await rest<{ results: RestEvent[]; count: number }>(s, 'events', { page: 1, limit: rows, sortBy: 'startTime' });
  const lookups = lookupCalls(page.results);
  await Promise.all(lookups.map(([path, ids]) => rest(s, path, { filters: { ids }, limit: 1000 })));
  return { rows: page.results.length, calls: 1 + lookups.length };
}
