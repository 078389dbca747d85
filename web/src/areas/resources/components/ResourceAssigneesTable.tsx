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
import { graphql, useFragment } from 'react-relay';
import { useRevalidator, useSearchParams } from 'react-router-dom';
import { RESOURCE_MESSAGES as M } from '../../../../../api/src/areas/resources/contract.ts';
import type { ResourceAssignedFilter } from '../../../__generated__/AssignResourceRouteQuery.graphql';
import type { ResourceAssigneesTable_query$key } from '../../../__generated__/ResourceAssigneesTable_query.graphql';
import { useNotify } from '../../../app/toast.tsx';
import { useListStyles } from '../../../shared/listStyles.ts';
import { ListToolbar } from '../../../shared/ListToolbar.tsx';
import { TablePager } from '../../../shared/TablePager.tsx';
import { useTableUrlState } from '../../../shared/useTableUrlState.ts';
import { useAssignResourceMutation } from '../mutations/useAssignResourceMutation.ts';

const ASSIGNED: { value: ResourceAssignedFilter; label: string }[] = [
  { value: 'ALL', label: 'All' },
  { value: 'ASSIGNED', label: 'Assigned' },
  { value: 'UNASSIGNED', label: 'Unassigned' },
];

/** Assign Resource (spec 002 §2.6): a speaker's checkbox is their assignment (ticking assigns, unticking unassigns) and
 *  the header's assigns every speaker of the page (unassigns them when all are); search, specialty and Assigned
 *  filters; columns Name, Email, Credentials, Specialty. Each change answers 'Attachment assigned/unassigned to {n}
 *  speaker(s)'. */
export function ResourceAssigneesTable({ query, resourceId }: { query: ResourceAssigneesTable_query$key; resourceId: string }) {
  const styles = useListStyles();
  const data = useFragment(
    graphql`
      fragment ResourceAssigneesTable_query on Query
      @argumentDefinitions(
        resourceId: { type: "ID!" }
        internalId: { type: "Int!" }
        first: { type: "Int!" }
        page: { type: "Int" }
        searchQuery: { type: "String" }
        specialty: { type: "String" }
        assigned: { type: "ResourceAssignedFilter" }
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
    `,
    query,
  );
  const notify = useNotify();
  const revalidator = useRevalidator();
  const [searchParams, setSearchParams] = useSearchParams();
  const { options, setOptions, search, setSearch } = useTableUrlState<object, object>();
  const [commit, busy] = useAssignResourceMutation();
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
