import { makeStyles, Table, TableBody, Text, tokens } from '@fluentui/react-components';
import { lazy, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate, useRevalidator } from 'react-router-dom';
import type { EventsTable_query$key } from '../../../__generated__/EventsTable_query.graphql';
import type { EventsTableExportUrlQuery } from '../../../__generated__/EventsTableExportUrlQuery.graphql';
import { useNotify } from '../../../app/toast.tsx';
import { hasRoute } from '../../../routing/routes.tsx';
import { useCanOpen } from '../../../routing/useCanOpen.ts';
import { useTableUrlState } from '../../../shared/useTableUrlState.ts';
import { useChangedRow } from '../../../shared/changedRow.ts';
import { ChangedRowNotice } from '../../../shared/ChangedRowNotice.tsx';
import { useConfirmTarget } from '../../../shared/useConfirmTarget.ts';
import { useXlsxExport } from '../../../shared/useXlsxExport.ts';
import { EVENT_STATUSES, type EventStatusValue } from '../constants.ts';
import { PAGE_SIZES } from '../../../shared/tableOptions.ts';
import { useDeleteEventsMutation } from '../mutations/useDeleteEventsMutation.ts';
import { ConfirmDialog } from '../../../shared/ConfirmDialog.tsx';
import { DownloadError, downloadFile } from '../../../shared/downloadFile.ts';
import { EventFilterPopover } from './list/EventFilterPopover.tsx';
import { EventListToolbar, type ToolbarActions } from './list/EventListToolbar.tsx';
import { hasRowActions, type RowMenuActions } from './list/EventRowMenu.tsx';
import { EventTableHeader } from './list/EventTableHeader.tsx';
import { EventTableRow, type EventRowData, type PortalColumns } from './list/EventTableRow.tsx';
import { useEventSelection } from './list/useEventSelection.ts';
import type { TopicDialog_topic$key } from '../../../__generated__/TopicDialog_topic.graphql';
import { Deferred } from '../../../shared/Deferred.tsx';
import { ListEmptyState } from '../../../shared/ListEmptyState.tsx';
import { ListLoadFailure } from '../../../shared/ListLoadFailure.tsx';
import { countText, TablePager } from '../../../shared/TablePager.tsx';
import { TableSkeleton } from '../../../shared/TableSkeleton.tsx';
import {
  ALL_ROWS,
  ALL_ROWS_CAP,
  readFilterLabels,
  readFilters,
  type EventFilters,
  type FilterLabels,
  type LookupFilter,
} from './tableOptions.ts';
import { attendeesOfEvent } from '../../attendees/attendeesOfEvent.ts';

// Dialogs load when first opened (the first-load budget, web/README.md).
const FieldRepsDialog = lazy(() => import('../../fieldReps/components/FieldRepsDialog.tsx').then((m) => ({ default: m.FieldRepsDialog })));
const ImportEventsDialog = lazy(() => import('./list/ImportEventsDialog.tsx').then((m) => ({ default: m.ImportEventsDialog })));
const TopicDialog = lazy(() => import('../../topics/components/TopicDialog.tsx').then((m) => ({ default: m.TopicDialog })));

const useStyles = makeStyles({
  /** Narrow windows scroll the table sideways rather than squeezing its cells. */
  scroller: { overflowX: 'auto' },
  /** Columns sized by their content (Fluent's default fixed layout clipped badges and wrapped dates). */
  table: { backgroundColor: tokens.colorNeutralBackground1, tableLayout: 'auto' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const DELETE_CONFIRM = 'Are you sure you want to delete selected event(s)?';
/** Roles that may calculate checks from the list (spec 000 §6), with the fee calculator flag on. */
const CHECK_ROLES = ['ADMIN', 'SYSTEM_ADMIN', 'PROGRAM_ANALYST'];

const SORT_FIELDS: Record<string, EventsTableExportUrlQuery['variables']['sortBy']> = {
  shortName: 'SHORT_NAME',
  title: 'TITLE',
  startTime: 'START_TIME',
  type: 'TYPE',
  status: 'STATUS',
};

const exportUrlQuery = graphql`
  query EventsTableExportUrlQuery(
    $ids: [ID!]
    $sortBy: EventSortField
    $sortDesc: Boolean
    $searchQuery: String
    $filters: EventFilterInput
  ) {
    eventExportUrl(ids: $ids, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters)
  }
`;

/** Spec 000 §8: shown when the list's events cannot be loaded. */
export const LOAD_ERROR = 'Failed to load events';

/** While the list loads: the management columns over skeleton rows. */
export function EventsTableLoading() {
  return <TableSkeleton label="Loading events" columns={['Event', 'Event date', 'Program Type', 'Info', 'Status']} />;
}

export function EventsTable({ query }: { query: EventsTable_query$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment EventsTable_query on Query
      @refetchable(queryName: "EventsTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int!" }
        page: { type: "Int" }
        sortBy: { type: "EventSortField" }
        sortDesc: { type: "Boolean" }
        searchQuery: { type: "String" }
        filters: { type: "EventFilterInput" }
        withFieldReps: { type: "Boolean!" }
        withTopics: { type: "Boolean!" }
        withVenues: { type: "Boolean!" }
        withSpeakers: { type: "Boolean!" }
        withSurveyTemplates: { type: "Boolean!" }
      ) {
        viewer {
          role
          selectedProduct
          hiddenFields(entity: "event")
          canRead: can(entity: "event", action: READ)
          canCreate: can(entity: "event", action: CREATE)
          canUpdate: can(entity: "event", action: UPDATE)
          canDelete: can(entity: "event", action: DELETE)
          canManageFieldReps: can(entity: "field_rep", action: UPDATE)
          canReadFieldReps: can(entity: "field_rep", action: READ)
          canReadTopics: can(entity: "topic", action: READ)
          canReadVenues: can(entity: "venue", action: READ)
          canReadSpeakers: can(entity: "speaker", action: READ)
          canReadSurveyTemplates: can(entity: "survey_template", action: READ)
          canReadEmailSeries: can(entity: "email_series", action: READ)
          canReadAttendees: can(entity: "attendee", action: READ)
          canAssignTrainings: can(entity: "speaker_training", action: CREATE)
          tenant {
            veevaSyncEnabled
            speakersEnabled: flag(id: "speakersEnabled")
            surveysEnabled: flag(id: "surveysEnabled")
            registrationPagesEnabled: flag(id: "registrationPagesEnabled")
            feeCalculatorEnabled: flag(id: "feeCalculatorEnabled")
          }
        }
        usedEventStatuses
        events(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters) {
          totalCount
          totalCountIsExact
          edges {
            node {
              id
              internalId
              shortName
              title
              survey
              replayUrl
              registered
              topic @include(if: $withTopics) {
                ...TopicDialog_topic
              }
              ...EventTableRow_event
                @arguments(
                  withFieldReps: $withFieldReps
                  withTopics: $withTopics
                  withVenues: $withVenues
                  withSpeakers: $withSpeakers
                  withSurveyTemplates: $withSurveyTemplates
                )
            }
          }
        }
      }
    `,
    query,
  );
  const navigate = useNavigate();
  const notify = useNotify();
  const canOpen = useCanOpen();
  const { searchParams, options, setOptions, setFilters, clearSearchAndFilters, searchFor, search, setSearch, sortProps } =
    useTableUrlState<EventFilters, FilterLabels>({ defaultFilters: data.viewer?.selectedProduct === 'SPEAKER_PORTAL' });
  const filters = readFilters(searchParams);
  const filterLabels = readFilterLabels(searchParams);
  const [dialog, setDialog] = useState<'owners' | 'contacts' | 'import' | null>(null);
  const [topic, setTopic] = useState<TopicDialog_topic$key | null>(null);
  const [generating, setGenerating] = useState(false);
  const { busy: exporting, run: exportXlsx } = useXlsxExport<EventsTableExportUrlQuery>(
    exportUrlQuery,
    (answer) => answer.eventExportUrl,
    'events.xlsx',
    'Cannot export events into XLSX',
  );
  const [commitDelete] = useDeleteEventsMutation();
  const revalidator = useRevalidator();

  const viewer = data.viewer;
  const tenant = viewer?.tenant;
  const role = viewer?.role ?? '';
  const management = viewer?.selectedProduct === 'HIVE';
  const portal = viewer?.selectedProduct === 'SPEAKER_PORTAL';
  const selectable = !!viewer?.canUpdate;
  // Event Management, the reduced event area: the list with add and edit, nothing else.
  const editing = management || viewer?.selectedProduct === 'EVENT_MANAGEMENT';
  const rowClickEdits = editing && !!viewer?.canUpdate;
  // A viewer who may read but not edit (field rep, marketing, user, the speaker portal) opens the event read-only
  // (issue 28 #12): no row is a dead end.
  const rowClickViews = !rowClickEdits && !!viewer?.canRead && hasRoute('/event/view/1');
  const canDelete = management && !!viewer?.canDelete && !tenant?.veevaSyncEnabled;
  const rows = useMemo(() => (data.events?.edges ?? []).flatMap((e) => (e.node ? [e.node] : [])), [data.events]);
  const changed = useChangedRow(rows, searchFor);
  const total = data.events?.totalCount ?? 0;
  // Beyond 10,000 matches the count is a lower bound: "10,000+", and no page count.
  const exact = data.events?.totalCountIsExact ?? true;
  // The rest of the screen loaded, the events did not (the network layer leaves this error to us).
  const failed = data.events == null;
  const all = options.itemsPerPage === ALL_ROWS;
  // Lookups, filters and columns the viewer may not read are not offered (the route does not fetch them).
  const lookups: LookupFilter[] = [
    ...(viewer?.canRead ? (['selectedEvents'] as const) : []),
    ...(viewer?.canReadSurveyTemplates ? (['selectedTemplates'] as const) : []),
    ...(viewer?.canReadEmailSeries ? (['selectedEmailSeries'] as const) : []),
    ...(viewer?.canReadSpeakers ? (['selectedSpeakers'] as const) : []),
    ...(viewer?.canReadFieldReps ? (['selectedFieldReps'] as const) : []),
    // Topics are not a filter of speakers and speaker liaisons (spec 000 §2.4).
    ...(viewer?.canReadTopics && role !== 'SPEAKER' && role !== 'SPEAKER_LIAISON' ? (['selectedTopics'] as const) : []),
  ];
  // A column whose event field is hidden from the role is left out too, not shown empty (issue 28 #15).
  const hidden = new Set(viewer?.hiddenFields ?? []);
  const portalColumns: PortalColumns | null = portal
    ? {
        fieldRep: !!viewer?.canReadFieldReps && !hidden.has('fieldRepId'),
        speakers: !!tenant?.speakersEnabled && !!viewer?.canReadSpeakers && !hidden.has('speakers'),
        venue: !!viewer?.canReadVenues && !hidden.has('venueId'),
        topic: !!viewer?.canReadTopics && !hidden.has('topicId'),
      }
    : null;
  const { selected, headerState, toggle, toggleAll, clear } = useEventSelection(rows);

  const remove = (ids: string[]) => {
    commitDelete({
      variables: { input: { ids } },
      onCompleted: (_r, errors) => {
        if (errors?.length) return;
        notify('success', 'Successfully delete event(s)');
        clear();
        void revalidator.revalidate();
      },
    });
  };
  const deleting = useConfirmTarget(remove);

  async function generateQr(internalIds: number[]) {
    setGenerating(true);
    try {
      await downloadFile(`/download/events/qr.pdf?ids=${internalIds.join(',')}`, 'qr-codes.pdf');
    } catch (error) {
      notify('error', error instanceof DownloadError ? error.message : 'Network error');
    } finally {
      setGenerating(false);
    }
  }

  const exportEvents = () =>
    exportXlsx({
      ids: selected.size ? [...selected.keys()] : null,
      sortBy: options.sortBy ? (SORT_FIELDS[options.sortBy] ?? null) : null,
      sortDesc: options.sortDesc,
      searchQuery: options.searchQuery || null,
      filters: filters as EventsTableExportUrlQuery['variables']['filters'],
    });

  // Calculate Check (spec 000 §2.4): the roles that calculate, with the flag on, where the calculator opens.
  const calculates = CHECK_ROLES.includes(role) && !!tenant?.feeCalculatorEnabled && canOpen('/calculator');
  const toolbar: ToolbarActions = {
    exportXlsx: () => void exportEvents(),
    ...(management && viewer?.canManageFieldReps
      ? { manageEventOwners: () => setDialog('owners'), manageFieldContacts: () => setDialog('contacts') }
      : {}),
    ...(canDelete ? { bulkDelete: () => deleting.ask([...selected.keys()]) } : {}),
    ...(management && tenant?.surveysEnabled && selectable
      ? { generateQr: () => void generateQr([...selected.values()].map((s) => s.internalId)) }
      : {}),
    ...(management && viewer?.canCreate ? { importCsv: () => setDialog('import') } : {}),
    ...(editing && viewer?.canCreate ? { addEvent: () => navigate('/event/add') } : {}),
    ...(calculates ? { calculateCheck: () => navigate('/calculator?calculate') } : {}),
  };

  const open = (event: EventRowData) => navigate(`/event/edit/${event.internalId}`);
  const view = (event: EventRowData) => navigate(`/event/view/${event.internalId}`);
  const rowActions = (event: EventRowData): RowMenuActions => ({
    // The row's click, in its menu too: a keyboard or screen-reader user finds it there (issue 28 #5).
    ...(rowClickEdits ? { edit: () => open(event) } : {}),
    ...(rowClickViews ? { view: () => view(event) } : {}),
    ...(management && tenant?.surveysEnabled && event.survey ? { generateQr: () => void generateQr([event.internalId]) } : {}),
    // Only where Attendee Management opens (attendees/area.ts: product Hive, attendee read), not to its refusal.
    ...(management &&
    viewer?.canReadAttendees &&
    tenant?.registrationPagesEnabled &&
    (event.registered ?? 0) > 0 &&
    hasRoute('/attendees/list')
      ? { viewAttendees: () => navigate(attendeesOfEvent(event.internalId, `${event.shortName ?? ''} ${event.title ?? ''}`.trim())) }
      : {}),
    ...(management && calculates ? { calculateCheck: () => navigate(`/calculator?eventId=${event.internalId}`) } : {}),
    // Staff who assign trainings, where Training Management opens; not a speaker, whom it showed their own list (issue 28 #12).
    ...(portal && viewer?.canAssignTrainings && canOpen(`/training/list?eventId=${event.internalId}`)
      ? { assignTraining: () => navigate(`/training/list?eventId=${event.internalId}`) }
      : {}),
    ...(event.replayUrl ? { watchReplay: () => window.open(event.replayUrl!, '_blank', 'noopener') } : {}),
    ...(canDelete ? { remove: () => deleting.ask([event.id]) } : {}),
  });
  const showActions = rows.some((r) => hasRowActions(rowActions(r)));

  return (
    <section aria-label="Events">
      <EventListToolbar
        search={search}
        onSearch={setSearch}
        busy={exporting || generating}
        selectedCount={selected.size}
        exportScope={selected.size ? 'Selected' : filters || options.searchQuery ? 'Filtered' : 'All'}
        actions={toolbar}
        filter={
          viewer?.canRead && (
            <EventFilterPopover
              filters={filters}
              labels={filterLabels}
              usedStatuses={(data.usedEventStatuses ?? []).filter((s): s is EventStatusValue => s in EVENT_STATUSES)}
              lookups={lookups}
              timezone={filters?.period?.timezone ?? undefined}
              onApply={(next, labels) => setFilters(next, labels)}
            />
          )
        }
      />
      <ChangedRowNotice view={changed.view} />
      <div className={styles.scroller}>
        <Table className={styles.table} sortable aria-label="Events table">
          <EventTableHeader
            portal={portalColumns}
            sortProps={sortProps}
            allSelected={headerState}
            onToggleAll={selectable && rows.length > 0 ? toggleAll : undefined}
            showActions={showActions}
          />
          <TableBody>
            {rows.map((event) => (
              <EventTableRow
                key={event.id}
                event={event}
                portal={portalColumns}
                selected={selected.has(event.id)}
                onToggle={selectable ? () => toggle(event) : undefined}
                open={rowClickEdits ? () => open(event) : rowClickViews ? () => view(event) : undefined}
                onTopic={event.topic ? () => setTopic(event.topic!) : undefined}
                actions={rowActions(event)}
                showActions={showActions}
                changedRow={(className) => changed.rowProps(event.id, className)}
              />
            ))}
          </TableBody>
        </Table>
      </div>
      {data.events && rows.length === 0 && (
        <ListEmptyState plural="events" singular="event" filtered={!!(options.searchQuery || filters)} onClear={clearSearchAndFilters} />
      )}
      {failed && <ListLoadFailure message={LOAD_ERROR} />}
      {all && total > rows.length && (
        <Text role="status" className={styles.muted}>
          Showing the first {rows.length} of {countText(total, exact)} events (All shows at most {ALL_ROWS_CAP}). Use the search or filters
          to narrow the list.
        </Text>
      )}
      <TablePager options={options} sizes={[...PAGE_SIZES, ALL_ROWS]} total={total} exact={exact} noun="events" onChange={setOptions} />
      <ConfirmDialog {...deleting.dialog} title="Delete events" confirmLabel="Delete">
        {DELETE_CONFIRM}
      </ConfirmDialog>
      <Deferred when={dialog === 'owners' || dialog === 'contacts'}>
        <FieldRepsDialog
          title={dialog === 'contacts' ? 'Manage Field Contacts' : 'Manage Event Owners'}
          open={dialog === 'owners' || dialog === 'contacts'}
          onClose={() => setDialog(null)}
        />
      </Deferred>
      <Deferred when={dialog === 'import'}>
        <ImportEventsDialog open={dialog === 'import'} onClose={() => setDialog(null)} onImported={() => void revalidator.revalidate()} />
      </Deferred>
      <Deferred when={!!topic}>
        <TopicDialog topic={topic} onClose={() => setTopic(null)} />
      </Deferred>
    </section>
  );
}
