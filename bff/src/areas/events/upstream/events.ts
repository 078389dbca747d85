import type { EventStatusValue, EventTypeValue, LocationTypeValue, MealTypeValue } from '../../../platform/enumValues.ts';
import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';
import { createResourceReader } from '../../resources/upstream/resource.ts';

export interface EventSurveyTemplateDto {
  id: number;
  name: string | null;
  surveyDueTime: string | null;
}

export interface EventSpeakerDto {
  speakerId: number;
}

export interface ConferenceDto {
  url: string | null;
  details: string | null;
}

export interface EventShareInfoDto {
  ogTitle: string | null;
  ogDescription: string | null;
  ogUrl: string | null;
  facebookCardUrl: string | null;
  twitterCardUrl: string | null;
  cardImageAlt: string | null;
  emailShareSubject: string | null;
  emailShareBody: string | null;
  facebookShareText: string | null;
  twitterShareText: string | null;
  linkedinShareText: string | null;
}

/** An event as `GET/POST/PUT/PATCH events` answer it (api/README.md "Events"). */
export interface EventDto {
  id: number;
  shortName: string | null;
  title: string | null;
  startTime: string | null;
  endTime: string | null;
  zone: string | null;
  type: EventTypeValue | null;
  status: EventStatusValue | null;
  notes: string | null;
  survey: boolean | null;
  registrationPage: boolean | null;
  surveyTemplates: EventSurveyTemplateDto[] | null;
  emailSeriesId: number | null;
  emailFromAddress: string | null;
  emailFromName: string | null;
  registrationTemplateId: number | null;
  registrationClosed: boolean | null;
  fieldRepId: number | null;
  topicId: number | null;
  venueId: number | null;
  speakers: EventSpeakerDto[] | null;
  mealType: MealTypeValue | null;
  replayUrl: string | null;
  veevaId: string | null;
  estimatedAttendance: number | null;
  avRequirements: string | null;
  registered: number | null;
  attended: number | null;
  locationType: LocationTypeValue | null;
  locationName: string | null;
  locationAddress: string | null;
  locationAddressLine2: string | null;
  locationCity: string | null;
  locationState: string | null;
  locationZip: string | null;
  conference: ConferenceDto | null;
  eventShareInfo: EventShareInfoDto | null;
  createdAt: string | null;
  updatedAt: string | null;
}

/** The event list's `filters` (api/README.md `GET /events`). */
export interface EventFilters extends Record<string, unknown> {
  ids?: number[];
  selectedEvents?: number[];
  selectedTypes?: EventTypeValue[];
  selectedTemplates?: number[];
  selectedEmailSeries?: number[];
  selectedSpeakers?: number[];
  selectedFieldReps?: number[];
  selectedTopics?: number[];
  selectedStatuses?: EventStatusValue[];
  period?: { from?: string | null; to?: string | null; timezone?: string | null };
}

/** One CSV line as `POST events/import` takes it (the CSV's column names). */
export interface EventImportRow {
  line: number;
  id?: string | null;
  program_name?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  zone?: string | null;
  status?: string | null;
  type?: string | null;
  notes?: string | null;
  location_type?: string | null;
}

/** Answer of `POST events/import`: one result per line sent, in order. */
export interface EventImportResult {
  created: number;
  failed: number;
  results: { line: number; eventId: number | null; errors: string[] }[];
}

/** Body of `POST events` and `PATCH events/{id}` (dates are serialized to ISO strings). */
export type EventWrite = Record<string, unknown>;

export function createEventsApi(http: UpstreamHttp, policy: FieldPolicy) {
  const events = createResourceReader<EventDto, EventFilters>(http, policy, 'events', 'event');
  return {
    list: events.list,
    /** Events by internal id, batched; another tenant's id is null like a missing one. */
    eventById: events.byId,
    usedStatuses: () => http.get<EventStatusValue[]>('events/used-event-statuses'),
    async create(input: EventWrite): Promise<EventDto> {
      return events.redact(await http.send<EventDto>('POST', 'events', input));
    },
    async update(id: number, changes: EventWrite): Promise<EventDto> {
      return events.redact(await http.send<EventDto>('PATCH', `events/${id}`, changes));
    },
    batchDelete: (ids: number[]) => http.send<{ deleted: number }>('POST', 'events/batch-delete', { ids }),
    /** `POST events/import`: validates every line, creates the valid ones in one transaction. */
    importRows: (rows: EventImportRow[]) => http.send<EventImportResult>('POST', 'events/import', { rows }),
  };
}

export type EventsApi = ReturnType<typeof createEventsApi>;
