import type { ApiArea } from '../../platform/area.ts';
import { surveysSeed } from './seed.ts';
import { surveyRoutes } from './surveys.ts';
import * as tables from './tables.ts';

/** The survey templates table, for the seeds of the areas whose rows refer to templates. */
export { surveyTemplates } from './tables.ts';

/** Survey templates (spec 001 §2 "Surveys", §7 "Surveys and questions"): the list, one template with its questions
 *  and skip logic, create, update, delete, the skip logic of a template and the PDF preview. */
export const surveysArea: ApiArea = {
  name: 'surveys',
  tables,
  seed: surveysSeed,
  routes: (route, { storage }) => surveyRoutes(route, storage),
};
