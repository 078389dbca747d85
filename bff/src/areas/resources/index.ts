import type { BffArea } from '../../platform/area.ts';
import { resourceEnumValues } from './enumValues.ts';
import { resourceUploadRoutes } from './uploadRoutes.ts';
import {
  fetchResource,
  fetchResourceGroup,
  Resource,
  ResourceAssignee,
  ResourceGroup,
  resourceMutations,
  resourceQueries,
} from './schema/Resource/Resource.resolvers.ts';
import { SlideDeck } from './schema/SlideDeck/SlideDeck.resolvers.ts';
import { createAttachmentsApi } from './upstream/attachments.ts';
import { createLibraryApi } from './upstream/library.ts';

/** Resources: the topics' slide decks and the speaker resource library (spec 002 §2.2–2.7). */
export const resourcesArea = {
  name: 'resources',
  upstream: { attachments: createAttachmentsApi, library: createLibraryApi },
  query: { ...resourceQueries },
  mutation: { ...resourceMutations },
  types: { SlideDeck, Resource, ResourceGroup, ResourceAssignee, ...resourceEnumValues },
  nodes: { Resource: fetchResource, ResourceGroup: fetchResourceGroup },
  http: resourceUploadRoutes,
} satisfies BffArea;
