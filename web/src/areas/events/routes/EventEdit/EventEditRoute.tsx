import { makeStyles, Subtitle1, Text } from '@fluentui/react-components';
import { useMemo } from 'react';
import { graphql, useFragment, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { EventCostSummary_event$key } from '../../../../__generated__/EventCostSummary_event.graphql';
import type { EventEditRoute_event$key } from '../../../../__generated__/EventEditRoute_event.graphql';
import type { EventEditRouteQuery } from '../../../../__generated__/EventEditRouteQuery.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { EventEmailDelivery } from '../../../mail/components/EventEmailDelivery.tsx';
import { EventCost } from '../../components/EventCost.tsx';
import { EventForm } from '../../components/EventForm.tsx';
import { changedFields, splitIso, toEventInput, type EventFormValues } from '../../components/eventFormSchema.ts';
import { useEventLocationCardValues } from '../../components/form/EventLocationCard.tsx';
import { useShareInfoCardValues } from '../../components/form/ShareInfoCard.tsx';
import { useSpeakersCardValues } from '../../components/form/SpeakersCard.tsx';
import { useWebconferenceCardValues } from '../../components/form/WebconferenceCard.tsx';
import type { EventStatusValue, EventTypeValue, MealTypeValue } from '../../constants.ts';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { useUpdateEventMutation } from '../../mutations/useUpdateEventMutation.ts';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { routeId } from '../../../../shared/routeId.ts';
import { LeaveScreen } from '../../../../shared/LeaveScreen.tsx';
import { listAsLeft } from '../../../../shared/listReturn.ts';
import { withChangedRow } from '../../../../shared/changedRowState.ts';

const query = graphql`
  query EventEditRouteQuery($eventId: Int!) {
    event(internalId: $eventId) {
      ...EventEditRoute_event
      # Beside the form's fragment: an update (useUpdateEventMutation reads the form's fields again) does not change them.
      ...EventCostSummary_event
      ...EventEmailDeliveryCard_event
    }
    ...EventForm_query
  }
`;

const eventFragment = graphql`
  fragment EventEditRoute_event on Event {
    id
    shortName
    title
    startTime
    endTime
    zone
    type
    status
    notes
    topicId
    topic {
      name
    }
    fieldRepId
    survey
    surveyTemplates {
      surveyTemplateId
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
    veevaId
    estimatedAttendance
    avRequirements
    ...SpeakersCard_event
    ...EventLocationCard_event
    ...WebconferenceCard_event
    ...ShareInfoCard_event
  }
`;

const str = (v: number | string | null | undefined) => (v == null ? '' : String(v));

function EventEditForm({
  event,
  costs,
  formQuery,
}: {
  event: EventEditRoute_event$key;
  costs: EventCostSummary_event$key;
  formQuery: Parameters<typeof EventForm>[0]['query'];
}) {
  const e = useFragment(eventFragment, event);
  const [commit] = useUpdateEventMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  const zone = e.zone ?? 'US/Central';
  const speakers = useSpeakersCardValues(e);
  const location = useEventLocationCardValues(e);
  const conference = useWebconferenceCardValues(e);
  const share = useShareInfoCardValues(e);
  const initialValues = useMemo<EventFormValues>(() => {
    const start = splitIso(e.startTime, zone);
    const end = splitIso(e.endTime, zone);
    return {
      shortName: e.shortName ?? '',
      title: e.title ?? '',
      startDate: start.date,
      startTime: start.time,
      endDate: end.date,
      endTime: end.time,
      zone,
      type: (e.type ?? 'LIVE') as EventTypeValue,
      status: (e.status ?? 'IN_PROGRESS') as EventStatusValue,
      notes: e.notes ?? '',
      topicId: str(e.topicId),
      fieldRepId: str(e.fieldRepId),
      survey: !!e.survey,
      surveyTemplates: (e.surveyTemplates ?? []).map((t) => {
        const due = splitIso(t.surveyDueTime, zone);
        return { id: String(t.surveyTemplateId), dueDate: due.date, dueTime: due.time };
      }),
      emailsEnabled: e.emailSeriesId != null,
      emailSeriesId: str(e.emailSeriesId),
      emailFromAddress: e.emailFromAddress ?? '',
      emailFromName: e.emailFromName ?? '',
      registrationPage: !!e.registrationPage,
      registrationTemplateId: str(e.registrationTemplateId),
      registrationClosed: !!e.registrationClosed,
      mealType: (e.mealType ?? '') as MealTypeValue | '',
      replayUrl: e.replayUrl ?? '',
      ...speakers,
      ...location,
      ...conference,
      ...share,
    };
  }, [e, zone, speakers, location, conference, share]);

  return (
    <EventForm
      query={formQuery}
      initialValues={initialValues}
      submitLabel="Update"
      synced={!!e.veevaId}
      readOnly={{ estimatedAttendance: e.estimatedAttendance, avRequirements: e.avRequirements }}
      header={
        <div>
          <Subtitle1 as="h2">{e.title}</Subtitle1>
          {e.topic?.name && <Text block>{e.topic.name}</Text>}
          <EventCost event={costs} />
        </div>
      }
      onCancel={() => navigate(listAsLeft('/events/list'))}
      onSubmit={async (values, onError) => {
        // Only what changed goes out, speakers, venue, conference and share info included: the BFF
        // writes it with one PATCH, so hidden and CRM-locked fields are never sent back.
        const ok = await commitAsync(
          commit,
          { input: { id: e.id, ...changedFields(toEventInput(initialValues), toEventInput(values)) } },
          onError,
        );
        if (ok) {
          notify('success', 'Successfully updated event');
          navigate(
            listAsLeft('/events/list'),
            withChangedRow({ id: e.id, label: values.shortName.trim() || values.title.trim(), change: 'updated' }),
          );
        }
        return ok;
      }}
    />
  );
}

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px' },
  delivery: { maxWidth: '1000px' },
});

function EventEditScreen({ queryRef }: RouteScreenProps<EventEditRouteQuery>) {
  const styles = useStyles();
  const data = usePreloadedQuery<EventEditRouteQuery>(query, queryRef);
  if (!data.event) return <LeaveScreen to="/events/list" message="No Event ID" />;
  return (
    <div className={styles.page}>
      <EventEditForm event={data.event} costs={data.event} formQuery={data} />
      <div className={styles.delivery}>
        <EventEmailDelivery event={data.event} />
      </div>
    </div>
  );
}

export const eventEditRoute = defineScreen<EventEditRouteQuery>({
  query,
  // The route's redirect has sent an address without a valid id to the list.
  variables: ({ params }) => ({ eventId: routeId(params.eventId)! }),
  Component: EventEditScreen,
});
