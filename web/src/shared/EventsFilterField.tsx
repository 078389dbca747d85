import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { EventsFilterFieldQuery } from '../__generated__/EventsFilterFieldQuery.graphql';
import { LookupTagPicker } from './LookupTagPicker.tsx';

/** Spec 000 §9: autocomplete filters fetch 10 results. */
const LOOKUP_SIZE = 10;

const eventsQuery = graphql`
  query EventsFilterFieldQuery($search: String, $first: Int!) {
    events(first: $first, searchQuery: $search) {
      edges {
        node {
          internalId
          shortName
          title
        }
      }
    }
  }
`;

/** The events multi-select of the speaker list's filters (and the attendee list's Event ID filter): 10 matches asked
 *  200 ms after typing stops; the chosen events as tags (a click removes one). */
export function EventsFilterField({
  ids,
  labels,
  onChange,
  label = 'Events',
}: {
  ids: number[];
  labels: Record<string, string>;
  onChange(ids: number[], labels: Record<string, string>): void;
  /** The field's label (the attendee list's says 'Event ID'). */
  label?: string;
}) {
  const environment = useRelayEnvironment();
  const lookup = async (search: string) => {
    const data = await fetchQuery<EventsFilterFieldQuery>(environment, eventsQuery, {
      search: search || null,
      first: LOOKUP_SIZE,
    }).toPromise();
    return (data?.events?.edges ?? []).flatMap((e) =>
      e.node ? [{ id: e.node.internalId, name: `${e.node.shortName ?? ''} ${e.node.title ?? ''}`.trim() }] : [],
    );
  };
  return <LookupTagPicker label={label} noun="events" lookup={lookup} ids={ids} labels={labels} onChange={onChange} />;
}
