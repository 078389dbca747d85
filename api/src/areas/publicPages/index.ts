import type { ApiArea } from '../../platform/area.ts';
import { publicRegistrationRoutes } from './registration.ts';
import { publicPagesSeed } from './seed.ts';
import { publicSurveyRoutes } from './surveys.ts';

/** How a submission's answers are checked and stored, which the attendee form (areas/attendees) shares. */
export { acceptAnswers, answersInput, defaultAttendeeType, insertAnswers } from './submissions.ts';

/** The public pages' REST (issue 12, respondent side): the survey page and the registration page, no sign-in, the
 *  tenant from `x-tenant-id` (the BFF sets it from the host), rate-limited per client address and event. */
export const publicPagesArea: ApiArea = {
  name: 'publicPages',
  seed: publicPagesSeed,
  routes(route) {
    publicSurveyRoutes(route);
    publicRegistrationRoutes(route);
  },
};
