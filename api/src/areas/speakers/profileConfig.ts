import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { only, textArray, type Tx } from '../../platform/db/client.ts';
import { EMPTY } from '../../platform/http/answer.ts';
import { forbidden, HttpError, notFound } from '../../platform/http/errors.ts';
import type { RouteContext, Router } from '../../platform/http/route.ts';
import { ROLES, type Action, type Entity } from '../../platform/auth/model.ts';
import { permissionsOf } from '../../platform/policy/permissions.ts';
import { idParam } from '../../platform/http/params.ts';
import { configGroup, profileField, profileGroup, type ProfileField, type ProfileGroup, type ProfileGroupConfig } from './answers.ts';
import { FIELD_TYPES, GRID_AREAS, PROFILE_LIMITS as L, PROFILE_MESSAGES as M } from './contract.ts';

// The custom profile's configuration (spec 001 §2 "Custom profile fields configuration"; system admin by
// the default grants): groups and their fields.

const roles = z
  .array(z.enum(ROLES, { message: `roles must be among ${ROLES.join(', ')}` }))
  .max(ROLES.length)
  .transform((list) => [...new Set(list)]);
const name = (message: string) =>
  z.string({ message }).trim().min(1, { message, abort: true }).max(L.name, `must be at most ${L.name} characters`);
const weight = z.number().int('weight must be a whole number').min(1, 'weight must be 1 or more').max(100_000);

const groupFields = {
  groupName: name(M.groupNameRequired),
  weight,
  gridArea: z.enum(GRID_AREAS, { message: `gridArea must be one of ${GRID_AREAS.join(', ')}` }).nullable(),
  hiddenUserRoles: roles,
  disabledUserRoles: roles,
};
const groupCreate = z.object(groupFields).partial().required({ groupName: true }).strict();
const groupUpdate = z
  .object(groupFields)
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change');

const fieldFields = {
  groupId: idParam.shape.id,
  fieldName: name(M.fieldNameRequired),
  fieldType: z.enum(FIELD_TYPES, { message: M.fieldTypeRequired }),
  weight,
  hiddenUserRoles: roles,
};
const fieldCreate = z.object(fieldFields).partial().required({ groupId: true, fieldName: true, fieldType: true }).strict();
const fieldUpdate = z
  .object(fieldFields)
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, 'Send at least one field to change');

const GROUP_COLUMNS = {
  groupName: 'group_name',
  weight: 'weight',
  gridArea: 'grid_area',
  hiddenUserRoles: 'hidden_user_roles',
  disabledUserRoles: 'disabled_user_roles',
} as const;
const FIELD_COLUMNS = {
  groupId: 'group_id',
  fieldName: 'field_name',
  fieldType: 'field_type',
  weight: 'weight',
  hiddenUserRoles: 'hidden_user_roles',
} as const;

/** `column = value, …` for the keys sent (arrays as text[]). */
function assignments(input: Record<string, unknown>, columns: Record<string, string>) {
  return sql.join(
    Object.entries(input).map(
      ([key, v]) => sql`${sql.identifier(columns[key]!)} = ${Array.isArray(v) ? textArray(v as string[]) : (v ?? null)}`,
    ),
    sql`, `,
  );
}

const FIELD_SELECT = sql`f.id as "fieldId", f.group_id as "groupId", f.field_name as "fieldName", f.field_type as "fieldType",
  f.weight as "fieldWeight", f.hidden_user_roles as "fieldHiddenUserRoles"`;
const GROUP_SELECT = sql`g.id as "groupId", g.group_name as "groupName", g.weight as "groupWeight", g.grid_area as "gridArea",
  g.hidden_user_roles as "hiddenUserRoles", g.disabled_user_roles as "disabledUserRoles", g.locked`;

async function groupOf(tx: Tx, id: number) {
  const [row] = await tx.query<ProfileGroup>(sql`select ${GROUP_SELECT} from speaker_profile_groups g where g.id = ${id}`);
  if (!row) throw notFound('Custom profile group', id);
  return row;
}

async function fieldOf(tx: Tx, id: number) {
  const [row] = await tx.query<ProfileField>(sql`select ${FIELD_SELECT} from speaker_profile_fields f where f.id = ${id}`);
  if (!row) throw notFound('Custom field', id);
  return row;
}

/** Group names are unique in a tenant (compared without case): the locked groups are found by theirs. */
async function refuseTakenName(tx: Tx, groupName: string, except: number | null) {
  const [taken] = await tx.query(sql`select 1 from speaker_profile_groups where lower(group_name) = lower(${groupName})
    and id is distinct from ${except}`);
  if (taken) throw new HttpError(409, M.groupExists(groupName));
}

type Audit = RouteContext<unknown, unknown, unknown>['audit'];
type GroupChange = Partial<z.infer<z.ZodObject<typeof groupFields>>>;
type FieldChange = Partial<z.infer<z.ZodObject<typeof fieldFields>>>;

/** One group changed: a locked group keeps its name; names stay unique. */
async function updateGroup(tx: Tx, audit: Audit, id: number, change: GroupChange) {
  const group = await groupOf(tx, id);
  if (change.groupName !== undefined && change.groupName !== group.groupName) {
    if (group.locked) throw new HttpError(409, M.groupLocked(group.groupName));
    await refuseTakenName(tx, change.groupName, id);
  }
  if (Object.keys(change).length)
    await tx.query(sql`update speaker_profile_groups set ${assignments(change, GROUP_COLUMNS)} where id = ${id}`);
  await audit('speaker_profile_group', id, 'update', Object.keys(change));
  return groupOf(tx, id);
}

/** One field changed: its group must exist; a field with values keeps its type (they were checked against it). */
async function updateField(tx: Tx, audit: Audit, id: number, change: FieldChange) {
  const field = await fieldOf(tx, id);
  if (change.groupId !== undefined) await groupOf(tx, change.groupId);
  if (change.fieldType !== undefined && change.fieldType !== field.fieldType) {
    const [used] = await tx.query(sql`select 1 from speaker_profile_field_data where field_id = ${id} and value is not null limit 1`);
    if (used) throw new HttpError(409, M.typeLocked(field.fieldName));
  }
  if (Object.keys(change).length)
    await tx.query(sql`update speaker_profile_fields set ${assignments(change, FIELD_COLUMNS)} where id = ${id}`);
  await audit('speaker_profile_field', id, 'update', Object.keys(change));
  return fieldOf(tx, id);
}

/** A new group: its name unique; spec 001 §9: weights start at 1 and a new group gets the next one. */
async function createGroup(tx: Tx, tenantId: string, audit: Audit, body: z.infer<typeof groupCreate>) {
  await refuseTakenName(tx, body.groupName, null);
  const { id } = only(
    await tx.query<{ id: number }>(sql`insert into speaker_profile_groups (tenant_id, group_name, weight)
      select ${tenantId}, ${body.groupName}, coalesce(max(weight), 0) + 1 from speaker_profile_groups returning id`),
  );
  const { groupName: _, ...rest } = body;
  if (Object.keys(rest).length) await tx.query(sql`update speaker_profile_groups set ${assignments(rest, GROUP_COLUMNS)} where id = ${id}`);
  await audit('speaker_profile_group', id, 'create', Object.keys(body));
  return groupOf(tx, id);
}

/** A group removed, unless locked; its fields and their values go with it (foreign keys on delete cascade). */
async function deleteGroup(tx: Tx, audit: Audit, id: number) {
  const group = await groupOf(tx, id);
  if (group.locked) throw new HttpError(409, M.groupLocked(group.groupName));
  await tx.query(sql`delete from speaker_profile_groups where id = ${id}`);
  await audit('speaker_profile_group', id, 'delete');
  return undefined;
}

/** A new field of an existing group, last in it unless a weight is sent. */
async function createField(tx: Tx, tenantId: string, audit: Audit, body: z.infer<typeof fieldCreate>) {
  await groupOf(tx, body.groupId);
  const { id } = only(
    await tx.query<{ id: number }>(sql`insert into speaker_profile_fields (tenant_id, group_id, field_name, field_type, weight)
      select ${tenantId}, ${body.groupId}, ${body.fieldName}, ${body.fieldType}, coalesce(max(weight), 0) + 1
      from speaker_profile_fields where group_id = ${body.groupId} returning id`),
  );
  const { groupId: _g, fieldName: _n, fieldType: _t, ...rest } = body;
  if (Object.keys(rest).length) await tx.query(sql`update speaker_profile_fields set ${assignments(rest, FIELD_COLUMNS)} where id = ${id}`);
  await audit('speaker_profile_field', id, 'create', Object.keys(body));
  return fieldOf(tx, id);
}

async function deleteField(tx: Tx, audit: Audit, id: number) {
  await fieldOf(tx, id);
  await tx.query(sql`delete from speaker_profile_fields where id = ${id}`);
  await audit('speaker_profile_field', id, 'delete');
  return undefined;
}

/** The whole configuration: groups in order, each with its fields in order. */
const configuration = (tx: Tx) =>
  tx.query<ProfileGroupConfig>(sql`select ${GROUP_SELECT},
    coalesce((select json_agg(json_build_object('fieldId', f.id, 'fieldName', f.field_name, 'fieldType', f.field_type,
      'fieldWeight', f.weight, 'fieldHiddenUserRoles', f.hidden_user_roles) order by f.weight, f.id)
      from speaker_profile_fields f where f.group_id = g.id), '[]'::json) as fields
    from speaker_profile_groups g order by g.weight, g.id`);

const ids = z.array(idParam.shape.id).max(L.records, `at most ${L.records} ids at once`).default([]);
/** Save Changes of the configuration screen in one body: an item with an id changes that group or field (only
 *  the keys sent), one without creates it (a name and, for a field, a type required). A field belongs to the
 *  group it is listed in (so an existing field listed under another group moves there). */
const configurationField = z
  .object({ fieldId: idParam.shape.id, ...fieldFields })
  .omit({ groupId: true })
  .partial()
  .strict()
  .superRefine((f, ctx) => {
    if (f.fieldId !== undefined) return;
    if (f.fieldName === undefined) ctx.addIssue({ code: 'custom', path: ['fieldName'], message: M.fieldNameRequired });
    if (f.fieldType === undefined) ctx.addIssue({ code: 'custom', path: ['fieldType'], message: M.fieldTypeRequired });
  });
const configurationGroup = z
  .object({
    groupId: idParam.shape.id,
    ...groupFields,
    fields: z.array(configurationField).max(L.records, `at most ${L.records} fields in a group`),
  })
  .partial()
  .strict()
  .superRefine((g, ctx) => {
    if (g.groupId === undefined && g.groupName === undefined)
      ctx.addIssue({ code: 'custom', path: ['groupName'], message: M.groupNameRequired });
  });
const configurationSave = z
  .object({
    deleteGroupIds: ids,
    deleteFieldIds: ids,
    groups: z.array(configurationGroup).max(L.records, `at most ${L.records} groups at once`).default([]),
  })
  .strict();

/** The permissions a save needs beyond the route's (group update): create and delete only when it does so. */
async function refuseUngranted(tx: Tx, role: string, body: z.infer<typeof configurationSave>) {
  const fields = body.groups.flatMap((g) => g.fields ?? []);
  const needed: [Entity, Action, boolean][] = [
    ['speaker_profile_group', 'delete', body.deleteGroupIds.length > 0],
    ['speaker_profile_field', 'delete', body.deleteFieldIds.length > 0],
    ['speaker_profile_group', 'create', body.groups.some((g) => g.groupId === undefined)],
    ['speaker_profile_field', 'create', fields.some((f) => f.fieldId === undefined)],
    ['speaker_profile_field', 'update', fields.some((f) => f.fieldId !== undefined)],
  ];
  const granted = await permissionsOf(tx, role);
  for (const [entity, action, used] of needed) if (used && !granted[entity]?.includes(action)) throw forbidden(action, entity);
}

/** Applies a save: deletions, then each group (changed or created) with its fields (changed, moved or created). */
async function saveConfiguration(tx: Tx, tenantId: string, audit: Audit, body: z.infer<typeof configurationSave>) {
  for (const id of body.deleteFieldIds) await deleteField(tx, audit, id);
  for (const id of body.deleteGroupIds) await deleteGroup(tx, audit, id);
  for (const { groupId, fields = [], ...change } of body.groups) {
    const group =
      groupId === undefined
        ? await createGroup(tx, tenantId, audit, { ...change, groupName: change.groupName as string })
        : await updateGroup(tx, audit, groupId, change);
    for (const { fieldId, ...field } of fields) {
      if (fieldId === undefined)
        await createField(tx, tenantId, audit, {
          ...field,
          groupId: group.groupId,
          fieldName: field.fieldName as string,
          fieldType: field.fieldType as z.infer<typeof fieldFields.fieldType>,
        });
      else await updateField(tx, audit, fieldId, { ...field, groupId: group.groupId });
    }
  }
  return configuration(tx);
}

const many = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1, 'Send at least one change').max(L.records, `at most ${L.records} changes at once`);

export function profileConfigRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/custom-profile/fields',
    permission: ['speaker_profile_field', 'read'],
    answer: z.array(configGroup),
    handler: ({ tx }) => configuration(tx),
  });

  route({
    // Save Changes of the configuration screen: every deletion, creation and change in one transaction (any
    // refusal writes nothing), answering the whole configuration as GET /custom-profile/fields does.
    method: 'PUT',
    url: '/custom-profile/configuration',
    permission: ['speaker_profile_group', 'update'],
    schema: { body: configurationSave },
    answer: z.array(configGroup),
    handler: async ({ tx, tenantId, user, body, audit }) => {
      await refuseUngranted(tx, user.role, body);
      return saveConfiguration(tx, tenantId, audit, body);
    },
  });

  route({
    method: 'POST',
    url: '/custom-profile/group',
    permission: ['speaker_profile_group', 'create'],
    status: 201,
    schema: { body: groupCreate },
    answer: profileGroup,
    handler: ({ tx, tenantId, body, audit }) => createGroup(tx, tenantId, audit, body),
  });

  route({
    method: 'PUT',
    url: '/custom-profile/group/:id',
    permission: ['speaker_profile_group', 'update'],
    schema: { params: idParam, body: groupUpdate },
    answer: profileGroup,
    handler: ({ tx, params, body, audit }) => updateGroup(tx, audit, params.id, body),
  });

  route({
    // Several groups in one transaction (Save Changes of the configuration screen: moving a group swaps two weights).
    method: 'PUT',
    url: '/custom-profile/group',
    permission: ['speaker_profile_group', 'update'],
    schema: {
      body: many(
        z
          .object({ groupId: idParam.shape.id, ...groupFields })
          .partial()
          .required({ groupId: true })
          .strict(),
      ),
    },
    answer: z.array(profileGroup),
    handler: async ({ tx, body, audit }) => {
      const groups = [];
      for (const { groupId, ...change } of body) groups.push(await updateGroup(tx, audit, groupId, change));
      return groups;
    },
  });

  route({
    method: 'DELETE',
    url: '/custom-profile/group/:id',
    permission: ['speaker_profile_group', 'delete'],
    schema: { params: idParam },
    answer: EMPTY,
    handler: ({ tx, params, audit }) => deleteGroup(tx, audit, params.id),
  });

  route({
    method: 'POST',
    url: '/custom-profile/field',
    permission: ['speaker_profile_field', 'create'],
    status: 201,
    schema: { body: fieldCreate },
    answer: profileField,
    handler: ({ tx, tenantId, body, audit }) => createField(tx, tenantId, audit, body),
  });

  route({
    method: 'PUT',
    url: '/custom-profile/field/:id',
    permission: ['speaker_profile_field', 'update'],
    schema: { params: idParam, body: fieldUpdate },
    answer: profileField,
    handler: ({ tx, params, body, audit }) => updateField(tx, audit, params.id, body),
  });

  route({
    // Several fields in one transaction (moving a field swaps two weights; a field may move to another group).
    method: 'PUT',
    url: '/custom-profile/field',
    permission: ['speaker_profile_field', 'update'],
    schema: {
      body: many(
        z
          .object({ fieldId: idParam.shape.id, ...fieldFields })
          .partial()
          .required({ fieldId: true })
          .strict(),
      ),
    },
    answer: z.array(profileField),
    handler: async ({ tx, body, audit }) => {
      const fields = [];
      for (const { fieldId, ...change } of body) fields.push(await updateField(tx, audit, fieldId, change));
      return fields;
    },
  });

  route({
    method: 'DELETE',
    url: '/custom-profile/field/:id',
    permission: ['speaker_profile_field', 'delete'],
    schema: { params: idParam },
    answer: EMPTY,
    handler: ({ tx, params, audit }) => deleteField(tx, audit, params.id),
  });
}
