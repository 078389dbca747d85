import {
  Button,
  Caption1,
  makeStyles,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TableSelectionCell,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, DocumentTextRegular } from '@fluentui/react-icons';
import { lazy, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SurveyResponsesTable_query$key } from '../../../__generated__/SurveyResponsesTable_query.graphql';
import type { SurveyResponsesTableExportUrlQuery } from '../../../__generated__/SurveyResponsesTableExportUrlQuery.graphql';
import { ActionsHeaderCell } from '../../../shared/ActionsHeaderCell.tsx';
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
import { toPeriodInput } from './period.ts';
import { ResponsesFilterPopover } from './ResponsesFilterPopover.tsx';
import { readResponseFilters, type ResponseFilters } from './responsesFilters.ts';
import type { ResponsesEvent } from './SurveyResponsesDialog.tsx';
import { eventDay } from './SurveyResponsesFormat.ts';

const SurveyResponsesDialog = lazy(() => import('./SurveyResponsesDialog.tsx').then((m) => ({ default: m.SurveyResponsesDialog })));

const useStyles = makeStyles({
  // The event's title and start day under its ID: the spec's columns stay Event ID and Responses Count.
  secondary: { display: 'block', color: tokens.colorNeutralForeground3 },
});

/** Shown when the responses cannot be loaded (the spec names no text). */
export const LOAD_ERROR = 'Failed to load survey responses';
const COLUMNS = ['Event ID', 'Responses Count'];

/** While the list loads: its columns over skeleton rows. */
export function SurveyResponsesTableLoading() {
  return <TableSkeleton label="Loading survey responses" columns={COLUMNS} />;
}

const exportUrlQuery = graphql`
  query SurveyResponsesTableExportUrlQuery($searchQuery: String, $period: ReportPeriodInput, $eventIds: [ID!]) {
    surveyResponsesExportUrl(searchQuery: $searchQuery, period: $period, eventIds: $eventIds)
  }
`;

/**
 * Survey Responses, 'Event reports' (spec 001 §2): search by Event ID, the Period filter, the events with their
 * responses count, selectable rows and the XLSX export — of the selected rows, else of what the search and filter
 * match ('Export Filtered To XLSX'), else of all ('Export To XLSX').
 */
export function SurveyResponsesTable({ query }: { query: SurveyResponsesTable_query$key }) {
  const styles = useListStyles();
  const own = useStyles();
  const data = useFragment(
    graphql`
      fragment SurveyResponsesTable_query on Query
      @refetchable(queryName: "SurveyResponsesTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int!" }
        page: { type: "Int" }
        sortBy: { type: "SurveyResponseSortField" }
        sortDesc: { type: "Boolean" }
        searchQuery: { type: "String" }
        period: { type: "ReportPeriodInput" }
      ) {
        surveyResponses(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery, period: $period) {
          totalCount
          edges {
            node {
              id
              shortName
              title
              responsesCount
              event {
                startTime
                zone
              }
            }
          }
        }
      }
    `,
    query,
  );
  const { searchParams, options, setOptions, setFilters, clearSearchAndFilters, search, setSearch, sortProps } = useTableUrlState<
    ResponseFilters,
    object
  >();
  const filters = readResponseFilters(searchParams);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [viewing, setViewing] = useState<ResponsesEvent | null>(null);
  const closeView = () => setViewing(null);
  // A selection belongs to the search and period it was made in: a new one starts with none (pages keep it).
  const scope = JSON.stringify([options.searchQuery ?? '', filters]);
  const [selectedIn, setSelectedIn] = useState(scope);
  if (scope !== selectedIn) {
    setSelectedIn(scope);
    setSelected(new Set());
  }
  const { busy, run: exportXlsx } = useXlsxExport<SurveyResponsesTableExportUrlQuery>(
    exportUrlQuery,
    (answer) => answer.surveyResponsesExportUrl,
    'survey-responses.xlsx',
    // The contract (its texts) is not part of the list's first load.
    async () => (await import('../../../../../api/src/areas/questions/contract.ts')).QUESTION_MESSAGES.exportFailed,
  );
  const rows = (data.surveyResponses?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));

  const filtered = !!(filters || options.searchQuery);
  const exportResponses = () =>
    exportXlsx({
      searchQuery: options.searchQuery || null,
      period: toPeriodInput(filters?.period),
      eventIds: selected.size ? [...selected] : null,
    });

  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((s) => {
      const next = new Set(s);
      for (const r of rows) {
        if (allSelected) next.delete(r.id);
        else next.add(r.id);
      }
      return next;
    });

  return (
    <section aria-labelledby="survey-responses-title">
      <Subtitle1 as="h2" id="survey-responses-title" block>
        Event reports
      </Subtitle1>
      <ListToolbar label="Survey response actions" searchLabel="Search by Event ID" search={search} onSearch={setSearch}>
        <ResponsesFilterPopover filters={filters} onApply={(next) => setFilters(next, {})} />
        <Button className={styles.button} icon={<ArrowDownloadRegular />} onClick={() => void exportResponses()} disabled={busy}>
          {filtered ? 'Export Filtered To XLSX' : 'Export To XLSX'}
        </Button>
      </ListToolbar>
      <div className={styles.scroller}>
        <Table className={styles.table} sortable aria-label="Survey responses table">
          <TableHeader>
            <TableRow>
              {rows.length > 0 && (
                <TableSelectionCell
                  checked={allSelected ? true : rows.some((r) => selected.has(r.id)) ? 'mixed' : false}
                  onClick={toggleAll}
                  checkboxIndicator={{ 'aria-label': 'Select all events' }}
                />
              )}
              <TableHeaderCell {...sortProps('shortName')}>Event ID</TableHeaderCell>
              <TableHeaderCell {...sortProps('responsesCount')}>Responses Count</TableHeaderCell>
              {rows.length > 0 && <ActionsHeaderCell className={styles.actionsHeader} />}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableSelectionCell
                  checked={selected.has(row.id)}
                  onClick={() => toggle(row.id)}
                  checkboxIndicator={{ 'aria-label': `Select ${row.shortName ?? 'event'}` }}
                />
                <TableCell>
                  {row.shortName}
                  {row.title && <Caption1 className={own.secondary}>{row.title}</Caption1>}
                  {row.event?.startTime && <Caption1 className={own.secondary}>{eventDay(row.event.startTime, row.event.zone)}</Caption1>}
                </TableCell>
                <TableCell>{row.responsesCount}</TableCell>
                <TableCell>
                  <div className={styles.actions}>
                    <RowAction
                      label={`View responses of ${row.shortName ?? 'the event'}`}
                      icon={<DocumentTextRegular />}
                      onClick={() =>
                        setViewing({
                          id: row.id,
                          shortName: row.shortName ?? null,
                          title: row.title ?? null,
                          zone: row.event?.zone ?? null,
                        })
                      }
                    />
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {data.surveyResponses && rows.length === 0 && (
        <ListEmptyState plural="survey responses" singular="event" filtered={filtered} onClear={clearSearchAndFilters} />
      )}
      {!data.surveyResponses && <ListLoadFailure message={LOAD_ERROR} />}
      <TablePager options={options} total={data.surveyResponses?.totalCount ?? 0} noun="events" onChange={setOptions} />
      <Deferred when={!!viewing}>
        <SurveyResponsesDialog event={viewing} period={toPeriodInput(filters?.period)} onClose={closeView} />
      </Deferred>
    </section>
  );
}
