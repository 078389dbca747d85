import type { ApiArea } from '../../platform/area.ts';
import { emailSeriesRoutes } from './emailSeries.ts';
import { manualTriggerRoutes } from './manualTrigger.ts';
import { emailSeriesSeed } from './seed.ts';
import * as tables from './tables.ts';
import { templateRoutes } from './templateRoutes.ts';

/** The email series table, for the seeds of the areas whose rows refer to email series. */
export { emailSeries } from './tables.ts';
/** The delivery worker's planner and composer of a series' automatic e-mails (app.ts gives them to it). */
export { composeMail, resendMessage } from './compose.ts';
export { planTenantMail } from './planner.ts';
/** The speaker types' messages, queued by the trainings and users areas in the transaction of their cause. */
export { queueProfileChange, queueSpeakerMail, queueTrainingMail, queueTrainingReminder, type ProfileChange } from './speakerMail.ts';

/** Email series and templates (spec 002 §2.11–2.12, §3, §5–§9): the series (the event form's and the event filters'
 *  email series too) with their templates, the templates on their own, their types and variables, the preview, and the
 *  manual trigger. */
export const emailSeriesArea: ApiArea = {
  name: 'emailSeries',
  tables,
  routes: (route, { clientUrlOf }) => {
    emailSeriesRoutes(route);
    templateRoutes(route);
    manualTriggerRoutes(route, clientUrlOf);
  },
  seed: emailSeriesSeed,
};
