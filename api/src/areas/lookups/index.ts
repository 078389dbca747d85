import type { ApiArea } from '../../platform/area.ts';
import { lookupRoutes } from './lookups.ts';
import { lookupsSeed } from './seed.ts';
import * as tables from './tables.ts';

/** The catalog tables, for the seeds and queries of the areas whose rows refer to them. */
export { emailSeries, fieldReps, topics } from './tables.ts';

/** The records the event screens pick from: field reps, topics and email series. Each becomes an area of its
 *  own as its screens are built (speakers did: areas/speakers; survey and registration templates:
 *  areas/surveys, areas/registrationPages; venues: areas/venues, whose demo rows this seed still loads). */
export const lookupsArea: ApiArea = {
  name: 'lookups',
  tables,
  routes: (route) => lookupRoutes(route),
  seed: lookupsSeed,
  entityFields: {
    field_rep: ['name', 'phone', 'email'],
    topic: ['name', 'description'],
  },
};
