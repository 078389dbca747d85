import type { z } from 'zod';
import type {
  Event,
  eventCreateBody,
  eventFilters,
  EventImport,
  eventImportBody,
  eventPatchBody,
  EventsDeleted,
  EventSpeaker,
  EventSurveyTemplate,
  UsedStatuses,
} from '../../../../../api/src/areas/events/answers.ts';
import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { Patch, UpstreamHttp } from '../../../platform/upstream/http.ts';
import { createResourceReader } from '../../../platform/upstream/resourceReader.ts';

/** A survey template of an event, with its due time. */
export type EventSurveyTemplateDto = EventSurveyTemplate;

/** A speaker of an event. */
export type EventSpeakerDto = EventSpeaker;

/** An event as `GET/POST/PUT/PATCH events` answer it (api/README.md "Events"): the api's answer schema. */
export type EventDto = Event;

/** The event list's `filters` (api/README.md `GET /events`), as the api's schema reads them. */
export type EventFilters = z.input<typeof eventFilters>;

/** One CSV line as `POST events/import` takes it (the CSV's column names). */
export type EventImportRow = z.input<typeof eventImportBody>['rows'][number];

/** Answer of `POST events/import`: one result per line sent, in order. */
export type EventImportResult = EventImport;

/** Body of `POST events` and of `PATCH events/{id}` (dates are serialized to ISO strings). */
export type EventCreate = z.input<typeof eventCreateBody>;
export type EventChanges = Patch<z.input<typeof eventPatchBody>>;

export function createEventsApi(http: UpstreamHttp, policy: FieldPolicy) {
  const events = createResourceReader<EventDto, EventFilters>(http, policy, 'events', 'event');
  return {
    list: events.list,
    /** Events by internal id, batched; another tenant's id is null like a missing one. */
    eventById: events.byId,
    usedStatuses: () => http.get<UsedStatuses>('events/used-event-statuses'),
    async create(input: EventCreate): Promise<EventDto> {
      return events.redact(await http.send<EventDto>('POST', 'events', input));
    },
    async update(id: number, changes: EventChanges): Promise<EventDto> {
      return events.redact(await http.send<EventDto>('PATCH', `events/${id}`, changes));
    },
    batchDelete: (ids: number[]) => http.send<EventsDeleted>('POST', 'events/batch-delete', { ids }),
    /** `POST events/import`: validates every line, creates the valid ones in one transaction. */
    importRows: (rows: EventImportRow[]) => http.send<EventImportResult>('POST', 'events/import', { rows }),
  };
}

export type EventsApi = ReturnType<typeof createEventsApi>;
