import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { MailReadRegular } from '@fluentui/react-icons';
import { lazy, useCallback, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SentMailTable_query$key } from '../../../__generated__/SentMailTable_query.graphql';
import { ActionsHeaderCell } from '../../../shared/ActionsHeaderCell.tsx';
import { Deferred } from '../../../shared/Deferred.tsx';
import { ListEmptyState } from '../../../shared/ListEmptyState.tsx';
import { ListLoadFailure } from '../../../shared/ListLoadFailure.tsx';
import { useListStyles } from '../../../shared/listStyles.ts';
import { ListToolbar } from '../../../shared/ListToolbar.tsx';
import { openableRow } from '../../../shared/openableRow.ts';
import { RowAction } from '../../../shared/RowAction.tsx';
import { TablePager } from '../../../shared/TablePager.tsx';
import { TableSkeleton } from '../../../shared/TableSkeleton.tsx';
import { useTableUrlState } from '../../../shared/useTableUrlState.ts';
import { MailStatusBadge } from './MailStatusBadge.tsx';
import { MailStatusFilter } from './MailStatusFilter.tsx';
import { mailTime, readSentMailFilters, type SentMailFilters } from './sentMailOptions.ts';

const SentMailDialog = lazy(() => import('./SentMailDialog.tsx').then((m) => ({ default: m.SentMailDialog })));

/** Shown when the ledger cannot be loaded (issue 30 names no text). */
export const LOAD_ERROR = 'Failed to load sent mail';
/** The ledger's columns, newest first (the service's order: no column sorts). */
const COLUMNS = ['To', 'Subject', 'Kind', 'Status', 'Attempts', 'Created', 'Sent'] as const;

/** While the list loads: its columns over skeleton rows. */
export function SentMailTableLoading() {
  return <TableSkeleton label="Loading sent mail" columns={COLUMNS} />;
}

/**
 * Sent mail (issue 30 "Delivery"): the delivery ledger, newest first — search over recipient and subject, the Status
 * filter, pages; a row (its click, Enter, or its View button) opens the message.
 */
export function SentMailTable({ query }: { query: SentMailTable_query$key }) {
  const styles = useListStyles();
  const data = useFragment(
    graphql`
      fragment SentMailTable_query on Query
      @argumentDefinitions(
        first: { type: "Int!" }
        page: { type: "Int" }
        searchQuery: { type: "String" }
        statuses: { type: "[MailStatus!]" }
      ) {
        sentMail(first: $first, page: $page, searchQuery: $searchQuery, statuses: $statuses) {
          totalCount
          edges {
            node {
              id
              internalId
              to
              subject
              kind
              status
              attempts
              createdAt
              sentAt
            }
          }
        }
      }
    `,
    query,
  );
  const { searchParams, options, setOptions, setFilters, clearSearchAndFilters, search, setSearch } = useTableUrlState<
    SentMailFilters,
    object
  >();
  const filters = readSentMailFilters(searchParams);
  const [open, setOpen] = useState<{ internalId: number; subject: string } | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const rows = (data.sentMail?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));

  return (
    <section aria-label="Sent mail">
      <ListToolbar label="Sent mail actions" search={search} onSearch={setSearch}>
        <MailStatusFilter filters={filters} onApply={(next) => setFilters(next, {})} />
      </ListToolbar>
      <div className={styles.scroller}>
        <Table className={styles.table} aria-label="Sent mail table">
          <TableHeader>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableHeaderCell key={column}>{column}</TableHeaderCell>
              ))}
              <ActionsHeaderCell className={styles.actionsHeader} />
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((mail) => {
              const show = () => setOpen({ internalId: mail.internalId, subject: mail.subject });
              return (
                <TableRow key={mail.id} {...openableRow(show)}>
                  <TableCell>{mail.to}</TableCell>
                  <TableCell>{mail.subject}</TableCell>
                  <TableCell>{mail.kind}</TableCell>
                  <TableCell>
                    <MailStatusBadge status={mail.status} />
                  </TableCell>
                  <TableCell>{mail.attempts}</TableCell>
                  <TableCell>{mailTime(mail.createdAt)}</TableCell>
                  <TableCell>{mailTime(mail.sentAt)}</TableCell>
                  <TableCell onClick={(e) => e.stopPropagation()}>
                    <div className={styles.actions}>
                      <RowAction label={`View message to ${mail.to}`} icon={<MailReadRegular />} onClick={show} />
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      {data.sentMail && rows.length === 0 && (
        <ListEmptyState
          plural="messages"
          singular="message"
          filtered={!!(options.searchQuery || filters)}
          onClear={clearSearchAndFilters}
        />
      )}
      {!data.sentMail && <ListLoadFailure message={LOAD_ERROR} />}
      <TablePager options={options} total={data.sentMail?.totalCount ?? 0} noun="messages" onChange={setOptions} />
      <Deferred when={!!open}>
        <SentMailDialog message={open} onClose={close} />
      </Deferred>
    </section>
  );
}
