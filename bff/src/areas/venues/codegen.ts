import type { AreaCodegen } from '../../platform/area.ts';
import { venueEnumValues } from './enumValues.ts';

/** Resolver types of the venues area (`AreaCodegen`): the REST DTO of each object type, the REST values of each enum. */
export const codegen: AreaCodegen = {
  mappers: {
    Venue: './upstream/venues.ts#VenueDto',
  },
  enumValues: { './enumValues.ts': venueEnumValues },
};
