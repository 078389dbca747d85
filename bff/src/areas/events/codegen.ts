import type { AreaCodegen } from '../../platform/area.ts';
import { eventEnumValues } from './enumValues.ts';

/** Resolver types of the events area (`AreaCodegen`): the REST DTO of each object type, the REST values of each enum. */
export const codegen: AreaCodegen = {
  mappers: {
    Event: './upstream/events.ts#EventDto',
    EventSpeaker: './upstream/events.ts#EventSpeakerDto',
    EventSurveyTemplate: './upstream/events.ts#EventSurveyTemplateDto',
  },
  enumValues: { './enumValues.ts': eventEnumValues },
};
