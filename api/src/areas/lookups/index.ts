import type { ApiArea } from '../../platform/area.ts';
import { lookupRoutes } from './lookups.ts';
import { lookupsSeed } from './seed.ts';

/** The records the event screens pick from: field reps, topics and email series. Each becomes an area of its
 *  own as its screens are built (speakers did: areas/speakers; survey and registration templates:
 *  areas/surveys, areas/registrationPages; venues: areas/venues, whose demo rows this seed still loads). */
export const lookupsArea: ApiArea = {
  name: 'lookups',
  routes: (route) => lookupRoutes(route),
  seed: lookupsSeed,
  entityFields: {
    field_rep: ['name', 'phone', 'email'],
    topic: ['name', 'description'],
  },
};
