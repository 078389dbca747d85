import type { AreaCodegen } from '../../platform/area.ts';
import { geocodeEnumValues } from './enumValues.ts';

/** Resolver types of the geocode area (`AreaCodegen`): the REST DTO of each object type, the REST values of each enum. */
export const codegen: AreaCodegen = {
  mappers: {
    GeoPoint: './upstream/geocode.ts#GeoPointDto',
  },
  enumValues: { './enumValues.ts': geocodeEnumValues },
};
