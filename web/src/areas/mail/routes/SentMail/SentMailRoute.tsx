import { graphql, usePreloadedQuery } from 'react-relay';
import type { SentMailRouteQuery } from '../../../../__generated__/SentMailRouteQuery.graphql';
import { defineScreen } from '../../../../routing/defineScreen.ts';
import type { RouteScreenProps } from '../../../../routing/types.ts';
import { listVariables } from '../../../../shared/tableOptions.ts';
import { graphqlStatuses, readSentMailFilters } from '../../components/sentMailOptions.ts';
import { LOAD_ERROR, SentMailTable, SentMailTableLoading } from '../../components/SentMailTable.tsx';

const query = graphql`
  query SentMailRouteQuery($first: Int!, $page: Int, $searchQuery: String, $statuses: [MailStatus!]) {
    ...SentMailTable_query @arguments(first: $first, page: $page, searchQuery: $searchQuery, statuses: $statuses)
  }
`;

function SentMailScreen({ queryRef }: RouteScreenProps<SentMailRouteQuery>) {
  const data = usePreloadedQuery<SentMailRouteQuery>(query, queryRef);
  return <SentMailTable query={data} />;
}

export const sentMailRoute = defineScreen<SentMailRouteQuery>({
  query,
  variables: ({ searchParams }) => {
    // The ledger has one order, newest first: no column sorts.
    const { first, page, searchQuery } = listVariables(searchParams, () => null);
    return { first, page, searchQuery, statuses: graphqlStatuses(readSentMailFilters(searchParams)) };
  },
  loadError: LOAD_ERROR,
  Loading: SentMailTableLoading,
  Component: SentMailScreen,
});
