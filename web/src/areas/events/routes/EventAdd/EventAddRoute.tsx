import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { EventAddRouteQuery } from '../../../../__generated__/EventAddRouteQuery.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { EventForm } from '../../components/EventForm.tsx';
import { newEventValues, toEventInput } from '../../components/eventFormSchema.ts';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { useCreateEventMutation } from '../../mutations/useCreateEventMutation.ts';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { listAsLeft } from '../../../../shared/listReturn.ts';
import { withChangedRow } from '../../../../shared/changedRowState.ts';

const query = graphql`
  query EventAddRouteQuery {
    ...EventForm_query
  }
`;

function EventAddScreen({ queryRef }: RouteScreenProps<EventAddRouteQuery>) {
  const data = usePreloadedQuery<EventAddRouteQuery>(query, queryRef);
  const [commit] = useCreateEventMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <EventForm
      query={data}
      initialValues={newEventValues()}
      submitLabel="Add Event"
      synced={false}
      onCancel={() => navigate(listAsLeft('/events/list'))}
      onSubmit={async (values, onError) => {
        let id = '';
        const ok = await commitAsync(commit, { input: toEventInput(values) }, onError, (_store, answer) => {
          id = answer?.createEvent?.event?.id ?? '';
        });
        if (ok) {
          notify('success', 'Successfully created');
          navigate(
            listAsLeft('/events/list'),
            withChangedRow({ id, label: values.shortName.trim() || values.title.trim(), change: 'added' }),
          );
        }
        return ok;
      }}
    />
  );
}

export const eventAddRoute = defineScreen<EventAddRouteQuery>({
  query,
  variables: () => ({}),
  Component: EventAddScreen,
});
