import { fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { manualTriggerLookupsAttendancesQuery } from '../../../../__generated__/manualTriggerLookupsAttendancesQuery.graphql';
import type { manualTriggerLookupsEventsQuery } from '../../../../__generated__/manualTriggerLookupsEventsQuery.graphql';
import type {
  EmailProduct,
  manualTriggerLookupsTemplatesQuery,
} from '../../../../__generated__/manualTriggerLookupsTemplatesQuery.graphql';
import type { manualTriggerLookupsTrainingsQuery } from '../../../../__generated__/manualTriggerLookupsTrainingsQuery.graphql';
import { listDate } from '../../../../shared/listDate.ts';
import type { Picked, PickedTemplate } from './manualTriggerValues.ts';

/** Spec 001 §9: a lookup answers 10 records, 200 ms after typing stops (the fields' `useDebouncedSearch`). */
const LOOKUP_SIZE = 10;

const templatesQuery = graphql`
  query manualTriggerLookupsTemplatesQuery($search: String, $first: Int!, $product: EmailProduct) {
    emailTemplates(first: $first, searchQuery: $search, product: $product) {
      edges {
        node {
          id
          name
          emailTemplateType {
            type
            name
            audience
            needs
          }
        }
      }
    }
  }
`;

/** The templates whose name or subject matches, with what their type needs; a template without a type cannot be sent
 *  and is not offered, nor an attendee's without `attendees` (the registration pages turned off). */
export async function lookupTemplates(
  environment: Environment,
  search: string,
  product: EmailProduct | null,
  attendees: boolean,
): Promise<PickedTemplate[]> {
  const data = await fetchQuery<manualTriggerLookupsTemplatesQuery>(environment, templatesQuery, {
    search: search || null,
    first: LOOKUP_SIZE,
    product,
  }).toPromise();
  return (data?.emailTemplates?.edges ?? []).flatMap(({ node }) => {
    const type = node?.emailTemplateType;
    if (!node || !type || !(type.audience === 'SPEAKER' || (type.audience === 'ATTENDEE' && attendees))) return [];
    const needs = type.needs.filter((n) => n === 'ATTENDEE' || n === 'EVENT' || n === 'SPEAKER' || n === 'SPEAKER_TRAINING');
    return [{ id: node.id, label: `${node.name ?? ''} (${type.name})`, type: type.type, audience: type.audience, needs }];
  });
}

const eventsQuery = graphql`
  query manualTriggerLookupsEventsQuery($search: String, $first: Int!) {
    events(first: $first, searchQuery: $search) {
      edges {
        node {
          id
          internalId
          shortName
          title
        }
      }
    }
  }
`;

/** Events of any status (a cancellation's regrets go to a cancelled event's attendees), as "ID — Program". */
export async function lookupEvents(environment: Environment, search: string): Promise<(Picked & { internalId: number })[]> {
  const data = await fetchQuery<manualTriggerLookupsEventsQuery>(environment, eventsQuery, {
    search: search || null,
    first: LOOKUP_SIZE,
  }).toPromise();
  return (data?.events?.edges ?? []).flatMap(({ node }) =>
    node ? [{ id: node.id, internalId: node.internalId, label: [node.shortName, node.title].filter(Boolean).join(' — ') }] : [],
  );
}

const attendancesQuery = graphql`
  query manualTriggerLookupsAttendancesQuery($search: String, $first: Int!, $filters: EventAttendanceFilterInput) {
    eventAttendances(first: $first, searchQuery: $search, filters: $filters) {
      edges {
        node {
          id
          attendee {
            firstName
            lastName
            email
          }
          event {
            shortName
          }
        }
      }
    }
  }
`;

/** The attendances whose attendee's name or e-mail matches, of one event when it is chosen, as "First Last (e-mail) —
 *  event ID" (an attendee registered for two events has two). */
export async function lookupAttendances(environment: Environment, search: string, eventInternalId: number | null): Promise<Picked[]> {
  const data = await fetchQuery<manualTriggerLookupsAttendancesQuery>(environment, attendancesQuery, {
    search: search || null,
    first: LOOKUP_SIZE,
    filters: eventInternalId === null ? null : { eventIds: [eventInternalId] },
  }).toPromise();
  return (data?.eventAttendances?.edges ?? []).flatMap(({ node }) => {
    if (!node) return [];
    const { firstName, lastName, email } = node.attendee;
    const name = [firstName, lastName].filter(Boolean).join(' ');
    const who = email ? `${name} (${email})` : name;
    return [{ id: node.id, label: [who, node.event?.shortName].filter(Boolean).join(' — ') }];
  });
}

const trainingsQuery = graphql`
  query manualTriggerLookupsTrainingsQuery($search: String, $first: Int!) {
    speakerTrainings(first: $first, searchQuery: $search) {
      edges {
        node {
          id
          dueDate
          speaker {
            firstName
            lastName
          }
          program {
            programName
          }
        }
      }
    }
  }
`;

/** Speaker trainings matching the speaker's name, the training's name or its topic, as "First Last — Training (due
 *  MM/DD/YYYY)". */
export async function lookupTrainings(environment: Environment, search: string): Promise<Picked[]> {
  const data = await fetchQuery<manualTriggerLookupsTrainingsQuery>(environment, trainingsQuery, {
    search: search || null,
    first: LOOKUP_SIZE,
  }).toPromise();
  return (data?.speakerTrainings?.edges ?? []).flatMap(({ node }) =>
    node
      ? [
          {
            id: node.id,
            label: `${node.speaker.firstName} ${node.speaker.lastName} — ${node.program.programName} (due ${listDate(node.dueDate)})`,
          },
        ]
      : [],
  );
}
