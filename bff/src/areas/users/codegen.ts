import type { AreaCodegen } from '../../platform/area.ts';
import { userEnumValues } from './enumValues.ts';

/** Resolver types of the users area (`AreaCodegen`): the REST DTO of each object type, the REST values of each enum. */
export const codegen: AreaCodegen = {
  mappers: {
    User: './upstream/users.ts#UserDto',
    UserSpeaker: './upstream/users.ts#UserSpeakerDto',
    UserFieldRep: './upstream/users.ts#UserFieldRepDto',
    RoleName: './upstream/users.ts#RoleNameDto',
  },
  enumValues: { './enumValues.ts': userEnumValues },
};
