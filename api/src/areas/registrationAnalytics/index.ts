import type { ApiArea } from '../../platform/area.ts';
import { registrationAnalyticsRoutes } from './analytics.ts';
import * as tables from './tables.ts';

/** Registration page analytics (spec 002 §2.15, §3 registration analytics row) and the attendee responses of
 *  registration questions. Views are recorded by the public registration page (areas/publicPages). */
export const registrationAnalyticsArea: ApiArea = {
  name: 'registrationAnalytics',
  tables,
  routes(route) {
    registrationAnalyticsRoutes(route);
  },
};
