import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, DocumentPdfRegular, EditRegular } from '@fluentui/react-icons';
import { lazy, useCallback, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate, useRevalidator } from 'react-router-dom';
import type { SurveyTemplatesTable_query$key } from '../../../__generated__/SurveyTemplatesTable_query.graphql';
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
import { useChangedRow } from '../../../shared/changedRow.ts';
import { ChangedRowNotice } from '../../../shared/ChangedRowNotice.tsx';

const PdfPreviewDialog = lazy(() => import('./PdfPreviewDialog.tsx').then((m) => ({ default: m.PdfPreviewDialog })));
const DeleteTemplateDialog = lazy(() => import('./DeleteTemplateDialog.tsx').then((m) => ({ default: m.DeleteTemplateDialog })));

/** Shown when the list's templates cannot be loaded (the spec names no text). */
export const LOAD_ERROR = 'Failed to load survey templates';
const COLUMNS = ['Survey Template Name', 'Question Count'];

/** While the list loads: its columns over skeleton rows. */
export function SurveyTemplatesTableLoading() {
  return <TableSkeleton label="Loading survey templates" columns={COLUMNS} />;
}

/** Survey Templates (spec 001 §2): search, the templates with their question count, edit, PDF preview and delete. */
export function SurveyTemplatesTable({ query }: { query: SurveyTemplatesTable_query$key }) {
  const styles = useListStyles();
  const data = useFragment(
    graphql`
      fragment SurveyTemplatesTable_query on Query
      @refetchable(queryName: "SurveyTemplatesTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int!" }
        page: { type: "Int" }
        sortBy: { type: "TemplateSortField" }
        sortDesc: { type: "Boolean" }
        searchQuery: { type: "String" }
      ) {
        viewer {
          canCreate: can(entity: "survey_template", action: CREATE)
          canUpdate: can(entity: "survey_template", action: UPDATE)
          canDelete: can(entity: "survey_template", action: DELETE)
        }
        surveyTemplates(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery) {
          totalCount
          edges {
            node {
              id
              internalId
              name
              questionsCount
              pdfPreviewUrl
            }
          }
        }
      }
    `,
    query,
  );
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { options, setOptions, clearSearchAndFilters, searchFor, search, setSearch, sortProps } = useTableUrlState<object, object>();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  const closePreview = useCallback(() => setPreview(null), []);
  const closeDelete = useCallback(() => setConfirming(null), []);
  const viewer = data.viewer;
  const rows = (data.surveyTemplates?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));
  const changed = useChangedRow(rows, searchFor);

  return (
    <section aria-label="Survey Templates">
      <ListToolbar label="Survey template actions" search={search} onSearch={setSearch}>
        {viewer?.canCreate && (
          <Button className={styles.button} appearance="primary" icon={<AddRegular />} onClick={() => navigate('/survey/add')}>
            Create Template
          </Button>
        )}
      </ListToolbar>
      <ChangedRowNotice view={changed.view} />
      <div className={styles.scroller}>
        <Table className={styles.table} sortable aria-label="Survey templates table">
          <TableHeader>
            <TableRow>
              <TableHeaderCell {...sortProps('name')}>Survey Template Name</TableHeaderCell>
              <TableHeaderCell {...sortProps('questionsCount')}>Question Count</TableHeaderCell>
              <ActionsHeaderCell className={styles.actionsHeader} />
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((template) => {
              const name = template.name || `Survey template ${template.internalId}`;
              return (
                <TableRow key={template.id} {...changed.rowProps(template.id)}>
                  <TableCell>{template.name}</TableCell>
                  <TableCell>{template.questionsCount ?? 0}</TableCell>
                  <TableCell>
                    <div className={styles.actions}>
                      {viewer?.canUpdate && (
                        <RowAction
                          label={`Edit ${name}`}
                          icon={<EditRegular />}
                          onClick={() => navigate(`/survey/edit/${template.internalId}`)}
                        />
                      )}
                      <RowAction
                        label={`PDF preview of ${name}`}
                        icon={<DocumentPdfRegular />}
                        onClick={() => setPreview({ url: template.pdfPreviewUrl, name })}
                      />
                      {viewer?.canDelete && (
                        <RowAction label={`Delete ${name}`} icon={<DeleteRegular />} onClick={() => setConfirming(template.id)} />
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      {data.surveyTemplates && rows.length === 0 && (
        <ListEmptyState
          plural="survey templates"
          singular="survey template"
          filtered={!!options.searchQuery}
          onClear={clearSearchAndFilters}
        />
      )}
      {!data.surveyTemplates && <ListLoadFailure message={LOAD_ERROR} />}
      <TablePager options={options} total={data.surveyTemplates?.totalCount ?? 0} noun="survey templates" onChange={setOptions} />
      <Deferred when={!!confirming}>
        <DeleteTemplateDialog id={confirming} onClose={closeDelete} onDeleted={() => void revalidator.revalidate()} />
      </Deferred>
      <Deferred when={!!preview}>
        <PdfPreviewDialog preview={preview} onClose={closePreview} />
      </Deferred>
    </section>
  );
}
