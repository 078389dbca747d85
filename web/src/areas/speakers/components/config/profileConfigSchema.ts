import * as z from 'zod/mini';
import type { ProfileFieldType } from '../../../../__generated__/useProfileConfigMutationsCreateFieldMutation.graphql';
import type { Role } from '../../../../__generated__/useProfileConfigMutationsCreateGroupMutation.graphql';
import { FIELD_TYPE_LABELS, PROFILE_LIMITS, PROFILE_MESSAGES as M } from '../../../../../../api/src/areas/speakerProfile/contract.ts';

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

/** What the updates are computed against: the stored ids, names and weights (every write answers them). */
export type StoredConfig = readonly {
  readonly internalId: number;
  readonly name: string;
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

/** `list` with the item at `from` moved one place up (-1) or down (+1); the same list at an end. */
export function move<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}

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

/** What Save Changes writes, in order: deletions, new groups, new fields (each its own call), then one update of
 *  the groups and one of the fields that changed (all or nothing each). Weights are the final positions, from 1;
 *  the updates are computed against the configuration as it stands after the creations (`weightsAfter`). */
export interface SavePlan {
  deleteFields: string[];
  deleteGroups: string[];
  createGroups: GroupDraft[];
  /** New fields with the key of their group (a new group's id is known once it is created). */
  createFields: { groupKey: string; field: FieldDraft }[];
}

export function planSave(initial: ConfigValues, values: ConfigValues): SavePlan {
  const keptGroups = new Set(values.groups.map((g) => g.key));
  const keptFields = new Set(values.groups.flatMap((g) => g.fields.map((f) => f.key)));
  return {
    deleteGroups: initial.groups.filter((g) => !keptGroups.has(g.key)).map((g) => g.id as string),
    // A removed group takes its fields along.
    deleteFields: initial.groups
      .filter((g) => keptGroups.has(g.key))
      .flatMap((g) => g.fields.filter((f) => !keptFields.has(f.key)).map((f) => f.id as string)),
    createGroups: values.groups.filter((g) => g.internalId === null),
    createFields: values.groups.flatMap((g) => g.fields.filter((f) => f.internalId === null).map((field) => ({ groupKey: g.key, field }))),
  };
}

export interface GroupChange {
  groupId: number;
  name?: string;
  weight?: number;
  hiddenUserRoles?: Role[];
  disabledUserRoles?: Role[];
}
export interface FieldChange {
  fieldId: number;
  name?: string;
  type?: ProfileFieldType;
  weight?: number;
}

/**
 * The updates left once every group and field has its id (`ids`: a draft's key → its internal id): the changed
 * names, types and roles (against `initial`) and the weights that differ from the stored ones (`stored`, the
 * configuration after the creations).
 */
export function planUpdates(
  initial: ConfigValues,
  values: ConfigValues,
  stored: StoredConfig,
  ids: ReadonlyMap<string, number>,
): { groups: GroupChange[]; fields: FieldChange[] } {
  const before = new Map<string, GroupDraft | FieldDraft>();
  for (const g of initial.groups) {
    before.set(g.key, g);
    for (const f of g.fields) before.set(f.key, f);
  }
  const groupWeight = new Map(stored.map((g) => [g.internalId, g.weight]));
  const fieldWeight = new Map(stored.flatMap((g) => g.fields.map((f) => [f.internalId, f.weight] as const)));
  const groups: GroupChange[] = [];
  const fields: FieldChange[] = [];
  values.groups.forEach((g, i) => {
    const groupId = g.internalId ?? ids.get(g.key);
    if (groupId === undefined) return;
    const old = before.get(g.key) as GroupDraft | undefined;
    const change: GroupChange = { groupId };
    if (old && !g.locked && old.name !== g.name) change.name = g.name.trim();
    if (old && !sameRoles(old.hiddenUserRoles, g.hiddenUserRoles)) change.hiddenUserRoles = g.hiddenUserRoles;
    if (old && !sameRoles(old.disabledUserRoles, g.disabledUserRoles)) change.disabledUserRoles = g.disabledUserRoles;
    if (groupWeight.get(groupId) !== i + 1) change.weight = i + 1;
    if (Object.keys(change).length > 1) groups.push(change);
    g.fields.forEach((f, j) => {
      const fieldId = f.internalId ?? ids.get(f.key);
      if (fieldId === undefined) return;
      const was = before.get(f.key) as FieldDraft | undefined;
      const fieldChange: FieldChange = { fieldId };
      if (was && was.name !== f.name) fieldChange.name = f.name.trim();
      if (was && was.type !== f.type) fieldChange.type = f.type;
      if (fieldWeight.get(fieldId) !== j + 1) fieldChange.weight = j + 1;
      if (Object.keys(fieldChange).length > 1) fields.push(fieldChange);
    });
  });
  return { groups, fields };
}
