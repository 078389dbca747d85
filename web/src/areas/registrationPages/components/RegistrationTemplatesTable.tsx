import { Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { AddRegular, DataBarVerticalRegular, EditRegular } from '@fluentui/react-icons';
import { lazy, useCallback, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { RegistrationTemplatesTable_query$key } from '../../../__generated__/RegistrationTemplatesTable_query.graphql';
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
import { useChangedRow } from '../../../shared/changedRow.ts';
import { ChangedRowNotice } from '../../../shared/ChangedRowNotice.tsx';

const AnalyticsDialog = lazy(() => import('./AnalyticsDialog.tsx').then((m) => ({ default: m.AnalyticsDialog })));

/** Shown when the list's templates cannot be loaded (the spec names no text). */
export const LOAD_ERROR = 'Failed to load registration page templates';
const COLUMNS = ['Template Name', 'Custom Question Count'];

const useStyles = makeStyles({ clickable: { cursor: 'pointer' } });

/** While the list loads: its columns over skeleton rows. */
export function RegistrationTemplatesTableLoading() {
  return <TableSkeleton label="Loading registration page templates" columns={COLUMNS} />;
}

/** Registration Page Templates (spec 002 §2.15): the templates with their custom question count, Create, edit and the
 *  analytics dialog. */
export function RegistrationTemplatesTable({ query }: { query: RegistrationTemplatesTable_query$key }) {
  const styles = useListStyles();
  const rowStyles = useStyles();
  const data = useFragment(
    graphql`
      fragment RegistrationTemplatesTable_query on Query
      @refetchable(queryName: "RegistrationTemplatesTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int!" }
        page: { type: "Int" }
        sortBy: { type: "TemplateSortField" }
        sortDesc: { type: "Boolean" }
        searchQuery: { type: "String" }
      ) {
        viewer {
          canCreate: can(entity: "registration_template", action: CREATE)
          canUpdate: can(entity: "registration_template", action: UPDATE)
          canReadAnalytics: can(entity: "reg_page_analytics", action: READ)
        }
        registrationTemplates(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery) {
          totalCount
          edges {
            node {
              id
              internalId
              name
              questionsCount
            }
          }
        }
      }
    `,
    query,
  );
  const navigate = useNavigate();
  const { options, setOptions, clearSearchAndFilters, searchFor, search, setSearch, sortProps } = useTableUrlState<object, object>();
  const [analytics, setAnalytics] = useState<{ internalId: number; name: string } | null>(null);
  const closeAnalytics = useCallback(() => setAnalytics(null), []);
  const viewer = data.viewer;
  const rows = (data.registrationTemplates?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));
  const changed = useChangedRow(rows, searchFor);

  return (
    <section aria-label="Registration Page Templates">
      <ListToolbar label="Registration page template actions" search={search} onSearch={setSearch}>
        {viewer?.canCreate && (
          <Button className={styles.button} appearance="primary" icon={<AddRegular />} onClick={() => navigate('/registration/add')}>
            Create Template
          </Button>
        )}
      </ListToolbar>
      <ChangedRowNotice view={changed.view} />
      <div className={styles.scroller}>
        <Table className={styles.table} sortable aria-label="Registration page templates table">
          <TableHeader>
            <TableRow>
              <TableHeaderCell {...sortProps('name')}>Template Name</TableHeaderCell>
              <TableHeaderCell {...sortProps('questionsCount')}>Custom Question Count</TableHeaderCell>
              <ActionsHeaderCell className={styles.actionsHeader} />
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((template) => {
              const name = template.name || `Registration template ${template.internalId}`;
              const edit = viewer?.canUpdate ? () => navigate(`/registration/edit/${template.internalId}`) : undefined;
              const analyze = viewer?.canReadAnalytics ? () => setAnalytics({ internalId: template.internalId, name }) : undefined;
              // The row's click and Enter: the template's edit, or for a reader its analytics (issue 28 #12).
              return (
                <TableRow
                  key={template.id}
                  {...openableRow(edit ?? analyze)}
                  {...changed.rowProps(template.id, edit || analyze ? rowStyles.clickable : undefined)}
                >
                  <TableCell>{template.name}</TableCell>
                  <TableCell>{template.questionsCount ?? 0}</TableCell>
                  <TableCell onClick={(e) => e.stopPropagation()}>
                    <div className={styles.actions}>
                      {edit && <RowAction label={`Edit ${name}`} icon={<EditRegular />} onClick={edit} />}
                      {analyze && <RowAction label={`Analytics of ${name}`} icon={<DataBarVerticalRegular />} onClick={analyze} />}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      {data.registrationTemplates && rows.length === 0 && (
        <ListEmptyState
          plural="registration page templates"
          singular="registration page template"
          filtered={!!options.searchQuery}
          onClear={clearSearchAndFilters}
        />
      )}
      {!data.registrationTemplates && <ListLoadFailure message={LOAD_ERROR} />}
      <TablePager options={options} total={data.registrationTemplates?.totalCount ?? 0} noun="templates" onChange={setOptions} />
      <Deferred when={!!analytics}>
        <AnalyticsDialog template={analytics} onClose={closeAnalytics} />
      </Deferred>
    </section>
  );
}
