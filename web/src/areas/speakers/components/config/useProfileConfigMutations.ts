import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { UseMutationConfig } from 'react-relay';
import type { Disposable, MutationParameters } from 'relay-runtime';
import type { useProfileConfigMutationsCreateFieldMutation as CreateField } from '../../../../__generated__/useProfileConfigMutationsCreateFieldMutation.graphql';
import type { useProfileConfigMutationsCreateGroupMutation as CreateGroup } from '../../../../__generated__/useProfileConfigMutationsCreateGroupMutation.graphql';
import type { useProfileConfigMutationsDeleteFieldMutation as DeleteField } from '../../../../__generated__/useProfileConfigMutationsDeleteFieldMutation.graphql';
import type { useProfileConfigMutationsDeleteGroupMutation as DeleteGroup } from '../../../../__generated__/useProfileConfigMutationsDeleteGroupMutation.graphql';
import type { useProfileConfigMutationsUpdateFieldsMutation as UpdateFields } from '../../../../__generated__/useProfileConfigMutationsUpdateFieldsMutation.graphql';
import type { useProfileConfigMutationsUpdateGroupsMutation as UpdateGroups } from '../../../../__generated__/useProfileConfigMutationsUpdateGroupsMutation.graphql';
import { commitAsync } from '../../../../shared/commitAsync.ts';
import { planSave, planUpdates, type ConfigValues, type StoredConfig } from './profileConfigSchema.ts';

export interface SaveResult {
  ok: boolean;
  wrote: boolean;
}

type Answer = { readonly configuration?: StoredConfig | null } | null | undefined;

// Each answer is unmasked: the next step of a save is planned against its ids, names and weights (StoredConfig).
const createGroup = graphql`
  mutation useProfileConfigMutationsCreateGroupMutation($input: CreateProfileGroupInput!) {
    createProfileGroup(input: $input) {
      configuration {
        ...ProfileConfigForm_groups @relay(mask: false)
      }
    }
  }
`;
const createField = graphql`
  mutation useProfileConfigMutationsCreateFieldMutation($input: CreateProfileFieldInput!) {
    createProfileField(input: $input) {
      configuration {
        ...ProfileConfigForm_groups @relay(mask: false)
      }
    }
  }
`;
const deleteGroup = graphql`
  mutation useProfileConfigMutationsDeleteGroupMutation($input: DeleteProfileGroupInput!) {
    deleteProfileGroup(input: $input) {
      configuration {
        ...ProfileConfigForm_groups @relay(mask: false)
      }
    }
  }
`;
const deleteField = graphql`
  mutation useProfileConfigMutationsDeleteFieldMutation($input: DeleteProfileFieldInput!) {
    deleteProfileField(input: $input) {
      configuration {
        ...ProfileConfigForm_groups @relay(mask: false)
      }
    }
  }
`;
const updateGroups = graphql`
  mutation useProfileConfigMutationsUpdateGroupsMutation($input: UpdateProfileGroupsInput!) {
    updateProfileGroups(input: $input) {
      configuration {
        ...ProfileConfigForm_groups @relay(mask: false)
      }
    }
  }
`;
const updateFields = graphql`
  mutation useProfileConfigMutationsUpdateFieldsMutation($input: UpdateProfileFieldsInput!) {
    updateProfileFields(input: $input) {
      configuration {
        ...ProfileConfigForm_groups @relay(mask: false)
      }
    }
  }
`;

/**
 * Save Changes (spec 001 §2): removed fields and groups, then new groups and new fields one call each (a new
 * field needs its group's id), then every other change in one `updateProfileGroups` and one `updateProfileFields`
 * (all or nothing each: names, types, roles and the weights of the final order). Every write answers the whole
 * configuration, which becomes the screen's `speakerProfileConfiguration`. A refusal stops there,
 * its message shown by the network layer. Answers whether all went through and whether anything was written.
 */
export function useSaveProfileConfig() {
  const [commitCreateGroup] = useMutation<CreateGroup>(createGroup);
  const [commitCreateField] = useMutation<CreateField>(createField);
  const [commitDeleteGroup] = useMutation<DeleteGroup>(deleteGroup);
  const [commitDeleteField] = useMutation<DeleteField>(deleteField);
  const [commitUpdateGroups] = useMutation<UpdateGroups>(updateGroups);
  const [commitUpdateFields] = useMutation<UpdateFields>(updateFields);

  return useCallback(
    async (initial: ConfigValues, values: ConfigValues, saved: StoredConfig): Promise<SaveResult> => {
      let stored = saved;
      let wrote = false;
      /** One write; `stored` becomes its answer. */
      const write = <M extends MutationParameters>(
        commit: (config: UseMutationConfig<M>) => Disposable,
        field: string,
        variables: M['variables'],
      ) =>
        commitAsync(commit, variables, undefined, (store, answer) => {
          wrote = true;
          const groups = store.getRootField(field)?.getLinkedRecords('configuration');
          if (groups) store.getRoot().setLinkedRecords(groups, 'speakerProfileConfiguration');
          stored = (answer as Record<string, Answer> | null)?.[field]?.configuration ?? stored;
        });

      const plan = planSave(initial, values);
      const ids = new Map<string, number>();
      for (const id of plan.deleteFields)
        if (!(await write(commitDeleteField, 'deleteProfileField', { input: { id } }))) return { ok: false, wrote };
      for (const id of plan.deleteGroups)
        if (!(await write(commitDeleteGroup, 'deleteProfileGroup', { input: { id } }))) return { ok: false, wrote };
      for (const group of plan.createGroups) {
        const input = { name: group.name.trim(), hiddenUserRoles: group.hiddenUserRoles, disabledUserRoles: group.disabledUserRoles };
        if (!(await write(commitCreateGroup, 'createProfileGroup', { input }))) return { ok: false, wrote };
        // Group names are unique without regard to case: the new group is the one of its name.
        const created = stored.find((g) => g.name.toLowerCase() === input.name.toLowerCase());
        if (created) ids.set(group.key, created.internalId);
      }
      for (const { groupKey, field } of plan.createFields) {
        const groupId = ids.get(groupKey) ?? values.groups.find((g) => g.key === groupKey)?.internalId;
        if (groupId == null) return { ok: false, wrote };
        const fieldsOf = () => stored.find((g) => g.internalId === groupId)?.fields ?? [];
        const known = new Set(fieldsOf().map((f) => f.internalId));
        if (!(await write(commitCreateField, 'createProfileField', { input: { groupId, name: field.name.trim(), type: field.type } }))) {
          return { ok: false, wrote };
        }
        const added = fieldsOf().find((f) => !known.has(f.internalId));
        if (added) ids.set(field.key, added.internalId);
      }
      const updates = planUpdates(initial, values, stored, ids);
      if (updates.groups.length && !(await write(commitUpdateGroups, 'updateProfileGroups', { input: { groups: updates.groups } }))) {
        return { ok: false, wrote };
      }
      if (updates.fields.length && !(await write(commitUpdateFields, 'updateProfileFields', { input: { fields: updates.fields } }))) {
        return { ok: false, wrote };
      }
      return { ok: true, wrote };
    },
    [commitCreateGroup, commitCreateField, commitDeleteGroup, commitDeleteField, commitUpdateGroups, commitUpdateFields],
  );
}
