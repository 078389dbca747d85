import type { ApiArea } from '../../platform/area.ts';
import { registrationAnalyticsRoutes } from './analytics.ts';
import { registrationTemplateRoutes } from './registrationTemplates.ts';
import { registrationPagesSeed } from './seed.ts';
import * as tables from './tables.ts';

/** The registration templates table, for the seeds of the areas whose rows refer to templates. */
export { registrationTemplates } from './tables.ts';

/** Registration page templates (spec 002 §2.15, §7 "Registration templates"): the list, one template with its
 *  questions, create and update; the registration page analytics (spec 002 §2.15, §3 registration analytics row) and
 *  the attendee responses of registration questions. Views are recorded by the public registration page
 *  (areas/publicPages). */
export const registrationPagesArea: ApiArea = {
  name: 'registrationPages',
  tables,
  seed: registrationPagesSeed,
  routes(route, { storage }) {
    registrationTemplateRoutes(route, storage);
    registrationAnalyticsRoutes(route);
  },
};
