import type { ApiArea } from '../../platform/area.ts';
import { responseRoutes } from './responses.ts';
import * as tables from './tables.ts';

/** The period filter, which the registration analytics share. */
export { periodFilter } from './period.ts';

/** Survey responses (spec 001 §2 "Survey responses"): the per-event counts with the period filter and the XLSX
 *  export. Responses are written by the public survey page (areas/publicPages). */
export const responsesArea: ApiArea = {
  name: 'responses',
  tables,
  routes(route) {
    responseRoutes(route);
  },
};
