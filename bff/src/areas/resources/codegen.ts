import type { AreaCodegen } from '../../platform/area.ts';
import { resourceEnumValues } from './enumValues.ts';

/** Resolver types of the resources area (`AreaCodegen`): the REST DTO of each object type, the REST values of each enum. */
export const codegen: AreaCodegen = {
  mappers: {
    SlideDeck: './upstream/attachments.ts#AttachmentDto',
    ResourceGroup: './upstream/library.ts#ResourceGroupDto',
    Resource: './upstream/library.ts#ResourceDto',
    ResourceAssignee: './upstream/library.ts#AssignSpeakerDto',
  },
  enumValues: { './enumValues.ts': resourceEnumValues },
};
