import { Badge, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import {
  CalendarLtrRegular,
  DeleteRegular,
  PersonAvailableRegular,
  PersonProhibitedRegular,
  PersonSwapRegular,
} from '@fluentui/react-icons';
import { graphql, useFragment } from 'react-relay';
import { useNavigate, useRevalidator } from 'react-router-dom';
import type { SpeakersTable_query$key } from '../../../__generated__/SpeakersTable_query.graphql';
import type { SpeakersTableExportUrlQuery } from '../../../__generated__/SpeakersTableExportUrlQuery.graphql';
import { writeSession } from '../../../app/session.ts';
import { useNotify } from '../../../app/toast.tsx';
import { ConfirmDialog } from '../../../shared/ConfirmDialog.tsx';
import { hasRowMenuItems, RowMenu, type RowMenuItem } from '../../../shared/RowMenu.tsx';
import { ActionsHeaderCell } from '../../../shared/ActionsHeaderCell.tsx';
import { ListEmptyState } from '../../../shared/ListEmptyState.tsx';
import { ListLoadFailure } from '../../../shared/ListLoadFailure.tsx';
import { TablePager } from '../../../shared/TablePager.tsx';
import { TableSkeleton } from '../../../shared/TableSkeleton.tsx';
import { useTableUrlState } from '../../../shared/useTableUrlState.ts';
import { useChangedRow } from '../../../shared/changedRow.ts';
import { ChangedRowNotice } from '../../../shared/ChangedRowNotice.tsx';
import { useConfirmTarget } from '../../../shared/useConfirmTarget.ts';
import { useXlsxExport } from '../../../shared/useXlsxExport.ts';
import { useDeleteSpeakerMutation } from '../mutations/useDeleteSpeakerMutation.ts';
import { useInactivateSpeakerMutation, useReactivateSpeakerMutation } from '../mutations/useSetSpeakerActiveMutations.ts';
import { SPEAKER_TYPE_LABELS } from './speakerFormSchema.ts';
import { SpeakerFilterPopover } from './list/SpeakerFilterPopover.tsx';
import { SpeakerListToolbar } from './list/SpeakerListToolbar.tsx';
import {
  CRM_STATUSES,
  type CrmStatus,
  readSpeakerFilterLabels,
  readSpeakerFilters,
  type SpeakerFilterLabels,
  type SpeakerFilters,
} from './speakerListOptions.ts';
import { openableRow } from '../../../shared/openableRow.ts';

const useStyles = makeStyles({
  /** Narrow windows scroll the table sideways rather than squeezing its cells. */
  scroller: { overflowX: 'auto' },
  table: { backgroundColor: tokens.colorNeutralBackground1, tableLayout: 'auto' },
  clickable: { cursor: 'pointer' },
  name: { display: 'flex', alignItems: 'center', gap: '8px', whiteSpace: 'nowrap' },
});

/** Spec 001 §8: shown when the list's speakers cannot be loaded. */
export const LOAD_ERROR = 'Failed to load speakers';
const EXPORT_ERROR = 'Cannot export speakers into XLSX';
const DELETE_CONFIRM = 'Are you sure you want to delete this speaker?';
/** Spec 001 §6: who may impersonate a speaker (in the speaker portal). */
const IMPERSONATING_ROLES = ['ADMIN', 'SYSTEM_ADMIN', 'CLIENT_SPEAKER_PORTAL_ADMIN'];

/** List column → GraphQL sort field. */
const SORT_FIELDS = {
  firstName: 'FIRST_NAME',
  lastName: 'LAST_NAME',
  email: 'EMAIL',
  credentials: 'CREDENTIALS',
  speakerType: 'SPEAKER_TYPE',
  crmStatus: 'CRM_STATUS',
} as const;
export const sortField = (column: string | null) =>
  column && column in SORT_FIELDS ? SORT_FIELDS[column as keyof typeof SORT_FIELDS] : null;

const exportUrlQuery = graphql`
  query SpeakersTableExportUrlQuery($sortBy: SpeakerSortField, $sortDesc: Boolean, $searchQuery: String, $filters: SpeakerFilterInput) {
    speakerExportUrl(sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters)
  }
`;

const COLUMNS = ['First Name', 'Last Name', 'Email', 'Credentials', 'Speaker Type'];

/** While the list loads: its columns over skeleton rows. */
export function SpeakersTableLoading() {
  return <TableSkeleton label="Loading speakers" columns={COLUMNS} />;
}

export function SpeakersTable({ query }: { query: SpeakersTable_query$key }) {
  const styles = useStyles();
  const data = useFragment(
    graphql`
      fragment SpeakersTable_query on Query
      @refetchable(queryName: "SpeakersTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int!" }
        page: { type: "Int" }
        sortBy: { type: "SpeakerSortField" }
        sortDesc: { type: "Boolean" }
        searchQuery: { type: "String" }
        filters: { type: "SpeakerFilterInput" }
      ) {
        viewer {
          role
          selectedProduct
          hiddenFields(entity: "speaker")
          canCreate: can(entity: "speaker", action: CREATE)
          canUpdate: can(entity: "speaker", action: UPDATE)
          canDelete: can(entity: "speaker", action: DELETE)
          canReadEvents: can(entity: "event", action: READ)
          canConfigureProfile: can(entity: "speaker_profile_field", action: UPDATE)
          tenant {
            veevaSyncEnabled
          }
        }
        speakers(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, filters: $filters) {
          totalCount
          totalCountIsExact
          edges {
            node {
              id
              internalId
              firstName
              lastName
              email
              credentials
              speakerType
              crmStatus
              active
              hasUserAccount
            }
          }
        }
      }
    `,
    query,
  );
  const navigate = useNavigate();
  const notify = useNotify();
  const revalidator = useRevalidator();
  const { searchParams, options, setOptions, setFilters, clearSearchAndFilters, searchFor, search, setSearch, sortProps } =
    useTableUrlState<SpeakerFilters, SpeakerFilterLabels>();
  const filters = readSpeakerFilters(searchParams);
  const filterLabels = readSpeakerFilterLabels(searchParams);
  const { busy, run: exportXlsx } = useXlsxExport<SpeakersTableExportUrlQuery>(
    exportUrlQuery,
    (answer) => answer.speakerExportUrl,
    'speakers.xlsx',
    EXPORT_ERROR,
  );
  const [commitDelete] = useDeleteSpeakerMutation();
  const [commitInactivate] = useInactivateSpeakerMutation();
  const [commitReactivate] = useReactivateSpeakerMutation();

  const viewer = data.viewer;
  const hidden = new Set(viewer?.hiddenFields ?? []);
  const portal = viewer?.selectedProduct === 'SPEAKER_PORTAL';
  const management = viewer?.selectedProduct === 'HIVE';
  const rows = (data.speakers?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));
  const changed = useChangedRow(rows, searchFor);

  const exportSpeakers = () =>
    exportXlsx({
      sortBy: sortField(options.sortBy),
      sortDesc: options.sortDesc,
      searchQuery: options.searchQuery || null,
      filters,
    });

  const remove = (id: string) =>
    commitDelete({
      variables: { input: { id } },
      onCompleted: (_r, errors) => {
        if (errors?.length) return;
        notify('success', 'Successfully deleted');
        void revalidator.revalidate();
      },
    });
  const deleting = useConfirmTarget(remove);

  /** Inactivate or Reactivate: the spec's texts either way (the network layer leaves these two to the list). */
  const setActive = (id: string, active: boolean) => {
    const word = active ? 'reactivate' : 'inactivate';
    const commit = active ? commitReactivate : commitInactivate;
    commit({
      variables: { input: { id } },
      onCompleted: (_r, errors) =>
        notify(errors?.length ? 'error' : 'success', errors?.length ? `Failed to ${word} the speaker` : `Speaker ${word}d successfully`),
      onError: () => notify('error', `Failed to ${word} the speaker`),
    });
  };

  /** Spec 001 §4: only an active speaker with a user account can be impersonated. */
  const impersonate = (speaker: (typeof rows)[number]) => {
    if (speaker.active === false) return notify('error', 'This speaker is inactive and can not be impersonated');
    if (!speaker.hasUserAccount) return notify('error', 'This speaker does not have a user account');
    // The speaker's role, permissions and products load from a fresh page at Home, as Finish Impersonating does.
    writeSession({ impersonatedSpeakerId: String(speaker.internalId) });
    window.location.assign('/');
  };

  /** The row menu (spec 001 §2): each item only where the spec's conditions hold. */
  const rowItems = (speaker: (typeof rows)[number]): RowMenuItem[] => {
    const activeKnown = portal && !!viewer?.canUpdate && speaker.active != null;
    return [
      {
        key: 'viewEvents',
        text: 'View Events',
        icon: <CalendarLtrRegular />,
        run: management && viewer?.canReadEvents ? () => navigate(`/speaker/${speaker.internalId}/events`) : undefined,
      },
      {
        key: 'impersonate',
        text: 'Impersonate Speaker',
        icon: <PersonSwapRegular />,
        run: portal && IMPERSONATING_ROLES.includes(viewer?.role ?? '') ? () => impersonate(speaker) : undefined,
      },
      {
        key: 'inactivate',
        text: 'Inactivate',
        icon: <PersonProhibitedRegular />,
        run: activeKnown && speaker.active ? () => setActive(speaker.id, false) : undefined,
      },
      {
        key: 'reactivate',
        text: 'Reactivate',
        icon: <PersonAvailableRegular />,
        run: activeKnown && !speaker.active ? () => setActive(speaker.id, true) : undefined,
      },
      {
        key: 'remove',
        text: 'Delete',
        icon: <DeleteRegular />,
        run: viewer?.canDelete ? () => deleting.ask(speaker.id) : undefined,
      },
    ];
  };
  const showActions = rows.some((r) => hasRowMenuItems(rowItems(r)));
  const showStatus = portal && !hidden.has('crmStatus');
  // A column whose field is hidden from the role is left out, not shown empty (issue 28 #15; credentials is also
  // hidden as its older name, degree).
  const shows = {
    email: !hidden.has('email'),
    credentials: !hidden.has('credentials') && !hidden.has('degree'),
    speakerType: !hidden.has('speakerType'),
  };
  const stop = (e: { stopPropagation(): void }) => e.stopPropagation();

  return (
    <section aria-label="Speakers">
      <SpeakerListToolbar
        search={search}
        onSearch={setSearch}
        busy={busy}
        onExport={() => void exportSpeakers()}
        onAdd={viewer?.canCreate && !viewer.tenant.veevaSyncEnabled ? () => navigate('/speaker/add') : undefined}
        onConfigure={viewer?.role === 'SYSTEM_ADMIN' && viewer.canConfigureProfile ? () => navigate('/speakers/config') : undefined}
        filter={
          <SpeakerFilterPopover
            filters={filters}
            labels={filterLabels}
            events={!!viewer?.canReadEvents}
            statuses={!hidden.has('crmStatus')}
            onApply={setFilters}
          />
        }
      />
      <ChangedRowNotice view={changed.view} />
      <div className={styles.scroller}>
        <Table className={styles.table} sortable aria-label="Speakers table">
          <TableHeader>
            <TableRow>
              <TableHeaderCell {...sortProps('firstName')}>First Name</TableHeaderCell>
              <TableHeaderCell {...sortProps('lastName')}>Last Name</TableHeaderCell>
              {shows.email && <TableHeaderCell {...sortProps('email')}>Email</TableHeaderCell>}
              {shows.credentials && <TableHeaderCell {...sortProps('credentials')}>Credentials</TableHeaderCell>}
              {shows.speakerType && <TableHeaderCell {...sortProps('speakerType')}>Speaker Type</TableHeaderCell>}
              {showStatus && <TableHeaderCell {...sortProps('crmStatus')}>Status</TableHeaderCell>}
              {showActions && <ActionsHeaderCell />}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((speaker) => {
              const name = `${speaker.firstName ?? ''} ${speaker.lastName ?? ''}`.trim();
              const items = rowItems(speaker);
              return (
                <TableRow
                  key={speaker.id}
                  {...openableRow(() => navigate(`/speaker/${speaker.internalId}`))}
                  {...changed.rowProps(speaker.id, styles.clickable)}
                >
                  <TableCell>{speaker.firstName}</TableCell>
                  <TableCell>
                    <span className={styles.name}>
                      {speaker.lastName}
                      {speaker.active === false && (
                        <Badge appearance="tint" color="danger" shape="rounded">
                          Inactive
                        </Badge>
                      )}
                    </span>
                  </TableCell>
                  {shows.email && <TableCell>{speaker.email}</TableCell>}
                  {shows.credentials && <TableCell>{speaker.credentials}</TableCell>}
                  {shows.speakerType && (
                    <TableCell>{speaker.speakerType ? (SPEAKER_TYPE_LABELS[speaker.speakerType] ?? '') : ''}</TableCell>
                  )}
                  {showStatus && <TableCell>{speaker.crmStatus ? (CRM_STATUSES[speaker.crmStatus as CrmStatus] ?? '') : ''}</TableCell>}
                  {showActions && (
                    <TableCell onClick={stop}>
                      {hasRowMenuItems(items) && <RowMenu label={name || `Speaker ${speaker.internalId}`} items={items} />}
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      {data.speakers && rows.length === 0 && (
        <ListEmptyState
          plural="speakers"
          singular="speaker"
          filtered={!!(options.searchQuery || filters)}
          onClear={clearSearchAndFilters}
        />
      )}
      {!data.speakers && <ListLoadFailure message={LOAD_ERROR} />}
      <TablePager
        options={options}
        total={data.speakers?.totalCount ?? 0}
        exact={data.speakers?.totalCountIsExact ?? true}
        noun="speakers"
        onChange={setOptions}
      />
      <ConfirmDialog {...deleting.dialog} title="Delete speaker" confirmLabel="Delete">
        {DELETE_CONFIRM}
      </ConfirmDialog>
    </section>
  );
}
