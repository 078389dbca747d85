import { Badge, Button, makeStyles, Table, TableBody, TableCell, TableRow, TableSelectionCell } from '@fluentui/react-components';
import {
  AddRegular,
  ArrowDownloadRegular,
  ArrowUploadRegular,
  DeleteRegular,
  DocumentPdfRegular,
  EditRegular,
  EyeRegular,
  MailRegular,
} from '@fluentui/react-icons';
import { lazy, useCallback, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate, useRevalidator } from 'react-router-dom';
import { ATTENDEE_LIST_MESSAGES as M } from '../../../../../../api/src/areas/attendees/contract.ts';
import type { AttendeesTable_query$key } from '../../../../__generated__/AttendeesTable_query.graphql';
import type { AttendeesTableExportUrlQuery } from '../../../../__generated__/AttendeesTableExportUrlQuery.graphql';
import { Deferred } from '../../../../shared/Deferred.tsx';
import { ListEmptyState } from '../../../../shared/ListEmptyState.tsx';
import { ListLoadFailure } from '../../../../shared/ListLoadFailure.tsx';
import { useListStyles } from '../../../../shared/listStyles.ts';
import { ListToolbar } from '../../../../shared/ListToolbar.tsx';
import { RowAction } from '../../../../shared/RowAction.tsx';
import { TablePager } from '../../../../shared/TablePager.tsx';
import { TableSkeleton } from '../../../../shared/TableSkeleton.tsx';
import { formatEventTime } from '../../../../shared/timezones.ts';
import { useTableUrlState } from '../../../../shared/useTableUrlState.ts';
import { useChangedRow } from '../../../../shared/changedRow.ts';
import { ChangedRowNotice } from '../../../../shared/ChangedRowNotice.tsx';
import { useXlsxExport } from '../../../../shared/useXlsxExport.ts';
import { SortableHeaderRow } from '../../../../shared/SortableHeaderRow.tsx';
import { AttendeeFilterPopover } from './AttendeeFilterPopover.tsx';
import {
  attendanceSortField,
  readAttendeeFilterLabels,
  readAttendeeFilters,
  statusLabel,
  type AttendeeFilterLabels,
  type AttendeeFilters,
} from './attendeeListOptions.ts';

const EditStatusDialog = lazy(() => import('./EditStatusDialog.tsx').then((m) => ({ default: m.EditStatusDialog })));
const DeleteAttendancesDialog = lazy(() => import('./DeleteAttendancesDialog.tsx').then((m) => ({ default: m.DeleteAttendancesDialog })));
const ResendEmailDialog = lazy(() => import('./ResendEmailDialog.tsx').then((m) => ({ default: m.ResendEmailDialog })));
const SignInSheetDialog = lazy(() => import('../signIn/SignInSheetDialog.tsx').then((m) => ({ default: m.SignInSheetDialog })));
const ImportAttendeesDialog = lazy(() => import('../import/ImportAttendeesDialog.tsx').then((m) => ({ default: m.ImportAttendeesDialog })));

/** Shown when the list's attendances cannot be loaded (the spec names no text). */
export const LOAD_ERROR = 'Failed to load attendees';
/** Spec 001 §2's columns. */
const COLUMNS = [
  ['eventId', 'Event ID'],
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['status', 'Status'],
  ['sources', 'Sources'],
  ['createdDate', 'Registered At'],
] as const;
const SORTABLE = new Set(['eventId', 'firstName', 'lastName', 'status', 'createdDate']);

const STATUS_COLORS: Record<string, 'success' | 'informative' | 'warning' | 'danger' | 'subtle' | 'brand'> = {
  ATTENDED: 'success',
  REGISTERED: 'brand',
  WALKIN: 'informative',
  NOSHOW: 'warning',
  CANCELLED: 'subtle',
  INELIGIBLE: 'danger',
};

const useStyles = makeStyles({ selection: { width: '44px' } });

const exportUrlQuery = graphql`
  query AttendeesTableExportUrlQuery(
    $ids: [ID!]
    $sortBy: EventAttendanceSortField
    $sortDesc: Boolean
    $searchQuery: String
    $filters: EventAttendanceFilterInput
  ) {
    eventAttendanceExportUrl(ids: $ids, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters)
  }
`;

/** The viewer's clock for Registered At (spec 001 §9: attendee dates are converted from UTC). */
const VIEWER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** While the list loads: its columns over skeleton rows. */
export function AttendeesTableLoading() {
  return <TableSkeleton label="Loading attendees" columns={COLUMNS.map(([, label]) => label)} />;
}

/**
 * Attendee Management (spec 001 §2): search, filters, Sign-in Form, Import, Export Selected / Filtered / All, Add
 * attendee; the attendances with selection and bulk Edit Status / delete for those who may edit; row actions.
 */
export function AttendeesTable({ query }: { query: AttendeesTable_query$key }) {
  const styles = useListStyles();
  const own = useStyles();
  const data = useFragment(
    graphql`
      fragment AttendeesTable_query on Query
      @refetchable(queryName: "AttendeesTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int!" }
        page: { type: "Int" }
        sortBy: { type: "EventAttendanceSortField" }
        sortDesc: { type: "Boolean" }
        searchQuery: { type: "String" }
        filters: { type: "EventAttendanceFilterInput" }
      ) {
        viewer {
          selectedProduct
          hiddenFields(entity: "attendee")
          canCreate: can(entity: "event_attendee", action: CREATE)
          canUpdate: can(entity: "event_attendee", action: UPDATE)
          canUpdateAttendee: can(entity: "attendee", action: UPDATE)
          canDelete: can(entity: "event_attendee", action: DELETE)
          tenant {
            signinPdfGenerationEnabled: flag(id: "signinPdfGenerationEnabled")
          }
        }
        eventAttendances(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters) {
          totalCount
          totalCountIsExact
          edges {
            node {
              id
              attendeeId
              eventId
              status
              subscribed
              createdDate
              sources
              attendee {
                firstName
                lastName
              }
              event {
                shortName
                emailSeriesId
              }
            }
          }
        }
      }
    `,
    query,
  );
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { searchParams, options, setOptions, setFilters, clearSearchAndFilters, searchFor, search, setSearch, sortProps } =
    useTableUrlState<AttendeeFilters, AttendeeFilterLabels>();
  const filters = readAttendeeFilters(searchParams);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<string[] | null>(null);
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const [emailing, setEmailing] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'signIn' | 'import' | null>(null);
  const { busy, run: exportXlsx } = useXlsxExport<AttendeesTableExportUrlQuery>(
    exportUrlQuery,
    (answer) => answer.eventAttendanceExportUrl,
    'attendees.xlsx',
    M.exportFailed,
  );
  const viewer = data.viewer;
  const hidden = new Set(viewer?.hiddenFields ?? []);
  const columns = COLUMNS.filter(([field]) => !hidden.has(field));
  const rows = (data.eventAttendances?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));
  const changed = useChangedRow(rows, searchFor);
  const canEdit = !!viewer?.canUpdate;
  // Saving the attendee form writes the attendee and the attendance (the api checks both): the row offers Edit only
  // with both, View otherwise (issue 28 #10; AttendeeEditRoute's readOnly is the same rule).
  const canEditForm = canEdit && !!viewer?.canUpdateAttendee;
  const selectable = canEdit || !!viewer?.canDelete;
  const chosen = rows.filter((r) => selected.has(r.id)).map((r) => r.id);
  const allSelected = rows.length > 0 && chosen.length === rows.length;
  const exportScope = chosen.length ? 'Selected' : filters || options.searchQuery ? 'Filtered' : 'All';
  const refresh = useCallback(() => {
    setSelected(new Set());
    void revalidator.revalidate();
  }, [revalidator]);
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const exportRows = () =>
    exportXlsx({
      ids: chosen.length ? chosen : null,
      sortBy: attendanceSortField(options.sortBy),
      sortDesc: options.sortDesc,
      searchQuery: options.searchQuery || null,
      filters,
    });

  return (
    <section aria-label="Attendee Management">
      <ListToolbar label="Attendee actions" search={search} onSearch={setSearch}>
        <AttendeeFilterPopover
          filters={filters}
          labels={readAttendeeFilterLabels(searchParams)}
          onApply={(next, labels) => setFilters(next, labels)}
        />
        {viewer?.tenant.signinPdfGenerationEnabled && (
          <Button className={styles.button} icon={<DocumentPdfRegular />} onClick={() => setDialog('signIn')}>
            Sign-in Form
          </Button>
        )}
        {viewer?.canCreate && (
          <Button className={styles.button} icon={<ArrowUploadRegular />} onClick={() => setDialog('import')}>
            Import
          </Button>
        )}
        <Button className={styles.button} icon={<ArrowDownloadRegular />} onClick={() => void exportRows()} disabled={busy}>
          Export {exportScope}
        </Button>
        {chosen.length > 0 && canEdit && (
          <Button className={styles.button} icon={<EditRegular />} onClick={() => setEditing(chosen)}>
            Edit Status
          </Button>
        )}
        {chosen.length > 0 && viewer?.canDelete && (
          <Button className={styles.button} icon={<DeleteRegular />} onClick={() => setDeleting(chosen)}>
            Delete
          </Button>
        )}
        {viewer?.canCreate && viewer.selectedProduct === 'HIVE' && (
          <Button className={styles.button} appearance="primary" icon={<AddRegular />} onClick={() => navigate('/attendee/add')}>
            Add attendee
          </Button>
        )}
      </ListToolbar>
      <ChangedRowNotice view={changed.view} />
      <div className={styles.scroller}>
        <Table className={styles.table} sortable aria-label="Attendees table">
          <SortableHeaderRow
            columns={columns}
            sortProps={sortProps}
            sortable={(field) => SORTABLE.has(field)}
            leading={
              selectable &&
              rows.length > 0 && (
                <TableSelectionCell
                  className={own.selection}
                  checked={allSelected ? true : chosen.length ? 'mixed' : false}
                  onClick={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.id)))}
                  checkboxIndicator={{ 'aria-label': 'Select all attendees' }}
                />
              )
            }
            actionsClassName={styles.actionsHeader}
          />
          <TableBody>
            {rows.map((row) => {
              const name = [row.attendee.firstName, row.attendee.lastName].filter(Boolean).join(' ') || `Attendee ${row.attendeeId}`;
              const cells: Record<(typeof COLUMNS)[number][0], React.ReactNode> = {
                eventId: row.event?.shortName ?? row.eventId,
                firstName: row.attendee.firstName,
                lastName: row.attendee.lastName,
                status: (
                  <Badge appearance="tint" color={STATUS_COLORS[row.status] ?? 'informative'}>
                    {statusLabel(row.status)}
                  </Badge>
                ),
                sources: row.sources.join(', '),
                createdDate: formatEventTime(row.createdDate, VIEWER_ZONE),
              };
              const edit = `/attendee/edit/${row.attendeeId}/event/${row.eventId}`;
              return (
                <TableRow key={row.id} {...changed.rowProps(row.id)}>
                  {selectable && (
                    <TableSelectionCell
                      checked={selected.has(row.id)}
                      onClick={() => toggle(row.id)}
                      checkboxIndicator={{ 'aria-label': `Select ${name}` }}
                    />
                  )}
                  {columns.map(([field]) => (
                    <TableCell key={field}>{cells[field]}</TableCell>
                  ))}
                  <TableCell>
                    <div className={styles.actions}>
                      {/* Spec 001 §2: only when the event has an email series and the attendee is subscribed. */}
                      {canEdit && row.subscribed && row.event?.emailSeriesId != null && (
                        <RowAction label={`Resend email to ${name}`} icon={<MailRegular />} onClick={() => setEmailing(row.id)} />
                      )}
                      {canEditForm ? (
                        <RowAction label={`Edit ${name}`} icon={<EditRegular />} onClick={() => navigate(edit)} />
                      ) : (
                        <RowAction label={`View ${name}`} icon={<EyeRegular />} onClick={() => navigate(edit)} />
                      )}
                      {viewer?.canDelete && (
                        <RowAction label={`Delete ${name}`} icon={<DeleteRegular />} onClick={() => setDeleting([row.id])} />
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      {data.eventAttendances && rows.length === 0 && (
        <ListEmptyState
          plural="attendees"
          singular="attendee"
          filtered={!!options.searchQuery || !!filters}
          onClear={clearSearchAndFilters}
        />
      )}
      {!data.eventAttendances && <ListLoadFailure message={LOAD_ERROR} />}
      <TablePager
        options={options}
        total={data.eventAttendances?.totalCount ?? 0}
        exact={data.eventAttendances?.totalCountIsExact ?? true}
        noun="attendees"
        onChange={setOptions}
      />
      <Deferred when={!!editing}>
        <EditStatusDialog ids={editing} onClose={() => setEditing(null)} onDone={refresh} />
      </Deferred>
      <Deferred when={!!deleting}>
        <DeleteAttendancesDialog ids={deleting} onClose={() => setDeleting(null)} onDeleted={refresh} />
      </Deferred>
      <Deferred when={!!emailing}>
        <ResendEmailDialog id={emailing} onClose={() => setEmailing(null)} />
      </Deferred>
      <Deferred when={dialog === 'signIn'}>
        <SignInSheetDialog open={dialog === 'signIn'} onClose={() => setDialog(null)} />
      </Deferred>
      <Deferred when={dialog === 'import'}>
        <ImportAttendeesDialog open={dialog === 'import'} onClose={() => setDialog(null)} onImported={refresh} />
      </Deferred>
    </section>
  );
}
