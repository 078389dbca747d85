import type {
  MutationResolvers,
  QueryResolvers,
  ResourceAssigneeResolvers,
  ResourceGroupResolvers,
  ResourceResolvers,
} from '../../../../__generated__/resolvers-types.ts';
import { displayFileName, PREVIEWABLE } from '../../../../../../api/src/areas/resources/contract.ts';
import type { Context } from '../../../../platform/context.ts';
import { downloadUrl, exportUrl } from '../../../../platform/downloads.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';
import { globalId, internalIdOf, nodeIdentity } from '../../../../platform/schema/globalId.ts';
import type { ResourceDto, ResourceGroupDto } from '../../upstream/library.ts';

export function fetchResource(ctx: Context, internalId: number): Promise<ResourceDto | null> {
  return ctx.upstream.library.resourceById.load(internalId);
}

export function fetchResourceGroup(ctx: Context, internalId: number): Promise<ResourceGroupDto | null> {
  return ctx.upstream.library.groupById(internalId);
}

const extensionOf = (resource: ResourceDto) => /\.([a-z0-9]+)$/i.exec(resource.sourceName ?? '')?.[1]?.toLowerCase();

export const Resource: ResourceResolvers = {
  ...nodeIdentity('Resource'),
  displayFileName: (r) => (r.sourceName === null ? null : displayFileName(r.sourceName)),
  // A stored file through the BFF's download path (with the session); a link as it is.
  fileUrl: (r) => (r.isLink ? r.fileUrl : downloadUrl(r.fileUrl.replace(/^\//, ''))),
  previewUrl: (r) => (r.isLink ? null : downloadUrl(`resource/preview/${r.id}`)),
  previewable: (r) => !r.isLink && PREVIEWABLE.includes(extensionOf(r) as (typeof PREVIEWABLE)[number]),
  group: (r, _args, ctx) => ctx.upstream.library.groupById(r.groupId),
  groupName: (r) => r.group.name,
  topicInternalId: (r) => r.topic?.id ?? null,
  topicName: (r) => r.topic?.name ?? null,
  topicDescription: (r) => r.topic?.description ?? null,
  speakerCount: (r) => r.speakerIds.length,
};

export const ResourceGroup: ResourceGroupResolvers = {
  ...nodeIdentity('ResourceGroup'),
  resources: (group, args, ctx) =>
    restConnection(args, async (page) => {
      const answer = await ctx.upstream.library.groupResources(group.id, page.page ?? 1, page.limit ?? 10);
      return { results: answer.results, count: answer.count };
    }),
};

export const ResourceAssignee: ResourceAssigneeResolvers = {
  id: (s) => globalId('Speaker', s.id),
  internalId: (s) => s.id,
};

export const resourceQueries: Pick<
  QueryResolvers,
  | 'resourceGroups'
  | 'resourceGroup'
  | 'resources'
  | 'resource'
  | 'resourceExportUrl'
  | 'speakerResourceGroups'
  | 'resourceAssignees'
  | 'resourceSpecialties'
> = {
  resourceGroups: (_parent, _args, ctx) => ctx.upstream.library.groups(),
  resourceGroup: (_parent, { internalId }, ctx) => fetchResourceGroup(ctx, internalId),
  resources: (_parent, args, ctx) =>
    restConnection(args, (page) =>
      ctx.upstream.library.list({
        ...page,
        sortBy: args.sortBy,
        sortDesc: args.sortDesc,
        searchQuery: args.searchQuery,
        filters: args.groupId ? { groupId: internalIdOf('ResourceGroup', args.groupId) } : undefined,
      }),
    ),
  resource: (_parent, { internalId }, ctx) => fetchResource(ctx, internalId),
  resourceExportUrl: (_parent, args) => exportUrl('resource/export', 'Resource', args, undefined),
  speakerResourceGroups: (_parent, { speakerId }, ctx) => ctx.upstream.library.speakerGroups(speakerId),
  resourceAssignees: (_parent, args, ctx) =>
    restConnection(args, (page) =>
      ctx.upstream.library.assignees({
        page: page.page ?? 1,
        limit: page.limit ?? 10,
        attachmentId: internalIdOf('Resource', args.resourceId),
        searchQuery: args.searchQuery,
        specialtyFilter: args.specialty,
        isAssignedFilter: args.assigned,
        sortBy: args.sortBy,
        sortDesc: args.sortDesc,
      }),
    ),
  resourceSpecialties: (_parent, _args, ctx) => ctx.upstream.library.specialties(),
};

const groupIdOf = (id: string) => internalIdOf('ResourceGroup', id);

export const resourceMutations: Pick<
  MutationResolvers,
  | 'createResourceGroup'
  | 'updateResourceGroup'
  | 'moveResourceGroup'
  | 'deleteResourceGroup'
  | 'createResource'
  | 'updateResource'
  | 'archiveResource'
  | 'deleteResource'
  | 'assignResource'
> = {
  createResourceGroup: async (_parent, { input }, ctx) => ({ resourceGroup: await ctx.upstream.library.createGroup(input) }),
  updateResourceGroup: async (_parent, { input: { id, ...fields } }, ctx) => ({
    resourceGroup: await ctx.upstream.library.updateGroup(groupIdOf(id), {
      ...(fields.name != null ? { name: fields.name } : {}),
      ...(fields.url !== undefined ? { url: fields.url } : {}),
    }),
  }),
  moveResourceGroup: async (_parent, { input }, ctx) => ({
    resourceGroups: await ctx.upstream.library.moveGroup(groupIdOf(input.id), input.direction),
  }),
  deleteResourceGroup: async (_parent, { input }, ctx) => {
    const internalId = groupIdOf(input.id);
    await ctx.upstream.library.deleteGroup(internalId);
    return { deletedId: globalId('ResourceGroup', internalId) };
  },
  createResource: async (_parent, { input }, ctx) => ({
    resource: await ctx.upstream.library.create({
      fileName: input.fileName,
      groupId: groupIdOf(input.groupId),
      fileUrl: input.fileUrl,
      sourceName: input.sourceName,
      expirationDate: input.expirationDate,
      topic: input.topicInternalId,
      year: input.year,
      prcCode: input.prcCode,
      speakerIds: (input.speakerIds ?? []).map((id) => internalIdOf('Speaker', id)),
    }),
  }),
  updateResource: async (_parent, { input: { id, groupId, topicInternalId, ...fields } }, ctx) => {
    const patch: Record<string, unknown> = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    if (groupId != null) patch.groupId = groupIdOf(groupId);
    if (topicInternalId !== undefined) patch.topic = topicInternalId;
    return { resource: await ctx.upstream.library.update(internalIdOf('Resource', id), patch) };
  },
  archiveResource: async (_parent, { input }, ctx) => ({
    resource: await ctx.upstream.library.archive(internalIdOf('Resource', input.id)),
  }),
  deleteResource: async (_parent, { input }, ctx) => {
    const internalId = internalIdOf('Resource', input.id);
    await ctx.upstream.library.remove(internalId);
    return { deletedId: globalId('Resource', internalId) };
  },
  assignResource: (_parent, { input }, ctx) =>
    ctx.upstream.library.assign({
      attachmentId: internalIdOf('Resource', input.resourceId),
      speakerIds: input.speakerIds.map((id) => internalIdOf('Speaker', id)),
      assigned: input.assigned,
    }),
};
