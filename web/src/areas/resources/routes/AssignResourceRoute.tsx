import {
  Checkbox,
  Field,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
} from '@fluentui/react-components';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useRevalidator, useSearchParams } from 'react-router-dom';
import { RESOURCE_MESSAGES as M } from '../../../../../api/src/areas/resources/contract.ts';
import type { AssignResourceRouteQuery, ResourceAssignedFilter } from '../../../__generated__/AssignResourceRouteQuery.graphql';
import { useNotify } from '../../../app/toast.tsx';
import type { RouteScreen, RouteScreenProps } from '../../../routing/types.ts';
import { useListStyles } from '../../../shared/listStyles.ts';
import { ListToolbar } from '../../../shared/ListToolbar.tsx';
import { TablePager } from '../../../shared/TablePager.tsx';
import { listVariables } from '../../../shared/tableOptions.ts';
import { useTableUrlState } from '../../../shared/useTableUrlState.ts';
import { useAssignResource } from '../mutations/useResourceMutations.ts';

const query = graphql`
  query AssignResourceRouteQuery(
    $resourceId: ID!
    $internalId: Int!
    $first: Int!
    $page: Int
    $searchQuery: String
    $specialty: String
    $assigned: ResourceAssignedFilter
  ) {
    resource(internalId: $internalId) {
      fileName
    }
    resourceSpecialties
    resourceAssignees(
      resourceId: $resourceId
      first: $first
      page: $page
      searchQuery: $searchQuery
      specialty: $specialty
      assigned: $assigned
    ) {
      totalCount
      edges {
        node {
          id
          firstName
          lastName
          email
          credentials
          specialty
          assigned
        }
      }
    }
  }
`;

const ASSIGNED: { value: ResourceAssignedFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'ASSIGNED', label: 'Assigned' },
  { value: 'UNASSIGNED', label: 'Unassigned' },
];

/** Relay's global id of a Resource (`Resource:<id>` in base64), as the BFF makes it. */
const resourceGlobalId = (internalId: number) => btoa(`Resource:${internalId}`);

/** Assign Resource (spec 002 §2.6): a speaker's checkbox is their assignment (ticking assigns, unticking unassigns) and
 *  the header's assigns every speaker of the page (unassigns them when all are); search, specialty and Assigned
 *  filters; columns Name, Email, Credentials, Specialty. Each change answers 'Attachment assigned/unassigned to {n}
 *  speaker(s)'. */
function AssignResource({ queryRef }: RouteScreenProps<AssignResourceRouteQuery>) {
  const styles = useListStyles();
  const data = usePreloadedQuery<AssignResourceRouteQuery>(query, queryRef);
  const notify = useNotify();
  const revalidator = useRevalidator();
  const [searchParams, setSearchParams] = useSearchParams();
  const { options, setOptions, search, setSearch } = useTableUrlState<object, object>();
  const [commit, busy] = useAssignResource();
  const rows = (data.resourceAssignees?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));
  const all = rows.length > 0 && rows.every((r) => r.assigned);
  const some = rows.some((r) => r.assigned);
  const setParam = (name: string, value: string) =>
    setSearchParams((p) => {
      if (value) p.set(name, value);
      else p.delete(name);
      p.set('options', JSON.stringify({ ...options, page: 1 }));
      return p;
    });
  const resourceId = queryRef.variables.resourceId;
  const assign = (speakerIds: string[], assigned: boolean) =>
    commit({
      variables: { input: { resourceId, speakerIds, assigned } },
      onCompleted: (answer, errors) => {
        if (errors?.length || !answer.assignResource) return notify('error', M.assignFailed);
        notify('success', answer.assignResource.message);
        void revalidator.revalidate();
      },
      onError: () => notify('error', M.assignFailed),
    });
  const assignPage = () =>
    all
      ? assign(
          rows.map((r) => r.id),
          false,
        )
      : assign(
          rows.filter((r) => !r.assigned).map((r) => r.id),
          true,
        );

  return (
    <section aria-label="Assign Resource">
      <Title3 as="h2">{data.resource?.fileName ?? 'Resource'}</Title3>
      <ListToolbar label="Assign actions" search={search} onSearch={setSearch}>
        <Field label="Specialty">
          <Select value={searchParams.get('specialty') ?? ''} onChange={(_e, d) => setParam('specialty', d.value)}>
            <option value="">All specialties</option>
            {data.resourceSpecialties.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </Select>
        </Field>
        <Field label="Assigned">
          <Select
            value={searchParams.get('assigned') ?? 'ALL'}
            onChange={(_e, d) => setParam('assigned', d.value === 'ALL' ? '' : d.value)}
          >
            {ASSIGNED.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </Select>
        </Field>
      </ListToolbar>
      <div className={styles.scroller}>
        <Table className={styles.table} aria-label="Speakers table">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>
                <Checkbox
                  aria-label="Assign all speakers of this page"
                  checked={all ? true : some ? 'mixed' : false}
                  disabled={!rows.length || busy}
                  onChange={assignPage}
                />
              </TableHeaderCell>
              <TableHeaderCell>Name</TableHeaderCell>
              <TableHeaderCell>Email</TableHeaderCell>
              <TableHeaderCell>Credentials</TableHeaderCell>
              <TableHeaderCell>Specialty</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => {
              const name = `${row.firstName} ${row.lastName}`;
              return (
                <TableRow key={row.id}>
                  <TableCell>
                    <Checkbox
                      aria-label={`Assign ${name}`}
                      checked={row.assigned}
                      disabled={busy}
                      onChange={() => assign([row.id], !row.assigned)}
                    />
                  </TableCell>
                  <TableCell>{name}</TableCell>
                  <TableCell>{row.email}</TableCell>
                  <TableCell>{row.credentials}</TableCell>
                  <TableCell>{row.specialty}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      {rows.length === 0 && <Text>No speakers match.</Text>}
      <TablePager options={options} total={data.resourceAssignees?.totalCount ?? 0} noun="speakers" onChange={setOptions} />
    </section>
  );
}

export const assignResourceRoute: RouteScreen<AssignResourceRouteQuery> = {
  query,
  variables: ({ params, searchParams }) => {
    const internalId = Number(params.attachmentId) || 0;
    const { first, page, searchQuery } = listVariables(searchParams, () => null);
    const assigned = searchParams.get('assigned');
    return {
      resourceId: resourceGlobalId(internalId),
      internalId,
      first,
      page,
      searchQuery,
      specialty: searchParams.get('specialty') || null,
      assigned: assigned === 'ASSIGNED' || assigned === 'UNASSIGNED' ? assigned : 'ALL',
    };
  },
  loadError: 'Failed to retrieve speakers',
  Component: AssignResource,
};
