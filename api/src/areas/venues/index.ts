import type { ApiArea } from '../../platform/area.ts';
import { venuesSeed } from './seed.ts';
import * as tables from './tables.ts';
import { venueRoutes } from './venues.ts';

/** The venues table, for the seeds and queries of the areas whose rows refer to venues. */
export { venues } from './tables.ts';

/** Venues (spec 001 §2 "Venues", §7): the list with paging, sort and search, the XLSX export, one venue, create,
 *  update and delete (refused while events use the venue). */
export const venuesArea: ApiArea = {
  name: 'venues',
  tables,
  routes: (route) => venueRoutes(route),
  seed: venuesSeed,
  entityFields: { venue: ['name', 'address', 'city', 'state', 'zipCode', 'capacity'] },
};
