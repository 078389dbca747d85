import type { ApiArea } from '../../platform/area.ts';
import { registrationTemplateRoutes } from './registrationTemplates.ts';
import { registrationPagesSeed } from './seed.ts';

/** Registration page templates (spec 002 §2.15, §7 "Registration templates"): the list, one template with its
 *  questions, create and update. */
export const registrationPagesArea: ApiArea = {
  name: 'registrationPages',
  seed: registrationPagesSeed,
  routes: (route, { storage }) => registrationTemplateRoutes(route, storage),
};
