import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { AttendeeEditRouteQuery, AttendeeEditRouteQuery$data } from '../../../../__generated__/AttendeeEditRouteQuery.graphql';
import type { Answers } from '../../../../../../api/src/areas/questions/contract.ts';
import { useNotify } from '../../../../app/toast.tsx';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { AttendeeForm } from '../../components/form/AttendeeForm.tsx';
import { ATTENDEE_FORM_MESSAGES as M, toAttendanceInput, type AttendeeFormValues } from '../../components/form/attendeeFormSchema.ts';
import { saveAttendance } from '../../components/form/saveAttendance.ts';
import { useUpdateEventAttendanceMutation } from '../../mutations/useUpdateEventAttendanceMutation.ts';
import { SUBSCRIPTION_ROLES } from '../AttendeeAdd/AttendeeAddRoute.tsx';
import { LeaveScreen } from '../../../../shared/LeaveScreen.tsx';
import { routeId } from '../../../../shared/routeId.ts';
import { attendeesOfEvent } from '../../attendeesOfEvent.ts';
import { withChangedRow } from '../../../../shared/changedRowState.ts';

const query = graphql`
  query AttendeeEditRouteQuery($attendeeId: Int!, $eventId: Int!) {
    viewer {
      role
      canUpdate: can(entity: "attendee", action: UPDATE)
      canUpdateAttendance: can(entity: "event_attendee", action: UPDATE)
      tenant {
        hideAttendeeAddressFields
      }
    }
    eventAttendance(attendeeId: $attendeeId, eventId: $eventId) {
      attendeeId
      eventId
      status
      subscribed
      attendee {
        firstName
        lastName
        email
        address
        city
        state
        zipCode
        type
        marketingOptIn
      }
      event {
        shortName
        title
        registrationTemplateId
      }
    }
    eventAttendanceResponses(attendeeId: $attendeeId, eventId: $eventId) {
      questionRef
      bool
      text
      number
      choiceRefs
      openTexts {
        choiceRef
        text
      }
    }
  }
`;

/** The stored answers (typed as the answers input) back into the engine's AnswerValue by question ref. */
function answersOf(responses: AttendeeEditRouteQuery$data['eventAttendanceResponses']): Answers {
  const answers: Answers = {};
  for (const r of responses ?? []) {
    if (r.choiceRefs) {
      const open = r.openTexts ?? [];
      answers[r.questionRef] = {
        choiceRefs: [...r.choiceRefs],
        ...(open.length ? { openText: Object.fromEntries(open.map((o) => [o.choiceRef, o.text])) } : {}),
      };
    } else if (r.bool !== null && r.bool !== undefined) answers[r.questionRef] = r.bool;
    else if (r.number !== null && r.number !== undefined) answers[r.questionRef] = r.number;
    else if (r.text !== null && r.text !== undefined) answers[r.questionRef] = r.text;
  }
  return answers;
}

function AttendeeEditScreen({ queryRef }: RouteScreenProps<AttendeeEditRouteQuery>) {
  const data = usePreloadedQuery<AttendeeEditRouteQuery>(query, queryRef);
  const [commit] = useUpdateEventAttendanceMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  const attendance = data.eventAttendance;
  if (!attendance) return <LeaveScreen to="/attendees/list" message={M.notFound} />;
  const { attendee, event } = attendance;
  const hideAddress = !!data.viewer?.tenant.hideAttendeeAddressFields;
  const subscriptions = SUBSCRIPTION_ROLES.includes(data.viewer?.role ?? '');
  // The save writes the attendee and the attendance: both permissions, as the list's Edit asks (AttendeesTable).
  const readOnly = !data.viewer?.canUpdate || !data.viewer.canUpdateAttendance;
  const initialValues: AttendeeFormValues = {
    eventId: attendance.eventId,
    eventLabel: [event?.shortName, event?.title].filter(Boolean).join(' — ') || `Event ${attendance.eventId}`,
    firstName: attendee.firstName ?? '',
    lastName: attendee.lastName ?? '',
    email: attendee.email ?? '',
    type: attendee.type ?? 'PATIENT',
    address: attendee.address ?? '',
    city: attendee.city ?? '',
    state: attendee.state ?? '',
    zipCode: attendee.zipCode ?? '',
    status: attendance.status,
    subscribed: attendance.subscribed,
    marketingOptIn: !!attendee.marketingOptIn,
    answers: answersOf(data.eventAttendanceResponses),
  };
  const back = attendeesOfEvent(attendance.eventId, [event?.shortName, event?.title].filter(Boolean).join(' '));
  return (
    <AttendeeForm
      internalId={attendance.attendeeId}
      initialValues={initialValues}
      initialTemplateId={event?.registrationTemplateId ?? null}
      readOnly={readOnly}
      hideAddress={hideAddress}
      showSubscriptions={subscriptions}
      onCancel={() => navigate(back)}
      onSubmit={async (values, onError) => {
        const result = await saveAttendance(
          commit,
          {
            input: {
              attendeeId: attendance.attendeeId,
              eventId: attendance.eventId,
              originalEmail: attendee.email ?? null,
              originalFirstName: attendee.firstName ?? null,
              originalLastName: attendee.lastName ?? null,
              attendance: toAttendanceInput(values, { hideAddress, subscriptions }),
            },
          },
          (response) => response.updateEventAttendance,
          onError,
        );
        if (typeof result !== 'string') return result;
        notify('success', M.updated);
        const label = `${values.firstName.trim()} ${values.lastName.trim()}`;
        navigate(back, withChangedRow({ id: result, label, change: 'updated' }));
        return true;
      }}
    />
  );
}

export const attendeeEditRoute = defineScreen<AttendeeEditRouteQuery>({
  query,
  variables: ({ params }) => ({ attendeeId: routeId(params.attendeeId) ?? 0, eventId: routeId(params.eventId) ?? 0 }),
  Component: AttendeeEditScreen,
});
