import { z } from 'zod';
import { instant, pageOf, type Json } from '../../platform/http/answer.ts';
import { speaker } from '../speakers/answers.ts';
import { EVENT_STATUSES, EVENT_TYPES, LOCATION_TYPES, MEAL_TYPES } from './contract.ts';

/** What the event routes answer: the REST contract's answer half (platform/http/answer.ts). Fields the caller's role
 *  may have hidden (the area's `entityFields`) answer null. */

/** A speaker of an event. */
export const eventSpeaker = z.object({ speakerId: z.number().int() });
/** A survey template of an event, with its due time. */
export const eventSurveyTemplate = z.object({ id: z.number().int(), name: z.string(), surveyDueTime: instant.nullable() });

/** The event's fields a role may hide, as stored (the events row under the contract's names, its speakers and its
 *  survey templates). */
const hideable = {
  shortName: z.string(),
  title: z.string(),
  startTime: instant,
  endTime: instant,
  zone: z.string(),
  type: z.enum(EVENT_TYPES),
  status: z.enum(EVENT_STATUSES),
  notes: z.string().nullable(),
  survey: z.boolean(),
  registrationPage: z.boolean(),
  surveyTemplates: z.array(eventSurveyTemplate),
  emailSeriesId: z.number().int().nullable(),
  emailFromAddress: z.string().nullable(),
  emailFromName: z.string().nullable(),
  registrationTemplateId: z.number().int().nullable(),
  registrationClosed: z.boolean(),
  fieldRepId: z.number().int().nullable(),
  topicId: z.number().int().nullable(),
  venueId: z.number().int().nullable(),
  speakers: z.array(eventSpeaker),
  mealType: z.enum(MEAL_TYPES).nullable(),
  replayUrl: z.string().nullable(),
  veevaId: z.string().nullable(),
  estimatedAttendance: z.number().int().nullable(),
  avRequirements: z.string().nullable(),
  registered: z.number().int(),
  attended: z.number().int(),
  locationType: z.enum(LOCATION_TYPES).nullable(),
  locationName: z.string().nullable(),
  locationAddress: z.string().nullable(),
  locationAddressLine2: z.string().nullable(),
  locationCity: z.string().nullable(),
  locationState: z.string().nullable(),
  locationZip: z.string().nullable(),
  /** The webconference as written (a key left out of the write is absent). */
  conference: z.object({ url: z.string().nullish(), details: z.string().nullish() }).nullable(),
  /** The social share information as written. */
  eventShareInfo: z
    .object({
      ogTitle: z.string().nullish(),
      ogDescription: z.string().nullish(),
      ogUrl: z.string().nullish(),
      facebookCardUrl: z.string().nullish(),
      twitterCardUrl: z.string().nullish(),
      cardImageAlt: z.string().nullish(),
      emailShareSubject: z.string().nullish(),
      emailShareBody: z.string().nullish(),
      facebookShareText: z.string().nullish(),
      twitterShareText: z.string().nullish(),
      linkedinShareText: z.string().nullish(),
    })
    .nullable(),
};

/** An event as the api reads it (queries.ts `getEvent`, `listEvents`): nothing hidden yet. */
export const eventRow = z.object({ id: z.number().int(), ...hideable, createdAt: instant, updatedAt: instant });

/** Each field also null. */
const orNull = <S extends Record<string, z.ZodType>>(shape: S) =>
  Object.fromEntries(Object.entries(shape).map(([field, schema]) => [field, schema.nullable()])) as {
    [F in keyof S]: z.ZodNullable<S[F]>;
  };

/** An event as every event call answers it (api README "Events"). */
export const event = eventRow.extend(orNull(hideable));
/** A page of the list; `count` beyond the cap is a lower bound (`countExact` false). */
export const eventPage = pageOf(event).extend({ countExact: z.boolean() });

/** `GET /events/used-event-statuses`: the statuses the caller's events have (none when status is hidden). */
export const usedStatuses = z.array(z.enum(EVENT_STATUSES));

/** `POST /events/batch-delete`: how many events went. */
export const eventsDeleted = z.object({ deleted: z.number().int() });

/** A speaker's lookup fields (platform/db/lookups.ts `SPEAKERS`). */
export const speakerLookup = speaker.pick({
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  degree: true,
  specialty: true,
  status: true,
  userId: true,
});

/** `GET /events/event-speakers/:eventId/:speakerId`: a speaker of the event, with the speaker's lookup fields. */
export const eventSpeakerDetail = z.object({
  eventId: z.number().int(),
  speakerId: z.number().int(),
  speaker: speakerLookup.optional(),
});

/** `POST /events/import`: one result per line sent, in order (`eventId` null when the line failed). */
export const eventImport = z.object({
  created: z.number().int(),
  failed: z.number().int(),
  results: z.array(z.object({ line: z.number().int(), eventId: z.number().int().nullable(), errors: z.array(z.string()) })),
});

export type EventRow = z.output<typeof eventRow>;
export type Event = Json<typeof event>;
export type EventSpeaker = Json<typeof eventSpeaker>;
export type EventSurveyTemplate = Json<typeof eventSurveyTemplate>;
export type EventImport = Json<typeof eventImport>;
export type UsedStatuses = Json<typeof usedStatuses>;
export type EventsDeleted = Json<typeof eventsDeleted>;

/** The request schemas, for the BFF's request types (`z.input`). */
export type { createBody as eventCreateBody, eventFilters, patchBody as eventPatchBody } from './events.ts';
export type { importBody as eventImportBody } from './eventImport.ts';
