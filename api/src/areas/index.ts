import type { ApiArea } from '../platform/area.ts';
import type { Entity } from '../platform/auth/model.ts';
import { eventsArea } from './events/index.ts';
import { filesArea } from './files/index.ts';
import { geocodeArea } from './geocode/index.ts';
import { lookupsArea } from './lookups/index.ts';
import { permissionsArea } from './permissions/index.ts';
import { resourcesArea } from './resources/index.ts';
import { speakerProfileArea } from './speakerProfile/index.ts';
import { speakersArea } from './speakers/index.ts';
import { sessionArea } from './session/index.ts';
import { tenantArea } from './tenant/index.ts';
import { usersArea } from './users/index.ts';

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
  resourcesArea,
  filesArea,
  geocodeArea,
];

/** Every entity's configurable fields, gathered from the areas. */
export const ENTITY_FIELDS: Readonly<Partial<Record<Entity, readonly string[]>>> = Object.assign(
  {},
  ...AREAS.map((area) => area.entityFields ?? {}),
);
