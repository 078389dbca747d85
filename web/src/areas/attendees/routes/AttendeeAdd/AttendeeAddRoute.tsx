import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { AttendeeAddRouteQuery } from '../../../../__generated__/AttendeeAddRouteQuery.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { AttendeeForm } from '../../components/form/AttendeeForm.tsx';
import { ATTENDEE_FORM_MESSAGES as M, newAttendee, toAttendanceInput } from '../../components/form/attendeeFormSchema.ts';
import { saveAttendance } from '../../components/form/saveAttendance.ts';
import { useCreateEventAttendanceMutation } from '../../mutations/useCreateEventAttendanceMutation.ts';
import { attendeesOfEvent } from '../../attendeesOfEvent.ts';
import { withChangedRow } from '../../../../shared/changedRowState.ts';
import { listAsLeft } from '../../../../shared/listReturn.ts';

const query = graphql`
  query AttendeeAddRouteQuery {
    viewer {
      role
      tenant {
        hideAttendeeAddressFields
        featureFlags {
          id
          value
        }
      }
    }
  }
`;

/** Spec 001 §6: only Admin and SystemAdmin see the subscriptions. */
export const SUBSCRIPTION_ROLES: readonly string[] = ['ADMIN', 'SYSTEM_ADMIN'];

function AttendeeAddScreen({ queryRef }: RouteScreenProps<AttendeeAddRouteQuery>) {
  const { viewer } = usePreloadedQuery<AttendeeAddRouteQuery>(query, queryRef);
  const [commit] = useCreateEventAttendanceMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  const hideAddress = !!viewer?.tenant.hideAttendeeAddressFields;
  const subscriptions = SUBSCRIPTION_ROLES.includes(viewer?.role ?? '');
  const hcp = !!viewer?.tenant.featureFlags.find((flag) => flag.id === 'attendeeDefaultTypeHcpEnabled')?.value;
  return (
    <AttendeeForm
      initialValues={newAttendee(hcp)}
      readOnly={false}
      hideAddress={hideAddress}
      showSubscriptions={subscriptions}
      onCancel={() => navigate(listAsLeft('/attendees/list'))}
      onSubmit={async (values, onError) => {
        const result = await saveAttendance(
          commit,
          { input: { eventId: values.eventId, attendance: toAttendanceInput(values, { hideAddress, subscriptions }) } },
          (response) => response.createEventAttendance,
          onError,
        );
        if (typeof result !== 'string') return result;
        notify('success', M.created);
        const label = `${values.firstName.trim()} ${values.lastName.trim()}`;
        navigate(attendeesOfEvent(values.eventId, values.eventLabel), withChangedRow({ id: result, label, change: 'added' }));
        return true;
      }}
    />
  );
}

export const attendeeAddRoute = defineScreen<AttendeeAddRouteQuery>({
  query,
  variables: () => ({}),
  Component: AttendeeAddScreen,
});
