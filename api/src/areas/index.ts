import type { ApiArea } from '../platform/area.ts';
import type { Entity } from '../platform/auth/model.ts';
import { attendeesArea } from './attendees/index.ts';
import { dashboardsArea } from './dashboards/index.ts';
import { emailSeriesArea } from './emailSeries/index.ts';
import { expensesArea } from './expenses/index.ts';
import { eventsArea } from './events/index.ts';
import { feesArea } from './fees/index.ts';
import { fieldRepsArea } from './fieldReps/index.ts';
import { filesArea } from './files/index.ts';
import { geocodeArea } from './geocode/index.ts';
import { mailArea } from './mail/index.ts';
import { permissionsArea } from './permissions/index.ts';
import { publicPagesArea } from './publicPages/index.ts';
import { questionsArea } from './questions/index.ts';
import { registrationPagesArea } from './registrationPages/index.ts';
import { resourcesArea } from './resources/index.ts';
import { speakersArea } from './speakers/index.ts';
import { surveysArea } from './surveys/index.ts';
import { sessionArea } from './session/index.ts';
import { tenantArea } from './tenant/index.ts';
import { topicsArea } from './topics/index.ts';
import { trainingsArea } from './trainings/index.ts';
import { usersArea } from './users/index.ts';
import { venuesArea } from './venues/index.ts';

/** Every area of the REST service, in registration order: a new area is one line here. */
export const AREAS: readonly ApiArea[] = [
  sessionArea,
  tenantArea,
  permissionsArea,
  eventsArea,
  speakersArea,
  usersArea,
  fieldRepsArea,
  topicsArea,
  emailSeriesArea,
  venuesArea,
  resourcesArea,
  filesArea,
  geocodeArea,
  questionsArea,
  surveysArea,
  registrationPagesArea,
  attendeesArea,
  publicPagesArea,
  trainingsArea,
  feesArea,
  expensesArea,
  mailArea,
  dashboardsArea,
];

/** Every entity's configurable fields, gathered from the areas. */
export const ENTITY_FIELDS: Readonly<Partial<Record<Entity, readonly string[]>>> = Object.assign(
  {},
  ...AREAS.map((area) => area.entityFields ?? {}),
);
