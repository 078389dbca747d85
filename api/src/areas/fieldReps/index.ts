import type { ApiArea } from '../../platform/area.ts';
import { fieldRepRoutes } from './fieldReps.ts';
import { fieldRepsSeed } from './seed.ts';
import * as tables from './tables.ts';

/** The field reps table, for the seeds and queries of the areas whose rows refer to field reps. */
export { fieldReps } from './tables.ts';

/** Field reps (spec 000 §4, §5: event owners and main contacts; the Manage Event Owners dialog): the list, one field
 *  rep, create, update and delete. */
export const fieldRepsArea: ApiArea = {
  name: 'fieldReps',
  tables,
  routes: (route) => fieldRepRoutes(route),
  seed: fieldRepsSeed,
  entityFields: { field_rep: ['name', 'phone', 'email'] },
};
