import { Button, Table, TableBody, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { AddRegular, ArrowDownloadRegular, ArrowUploadRegular } from '@fluentui/react-icons';
import { lazy, useCallback, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate, useRevalidator } from 'react-router-dom';
import type { ExpensesTable_query$key } from '../../../__generated__/ExpensesTable_query.graphql';
import type { ExpensesTableExportUrlQuery } from '../../../__generated__/ExpensesTableExportUrlQuery.graphql';
import { useCanOpen } from '../../../routing/useCanOpen.ts';
import { ChangedRowNotice } from '../../../shared/ChangedRowNotice.tsx';
import { useChangedRow } from '../../../shared/changedRow.ts';
import { withChangedRow } from '../../../shared/changedRowState.ts';
import { Deferred } from '../../../shared/Deferred.tsx';
import { ListEmptyState } from '../../../shared/ListEmptyState.tsx';
import { ListLoadFailure } from '../../../shared/ListLoadFailure.tsx';
import { useListStyles } from '../../../shared/listStyles.ts';
import { ListToolbar } from '../../../shared/ListToolbar.tsx';
import { TablePager } from '../../../shared/TablePager.tsx';
import { TableSkeleton } from '../../../shared/TableSkeleton.tsx';
import { useTableUrlState } from '../../../shared/useTableUrlState.ts';
import { useVisuallyHiddenStyles } from '../../../shared/visuallyHidden.ts';
import { useXlsxExport } from '../../../shared/useXlsxExport.ts';
import { expenseSortField, readExpenseFilters, type ExpenseFilters } from './expenseListOptions.ts';
import type { LineDialogTarget, SavedLine } from './ExpenseLineDialog.tsx';
import { ExpenseTableRow, type ExpenseColumn } from './ExpenseTableRow.tsx';
import { ExpenseYearFilter } from './ExpenseYearFilter.tsx';

const ExpenseLineDialog = lazy(() => import('./ExpenseLineDialog.tsx').then((m) => ({ default: m.ExpenseLineDialog })));
const ImportExpensesDialog = lazy(() => import('./import/ImportExpensesDialog.tsx').then((m) => ({ default: m.ImportExpensesDialog })));
const DeleteExpenseLineDialog = lazy(() => import('./DeleteExpenseLineDialog.tsx').then((m) => ({ default: m.DeleteExpenseLineDialog })));

/** Shown when the table's rows cannot be loaded (the spec names no text). */
export const LOAD_ERROR = 'Failed to load expenses';
/** Shown when the export fails (the spec names no text; the other lists' wording). */
const EXPORT_FAILED = 'Cannot export expenses into XLSX';

/** The columns; the lines count is not sortable. */
const COLUMNS: readonly ExpenseColumn[] = [
  ['shortName', 'Event ID'],
  ['title', 'Program'],
  ['startTime', 'Start'],
  ['speakerName', 'Speaker'],
  ['total', 'Total'],
  ['lines', 'Lines'],
];

const exportUrlQuery = graphql`
  query ExpensesTableExportUrlQuery($sortBy: ExpenseSortField, $sortDesc: Boolean, $searchQuery: String, $years: [Int!]) {
    expenseExportUrl(sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, years: $years)
  }
`;

/** A row's place in the list: its event and speaker (none for the event-wide row), what a saved line names. */
const rowKey = (eventId: string, speakerId: string | null | undefined) => `${eventId}/${speakerId ?? ''}`;

/** While the table loads: its columns over skeleton rows. */
export function ExpensesTableLoading() {
  return <TableSkeleton label="Loading expenses" columns={COLUMNS.map(([, label]) => label)} />;
}

/**
 * Financials (spec 002 §2.16): a row per event and speaker (and one per event for its event-wide lines) with the total
 * of its lines, each row showing its lines when expanded; search (not for a speaker, who sees only their own rows and
 * no speaker column), the Year filter, sort, pages, the export, and Add Expense Line, Import, Edit and Delete where the viewer
 * may. A saved line's row is shown as the other lists show a changed row (shared/changedRow.ts).
 */
export function ExpensesTable({ query }: { query: ExpensesTable_query$key }) {
  const listStyles = useListStyles();
  const hidden = useVisuallyHiddenStyles();
  const data = useFragment(
    graphql`
      fragment ExpensesTable_query on Query
      @refetchable(queryName: "ExpensesTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int!" }
        page: { type: "Int" }
        sortBy: { type: "ExpenseSortField" }
        sortDesc: { type: "Boolean" }
        searchQuery: { type: "String" }
        years: { type: "[Int!]" }
      ) {
        viewer {
          role
          canCreate: can(entity: "expense_line", action: CREATE)
          canUpdate: can(entity: "expense_line", action: UPDATE)
          canDelete: can(entity: "expense_line", action: DELETE)
        }
        expenses(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, years: $years) {
          totalCount
          totalCountIsExact
          edges {
            node {
              id
              eventId
              speakerId
              ...ExpenseTableRow_row
            }
          }
        }
      }
    `,
    query,
  );
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const location = useLocation();
  const canOpen = useCanOpen();
  const { searchParams, options, setOptions, setFilters, clearSearchAndFilters, searchFor, search, setSearch, sortProps } =
    useTableUrlState<ExpenseFilters, object>();
  const filters = readExpenseFilters(searchParams);
  const { busy, run: exportXlsx } = useXlsxExport<ExpensesTableExportUrlQuery>(
    exportUrlQuery,
    (answer) => answer.expenseExportUrl,
    'expenses.xlsx',
    EXPORT_FAILED,
  );
  const [editing, setEditing] = useState<LineDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const closeEdit = useCallback(() => setEditing(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);

  const viewer = data.viewer;
  // Spec 002 §2.16: a speaker sees only their own rows, without the speaker column and the search.
  const speaker = viewer?.role === 'SPEAKER';
  const columns = speaker ? COLUMNS.filter(([field]) => field !== 'speakerName') : COLUMNS;
  const rows = (data.expenses?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));
  const changed = useChangedRow(
    rows.map((row) => ({ id: rowKey(row.eventId, row.speakerId) })),
    searchFor,
  );
  // The changed row opens with its lines shown.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(changed.view.row ? [changed.view.row.id] : []));
  const toggle = (key: string) =>
    setExpanded((shown) => {
      const next = new Set(shown);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  /** A saved line: the list loads again at the same address, and shows the line's row (FinancialsRoute). */
  const saved = ({ eventId, speakerId, label, change }: SavedLine) =>
    navigate(location.pathname + location.search, { replace: true, ...withChangedRow({ id: rowKey(eventId, speakerId), label, change }) });

  const exportExpenses = () =>
    exportXlsx({
      sortBy: expenseSortField(options.sortBy),
      sortDesc: options.sortDesc,
      searchQuery: options.searchQuery || null,
      years: filters?.years ?? null,
    });

  return (
    <section aria-label="Financials">
      <ListToolbar label="Expense actions" search={search} onSearch={speaker ? undefined : setSearch}>
        <ExpenseYearFilter filters={filters} onApply={(next) => setFilters(next, {})} />
        <Button className={listStyles.button} icon={<ArrowDownloadRegular />} onClick={() => void exportExpenses()} disabled={busy}>
          Export To XLSX
        </Button>
        {viewer?.canCreate && (
          <Button
            className={listStyles.button}
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => setEditing({ line: null, event: null, speakerId: null })}
          >
            Add Expense Line
          </Button>
        )}
        {viewer?.canCreate && (
          <Button className={listStyles.button} icon={<ArrowUploadRegular />} onClick={() => setImporting(true)}>
            Import
          </Button>
        )}
      </ListToolbar>
      <ChangedRowNotice view={changed.view} />
      <div className={listStyles.scroller}>
        <Table className={listStyles.table} sortable aria-label="Expenses table">
          <TableHeader>
            <TableRow>
              <TableHeaderCell sortable={false} className={listStyles.actionsHeader}>
                <span className={hidden.visuallyHidden}>Lines shown</span>
              </TableHeaderCell>
              {columns.map(([field, label]) => (
                <TableHeaderCell key={field} {...(field === 'lines' ? { sortable: false } : sortProps(field))}>
                  {label}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => {
              const key = rowKey(row.eventId, row.speakerId);
              return (
                <ExpenseTableRow
                  key={row.id}
                  row={row}
                  columns={columns}
                  expanded={expanded.has(key)}
                  onToggle={() => toggle(key)}
                  canUpdate={!!viewer?.canUpdate}
                  canDelete={!!viewer?.canDelete}
                  canOpen={canOpen}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                  rowProps={changed.rowProps(key)}
                />
              );
            })}
          </TableBody>
        </Table>
      </div>
      {data.expenses && rows.length === 0 && (
        <ListEmptyState
          plural="expenses"
          singular="expense"
          filtered={!!(options.searchQuery || filters)}
          onClear={clearSearchAndFilters}
        />
      )}
      {!data.expenses && <ListLoadFailure message={LOAD_ERROR} />}
      <TablePager
        options={options}
        total={data.expenses?.totalCount ?? 0}
        exact={data.expenses?.totalCountIsExact ?? true}
        noun="rows"
        onChange={setOptions}
      />
      <Deferred when={!!editing}>
        <ExpenseLineDialog target={editing} onClose={closeEdit} onSaved={saved} />
      </Deferred>
      <Deferred when={importing}>
        <ImportExpensesDialog open={importing} onClose={() => setImporting(false)} onImported={() => void revalidator.revalidate()} />
      </Deferred>
      <Deferred when={!!deleting}>
        <DeleteExpenseLineDialog id={deleting} onClose={closeDelete} onDeleted={() => void revalidator.revalidate()} />
      </Deferred>
    </section>
  );
}
