import {
  Button,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TableSelectionCell,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { SurveyResponsesTable_query$key } from '../../../__generated__/SurveyResponsesTable_query.graphql';
import type { SurveyResponsesTableExportUrlQuery } from '../../../__generated__/SurveyResponsesTableExportUrlQuery.graphql';
import { useNotify } from '../../../app/toast.tsx';
import { downloadFile } from '../../../shared/downloadFile.ts';
import { ListEmptyState } from '../../../shared/ListEmptyState.tsx';
import { ListLoadFailure } from '../../../shared/ListLoadFailure.tsx';
import { useListStyles } from '../../../shared/listStyles.ts';
import { ListToolbar } from '../../../shared/ListToolbar.tsx';
import { TablePager } from '../../../shared/TablePager.tsx';
import { TableSkeleton } from '../../../shared/TableSkeleton.tsx';
import { useTableUrlState } from '../../../shared/useTableUrlState.ts';
import { toPeriodInput } from './period.ts';
import { ResponsesFilterPopover } from './ResponsesFilterPopover.tsx';
import { readResponseFilters, type ResponseFilters } from './responsesFilters.ts';

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
              responsesCount
            }
          }
        }
      }
    `,
    query,
  );
  const notify = useNotify();
  const environment = useRelayEnvironment();
  const { searchParams, options, setOptions, setFilters, clearSearchAndFilters, search, setSearch, sortProps } = useTableUrlState<
    ResponseFilters,
    object
  >();
  const filters = readResponseFilters(searchParams);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // A selection belongs to the search and period it was made in: a new one starts with none (pages keep it).
  const scope = JSON.stringify([options.searchQuery ?? '', filters]);
  const [selectedIn, setSelectedIn] = useState(scope);
  if (scope !== selectedIn) {
    setSelectedIn(scope);
    setSelected(new Set());
  }
  const [busy, setBusy] = useState(false);
  const rows = (data.surveyResponses?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));

  const filtered = !!(filters || options.searchQuery);
  async function exportResponses() {
    setBusy(true);
    try {
      const answer = await fetchQuery<SurveyResponsesTableExportUrlQuery>(environment, exportUrlQuery, {
        searchQuery: options.searchQuery || null,
        period: toPeriodInput(filters?.period),
        eventIds: selected.size ? [...selected] : null,
      }).toPromise();
      if (!answer) throw new Error('no export URL');
      await downloadFile(answer.surveyResponsesExportUrl, 'survey-responses.xlsx');
    } catch {
      // The contract (its texts) is not part of the list's first load.
      const { QUESTION_MESSAGES } = await import('../../../../../api/src/areas/questions/contract.ts');
      notify('error', QUESTION_MESSAGES.exportFailed);
    } finally {
      setBusy(false);
    }
  }

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
                <TableCell>{row.shortName}</TableCell>
                <TableCell>{row.responsesCount}</TableCell>
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
    </section>
  );
}
