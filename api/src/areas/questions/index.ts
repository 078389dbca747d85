import type { ApiArea } from '../../platform/area.ts';
import { questionRoutes } from './questions.ts';
import * as tables from './tables.ts';

/** Questions of survey and registration templates (spec 001 §2–§7): their types, presets and the questions of a
 *  template; the store (store.ts) that the template areas (surveys, registrationPages) write and read them through. */
export const questionsArea: ApiArea = {
  name: 'questions',
  tables,
  routes: (route) => questionRoutes(route),
};
