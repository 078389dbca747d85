import type { AreaCodegen } from '../../platform/area.ts';

/** Resolver types of the session area (`AreaCodegen`): the REST DTO of each object type. */
export const codegen: AreaCodegen = {
  mappers: {
    Viewer: './upstream/users.ts#UserDataDto',
  },
};
