import { graphql, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { VenueEditRouteQuery } from '../../../../__generated__/VenueEditRouteQuery.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { VenueForm } from '../../components/VenueForm.tsx';
import { toVenueFormValues, toVenueInput } from '../../components/venueFormSchema.ts';
import { useUpdateVenueMutation } from '../../mutations/useUpdateVenueMutation.ts';
import { LeaveScreen } from '../../../../shared/LeaveScreen.tsx';
import { routeId } from '../../../../shared/routeId.ts';
import { listAsLeft } from '../../../../shared/listReturn.ts';
import { withChangedRow } from '../../../../shared/changedRowState.ts';

const query = graphql`
  query VenueEditRouteQuery($venueId: Int!) {
    ...VenueForm_query
    venue(internalId: $venueId) {
      id
      internalId
      name
      address
      city
      state
      zipCode
      capacity
    }
  }
`;

/** The spec names no text for a venue that does not exist (or is another tenant's). */
const NOT_FOUND = 'Venue not found';

function VenueEditScreen({ queryRef }: RouteScreenProps<VenueEditRouteQuery>) {
  const data = usePreloadedQuery<VenueEditRouteQuery>(query, queryRef);
  const [commit] = useUpdateVenueMutation();
  const navigate = useNavigate();
  const notify = useNotify();
  const venue = data.venue;
  if (!venue) return <LeaveScreen to="/venues/list" message={NOT_FOUND} />;
  return (
    <VenueForm
      query={data}
      internalId={venue.internalId}
      initialValues={toVenueFormValues({
        name: venue.name,
        address: venue.address,
        city: venue.city,
        state: venue.state,
        zipCode: venue.zipCode,
        capacity: venue.capacity,
      })}
      onCancel={() => navigate(listAsLeft('/venues/list'))}
      onSubmit={async (values, onError) => {
        if (!(await commitAsync(commit, { input: { id: venue.id, ...toVenueInput(values) } }, onError))) return false;
        notify('success', 'Successfully updated');
        navigate(listAsLeft('/venues/list'), withChangedRow({ id: venue.id, label: values.name.trim(), change: 'updated' }));
        return true;
      }}
    />
  );
}

export const venueEditRoute = defineScreen<VenueEditRouteQuery>({
  query,
  variables: ({ params }) => ({ venueId: routeId(params.venueId) ?? 0 }),
  Component: VenueEditScreen,
});
