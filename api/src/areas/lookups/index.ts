import type { ApiArea } from '../../platform/area.ts';
import { lookupRoutes } from './lookups.ts';
import { lookupsSeed } from './seed.ts';

/** The records the event screens pick from: venues, field reps, topics and templates. Each
 *  becomes an area of its own as its screens are built (speakers did: areas/speakers). */
export const lookupsArea: ApiArea = {
  name: 'lookups',
  routes: (route) => lookupRoutes(route),
  seed: lookupsSeed,
  entityFields: {
    field_rep: ['name', 'phone', 'email'],
    venue: ['name', 'address', 'city', 'state', 'zipCode', 'capacity'],
    topic: ['name', 'description'],
  },
};
