import type { ApiArea } from '../platform/area.ts';
import type { Entity } from '../platform/auth/model.ts';
import { attendeesArea } from './attendees/index.ts';
import { eventsArea } from './events/index.ts';
import { filesArea } from './files/index.ts';
import { geocodeArea } from './geocode/index.ts';
import { lookupsArea } from './lookups/index.ts';
import { permissionsArea } from './permissions/index.ts';
import { publicPagesArea } from './publicPages/index.ts';
import { questionsArea } from './questions/index.ts';
import { registrationPagesArea } from './registrationPages/index.ts';
import { registrationAnalyticsArea } from './registrationAnalytics/index.ts';
import { resourcesArea } from './resources/index.ts';
import { responsesArea } from './responses/index.ts';
import { speakerProfileArea } from './speakerProfile/index.ts';
import { speakersArea } from './speakers/index.ts';
import { surveysArea } from './surveys/index.ts';
import { sessionArea } from './session/index.ts';
import { tenantArea } from './tenant/index.ts';
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
  speakerProfileArea,
  usersArea,
  lookupsArea,
  venuesArea,
  resourcesArea,
  filesArea,
  geocodeArea,
  questionsArea,
  surveysArea,
  registrationPagesArea,
  attendeesArea,
  responsesArea,
  registrationAnalyticsArea,
  publicPagesArea,
  trainingsArea,
];

/** Every entity's configurable fields, gathered from the areas. */
export const ENTITY_FIELDS: Readonly<Partial<Record<Entity, readonly string[]>>> = Object.assign(
  {},
  ...AREAS.map((area) => area.entityFields ?? {}),
);
