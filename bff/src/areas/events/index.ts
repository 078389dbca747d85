import type { BffArea } from '../../platform/area.ts';
import { eventEnumValues } from './enumValues.ts';
import { createEventMutation } from './schema/Event/CreateEventMutation.ts';
import { deleteEventsMutation } from './schema/Event/DeleteEventsMutation.ts';
import { Event, EventSpeaker, EventSurveyTemplate, eventQueries, fetchEvent } from './schema/Event/Event.resolvers.ts';
import { eventExportUrlQuery } from './schema/Event/EventExportUrl.ts';
import { eventsConnection } from './schema/Event/EventsConnection.ts';
import { importEventsMutation } from './schema/Event/ImportEventsMutation.ts';
import { updateEventMutation } from './schema/Event/UpdateEventMutation.ts';
import { createEventsApi } from './upstream/events.ts';

export const eventsArea = {
  name: 'events',
  upstream: { events: createEventsApi },
  query: { ...eventsConnection, ...eventQueries, ...eventExportUrlQuery },
  mutation: { ...createEventMutation, ...updateEventMutation, ...deleteEventsMutation, ...importEventsMutation },
  types: { Event, EventSpeaker, EventSurveyTemplate, ...eventEnumValues },
  nodes: { Event: fetchEvent },
} satisfies BffArea;
