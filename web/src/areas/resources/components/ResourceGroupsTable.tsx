import { Button, Field, Input, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import {
  AddRegular,
  ArrowDownRegular,
  ArrowUpRegular,
  CheckmarkRegular,
  DeleteRegular,
  DismissRegular,
  EditRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import { RESOURCE_MESSAGES as M } from '../../../../../api/src/areas/resources/contract.ts';
import type { ResourceGroupsTable_query$key } from '../../../__generated__/ResourceGroupsTable_query.graphql';
import { useNotify } from '../../../app/toast.tsx';
import { ActionsHeaderCell } from '../../../shared/ActionsHeaderCell.tsx';
import { commitAsync } from '../../../shared/commitAsync.ts';
import { ConfirmDialog } from '../../../shared/ConfirmDialog.tsx';
import { useConfirmTarget } from '../../../shared/useConfirmTarget.ts';
import { useListStyles } from '../../../shared/listStyles.ts';
import { RowAction } from '../../../shared/RowAction.tsx';
import { CreateGroupDialog } from './CreateGroupDialog.tsx';
import { isValidGroupUrl } from './resourceRules.ts';
import { useDeleteResourceGroupMutation } from '../mutations/useDeleteResourceGroupMutation.ts';
import { useMoveResourceGroupMutation } from '../mutations/useMoveResourceGroupMutation.ts';
import { useUpdateResourceGroupMutation } from '../mutations/useUpdateResourceGroupMutation.ts';

/** Resource Groups (spec 002 §2.3): Weight, Name, URL, Actions; move up/down, inline edit, delete with its warning. */
export function ResourceGroupsTable({ query }: { query: ResourceGroupsTable_query$key }) {
  const styles = useListStyles();
  const data = useFragment(
    graphql`
      fragment ResourceGroupsTable_query on Query {
        viewer {
          canCreate: can(entity: "attachment_group", action: CREATE)
          canUpdate: can(entity: "attachment_group", action: UPDATE)
          canDelete: can(entity: "attachment_group", action: DELETE)
        }
        resourceGroups {
          id
          name
          weight
          url
        }
      }
    `,
    query,
  );
  const revalidator = useRevalidator();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<{ id: string; name: string; url: string } | null>(null);
  const [move] = useMoveResourceGroupMutation();
  const [update] = useUpdateResourceGroupMutation();
  const [remove] = useDeleteResourceGroupMutation();
  const groups = data.resourceGroups;
  const viewer = data.viewer;
  const refresh = () => void revalidator.revalidate();

  const moveGroup = async (id: string, direction: 'UP' | 'DOWN') => {
    if (await commitAsync(move, { input: { id, direction } })) notify('success', M.weightUpdated);
    refresh();
  };
  const original = editing && groups.find((g) => g.id === editing.id);
  const editValid =
    !!editing &&
    !!editing.name.trim() &&
    isValidGroupUrl(editing.url) &&
    !!original &&
    (editing.name.trim() !== original.name || (editing.url.trim() || null) !== original.url);
  const saveEdit = async () => {
    if (!editing || !original) return;
    const name = editing.name.trim();
    const url = editing.url.trim() || null;
    const renamed = name !== original.name;
    // The fields that changed; a new name is 'Updated resource group name', a new URL alone 'Successfully updated'.
    const input = { id: editing.id, ...(renamed && { name }), ...(url !== original.url && { url }) };
    const ok = await commitAsync(update, { input });
    if (!ok) return notify('error', M.groupUpdateFailed);
    notify('success', renamed ? M.groupRenamed : M.updated);
    setEditing(null);
  };
  const deleting = useConfirmTarget(async (id: string) => {
    if (await commitAsync(remove, { input: { id } })) notify('success', M.deleted);
    refresh();
  });

  return (
    <section aria-label="Resource Groups">
      <div className={styles.toolbar} role="toolbar" aria-label="Resource group actions">
        {viewer?.canCreate && (
          <Button className={styles.button} appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)}>
            Create Group
          </Button>
        )}
      </div>
      <div className={styles.scroller}>
        <Table className={styles.table} aria-label="Resource groups table">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Weight</TableHeaderCell>
              <TableHeaderCell>Name</TableHeaderCell>
              <TableHeaderCell>URL</TableHeaderCell>
              <ActionsHeaderCell className={styles.actionsHeader} />
            </TableRow>
          </TableHeader>
          <TableBody>
            {groups.map((group, index) => {
              const inline = editing?.id === group.id ? editing : null;
              return (
                <TableRow key={group.id}>
                  <TableCell>{group.weight}</TableCell>
                  <TableCell>
                    {inline ? (
                      <Input aria-label="Group name" value={inline.name} onChange={(_e, d) => setEditing({ ...inline, name: d.value })} />
                    ) : (
                      group.name
                    )}
                  </TableCell>
                  <TableCell>
                    {inline ? (
                      <Field validationMessage={isValidGroupUrl(inline.url) ? undefined : M.invalidUrl}>
                        <Input aria-label="Group URL" value={inline.url} onChange={(_e, d) => setEditing({ ...inline, url: d.value })} />
                      </Field>
                    ) : (
                      group.url
                    )}
                  </TableCell>
                  <TableCell>
                    <div className={styles.actions}>
                      {inline ? (
                        <>
                          {isValidGroupUrl(inline.url) ? (
                            <Button
                              appearance="subtle"
                              icon={<CheckmarkRegular />}
                              aria-label={`Save ${group.name}`}
                              disabled={!editValid}
                              onClick={() => void saveEdit()}
                            />
                          ) : (
                            // Spec 002 §5: with an invalid URL the button reads 'Invalid URL' and is disabled.
                            <Button appearance="subtle" disabled>
                              {M.invalidUrl}
                            </Button>
                          )}
                          <RowAction label="Cancel edit" icon={<DismissRegular />} onClick={() => setEditing(null)} />
                        </>
                      ) : (
                        viewer?.canUpdate && (
                          <>
                            {index > 0 && (
                              <RowAction
                                label={`Move ${group.name} up`}
                                icon={<ArrowUpRegular />}
                                onClick={() => void moveGroup(group.id, 'UP')}
                              />
                            )}
                            {index < groups.length - 1 && (
                              <RowAction
                                label={`Move ${group.name} down`}
                                icon={<ArrowDownRegular />}
                                onClick={() => void moveGroup(group.id, 'DOWN')}
                              />
                            )}
                            <RowAction
                              label={`Edit ${group.name}`}
                              icon={<EditRegular />}
                              onClick={() => setEditing({ id: group.id, name: group.name, url: group.url ?? '' })}
                            />
                          </>
                        )
                      )}
                      {!inline && viewer?.canDelete && (
                        <RowAction label={`Delete ${group.name}`} icon={<DeleteRegular />} onClick={() => deleting.ask(group.id)} />
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <CreateGroupDialog open={creating} onClose={() => setCreating(false)} onCreated={refresh} />
      <ConfirmDialog {...deleting.dialog} title="Delete group" confirmLabel="Delete">
        {M.groupDeleteWarning}
      </ConfirmDialog>
    </section>
  );
}
