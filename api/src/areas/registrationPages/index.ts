import type { ApiArea } from '../../platform/area.ts';
import { registrationTemplateRoutes } from './registrationTemplates.ts';
import { registrationPagesSeed } from './seed.ts';
import * as tables from './tables.ts';

/** The registration templates table, for the seeds of the areas whose rows refer to templates. */
export { registrationTemplates } from './tables.ts';

/** Registration page templates (spec 002 §2.15, §7 "Registration templates"): the list, one template with its
 *  questions, create and update. */
export const registrationPagesArea: ApiArea = {
  name: 'registrationPages',
  tables,
  seed: registrationPagesSeed,
  routes: (route, { storage }) => registrationTemplateRoutes(route, storage),
};
