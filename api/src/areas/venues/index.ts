import type { ApiArea } from '../../platform/area.ts';
import { venueRoutes } from './venues.ts';

/** Venues (spec 001 §2 "Venues", §7): the list with paging, sort and search, the XLSX export, one venue, create,
 *  update and delete (refused while events use the venue). Its demo rows are still the lookups seed's. */
export const venuesArea: ApiArea = {
  name: 'venues',
  routes: (route) => venueRoutes(route),
  entityFields: { venue: ['name', 'address', 'city', 'state', 'zipCode', 'capacity'] },
};
