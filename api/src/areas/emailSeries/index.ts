import type { ApiArea } from '../../platform/area.ts';
import { emailSeriesRoutes } from './emailSeries.ts';
import { emailSeriesSeed } from './seed.ts';
import * as tables from './tables.ts';

/** The email series table, for the seeds of the areas whose rows refer to email series. */
export { emailSeries } from './tables.ts';

/** Email series (the event form's and the event filters' email series): the list. */
export const emailSeriesArea: ApiArea = {
  name: 'emailSeries',
  tables,
  routes: (route) => emailSeriesRoutes(route),
  seed: emailSeriesSeed,
};
