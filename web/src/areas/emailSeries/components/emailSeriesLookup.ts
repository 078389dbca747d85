import { fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { emailSeriesLookupQuery } from '../../../__generated__/emailSeriesLookupQuery.graphql';
import { EMAIL_LIMITS } from '../../../../../api/src/areas/emailSeries/contract.ts';

const seriesQuery = graphql`
  query emailSeriesLookupQuery($search: String, $first: Int!) {
    emailSeries(first: $first, searchQuery: $search) {
      edges {
        node {
          id
          internalId
          name
        }
      }
    }
  }
`;

/** The series whose name matches `search` (spec 002 §9: the lookup's 10), for the template form's Email Series and
 *  the template list's filter. */
export async function lookupEmailSeries(environment: Environment, search: string) {
  const data = await fetchQuery<emailSeriesLookupQuery>(environment, seriesQuery, {
    search: search || null,
    first: EMAIL_LIMITS.seriesLookup,
  }).toPromise();
  return (data?.emailSeries?.edges ?? []).flatMap((e) =>
    e.node ? [{ id: e.node.id, internalId: e.node.internalId, name: e.node.name ?? '' }] : [],
  );
}
