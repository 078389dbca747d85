import type { ApiArea } from '../../platform/area.ts';
import { responseRoutes } from './responses.ts';
import { surveysSeed } from './seed.ts';
import { surveyRoutes } from './surveys.ts';
import * as tables from './tables.ts';

/** The survey templates table, for the seeds of the areas whose rows refer to templates. */
export { surveyTemplates } from './tables.ts';
/** The period filter, which the registration analytics (areas/registrationPages) share. */
export { periodFilter } from './period.ts';

/** Survey templates (spec 001 §2 "Surveys", §7 "Surveys and questions"): the list, one template with its questions
 *  and skip logic, create, update, delete, the skip logic of a template and the PDF preview; and Survey Responses
 *  (spec 001 §2 "Survey responses"): the per-event counts with the period filter, an event's responses and the XLSX
 *  export. Responses are written by the public survey page (areas/publicPages). */
export const surveysArea: ApiArea = {
  name: 'surveys',
  tables,
  seed: surveysSeed,
  routes(route, { storage }) {
    surveyRoutes(route, storage);
    responseRoutes(route);
  },
};
