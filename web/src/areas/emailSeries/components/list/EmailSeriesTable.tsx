import { Button, Table, TableBody, TableCell, TableRow } from '@fluentui/react-components';
import {
  AddRegular,
  CalendarRegular,
  CopyRegular,
  DeleteRegular,
  EditRegular,
  MailRegular,
  MailTemplateRegular,
} from '@fluentui/react-icons';
import { lazy, useCallback, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate, useRevalidator } from 'react-router-dom';
import type { EmailSeriesTable_query$key } from '../../../../__generated__/EmailSeriesTable_query.graphql';
import { MANUAL_EMAIL_ROLES } from '../../../../../../api/src/areas/emailSeries/contract.ts';
import { useCanOpen } from '../../../../routing/useCanOpen.ts';
import { ChangedRowNotice } from '../../../../shared/ChangedRowNotice.tsx';
import { useChangedRow } from '../../../../shared/changedRow.ts';
import { Deferred } from '../../../../shared/Deferred.tsx';
import { ListEmptyState } from '../../../../shared/ListEmptyState.tsx';
import { ListLoadFailure } from '../../../../shared/ListLoadFailure.tsx';
import { useListStyles } from '../../../../shared/listStyles.ts';
import { ListToolbar } from '../../../../shared/ListToolbar.tsx';
import { openableRow } from '../../../../shared/openableRow.ts';
import { RowAction } from '../../../../shared/RowAction.tsx';
import { RowMenu, type RowMenuItem } from '../../../../shared/RowMenu.tsx';
import { SortableHeaderRow } from '../../../../shared/SortableHeaderRow.tsx';
import { TablePager } from '../../../../shared/TablePager.tsx';
import { TableSkeleton } from '../../../../shared/TableSkeleton.tsx';
import { useTableUrlState } from '../../../../shared/useTableUrlState.ts';
import { restRole } from '../../../users/components/userFormSchema.ts';
import { eventsOfSeries, TEMPLATE_LIST } from './emailListOptions.ts';

const DeleteEmailSeriesDialog = lazy(() => import('./DeleteEmailSeriesDialog.tsx').then((m) => ({ default: m.DeleteEmailSeriesDialog })));

/** Shown when the list's series cannot be loaded (the spec names no text). */
export const LOAD_ERROR = 'Failed to load email series';
/** Spec 002 §2.11's columns, each sortable. */
const COLUMNS = [
  ['name', 'Name'],
  ['emailsCount', 'Emails'],
] as const;
/** Spec 002 §2.1: the manual trigger's screen (a later increment: Send an Email shows once it exists). */
const MANUAL_TRIGGER = '/email-manual-trigger';

/** While the list loads: its columns over skeleton rows. */
export function EmailSeriesTableLoading() {
  return <TableSkeleton label="Loading email series" columns={COLUMNS.map(([, label]) => label)} />;
}

/**
 * Email Series Management (spec 002 §2.11): search, the series with their e-mail count, sort and pages; each row's Edit
 * and its menu (Duplicate, View Events, Delete), the menu disabled for a platform series; Create Series, the way to
 * the Email Template List, and Send an Email for the roles that send one by hand.
 */
export function EmailSeriesTable({ query }: { query: EmailSeriesTable_query$key }) {
  const styles = useListStyles();
  const data = useFragment(
    graphql`
      fragment EmailSeriesTable_query on Query
      @refetchable(queryName: "EmailSeriesTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int!" }
        page: { type: "Int" }
        sortBy: { type: "EmailSeriesSortField" }
        sortDesc: { type: "Boolean" }
        searchQuery: { type: "String" }
        product: { type: "EmailProduct" }
      ) {
        viewer {
          role
          canCreate: can(entity: "email_series", action: CREATE)
          canUpdate: can(entity: "email_series", action: UPDATE)
          canDelete: can(entity: "email_series", action: DELETE)
        }
        emailSeries(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, product: $product) {
          totalCount
          edges {
            node {
              id
              internalId
              name
              platform
              emailsCount
            }
          }
        }
      }
    `,
    query,
  );
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const canOpen = useCanOpen();
  const { options, setOptions, clearSearchAndFilters, searchFor, search, setSearch, sortProps } = useTableUrlState<object, object>();
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const viewer = data.viewer;
  const rows = (data.emailSeries?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));
  const changed = useChangedRow(rows, searchFor);
  // Spec 002 §6: Admin, SystemAdmin and ClientSpeakerPortalAdmin send e-mails by hand.
  const sendsEmails = !!viewer && (MANUAL_EMAIL_ROLES as readonly string[]).includes(restRole(viewer.role)) && canOpen(MANUAL_TRIGGER);

  const menuItems = (series: (typeof rows)[number], name: string): RowMenuItem[] => [
    {
      key: 'duplicate',
      text: 'Duplicate',
      icon: <CopyRegular />,
      run: viewer?.canCreate ? () => navigate(`/email-series/add?duplicateSeriesId=${series.internalId}`) : undefined,
    },
    {
      key: 'events',
      text: 'View Events',
      icon: <CalendarRegular />,
      run: canOpen('/events/list') ? () => navigate(eventsOfSeries({ internalId: series.internalId, name })) : undefined,
    },
    {
      key: 'delete',
      text: 'Delete',
      icon: <DeleteRegular />,
      run: viewer?.canDelete ? () => setDeleting({ id: series.id, name }) : undefined,
    },
  ];

  return (
    <section aria-label="Email Series Management">
      <ListToolbar label="Email series actions" search={search} onSearch={setSearch}>
        {canOpen(TEMPLATE_LIST) && (
          <Button className={styles.button} icon={<MailTemplateRegular />} onClick={() => navigate(TEMPLATE_LIST)}>
            Email Templates
          </Button>
        )}
        {sendsEmails && (
          <Button className={styles.button} icon={<MailRegular />} onClick={() => navigate(MANUAL_TRIGGER)}>
            Send an Email
          </Button>
        )}
        {viewer?.canCreate && (
          <Button className={styles.button} appearance="primary" icon={<AddRegular />} onClick={() => navigate('/email-series/add')}>
            Create Series
          </Button>
        )}
      </ListToolbar>
      <ChangedRowNotice view={changed.view} />
      <div className={styles.scroller}>
        <Table className={styles.table} sortable aria-label="Email series table">
          <SortableHeaderRow columns={COLUMNS} sortProps={sortProps} actionsClassName={styles.actionsHeader} />
          <TableBody>
            {rows.map((series) => {
              const name = series.name || `Email series ${series.internalId}`;
              const edit = viewer?.canUpdate ? () => navigate(`/email-series/edit/${series.internalId}`) : undefined;
              const items = menuItems(series, name);
              return (
                <TableRow key={series.id} {...openableRow(edit)} {...changed.rowProps(series.id)}>
                  <TableCell>{series.name}</TableCell>
                  <TableCell>{series.emailsCount ?? 0}</TableCell>
                  <TableCell onClick={(e) => e.stopPropagation()}>
                    <div className={styles.actions}>
                      {edit && <RowAction label={`Edit ${name}`} icon={<EditRegular />} onClick={edit} />}
                      {/* Spec 002 §2.11: a platform series can be neither duplicated, nor deleted, nor followed to its events. */}
                      {items.some((item) => item.run) && <RowMenu label={name} items={items} disabled={!!series.platform} />}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      {data.emailSeries && rows.length === 0 && (
        <ListEmptyState plural="email series" singular="email series" filtered={!!options.searchQuery} onClear={clearSearchAndFilters} />
      )}
      {!data.emailSeries && <ListLoadFailure message={LOAD_ERROR} />}
      <TablePager options={options} total={data.emailSeries?.totalCount ?? 0} noun="series" singular="series" onChange={setOptions} />
      <Deferred when={!!deleting}>
        <DeleteEmailSeriesDialog series={deleting} onClose={closeDelete} onDeleted={() => void revalidator.revalidate()} />
      </Deferred>
    </section>
  );
}
