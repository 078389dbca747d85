import { Card, makeStyles, Subtitle1, Subtitle2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { EventViewRouteQuery } from '../../../../__generated__/EventViewRouteQuery.graphql';
import { can } from '../../../../app/viewer.ts';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { LeaveScreen } from '../../../../shared/LeaveScreen.tsx';
import { routeId } from '../../../../shared/routeId.ts';
import { formatEventTime, shortZone } from '../../../../shared/timezones.ts';
import { EventEmailDelivery } from '../../../mail/components/EventEmailDelivery.tsx';
import { EventCost } from '../../components/EventCost.tsx';
import { EventStatusBadge } from '../../components/EventStatusBadge.tsx';
import {
  EVENT_TYPES,
  LOCATION_TYPES,
  MEAL_TYPES,
  type EventTypeValue,
  type LocationTypeValue,
  type MealTypeValue,
} from '../../constants.ts';

// The read-only event (issue 28 #12): for a viewer who reads events but may not update them, the row's click and Enter
// open this instead of nothing. The fields of the event form, as text; a field hidden from the role is left out (the
// viewer's hidden fields), and relations the viewer may not read are not asked for (as the list does).
const query = graphql`
  query EventViewRouteQuery(
    $eventId: Int!
    $withFieldReps: Boolean!
    $withTopics: Boolean!
    $withVenues: Boolean!
    $withSpeakers: Boolean!
    $withSurveyTemplates: Boolean!
    $withEmailSeries: Boolean!
    $withRegistrationTemplates: Boolean!
  ) {
    viewer {
      hiddenFields(entity: "event")
      tenant {
        speakersEnabled: flag(id: "speakersEnabled")
      }
    }
    emailSeries(first: 100) @include(if: $withEmailSeries) {
      edges {
        node {
          internalId
          name
        }
      }
    }
    registrationTemplates(first: 100) @include(if: $withRegistrationTemplates) {
      edges {
        node {
          internalId
          name
        }
      }
    }
    event(internalId: $eventId) {
      shortName
      title
      startTime
      endTime
      zone
      type
      notes
      topic @include(if: $withTopics) {
        name
      }
      fieldRep @include(if: $withFieldReps) {
        name
      }
      survey
      surveyTemplates @include(if: $withSurveyTemplates) {
        surveyTemplateId
        name
        surveyDueTime
      }
      emailSeriesId
      emailFromAddress
      emailFromName
      registrationPage
      registrationTemplateId
      registrationClosed
      mealType
      replayUrl
      estimatedAttendance
      avRequirements
      speakers @include(if: $withSpeakers) {
        speakerId
        speaker {
          firstName
          lastName
        }
      }
      venue @include(if: $withVenues) {
        name
        address
        city
        state
        zipCode
      }
      locationType
      locationName
      locationAddress
      locationAddressLine2
      locationCity
      locationState
      locationZip
      conference {
        url
        details
      }
      eventShareInfo {
        ogTitle
        ogDescription
        ogUrl
      }
      ...EventStatusBadge_event
      ...EventCostSummary_event
      ...EventEmailDeliveryCard_event
    }
  }
`;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px', maxWidth: '1000px' },
  card: { padding: '24px', display: 'flex', flexDirection: 'column', gap: '16px' },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: '16px',
    margin: 0,
  },
  item: { margin: 0, minWidth: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
});

type Data = EventViewRouteQuery['response'];
type ViewEvent = NonNullable<Data['event']>;
type Row = [label: string, value: ReactNode, field?: string];

const text = (value: string | number | null | undefined) => (value == null || value === '' ? '—' : String(value));
const yesNo = (value: boolean | null | undefined) => (value ? 'Yes' : 'No');
type Lookup = {
  readonly edges: readonly { readonly node: { readonly internalId: number; readonly name?: string | null } | null | undefined }[];
};
/** A lookup record's name by id (`#id` when the viewer's lookup does not hold it). */
const nameOf = (lookup: Lookup | null | undefined, id: number | null | undefined) =>
  id == null ? '—' : (lookup?.edges.find((e) => e.node?.internalId === id)?.node?.name ?? `#${id}`);

/** One card of labelled values; rows whose event field is hidden from the viewer are left out. */
function Facts({ title, rows, hidden }: { title?: ReactNode; rows: Row[]; hidden: ReadonlySet<string> }) {
  const styles = useStyles();
  const shown = rows.filter(([, , field]) => !field || !hidden.has(field));
  if (!shown.length) return null;
  return (
    <Card className={styles.card}>
      {title}
      <dl className={styles.list}>
        {shown.map(([label, value]) => (
          <div key={label} className={styles.item}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function EventView({ data, event }: { data: Data; event: ViewEvent }) {
  const styles = useStyles();
  const hidden = new Set(data.viewer?.hiddenFields ?? []);
  const zone = event.zone ?? '';
  const when = (iso: string | null | undefined) => (iso && zone ? formatEventTime(iso, zone) : '—');
  const type = event.type ? EVENT_TYPES[event.type as EventTypeValue] : '—';
  const details: Row[] = [
    ['Name', text(event.shortName), 'shortName'],
    ['Program Name', text(event.title), 'title'],
    ['Start', when(event.startTime), 'startTime'],
    ['End', when(event.endTime), 'endTime'],
    ['Timezone', zone ? `${zone} (${shortZone(zone, event.startTime ?? undefined)})` : '—', 'zone'],
    ['Type', type, 'type'],
    ['Status', <EventStatusBadge key="status" event={event} />, 'status'],
    ...(event.topic !== undefined ? [['Topic', text(event.topic?.name), 'topicId'] as Row] : []),
    ...(event.fieldRep !== undefined ? [['Event Owner', text(event.fieldRep?.name), 'fieldRepId'] as Row] : []),
    ...(event.type === 'LIVE'
      ? [['Meal Type', event.mealType ? MEAL_TYPES[event.mealType as MealTypeValue] : '—', 'mealType'] as Row]
      : []),
    ['Replay URL', text(event.replayUrl), 'replayUrl'],
    ['Estimated Attendance', text(event.estimatedAttendance), 'estimatedAttendance'],
    ['AV Requirements', text(event.avRequirements), 'avRequirements'],
    ['Notes', text(event.notes), 'notes'],
  ];
  const options: Row[] = [
    [
      'Survey',
      event.survey
        ? (event.surveyTemplates ?? [])
            .map((t) => `${t.name ?? `#${t.surveyTemplateId}`}${t.surveyDueTime ? `, due ${when(t.surveyDueTime)}` : ''}`)
            .join('\n') || 'Yes'
        : 'No',
      'survey',
    ],
    ['Emails', event.emailSeriesId != null ? nameOf(data.emailSeries, event.emailSeriesId) : 'No', 'emailSeriesId'],
    ...(event.emailSeriesId != null
      ? [
          ['From Email', text(event.emailFromAddress), 'emailFromAddress'] as Row,
          ['From Name', text(event.emailFromName), 'emailFromName'] as Row,
        ]
      : []),
    ['Registration', event.registrationPage ? nameOf(data.registrationTemplates, event.registrationTemplateId) : 'No', 'registrationPage'],
    ...(event.registrationPage ? [['Registration Closed', yesNo(event.registrationClosed), 'registrationClosed'] as Row] : []),
  ];
  const speakers = (event.speakers ?? [])
    .map((s) => `${s.speaker?.firstName ?? ''} ${s.speaker?.lastName ?? ''}`.trim() || `Speaker ${s.speakerId}`)
    .join('\n');
  const venue = event.venue;
  const location: Row[] = [
    ['Location Type', event.locationType ? LOCATION_TYPES[event.locationType as LocationTypeValue] : '—', 'locationType'],
    ...(venue
      ? [
          [
            'Venue',
            [venue.name, venue.address, venue.city, [venue.state, venue.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
            'venueId',
          ] as Row,
        ]
      : [
          ['Location Name', text(event.locationName), 'locationName'] as Row,
          ['Address', text(event.locationAddress), 'locationAddress'] as Row,
          ['Address Line 2', text(event.locationAddressLine2), 'locationAddressLine2'] as Row,
          ['City', text(event.locationCity), 'locationCity'] as Row,
          ['State', text(event.locationState), 'locationState'] as Row,
          ['Zip', text(event.locationZip), 'locationZip'] as Row,
        ]),
  ];
  const share = event.eventShareInfo;
  return (
    <div className={styles.page}>
      <Facts
        title={
          <>
            <Subtitle1 as="h2" className={styles.value}>
              {event.title}
            </Subtitle1>
            <EventCost event={event} />
          </>
        }
        rows={[...details, ...options]}
        hidden={hidden}
      />
      {data.viewer?.tenant?.speakersEnabled && event.speakers !== undefined && (
        <Facts
          title={<Subtitle2 as="h3">Speakers</Subtitle2>}
          rows={[['Speakers', speakers || 'No speakers yet.', 'speakers']]}
          hidden={hidden}
        />
      )}
      <Facts title={<Subtitle2 as="h3">Location</Subtitle2>} rows={location} hidden={hidden} />
      {event.conference && (
        <Facts
          title={<Subtitle2 as="h3">Webconference</Subtitle2>}
          rows={[
            ['Conference URL', text(event.conference.url), 'conference'],
            ['Conference Details', text(event.conference.details), 'conference'],
          ]}
          hidden={hidden}
        />
      )}
      {share && (
        <Facts
          title={<Subtitle2 as="h3">Share Info</Subtitle2>}
          rows={[
            ['OG Title', text(share.ogTitle), 'eventShareInfo'],
            ['OG Description', text(share.ogDescription), 'eventShareInfo'],
            ['OG URL', text(share.ogUrl), 'eventShareInfo'],
          ]}
          hidden={hidden}
        />
      )}
      <EventEmailDelivery event={event} />
    </div>
  );
}

function EventViewScreen({ queryRef }: RouteScreenProps<EventViewRouteQuery>) {
  const data = usePreloadedQuery<EventViewRouteQuery>(query, queryRef);
  if (!data.event) return <LeaveScreen to="/events/list" message="No Event ID" />;
  return <EventView data={data} event={data.event} />;
}

export const eventViewRoute = defineScreen<EventViewRouteQuery>({
  query,
  // The route's redirect has sent an address without a valid id to the list.
  variables: ({ params, viewer }) => ({
    eventId: routeId(params.eventId)!,
    withFieldReps: can(viewer, 'field_rep', 'READ'),
    withTopics: can(viewer, 'topic', 'READ'),
    withVenues: can(viewer, 'venue', 'READ'),
    withSpeakers: can(viewer, 'speaker', 'READ'),
    withSurveyTemplates: can(viewer, 'survey_template', 'READ'),
    withEmailSeries: can(viewer, 'email_series', 'READ'),
    withRegistrationTemplates: can(viewer, 'registration_template', 'READ'),
  }),
  Component: EventViewScreen,
});
