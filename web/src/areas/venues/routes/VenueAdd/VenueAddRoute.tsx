import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { VenueAddRouteQuery } from '../../../../__generated__/VenueAddRouteQuery.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { VenueForm } from '../../components/VenueForm.tsx';
import { NEW_VENUE, toVenueInput } from '../../components/venueFormSchema.ts';
import { useCreateVenueMutation } from '../../mutations/useCreateVenueMutation.ts';
import { listAsLeft } from '../../../../shared/listReturn.ts';
import { withChangedRow } from '../../../../shared/changedRowState.ts';

const query = graphql`
  query VenueAddRouteQuery {
    ...VenueForm_query
  }
`;

function VenueAddScreen({ queryRef }: RouteScreenProps<VenueAddRouteQuery>) {
  const data = usePreloadedQuery<VenueAddRouteQuery>(query, queryRef);
  const [commit] = useCreateVenueMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <VenueForm
      query={data}
      initialValues={NEW_VENUE}
      onCancel={() => navigate(listAsLeft('/venues/list'))}
      onSubmit={async (values, onError) => {
        let id = '';
        const saved = await commitAsync(commit, { input: toVenueInput(values) }, onError, (_store, answer) => {
          id = answer?.createVenue?.venue?.id ?? '';
        });
        if (!saved) return false;
        notify('success', 'Successfully created');
        navigate(listAsLeft('/venues/list'), withChangedRow({ id, label: values.name.trim(), change: 'added' }));
        return true;
      }}
    />
  );
}

export const venueAddRoute = defineScreen<VenueAddRouteQuery>({
  query,
  variables: () => ({}),
  Component: VenueAddScreen,
});
