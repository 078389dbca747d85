import { fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { EventFilterPopoverLookupQuery } from '../../../../__generated__/EventFilterPopoverLookupQuery.graphql';
import type { LookupFilter } from '../tableOptions.ts';
import { speakerLabel } from '../../../../shared/speakerLabel.ts';

/** Spec 000 §9: autocomplete filters fetch 10 results. */
const LOOKUP_SIZE = 10;

// The speaker fields are read through shared/speakerLabel.ts, which the Relay plugin cannot follow.
/* eslint-disable relay/unused-fields */
const lookupQuery = graphql`
  query EventFilterPopoverLookupQuery(
    $search: String
    $first: Int!
    $events: Boolean!
    $templates: Boolean!
    $emailSeries: Boolean!
    $speakers: Boolean!
    $fieldReps: Boolean!
    $topics: Boolean!
  ) {
    events(first: $first, searchQuery: $search) @include(if: $events) {
      edges {
        node {
          internalId
          shortName
          title
        }
      }
    }
    surveyTemplates(first: $first, searchQuery: $search) @include(if: $templates) {
      edges {
        node {
          internalId
          name
        }
      }
    }
    emailSeries(first: $first, searchQuery: $search) @include(if: $emailSeries) {
      edges {
        node {
          internalId
          name
        }
      }
    }
    speakers(first: $first, searchQuery: $search) @include(if: $speakers) {
      edges {
        node {
          internalId
          firstName
          lastName
          email
          credentials
          specialty
        }
      }
    }
    fieldReps(first: $first, searchQuery: $search) @include(if: $fieldReps) {
      edges {
        node {
          internalId
          name
        }
      }
    }
    topics(first: $first, searchQuery: $search) @include(if: $topics) {
      edges {
        node {
          internalId
          name
        }
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

export interface Choice {
  id: number;
  name: string;
}

/** The first matches of one lookup filter (EventFilterForm's autocompletes). */
export async function lookup(environment: Environment, kind: LookupFilter, search: string): Promise<Choice[]> {
  const data = await fetchQuery<EventFilterPopoverLookupQuery>(environment, lookupQuery, {
    search: search || null,
    first: LOOKUP_SIZE,
    events: kind === 'selectedEvents',
    templates: kind === 'selectedTemplates',
    emailSeries: kind === 'selectedEmailSeries',
    speakers: kind === 'selectedSpeakers',
    fieldReps: kind === 'selectedFieldReps',
    topics: kind === 'selectedTopics',
  }).toPromise();
  const nodes = <T>(c: { edges: readonly { node: T | null | undefined }[] } | null | undefined) =>
    (c?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));
  if (!data) return [];
  return [
    ...nodes(data.events).map((n) => ({ id: n.internalId, name: `${n.shortName ?? ''} ${n.title ?? ''}`.trim() })),
    ...nodes(data.surveyTemplates).map((n) => ({ id: n.internalId, name: n.name ?? '' })),
    ...nodes(data.emailSeries).map((n) => ({ id: n.internalId, name: n.name ?? '' })),
    ...nodes(data.speakers).map((n) => ({ id: n.internalId, name: speakerLabel(n) })),
    ...nodes(data.fieldReps).map((n) => ({ id: n.internalId, name: n.name ?? '' })),
    ...nodes(data.topics).map((n) => ({ id: n.internalId, name: n.name ?? '' })),
  ];
}
