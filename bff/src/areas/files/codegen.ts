import type { AreaCodegen } from '../../platform/area.ts';

/** Resolver types of the files area (`AreaCodegen`): the REST DTO of each object type. */
export const codegen: AreaCodegen = {
  mappers: {
    ProxiedImage: './upstream/files.ts#ProxiedImageDto',
  },
};
