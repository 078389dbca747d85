import type { WebArea } from '../routing/area.ts';
import { attendeesArea } from './attendees/area.ts';
import { attendeeFormArea } from './attendees/formArea.ts';
import { dashboardsArea } from './dashboards/area.ts';
import { emailSeriesArea } from './emailSeries/area.ts';
import { eventsArea } from './events/area.ts';
import { expensesArea } from './expenses/area.ts';
import { feesArea } from './fees/area.ts';
import { fieldRepsArea } from './fieldReps/area.ts';
import { mailArea } from './mail/area.ts';
import { questionsArea } from './questions/area.ts';
import { registrationPagesArea } from './registrationPages/area.ts';
import { resourcesArea } from './resources/area.ts';
import { sessionArea } from './session/area.ts';
import { speakersArea } from './speakers/area.ts';
import { surveysArea } from './surveys/area.ts';
import { tenantArea } from './tenant/area.ts';
import { topicsArea } from './topics/area.ts';
import { trainingsArea } from './trainings/area.ts';
import { usersArea } from './users/area.ts';
import { venuesArea } from './venues/area.ts';

/** Every area of the web app: a new area is one line here. */
export const AREAS: readonly WebArea[] = [
  sessionArea,
  eventsArea,
  fieldRepsArea,
  topicsArea,
  speakersArea,
  surveysArea,
  questionsArea,
  registrationPagesArea,
  venuesArea,
  attendeesArea,
  attendeeFormArea,
  resourcesArea,
  usersArea,
  tenantArea,
  trainingsArea,
  feesArea,
  expensesArea,
  emailSeriesArea,
  mailArea,
  dashboardsArea,
];
