import type {
  MutationResolvers,
  ProfileFieldConfigResolvers,
  ProfileGroupConfigResolvers,
  QueryResolvers,
} from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import { globalId, internalIdOf } from '../../../../platform/schema/globalId.ts';

/** The input's names in the REST spelling (`name` → `groupName`/`fieldName`, `type` → `fieldType`), without what was left out. */
function restChange(input: object, names: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).flatMap(([key, value]) => (value === undefined ? [] : [[names[key] ?? key, value]])));
}
const GROUP_NAMES = { name: 'groupName' };
const FIELD_NAMES = { name: 'fieldName', type: 'fieldType' };

export const profileConfigurationQueries: Pick<QueryResolvers, 'speakerProfileConfiguration'> = {
  speakerProfileConfiguration: (_parent, _args, ctx) => ctx.upstream.speakerProfile.configuration(),
};

export const ProfileGroupConfig: ProfileGroupConfigResolvers = {
  id: (group) => globalId('ProfileGroupConfig', group.groupId),
  internalId: (group) => group.groupId,
  name: (group) => group.groupName,
  weight: (group) => group.groupWeight,
  fields: (group) => group.fields.map((field) => ({ ...field, groupId: group.groupId })),
};

export const ProfileFieldConfig: ProfileFieldConfigResolvers = {
  id: (field) => globalId('ProfileFieldConfig', field.fieldId),
  internalId: (field) => field.fieldId,
  name: (field) => field.fieldName,
  type: (field) => field.fieldType,
  weight: (field) => field.fieldWeight,
  hiddenUserRoles: (field) => field.fieldHiddenUserRoles,
};

type ConfigurationMutations = Pick<
  MutationResolvers,
  | 'createProfileGroup'
  | 'updateProfileGroups'
  | 'deleteProfileGroup'
  | 'createProfileField'
  | 'updateProfileFields'
  | 'deleteProfileField'
  | 'saveSpeakerProfileConfiguration'
>;

/** Every write answers the whole configuration as it is after it: the screen shows the groups and fields in order. */
const afterWrite = async (ctx: Context, write: Promise<unknown>) => {
  await write;
  return { configuration: await ctx.upstream.speakerProfile.configuration() };
};

export const profileConfigurationMutations: ConfigurationMutations = {
  createProfileGroup: (_parent, { input }, ctx) => afterWrite(ctx, ctx.upstream.speakerProfile.createGroup(restChange(input, GROUP_NAMES))),
  updateProfileGroups: (_parent, { input }, ctx) =>
    afterWrite(ctx, ctx.upstream.speakerProfile.updateGroups(input.groups.map((group) => restChange(group, GROUP_NAMES)))),
  deleteProfileGroup: (_parent, { input }, ctx) =>
    afterWrite(ctx, ctx.upstream.speakerProfile.deleteGroup(internalIdOf('ProfileGroupConfig', input.id))),
  createProfileField: (_parent, { input }, ctx) => afterWrite(ctx, ctx.upstream.speakerProfile.createField(restChange(input, FIELD_NAMES))),
  updateProfileFields: (_parent, { input }, ctx) =>
    afterWrite(ctx, ctx.upstream.speakerProfile.updateFields(input.fields.map((field) => restChange(field, FIELD_NAMES)))),
  deleteProfileField: (_parent, { input }, ctx) =>
    afterWrite(ctx, ctx.upstream.speakerProfile.deleteField(internalIdOf('ProfileFieldConfig', input.id))),
  // One REST call: the save answers the configuration itself.
  saveSpeakerProfileConfiguration: async (_parent, { input }, ctx) => ({
    configuration: await ctx.upstream.speakerProfile.saveConfiguration({
      deleteGroupIds: (input.deleteGroupIds ?? []).map((id) => internalIdOf('ProfileGroupConfig', id)),
      deleteFieldIds: (input.deleteFieldIds ?? []).map((id) => internalIdOf('ProfileFieldConfig', id)),
      groups: (input.groups ?? []).map(({ fields, ...group }) => ({
        ...restChange(group, GROUP_NAMES),
        ...(fields ? { fields: fields.map((field) => restChange(field, FIELD_NAMES)) } : {}),
      })),
    }),
  }),
};
