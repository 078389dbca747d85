import { Button, makeStyles, Table, TableBody, TableCell, TableRow } from '@fluentui/react-components';
import {
  ArrowDownloadRegular,
  CalculatorRegular,
  DeleteRegular,
  DocumentSearchRegular,
  EditRegular,
  MoneyRegular,
} from '@fluentui/react-icons';
import { lazy, Suspense, useCallback, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useRevalidator, useSearchParams } from 'react-router-dom';
import { FEE_MESSAGES as M, formatAmount } from '../../../../../api/src/areas/fees/contract.ts';
import type { CheckMetadataDialog_check$key } from '../../../__generated__/CheckMetadataDialog_check.graphql';
import type { ChecksTable_query$key } from '../../../__generated__/ChecksTable_query.graphql';
import type { ChecksTableExportUrlQuery } from '../../../__generated__/ChecksTableExportUrlQuery.graphql';
import { Deferred } from '../../../shared/Deferred.tsx';
import { ListEmptyState } from '../../../shared/ListEmptyState.tsx';
import { ListLoadFailure } from '../../../shared/ListLoadFailure.tsx';
import { listDate } from '../../../shared/listDate.ts';
import { useListStyles } from '../../../shared/listStyles.ts';
import { ListToolbar } from '../../../shared/ListToolbar.tsx';
import { openableRow } from '../../../shared/openableRow.ts';
import { routeId } from '../../../shared/routeId.ts';
import { RowMenu, type RowMenuItem } from '../../../shared/RowMenu.tsx';
import { SortableHeaderRow } from '../../../shared/SortableHeaderRow.tsx';
import { TablePager } from '../../../shared/TablePager.tsx';
import { TableSkeleton } from '../../../shared/TableSkeleton.tsx';
import { useTableUrlState } from '../../../shared/useTableUrlState.ts';
import { useXlsxExport } from '../../../shared/useXlsxExport.ts';
import { checkSortField } from './checkSort.ts';

const CheckMetadataDialog = lazy(() => import('./CheckMetadataDialog.tsx').then((m) => ({ default: m.CheckMetadataDialog })));
const DeleteCheckDialog = lazy(() => import('./DeleteCheckDialog.tsx').then((m) => ({ default: m.DeleteCheckDialog })));
const EditFeeStructureDialog = lazy(() =>
  import('./structure/EditFeeStructureDialog.tsx').then((m) => ({ default: m.EditFeeStructureDialog })),
);
const SetSpeakerFeesDialog = lazy(() =>
  import('./speakerFees/SetSpeakerFeesDialog.tsx').then((m) => ({ default: m.SetSpeakerFeesDialog })),
);
const CalculateCheckDialog = lazy(() => import('./check/CalculateCheckDialog.tsx').then((m) => ({ default: m.CalculateCheckDialog })));

const useStyles = makeStyles({
  clickable: { cursor: 'pointer' },
  amount: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
});

/** Shown when the table's checks cannot be loaded (the spec names no text). */
export const LOAD_ERROR = 'Failed to load checks';
/** Spec 002 §2.10's columns, each sortable. */
const COLUMNS = [
  ['firstName', 'First'],
  ['lastName', 'Last'],
  ['shortName', 'Event'],
  ['amount', 'Amount'],
  ['createdAt', 'Created'],
] as const;
/** The speaker's and the event's fields behind the columns (the BFF nulls one hidden from the viewer's role). */
const SPEAKER_FIELDS: readonly string[] = ['firstName', 'lastName'];

const exportUrlQuery = graphql`
  query ChecksTableExportUrlQuery($sortBy: CheckSortField, $sortDesc: Boolean, $searchQuery: String) {
    checkExportUrl(sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery)
  }
`;

/** The day an instant falls on in the viewer's zone, as the lists show dates. */
function createdDay(at: string) {
  const day = new Date(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return listDate(`${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`);
}

/** While the table loads: its columns over skeleton rows. */
export function ChecksTableLoading() {
  return <TableSkeleton label="Loading checks" columns={COLUMNS.map(([, label]) => label)} />;
}

/**
 * The Speaker Fee Calculator (spec 002 §2.10): the checks with search, sort, paging and the export; Edit Fee Structure,
 * Set Speaker Fees and Calculate Check for a viewer who may (not the compliance role); each row's Metadata and Delete.
 * `/calculator?calculate` opens Calculate Check (the event list's toolbar), `/calculator?eventId=` with that event (its row
 * menu).
 */
export function ChecksTable({ query }: { query: ChecksTable_query$key }) {
  const listStyles = useListStyles();
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment ChecksTable_query on Query
      @refetchable(queryName: "ChecksTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int!" }
        page: { type: "Int" }
        sortBy: { type: "CheckSortField" }
        sortDesc: { type: "Boolean" }
        searchQuery: { type: "String" }
      ) {
        viewer {
          speakerHidden: hiddenFields(entity: "speaker")
          eventHidden: hiddenFields(entity: "event")
          canEditStructure: can(entity: "fee_structure", action: UPDATE)
          canSetFees: can(entity: "speaker_fee_rate", action: UPDATE)
          canCalculate: can(entity: "check", action: CREATE)
          canDelete: can(entity: "check", action: DELETE)
        }
        checks(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery) {
          totalCount
          totalCountIsExact
          edges {
            node {
              id
              internalId
              firstName
              lastName
              shortName
              amount
              createdAt
              ...CheckMetadataDialog_check
            }
          }
        }
      }
    `,
    query,
  );
  const revalidator = useRevalidator();
  const [, setSearchParams] = useSearchParams();
  const { searchParams, options, setOptions, clearSearchAndFilters, search, setSearch, sortProps } = useTableUrlState<object, object>();
  const { busy, run: exportXlsx } = useXlsxExport<ChecksTableExportUrlQuery>(
    exportUrlQuery,
    (answer) => answer.checkExportUrl,
    'checks.xlsx',
    M.exportFailed,
  );
  const [metadataOf, setMetadataOf] = useState<CheckMetadataDialog_check$key | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [editingStructure, setEditingStructure] = useState(false);
  /** Set Speaker Fees is open: for a speaker Calculate Check named, or for one chosen in the dialog. */
  const [settingFees, setSettingFees] = useState<{ speakerId: string | null } | null>(null);
  const [calculating, setCalculating] = useState(false);
  const closeMetadata = useCallback(() => setMetadataOf(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const refetch = () => void revalidator.revalidate();

  const viewer = data.viewer;
  const hidden = new Set([
    ...(viewer?.speakerHidden ?? []).filter((field) => SPEAKER_FIELDS.includes(field)),
    ...((viewer?.eventHidden ?? []).includes('shortName') ? ['shortName'] : []),
  ]);
  const columns = COLUMNS.filter(([field]) => !hidden.has(field));
  const rows = (data.checks?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));
  // The event list's Calculate Check: its toolbar's (`?calculate`) or a row's, with that event (`?eventId=`), for a
  // viewer who may calculate one.
  const eventId = viewer?.canCalculate ? routeId(searchParams.get('eventId') ?? undefined) : null;
  const askedByList = eventId !== null || searchParams.has('calculate');

  const closeCalculate = () => {
    setCalculating(false);
    if (!searchParams.has('eventId') && !searchParams.has('calculate')) return;
    setSearchParams(
      (params) => {
        params.delete('eventId');
        params.delete('calculate');
        return params;
      },
      { replace: true },
    );
  };

  const exportChecks = () =>
    exportXlsx({
      sortBy: checkSortField(options.sortBy),
      sortDesc: options.sortDesc,
      searchQuery: options.searchQuery || null,
    });

  const rowItems = (check: (typeof rows)[number]): RowMenuItem[] => [
    { key: 'metadata', text: 'Metadata', icon: <DocumentSearchRegular />, run: () => setMetadataOf(check) },
    { key: 'delete', text: 'Delete', icon: <DeleteRegular />, run: viewer?.canDelete ? () => setDeleting(check.id) : undefined },
  ];
  const stop = (e: { stopPropagation(): void }) => e.stopPropagation();

  return (
    <section aria-label="Speaker Fee Calculator">
      <ListToolbar label="Check actions" search={search} onSearch={setSearch}>
        <Button className={listStyles.button} icon={<ArrowDownloadRegular />} onClick={() => void exportChecks()} disabled={busy}>
          Export
        </Button>
        {viewer?.canEditStructure && (
          <Button className={listStyles.button} icon={<EditRegular />} onClick={() => setEditingStructure(true)}>
            Edit Fee Structure
          </Button>
        )}
        {viewer?.canSetFees && (
          <Button className={listStyles.button} icon={<MoneyRegular />} onClick={() => setSettingFees({ speakerId: null })}>
            Set Speaker Fees
          </Button>
        )}
        {viewer?.canCalculate && (
          <Button className={listStyles.button} appearance="primary" icon={<CalculatorRegular />} onClick={() => setCalculating(true)}>
            Calculate Check
          </Button>
        )}
      </ListToolbar>
      <div className={listStyles.scroller}>
        <Table className={listStyles.table} sortable aria-label="Checks table">
          <SortableHeaderRow columns={columns} sortProps={sortProps} actionsClassName={listStyles.actionsHeader} />
          <TableBody>
            {rows.map((check) => {
              const speaker = [check.firstName, check.lastName].filter(Boolean).join(' ');
              const label = [speaker, check.shortName].filter(Boolean).join(', ') || `Check ${check.internalId}`;
              const cells = {
                firstName: check.firstName,
                lastName: check.lastName,
                shortName: check.shortName,
                amount: formatAmount(check.amount),
                createdAt: createdDay(check.createdAt),
              };
              return (
                <TableRow key={check.id} className={styles.clickable} {...openableRow(() => setMetadataOf(check))}>
                  {columns.map(([field]) => (
                    <TableCell key={field} className={field === 'amount' ? styles.amount : undefined}>
                      {cells[field]}
                    </TableCell>
                  ))}
                  <TableCell onClick={stop}>
                    <div className={listStyles.actions}>
                      <RowMenu label={label} items={rowItems(check)} />
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      {data.checks && rows.length === 0 && (
        <ListEmptyState plural="checks" singular="check" filtered={!!options.searchQuery} onClear={clearSearchAndFilters} />
      )}
      {!data.checks && <ListLoadFailure message={LOAD_ERROR} />}
      <TablePager
        options={options}
        total={data.checks?.totalCount ?? 0}
        exact={data.checks?.totalCountIsExact ?? true}
        noun="checks"
        onChange={setOptions}
      />
      <Deferred when={!!metadataOf}>
        <CheckMetadataDialog check={metadataOf} onClose={closeMetadata} />
      </Deferred>
      <Deferred when={!!deleting}>
        <DeleteCheckDialog id={deleting} onClose={closeDelete} onDeleted={refetch} />
      </Deferred>
      {/* The fee dialogs load their own data when opened, and are gone once closed. */}
      <Suspense fallback={null}>
        {editingStructure && <EditFeeStructureDialog onClose={() => setEditingStructure(false)} />}
        {settingFees && <SetSpeakerFeesDialog speakerId={settingFees.speakerId} onClose={() => setSettingFees(null)} />}
        {viewer?.canCalculate && (calculating || askedByList) && (
          <CalculateCheckDialog
            key={eventId ?? 'chosen'}
            eventInternalId={eventId}
            onClose={closeCalculate}
            onSaved={refetch}
            onSetFees={(speakerId) => {
              closeCalculate();
              setSettingFees({ speakerId });
            }}
          />
        )}
      </Suspense>
    </section>
  );
}
