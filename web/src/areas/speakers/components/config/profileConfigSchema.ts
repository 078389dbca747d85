import * as z from 'zod/mini';
import type {
  ProfileFieldSaveInput,
  ProfileFieldType,
  ProfileGroupSaveInput,
  Role,
  SaveSpeakerProfileConfigurationInput,
} from '../../../../__generated__/useProfileConfigMutationsSaveMutation.graphql';
import { FIELD_TYPE_LABELS, PROFILE_LIMITS, PROFILE_MESSAGES as M } from '../../../../../../api/src/areas/speakers/contract.ts';

export type { ProfileFieldType, Role };

/** The field types a person picks (GraphQL names) with the contract's labels. */
export const FIELD_TYPE_OPTIONS = Object.entries(FIELD_TYPE_LABELS).map(([value, label]) => [value.toUpperCase(), label]) as [
  ProfileFieldType,
  string,
][];

/** The roles of the Hidden/Disabled User Roles selects, with their labels. */
export const ROLE_OPTIONS: [Role, string][] = [
  ['SYSTEM_ADMIN', 'System Admin'],
  ['ADMIN', 'Admin'],
  ['USER', 'User'],
  ['SPEAKER', 'Speaker'],
  ['SPEAKER_LIAISON', 'Speaker Liaison'],
  ['CLIENT_SPEAKER_PORTAL_ADMIN', 'Client Speaker Portal Admin'],
  ['FIELD_REP', 'Field Rep'],
  ['MARKETING', 'Marketing'],
  ['PROGRAM_ANALYST', 'Program Analyst'],
  ['SFC_COMPLIANCE', 'SFC Compliance'],
];

/** The saved configuration as the route reads it (`speakerProfileConfiguration`). */
export interface SavedGroup {
  readonly id: string;
  readonly internalId: number;
  readonly name: string;
  readonly weight: number;
  readonly locked: boolean;
  readonly hiddenUserRoles: readonly Role[];
  readonly disabledUserRoles: readonly Role[];
  readonly fields: readonly SavedField[];
}
export interface SavedField {
  readonly id: string;
  readonly internalId: number;
  readonly name: string;
  readonly type: ProfileFieldType;
  readonly weight: number;
}

/** What the weights are compared with: the stored ids and weights of the configuration the form started from. */
export type StoredConfig = readonly {
  readonly internalId: number;
  readonly weight: number;
  readonly fields: readonly { readonly internalId: number; readonly weight: number }[];
}[];

/** A field as the form holds it: `internalId` null until saved; `key` names it for React. */
export type FieldDraft = { key: string; id: string | null; internalId: number | null; name: string; type: ProfileFieldType };
export type GroupDraft = {
  key: string;
  id: string | null;
  internalId: number | null;
  name: string;
  locked: boolean;
  hiddenUserRoles: Role[];
  disabledUserRoles: Role[];
  fields: FieldDraft[];
};
export type ConfigValues = { groups: GroupDraft[] };

/** The form's values from the saved configuration, groups and fields in their order. */
export function toConfigValues(groups: readonly SavedGroup[]): ConfigValues {
  return {
    groups: [...groups]
      .sort((a, b) => a.weight - b.weight)
      .map((g) => ({
        key: g.id,
        id: g.id,
        internalId: g.internalId,
        name: g.name,
        locked: g.locked,
        hiddenUserRoles: [...g.hiddenUserRoles],
        disabledUserRoles: [...g.disabledUserRoles],
        fields: [...g.fields]
          .sort((a, b) => a.weight - b.weight)
          .map((f) => ({ key: f.id, id: f.id, internalId: f.internalId, name: f.name, type: f.type })),
      })),
  };
}

let drafts = 0;
export const newGroup = (): GroupDraft => ({
  key: `new-group-${++drafts}`,
  id: null,
  internalId: null,
  name: '',
  locked: false,
  hiddenUserRoles: [],
  disabledUserRoles: [],
  fields: [],
});
export const newField = (): FieldDraft => ({ key: `new-field-${++drafts}`, id: null, internalId: null, name: '', type: 'TEXT' });

const name = (required: string) =>
  z.string().check(
    z.refine((v) => v.trim().length > 0, required),
    z.maxLength(PROFILE_LIMITS.name, M.tooLong('The name', PROFILE_LIMITS.name)),
  );

/** The rules of the form (the service's texts): names required, group names unique without regard to case. */
export const configSchema = z.object({
  groups: z.array(z.object({ name: name(M.groupNameRequired), fields: z.array(z.object({ name: name(M.fieldNameRequired) })) })).check(
    z.superRefine((groups, ctx) => {
      const seen = new Set<string>();
      groups.forEach((g, i) => {
        const key = g.name.trim().toLowerCase();
        if (key && seen.has(key))
          ctx.issues.push({ code: 'custom', input: g.name, path: [i, 'name'], message: M.groupExists(g.name.trim()) });
        seen.add(key);
      });
    }),
  ),
});

const sameRoles = (a: readonly Role[], b: readonly Role[]) => a.length === b.length && a.every((r) => b.includes(r));

/**
 * Save Changes as one `saveSpeakerProfileConfiguration` input (one write, all or nothing): the removed groups and
 * fields, and each group that is new or changed with its new or changed fields. Only what changed against `initial`
 * is sent (names, types, roles); weights are the final positions from 1, sent where they differ from the stored
 * ones (`stored`). A new group carries all its fields, none with an id. `null` when nothing changed.
 */
export function planSave(initial: ConfigValues, values: ConfigValues, stored: StoredConfig): SaveSpeakerProfileConfigurationInput | null {
  const keptGroups = new Set(values.groups.map((g) => g.key));
  const keptFields = new Set(values.groups.flatMap((g) => g.fields.map((f) => f.key)));
  const before = new Map<string, GroupDraft | FieldDraft>();
  for (const g of initial.groups) {
    before.set(g.key, g);
    for (const f of g.fields) before.set(f.key, f);
  }
  const groupWeight = new Map(stored.map((g) => [g.internalId, g.weight]));
  const fieldWeight = new Map(stored.flatMap((g) => g.fields.map((f) => [f.internalId, f.weight] as const)));
  const groups: ProfileGroupSaveInput[] = [];
  values.groups.forEach((g, i) => {
    const fields: ProfileFieldSaveInput[] = [];
    g.fields.forEach((f, j) => {
      const was = before.get(f.key) as FieldDraft | undefined;
      if (f.internalId === null || !was) {
        fields.push({ name: f.name.trim(), type: f.type, weight: j + 1 });
        return;
      }
      const change: ProfileFieldSaveInput = { fieldId: f.internalId };
      if (was.name !== f.name) change.name = f.name.trim();
      if (was.type !== f.type) change.type = f.type;
      if (fieldWeight.get(f.internalId) !== j + 1) change.weight = j + 1;
      if (Object.keys(change).length > 1) fields.push(change);
    });
    const old = before.get(g.key) as GroupDraft | undefined;
    if (g.internalId === null || !old) {
      groups.push({
        name: g.name.trim(),
        weight: i + 1,
        hiddenUserRoles: g.hiddenUserRoles,
        disabledUserRoles: g.disabledUserRoles,
        fields,
      });
      return;
    }
    const change: ProfileGroupSaveInput = { groupId: g.internalId };
    if (!g.locked && old.name !== g.name) change.name = g.name.trim();
    if (!sameRoles(old.hiddenUserRoles, g.hiddenUserRoles)) change.hiddenUserRoles = g.hiddenUserRoles;
    if (!sameRoles(old.disabledUserRoles, g.disabledUserRoles)) change.disabledUserRoles = g.disabledUserRoles;
    if (groupWeight.get(g.internalId) !== i + 1) change.weight = i + 1;
    if (fields.length) change.fields = fields;
    if (Object.keys(change).length > 1) groups.push(change);
  });
  const input = {
    // A removed group takes its fields along.
    deleteGroupIds: initial.groups.filter((g) => !keptGroups.has(g.key)).map((g) => g.id as string),
    deleteFieldIds: initial.groups
      .filter((g) => keptGroups.has(g.key))
      .flatMap((g) => g.fields.filter((f) => !keptFields.has(f.key)).map((f) => f.id as string)),
    groups,
  };
  return input.deleteGroupIds.length || input.deleteFieldIds.length || groups.length ? input : null;
}
