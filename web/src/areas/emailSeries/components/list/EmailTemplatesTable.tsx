import { Badge, Button, Table, TableBody, TableCell, TableRow } from '@fluentui/react-components';
import { AddRegular, CopyRegular, DeleteRegular, DesignIdeasRegular, EditRegular } from '@fluentui/react-icons';
import { lazy, useCallback, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate, useRevalidator } from 'react-router-dom';
import type { EmailTemplatesTable_query$key } from '../../../../__generated__/EmailTemplatesTable_query.graphql';
import { EVENT_TYPE_LABELS } from '../../../../../../api/src/areas/events/contract.ts';
import { ChangedRowNotice } from '../../../../shared/ChangedRowNotice.tsx';
import { useChangedRow } from '../../../../shared/changedRow.ts';
import { Deferred } from '../../../../shared/Deferred.tsx';
import { ListEmptyState } from '../../../../shared/ListEmptyState.tsx';
import { ListLoadFailure } from '../../../../shared/ListLoadFailure.tsx';
import { useListStyles } from '../../../../shared/listStyles.ts';
import { ListToolbar } from '../../../../shared/ListToolbar.tsx';
import { openableRow } from '../../../../shared/openableRow.ts';
import { RowAction } from '../../../../shared/RowAction.tsx';
import { SortableHeaderRow } from '../../../../shared/SortableHeaderRow.tsx';
import { TablePager } from '../../../../shared/TablePager.tsx';
import { TableSkeleton } from '../../../../shared/TableSkeleton.tsx';
import { useTableUrlState } from '../../../../shared/useTableUrlState.ts';
import { designerPath } from '../designer/designerPaths.ts';
import {
  readEmailTemplateFilterLabels,
  readEmailTemplateFilters,
  type EmailTemplateFilterLabels,
  type EmailTemplateFilters,
} from './emailListOptions.ts';
import { EmailTemplateFilter } from './EmailTemplateFilter.tsx';

const DeleteEmailTemplateDialog = lazy(() =>
  import('./DeleteEmailTemplateDialog.tsx').then((m) => ({ default: m.DeleteEmailTemplateDialog })),
);

/** Shown when the list's templates cannot be loaded (the spec names no text). */
export const LOAD_ERROR = 'Failed to load email templates';
/** Spec 002 §2.12's columns, each sortable. */
const COLUMNS = [
  ['name', 'Name'],
  ['subject', 'Subject'],
  ['type', 'Type'],
  ['eventType', 'Event Type'],
  ['series', 'Series'],
] as const;

const eventTypeLabel = (value: string | null | undefined) =>
  value ? (EVENT_TYPE_LABELS[value as keyof typeof EVENT_TYPE_LABELS] ?? value) : 'All event types';

/** While the list loads: its columns over skeleton rows. */
export function EmailTemplatesTableLoading() {
  return <TableSkeleton label="Loading email templates" columns={COLUMNS.map(([, label]) => label)} />;
}

/**
 * Email Template List (spec 002 §2.12): search, the filters (email series, template types), the templates, sort and
 * pages; Create Template, and each row's Edit, Duplicate and Delete where the viewer may.
 */
export function EmailTemplatesTable({ query }: { query: EmailTemplatesTable_query$key }) {
  const styles = useListStyles();
  const data = useFragment(
    graphql`
      fragment EmailTemplatesTable_query on Query
      @refetchable(queryName: "EmailTemplatesTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int!" }
        page: { type: "Int" }
        sortBy: { type: "EmailTemplateSortField" }
        sortDesc: { type: "Boolean" }
        searchQuery: { type: "String" }
        product: { type: "EmailProduct" }
        emailSeriesIds: { type: "[Int!]" }
        emailTemplateTypeIds: { type: "[Int!]" }
      ) {
        viewer {
          canCreate: can(entity: "email_template", action: CREATE)
          canUpdate: can(entity: "email_template", action: UPDATE)
          canDelete: can(entity: "email_template", action: DELETE)
        }
        emailTemplateTypes(product: $product) {
          internalId
          name
        }
        emailTemplates(
          first: $first
          page: $page
          sortBy: $sortBy
          sortDesc: $sortDesc
          searchQuery: $searchQuery
          product: $product
          emailSeriesIds: $emailSeriesIds
          emailTemplateTypeIds: $emailTemplateTypeIds
        ) {
          totalCount
          edges {
            node {
              id
              internalId
              name
              subject
              active
              builder
              eventType
              emailTemplateType {
                name
              }
              emailSeries {
                name
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
    useTableUrlState<EmailTemplateFilters, EmailTemplateFilterLabels>();
  const filters = readEmailTemplateFilters(searchParams);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const viewer = data.viewer;
  const rows = (data.emailTemplates?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));
  const changed = useChangedRow(rows, searchFor);

  return (
    <section aria-label="Email Template List">
      <ListToolbar label="Email template actions" search={search} onSearch={setSearch}>
        <EmailTemplateFilter
          filters={filters}
          labels={readEmailTemplateFilterLabels(searchParams)}
          types={data.emailTemplateTypes}
          onApply={setFilters}
        />
        {viewer?.canCreate && (
          <Button
            className={styles.button}
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => navigate('/email-series/email-template/add')}
          >
            Create Template
          </Button>
        )}
      </ListToolbar>
      <ChangedRowNotice view={changed.view} />
      <div className={styles.scroller}>
        <Table className={styles.table} sortable aria-label="Email templates table">
          <SortableHeaderRow columns={COLUMNS} sortProps={sortProps} actionsClassName={styles.actionsHeader} />
          <TableBody>
            {rows.map((template) => {
              const name = template.name || `Email template ${template.internalId}`;
              const edit = viewer?.canUpdate ? () => navigate(`/email-series/email-template/edit/${template.internalId}`) : undefined;
              return (
                <TableRow key={template.id} {...openableRow(edit)} {...changed.rowProps(template.id)}>
                  <TableCell>
                    {template.name}{' '}
                    {template.active === false && (
                      <Badge appearance="tint" color="informative">
                        Inactive
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell>{template.subject}</TableCell>
                  <TableCell>{template.emailTemplateType?.name}</TableCell>
                  <TableCell>{eventTypeLabel(template.eventType)}</TableCell>
                  <TableCell>{template.emailSeries?.name}</TableCell>
                  <TableCell onClick={(e) => e.stopPropagation()}>
                    <div className={styles.actions}>
                      {edit && <RowAction label={`Edit ${name}`} icon={<EditRegular />} onClick={edit} />}
                      {edit && (
                        <RowAction
                          label={`Design ${name}`}
                          icon={<DesignIdeasRegular />}
                          onClick={() => navigate(`${designerPath(template.builder)}?emailTemplateId=${template.internalId}`)}
                        />
                      )}
                      {viewer?.canCreate && (
                        <RowAction
                          label={`Duplicate ${name}`}
                          icon={<CopyRegular />}
                          onClick={() => navigate(`/email-series/email-template/add?duplicateTemplateId=${template.internalId}`)}
                        />
                      )}
                      {viewer?.canDelete && (
                        <RowAction
                          label={`Delete ${name}`}
                          icon={<DeleteRegular />}
                          onClick={() => setDeleting({ id: template.id, name })}
                        />
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      {data.emailTemplates && rows.length === 0 && (
        <ListEmptyState
          plural="email templates"
          singular="email template"
          filtered={!!(options.searchQuery || filters)}
          onClear={clearSearchAndFilters}
        />
      )}
      {!data.emailTemplates && <ListLoadFailure message={LOAD_ERROR} />}
      <TablePager options={options} total={data.emailTemplates?.totalCount ?? 0} noun="templates" onChange={setOptions} />
      <Deferred when={!!deleting}>
        <DeleteEmailTemplateDialog template={deleting} onClose={closeDelete} onDeleted={() => void revalidator.revalidate()} />
      </Deferred>
    </section>
  );
}
