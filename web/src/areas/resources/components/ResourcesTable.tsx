import { Button, Link, makeStyles, Table, TableBody, TableCell, TableRow, tokens } from '@fluentui/react-components';
import {
  AddRegular,
  ArchiveRegular,
  ArrowDownloadRegular,
  DeleteRegular,
  EditRegular,
  EyeRegular,
  PeopleRegular,
  TagMultipleRegular,
} from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate, useRevalidator } from 'react-router-dom';
import { displayFileName, RESOURCE_MESSAGES as M } from '../../../../../api/src/areas/resources/contract.ts';
import type { ResourcesTable_query$key } from '../../../__generated__/ResourcesTable_query.graphql';
import type { ResourcesTableExportQuery } from '../../../__generated__/ResourcesTableExportQuery.graphql';
import { useNotify } from '../../../app/toast.tsx';
import { commitAsync } from '../../../shared/commitAsync.ts';
import { ConfirmDialog } from '../../../shared/ConfirmDialog.tsx';
import { useConfirmTarget } from '../../../shared/useConfirmTarget.ts';
import { downloadFile } from '../../../shared/downloadFile.ts';
import { ListEmptyState } from '../../../shared/ListEmptyState.tsx';
import { ListLoadFailure } from '../../../shared/ListLoadFailure.tsx';
import { useListStyles } from '../../../shared/listStyles.ts';
import { ListToolbar } from '../../../shared/ListToolbar.tsx';
import { RowMenu, type RowMenuItem } from '../../../shared/RowMenu.tsx';
import { TablePager } from '../../../shared/TablePager.tsx';
import { TableSkeleton } from '../../../shared/TableSkeleton.tsx';
import { useTableUrlState } from '../../../shared/useTableUrlState.ts';
import { useXlsxExport } from '../../../shared/useXlsxExport.ts';
import { SortableHeaderRow } from '../../../shared/SortableHeaderRow.tsx';
import type { PreviewTarget } from './ResourcePreviewDialog.tsx';
import {
  changedResourceInput,
  EMPTY_RESOURCE,
  refusedByService,
  resourceInput,
  resourceRowActions,
  resourceToolbar,
  type ResourceFormValues,
} from './resourceRules.ts';
import { resourceSortField } from './resourceSort.ts';
import { uploadResourceFile } from './uploadResourceFile.ts';
import { useArchiveResourceMutation } from '../mutations/useArchiveResourceMutation.ts';
import { useCreateResourceMutation } from '../mutations/useCreateResourceMutation.ts';
import { useDeleteResourceMutation } from '../mutations/useDeleteResourceMutation.ts';
import { useUpdateResourceMutation } from '../mutations/useUpdateResourceMutation.ts';

// The form (Formik, zod, the drop zone) and the preview load when first opened: the list's first load stays within its
// budget (web/bundle-size.ts).
const ResourceFormDialog = lazy(() => import('./ResourceFormDialog.tsx').then((m) => ({ default: m.ResourceFormDialog })));
const ResourcePreviewDialog = lazy(() => import('./ResourcePreviewDialog.tsx').then((m) => ({ default: m.ResourcePreviewDialog })));

const exportQuery = graphql`
  query ResourcesTableExportQuery($sortBy: ResourceSortField, $sortDesc: Boolean, $searchQuery: String) {
    resourceExportUrl(sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery)
  }
`;

/** Spec 002 §2.4's columns. */
const COLUMNS = [
  ['fileName', 'Resource'],
  ['groupName', 'Category'],
  ['expirationDate', 'Expiration'],
  ['topicName', 'Topic'],
  ['year', 'Year'],
  ['prcCode', 'PRC Code'],
] as const;

const useStyles = makeStyles({ expired: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold } });

/** While the list loads: its columns over skeleton rows. */
export function ResourcesTableLoading() {
  return <TableSkeleton label="Loading resources" columns={COLUMNS.map(([, label]) => label)} />;
}

/** MM/DD/YYYY of a `YYYY-MM-DD`. */
const usDate = (day: string | null | undefined) => (day ? `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}` : '');

/** Shown when the list's resources cannot be loaded. */
export const LOAD_ERROR = 'Failed to load resources';

/** Resources (spec 002 §2.4): search, the table, Manage Categories, Export All, Create new Resource, the row menu. */
export function ResourcesTable({ query }: { query: ResourcesTable_query$key }) {
  const styles = useListStyles();
  const own = useStyles();
  const data = useFragment(
    graphql`
      fragment ResourcesTable_query on Query
      @argumentDefinitions(
        first: { type: "Int!" }
        page: { type: "Int" }
        sortBy: { type: "ResourceSortField" }
        sortDesc: { type: "Boolean" }
        searchQuery: { type: "String" }
      ) {
        viewer {
          role
          canCreate: can(entity: "speaker_attachment", action: CREATE)
          canUpdate: can(entity: "speaker_attachment", action: UPDATE)
          canDelete: can(entity: "speaker_attachment", action: DELETE)
        }
        resourceGroups {
          id
          name
        }
        topics(first: 100) {
          edges {
            node {
              internalId
              name
            }
          }
        }
        resources(first: $first, page: $page, sortBy: $sortBy, sortDesc: $sortDesc, searchQuery: $searchQuery) {
          totalCount
          edges {
            node {
              id
              internalId
              fileName
              isLink
              fileUrl
              previewUrl
              previewable
              displayFileName
              group {
                id
              }
              groupName
              expirationDate
              expired
              topicInternalId
              topicName
              year
              prcCode
            }
          }
        }
      }
    `,
    query,
  );
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const notify = useNotify();
  const { options, setOptions, clearSearchAndFilters, search, setSearch, sortProps } = useTableUrlState<object, object>();
  const [dialog, setDialog] = useState<{ id: string | null; values: ResourceFormValues } | null>(null);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const { busy, run: exportXlsx } = useXlsxExport<ResourcesTableExportQuery>(
    exportQuery,
    (answer) => answer.resourceExportUrl,
    'resources.xlsx',
    M.exportFailed,
  );
  const [create] = useCreateResourceMutation();
  const [update] = useUpdateResourceMutation();
  const [archive] = useArchiveResourceMutation();
  const [remove] = useDeleteResourceMutation();
  const viewer = data.viewer;
  const role = viewer?.role ?? '';
  const toolbar = resourceToolbar({ role, canCreate: !!viewer?.canCreate });
  const actions = resourceRowActions({
    role,
    canAssign: !!viewer?.canCreate,
    canUpdate: !!viewer?.canUpdate,
    canDelete: !!viewer?.canDelete,
  });
  const rows = (data.resources?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));
  const topics = (data.topics?.edges ?? []).flatMap((e) => (e.node ? [e.node] : []));
  const refresh = () => void revalidator.revalidate();

  const exportAll = () =>
    exportXlsx({
      sortBy: resourceSortField(options.sortBy),
      sortDesc: options.sortDesc,
      searchQuery: options.searchQuery || null,
    });

  async function download(row: { fileUrl: string; isLink: boolean; fileName: string }) {
    if (row.isLink) return void window.open(row.fileUrl, '_blank', 'noopener,noreferrer');
    try {
      await downloadFile(row.fileUrl, row.fileName);
    } catch (error) {
      notify('error', (error as Error).message || M.noAttachment);
    }
  }

  /** The resource dialog's save (spec 002 §8): 'Saved' for an edit, 'Successfully created' for a new resource, 'Unable to
   *  save' when either fails (the service's reason, when it gave one, is shown beside it by the network layer). */
  async function save(values: ResourceFormValues): Promise<boolean> {
    if (dialog?.id) {
      const ok = await commitAsync(update, { input: { id: dialog.id, ...changedResourceInput(dialog.values, values) } });
      notify(ok ? 'success' : 'error', ok ? M.saved : M.saveFailed);
      return ok;
    }
    let fileUrl = values.link.trim();
    let sourceName: string | null = null;
    if (values.source === 'file' && values.file) {
      try {
        const uploaded = await uploadResourceFile(values.file);
        fileUrl = uploaded.url;
        sourceName = uploaded.fileName;
      } catch (error) {
        notify('error', (error as Error).message);
        notify('error', M.saveFailed);
        return false;
      }
    }
    const ok = await commitAsync(create, { input: { ...resourceInput(values), fileUrl, sourceName } });
    if (ok) {
      notify('success', M.created);
      refresh();
    } else notify('error', M.saveFailed);
    return ok;
  }

  const confirm = useConfirmTarget(async (target: { kind: 'delete' | 'archive'; id: string; name: string }) => {
    if (target.kind === 'delete') {
      if (await commitAsync(remove, { input: { id: target.id } })) notify('success', M.resourceDeleted);
      else notify('error', M.deleteFailed);
    } else {
      // A refusal ('No group named 'Archived' found', shown by the network layer) is an unsuccessful archive; no answer
      // at all is an archive that could not be done.
      let failure: unknown;
      if (await commitAsync(archive, { input: { id: target.id } }, (error) => (failure = error))) notify('success', M.archived);
      else notify('error', refusedByService(failure) ? M.archiveUnsuccessful : M.archiveFailed);
    }
    refresh();
  });

  return (
    <section aria-label="Resources">
      <ListToolbar label="Resource actions" search={search} onSearch={setSearch}>
        {toolbar.manageCategories && (
          <Button className={styles.button} icon={<TagMultipleRegular />} onClick={() => navigate('/admin-resources/groups')}>
            Manage Categories
          </Button>
        )}
        <Button className={styles.button} icon={<ArrowDownloadRegular />} onClick={() => void exportAll()} disabled={busy}>
          Export All
        </Button>
        {toolbar.create && (
          <Button
            className={styles.button}
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => setDialog({ id: null, values: EMPTY_RESOURCE })}
          >
            Create new Resource
          </Button>
        )}
      </ListToolbar>
      <div className={styles.scroller}>
        <Table className={styles.table} sortable aria-label="Resources table">
          <SortableHeaderRow columns={COLUMNS} sortProps={sortProps} actionsClassName={styles.actionsHeader} />
          <TableBody>
            {rows.map((row) => {
              const items: RowMenuItem[] = [
                {
                  key: 'speakers',
                  text: 'Manage Speakers',
                  icon: <PeopleRegular />,
                  run: actions.manageSpeakers ? () => navigate(`/admin-resources/${row.internalId}`) : undefined,
                },
                {
                  key: 'edit',
                  text: 'Edit',
                  icon: <EditRegular />,
                  run: actions.edit
                    ? () =>
                        setDialog({
                          id: row.id,
                          values: {
                            ...EMPTY_RESOURCE,
                            fileName: row.fileName,
                            groupId: row.group?.id ?? '',
                            expirationDate: row.expirationDate ?? '',
                            topicInternalId: row.topicInternalId ? String(row.topicInternalId) : '',
                            year: row.year ? String(row.year) : '',
                            prcCode: row.prcCode ?? '',
                          },
                        })
                    : undefined,
                },
                {
                  key: 'delete',
                  text: 'Delete',
                  icon: <DeleteRegular />,
                  run: actions.remove ? () => confirm.ask({ kind: 'delete', id: row.id, name: row.fileName }) : undefined,
                },
                {
                  key: 'archive',
                  text: 'Archive',
                  icon: <ArchiveRegular />,
                  run: actions.archive ? () => confirm.ask({ kind: 'archive', id: row.id, name: row.fileName }) : undefined,
                },
              ];
              return (
                <TableRow key={row.id} className={row.expired ? own.expired : undefined} data-expired={row.expired || undefined}>
                  <TableCell>
                    <Link onClick={() => void download(row)} title={row.displayFileName ?? undefined}>
                      {row.fileName}
                    </Link>
                  </TableCell>
                  <TableCell>{row.groupName}</TableCell>
                  <TableCell>{usDate(row.expirationDate)}</TableCell>
                  <TableCell>{row.topicName}</TableCell>
                  <TableCell>{row.year}</TableCell>
                  <TableCell>{row.prcCode}</TableCell>
                  <TableCell>
                    <div className={styles.actions}>
                      {!row.isLink && (
                        <Button
                          appearance="subtle"
                          icon={<EyeRegular />}
                          aria-label={`Preview ${row.fileName}`}
                          onClick={() =>
                            setPreview({
                              name: displayFileName(row.fileName),
                              previewUrl: row.previewUrl ?? null,
                              previewable: row.previewable,
                              fileUrl: row.fileUrl,
                            })
                          }
                        />
                      )}
                      {items.some((i) => i.run) && <RowMenu label={row.fileName} items={items} />}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      {data.resources && rows.length === 0 && (
        <ListEmptyState plural="resources" singular="resource" filtered={!!options.searchQuery} onClear={clearSearchAndFilters} />
      )}
      {!data.resources && <ListLoadFailure message={LOAD_ERROR} />}
      <TablePager options={options} total={data.resources?.totalCount ?? 0} noun="resources" onChange={setOptions} />
      {dialog && (
        <Suspense>
          <ResourceFormDialog
            open
            editing={!!dialog.id}
            initialValues={dialog.values}
            groups={data.resourceGroups}
            topics={topics}
            onSubmit={save}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        {...confirm.dialog}
        title={confirm.target?.kind === 'archive' ? 'Archive resource' : 'Delete resource'}
        confirmLabel={confirm.target?.kind === 'archive' ? 'Archive' : 'Delete'}
      >
        {confirm.target?.kind === 'archive'
          ? `Move ${confirm.target.name} to the Archived group?`
          : `Are you sure you want to delete ${confirm.target?.name ?? ''}?`}
      </ConfirmDialog>
      {preview && (
        <Suspense>
          <ResourcePreviewDialog
            target={preview}
            onClose={() => setPreview(null)}
            onDownload={() => void download({ fileUrl: preview.fileUrl, isLink: false, fileName: preview.name })}
          />
        </Suspense>
      )}
    </section>
  );
}
