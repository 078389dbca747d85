import { Button, Table, TableBody, TableCell, TableRow } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { lazy, useCallback, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate, useRevalidator } from 'react-router-dom';
import { VENUE_MESSAGES as M } from '../../../../../api/src/areas/venues/contract.ts';
import type { VenuesTable_query$key } from '../../../__generated__/VenuesTable_query.graphql';
import type { VenuesTableExportUrlQuery } from '../../../__generated__/VenuesTableExportUrlQuery.graphql';
import { ChangedRowNotice } from '../../../shared/ChangedRowNotice.tsx';
import { useChangedRow } from '../../../shared/changedRow.ts';
import { Deferred } from '../../../shared/Deferred.tsx';
import { ListEmptyState } from '../../../shared/ListEmptyState.tsx';
import { ListLoadFailure } from '../../../shared/ListLoadFailure.tsx';
import { useListStyles } from '../../../shared/listStyles.ts';
import { ListToolbar } from '../../../shared/ListToolbar.tsx';
import { RowAction } from '../../../shared/RowAction.tsx';
import { TablePager } from '../../../shared/TablePager.tsx';
import { TableSkeleton } from '../../../shared/TableSkeleton.tsx';
import { useTableUrlState } from '../../../shared/useTableUrlState.ts';
import { useXlsxExport } from '../../../shared/useXlsxExport.ts';
import { SortableHeaderRow } from '../../../shared/SortableHeaderRow.tsx';
import { venueSortField } from './venueSort.ts';

const DeleteVenueDialog = lazy(() => import('./DeleteVenueDialog.tsx').then((m) => ({ default: m.DeleteVenueDialog })));

/** Shown when the list's venues cannot be loaded (the spec names no text). */
export const LOAD_ERROR = 'Failed to load venues';
/** Spec 001 §2's columns, each sortable. */
const COLUMNS = [
  ['name', 'Venue Name'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zipCode', 'Zip Code'],
] as const;

const exportUrlQuery = graphql`
  query VenuesTableExportUrlQuery($sortBy: VenueSortField, $sortDesc: Boolean, $searchQuery: String) {
    venueExportUrl(sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery)
  }
`;

/** While the list loads: its columns over skeleton rows. */
export function VenuesTableLoading() {
  return <TableSkeleton label="Loading venues" columns={COLUMNS.map(([, label]) => label)} />;
}

/** Venue Management (spec 001 §2): search, the venues, Export All, Add Venue, edit and delete. */
export function VenuesTable({ query }: { query: VenuesTable_query$key }) {
  const styles = useListStyles();
  const data = useFragment(
    graphql`
      fragment VenuesTable_query on Query
      @refetchable(queryName: "VenuesTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int!" }
        page: { type: "Int" }
        sortBy: { type: "VenueSortField" }
        sortDesc: { type: "Boolean" }
        searchQuery: { type: "String" }
      ) {
        viewer {
          selectedProduct
          hiddenFields(entity: "venue")
          canCreate: can(entity: "venue", action: CREATE)
          canUpdate: can(entity: "venue", action: UPDATE)
          canDelete: can(entity: "venue", action: DELETE)
        }
        venues(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery) {
          totalCount
          edges {
            node {
              id
              internalId
              name
              address
              city
              state
              zipCode
            }
          }
        }
      }
    `,
    query,
  );
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { options, setOptions, clearSearchAndFilters, searchFor, search, setSearch, sortProps } = useTableUrlState<object, object>();
  const [confirming, setConfirming] = useState<string | null>(null);
  const { busy, run: exportXlsx } = useXlsxExport<VenuesTableExportUrlQuery>(
    exportUrlQuery,
    (answer) => answer.venueExportUrl,
    'venues.xlsx',
    M.exportFailed,
  );
  const closeDelete = useCallback(() => setConfirming(null), []);
  const viewer = data.viewer;
  const hidden = new Set(viewer?.hiddenFields ?? []);
  const columns = COLUMNS.filter(([field]) => !hidden.has(field));
  const rows = (data.venues?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));
  const changed = useChangedRow(rows, searchFor);

  const exportAll = () =>
    exportXlsx({
      sortBy: venueSortField(options.sortBy),
      sortDesc: options.sortDesc,
      searchQuery: options.searchQuery || null,
    });

  return (
    <section aria-label="Venue Management">
      <ListToolbar label="Venue actions" search={search} onSearch={setSearch}>
        <Button className={styles.button} icon={<ArrowDownloadRegular />} onClick={() => void exportAll()} disabled={busy}>
          Export All
        </Button>
        {/* Spec 001 §2: Add Venue needs the product hive and create on venue. */}
        {viewer?.canCreate && viewer.selectedProduct === 'HIVE' && (
          <Button className={styles.button} appearance="primary" icon={<AddRegular />} onClick={() => navigate('/venue/add')}>
            Add Venue
          </Button>
        )}
      </ListToolbar>
      <ChangedRowNotice view={changed.view} />
      <div className={styles.scroller}>
        <Table className={styles.table} sortable aria-label="Venues table">
          <SortableHeaderRow columns={columns} sortProps={sortProps} actionsClassName={styles.actionsHeader} />
          <TableBody>
            {rows.map((venue) => {
              const name = venue.name || `Venue ${venue.internalId}`;
              const cells = { name: venue.name, address: venue.address, city: venue.city, state: venue.state, zipCode: venue.zipCode };
              return (
                <TableRow key={venue.id} {...changed.rowProps(venue.id)}>
                  {columns.map(([field]) => (
                    <TableCell key={field}>{cells[field]}</TableCell>
                  ))}
                  <TableCell>
                    <div className={styles.actions}>
                      {viewer?.canUpdate && (
                        <RowAction
                          label={`Edit ${name}`}
                          icon={<EditRegular />}
                          onClick={() => navigate(`/venue/edit/${venue.internalId}`)}
                        />
                      )}
                      {viewer?.canDelete && (
                        <RowAction label={`Delete ${name}`} icon={<DeleteRegular />} onClick={() => setConfirming(venue.id)} />
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      {data.venues && rows.length === 0 && (
        <ListEmptyState plural="venues" singular="venue" filtered={!!options.searchQuery} onClear={clearSearchAndFilters} />
      )}
      {!data.venues && <ListLoadFailure message={LOAD_ERROR} />}
      <TablePager options={options} total={data.venues?.totalCount ?? 0} noun="venues" onChange={setOptions} />
      <Deferred when={!!confirming}>
        <DeleteVenueDialog id={confirming} onClose={closeDelete} onDeleted={() => void revalidator.revalidate()} />
      </Deferred>
    </section>
  );
}
