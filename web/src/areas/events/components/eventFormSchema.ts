import { setIn, type FormikErrors } from 'formik';
import * as z from 'zod/mini';
import type { EventStatusValue, EventTypeValue, LocationTypeValue, MealTypeValue } from '../constants.ts';
import { clockTime, defaultZone, wallTime, zonedInstant } from '../../../shared/timezones.ts';
import {
  endsAfterStart,
  EVENT_MESSAGES as M,
  HTTP_URL,
  NAME_SPECIAL_CHARACTERS,
  ZIP_CODE,
} from '../../../../../api/src/areas/events/contract.ts';

/** A survey row: template and due date and time (in the event's zone). */
export interface SurveyRow {
  id: string;
  dueDate: string;
  dueTime: string;
}

export const BLANK_SURVEY_ROW: SurveyRow = { id: '', dueDate: '', dueTime: '' };

/** The event form's values: dates and times as the inputs hold them, in the event's zone. */
export interface EventFormValues {
  shortName: string;
  title: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  zone: string;
  type: EventTypeValue;
  status: EventStatusValue;
  notes: string;
  topicId: string;
  fieldRepId: string;
  survey: boolean;
  surveyTemplates: SurveyRow[];
  emailsEnabled: boolean;
  emailSeriesId: string;
  emailFromAddress: string;
  emailFromName: string;
  registrationPage: boolean;
  registrationTemplateId: string;
  registrationClosed: boolean;
  mealType: MealTypeValue | '';
  replayUrl: string;
  /** Speakers card: the chosen speakers, with their names for display. */
  speakers: { id: number; name: string }[];
  /** Venue tab: the chosen venue (with what the tab shows of it). */
  venue: VenueChoice | null;
  locationType: LocationTypeValue | '';
  locationName: string;
  locationAddress: string;
  locationAddressLine2: string;
  locationCity: string;
  locationState: string;
  locationZip: string;
  conferenceUrl: string;
  conferenceDetails: string;
  share: Record<ShareField, string>;
}

/** A venue as the picker and the venue tab show it. */
export interface VenueChoice {
  id: number;
  name: string;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}

/** Spec 000 §2.5 share info fields, and the card image's alt z.string() (its Add Image dialog asks for one). */
export const SHARE_FIELDS = [
  'ogTitle',
  'ogDescription',
  'ogUrl',
  'facebookCardUrl',
  'twitterCardUrl',
  'cardImageAlt',
  'emailShareSubject',
  'emailShareBody',
  'facebookShareText',
  'twitterShareText',
  'linkedinShareText',
] as const;
export type ShareField = (typeof SHARE_FIELDS)[number];
const SHARE_URL_FIELDS: ShareField[] = ['ogUrl', 'facebookCardUrl', 'twitterCardUrl'];

/** Types that hold a webconference (spec 000 §2.5). */
export const CONFERENCE_TYPES: EventTypeValue[] = ['VIRTUAL', 'HYBRID', 'WEBINAR'];

/** Spec 000 §5: 'Please enter a valid URL (i.e. {host})'. */
export const URL_MESSAGE = M.url;
export const ZIP_MESSAGE = M.zip;
export const isUrl = (v: string) => HTTP_URL.test(v.trim());

/** Spec 000 §5 event form rules with their texts. `synced`: CRM events need no name. */
export function eventFormSchema(synced = false) {
  return z
    .looseObject({
      shortName: z
        .pipe(
          z.string(),
          z.transform((v) => v.trim()),
        )
        .check(
          z.refine((v) => synced || v.length > 0, M.nameRequired),
          z.refine((v) => !NAME_SPECIAL_CHARACTERS.test(v), M.nameSpecials),
        ),
      title: z.string().check(z.trim(), z.minLength(1, M.titleRequired)),
      startDate: z.string().check(z.minLength(1, M.startRequired)),
      startTime: z.string(),
      endDate: z.string().check(z.minLength(1, M.endRequired)),
      endTime: z.string(),
      zone: z.string().check(z.minLength(1)),
      survey: z.boolean(),
      surveyTemplates: z.array(z.object({ id: z.string(), dueDate: z.string(), dueTime: z.string() })),
      registrationPage: z.boolean(),
      registrationTemplateId: z.string(),
      replayUrl: z.string(),
      emailFromAddress: z.string(),
      status: z.string(),
      type: z.string(),
      locationZip: z.string(),
      conferenceUrl: z.string(),
      share: z.record(z.string(), z.string()),
    })
    .check(
      z.superRefine((v, ctx) => {
        if (v.startDate && v.endDate && !endsAfterStart(toIso(v.startDate, v.startTime, v.zone), toIso(v.endDate, v.endTime, v.zone))) {
          ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endAfterStart });
        }
        if (v.survey) {
          v.surveyTemplates.forEach((row, i) => {
            if (!row.id) ctx.addIssue({ code: 'custom', path: ['surveyTemplates', i, 'id'], message: M.surveyTemplateRequired });
          });
        }
        if (v.registrationPage && !v.registrationTemplateId) {
          ctx.addIssue({ code: 'custom', path: ['registrationTemplateId'], message: M.registrationTemplateRequired });
        }
        if (v.status === 'ON_DEMAND' && v.replayUrl && !isUrl(v.replayUrl)) {
          ctx.addIssue({ code: 'custom', path: ['replayUrl'], message: URL_MESSAGE });
        }
        if (v.locationZip && !ZIP_CODE.test(v.locationZip.trim())) {
          ctx.addIssue({ code: 'custom', path: ['locationZip'], message: ZIP_MESSAGE });
        }
        if (CONFERENCE_TYPES.includes(v.type as EventTypeValue) && v.conferenceUrl.trim() && !isUrl(v.conferenceUrl)) {
          ctx.addIssue({ code: 'custom', path: ['conferenceUrl'], message: M.conferenceUrl });
        }
        for (const field of SHARE_URL_FIELDS) {
          if (v.share[field]?.trim() && !isUrl(v.share[field]))
            ctx.addIssue({ code: 'custom', path: ['share', field], message: URL_MESSAGE });
        }
        if (v.emailFromAddress && !z.email().safeParse(v.emailFromAddress).success) {
          ctx.addIssue({ code: 'custom', path: ['emailFromAddress'], message: M.fromEmail });
        }
      }),
    );
}

/** ISO UTC instant of a date and time entered in `zone`. */
export function toIso(date: string, time: string, zone: string): string {
  return new Date(zonedInstant(date, time || '00:00', zone)).toISOString();
}

export function splitIso(iso: string | null | undefined, zone: string): { date: string; time: string } {
  if (!iso) return { date: '', time: '' };
  const wall = wallTime(iso, zone);
  return { date: wall.date, time: clockTime(wall) };
}

/** A new event: Live, In Progress, tomorrow 09:00–10:00 in the browser's zone (or US/Central). */
export function newEventValues(now: number = Date.now()): EventFormValues {
  const zone = defaultZone();
  const today = new Date(wallTime(now, zone).date);
  const tomorrow = new Date(today.setUTCDate(today.getUTCDate() + 1)).toISOString().slice(0, 10);
  return {
    shortName: '',
    title: '',
    startDate: tomorrow,
    startTime: '09:00',
    endDate: tomorrow,
    endTime: '10:00',
    zone,
    type: 'LIVE',
    status: 'IN_PROGRESS',
    notes: '',
    topicId: '',
    fieldRepId: '',
    survey: false,
    surveyTemplates: [],
    emailsEnabled: false,
    emailSeriesId: '',
    emailFromAddress: '',
    emailFromName: '',
    registrationPage: false,
    registrationTemplateId: '',
    registrationClosed: false,
    mealType: '',
    replayUrl: '',
    speakers: [],
    venue: null,
    locationType: '',
    locationName: '',
    locationAddress: '',
    locationAddressLine2: '',
    locationCity: '',
    locationState: '',
    locationZip: '',
    conferenceUrl: '',
    conferenceDetails: '',
    share: emptyShare(),
  };
}

export const emptyShare = () => Object.fromEntries(SHARE_FIELDS.map((f) => [f, ''])) as Record<ShareField, string>;

const num = (v: string) => (v ? Number(v) : null);
const orNull = (v: string) => (v.trim() ? v.trim() : null);

/** The GraphQL input of the form's fields (shared by create and update). */
export function toEventInput(v: EventFormValues) {
  return {
    shortName: v.shortName.trim(),
    title: v.title.trim(),
    startTime: toIso(v.startDate, v.startTime, v.zone),
    endTime: toIso(v.endDate, v.endTime, v.zone),
    zone: v.zone,
    type: v.type,
    status: v.status,
    notes: orNull(v.notes),
    topicId: num(v.topicId),
    fieldRepId: num(v.fieldRepId),
    survey: v.survey,
    surveyTemplates: v.survey
      ? v.surveyTemplates
          .filter((t) => t.id)
          .map((t) => ({ id: Number(t.id), surveyDueTime: t.dueDate ? toIso(t.dueDate, t.dueTime || '12:00', v.zone) : null }))
      : [],
    emailSeriesId: v.emailsEnabled ? num(v.emailSeriesId) : null,
    emailFromAddress: orNull(v.emailFromAddress),
    emailFromName: orNull(v.emailFromName),
    registrationPage: v.registrationPage,
    registrationTemplateId: v.registrationPage ? num(v.registrationTemplateId) : null,
    registrationClosed: v.registrationClosed,
    mealType: v.type === 'LIVE' && v.mealType ? v.mealType : null,
    replayUrl: v.status === 'ON_DEMAND' ? orNull(v.replayUrl) : null,
    speakerIds: v.speakers.map((s) => s.id),
    venueId: v.type !== 'VIRTUAL' && v.venue ? v.venue.id : null,
    locationType: v.locationType || null,
    locationName: orNull(v.locationName),
    locationAddress: orNull(v.locationAddress),
    locationAddressLine2: orNull(v.locationAddressLine2),
    locationCity: orNull(v.locationCity),
    locationState: orNull(v.locationState),
    locationZip: orNull(v.locationZip),
    conference:
      CONFERENCE_TYPES.includes(v.type) && (v.conferenceUrl.trim() || v.conferenceDetails.trim())
        ? { url: orNull(v.conferenceUrl), details: orNull(v.conferenceDetails) }
        : null,
    eventShareInfo: SHARE_FIELDS.some((f) => v.share[f].trim())
      ? (Object.fromEntries(SHARE_FIELDS.map((f) => [f, orNull(v.share[f])])) as Record<ShareField, string | null>)
      : null,
  };
}

export type EventInput = ReturnType<typeof toEventInput>;

/** The fields of `next` that differ from `before`: what an update sends (hidden, locked and untouched fields stay out). */
export function changedFields(before: EventInput, next: EventInput): Partial<EventInput> {
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof EventInput])),
  ) as Partial<EventInput>;
}

/** REST field paths (the service's `fields`) whose form field is named otherwise. */
const FORM_PATHS: [RegExp, string][] = [
  [/^startTime$/, 'startDate'],
  [/^endTime$/, 'endDate'],
  [/^conference\.url$/, 'conferenceUrl'],
  [/^conference\.details$/, 'conferenceDetails'],
  [/^eventShareInfo\./, 'share.'],
  [/^surveyTemplates$/, 'surveyTemplates.0.id'],
  [/\.surveyDueTime$/, '.dueDate'],
];

/** The service's z.string() per field of a refused save (`extensions.fields`) as the form's errors, each under its field. */
export function serverFieldErrors(fields: Record<string, string>): FormikErrors<EventFormValues> {
  return Object.entries(fields).reduce<FormikErrors<EventFormValues>>(
    (errors, [path, message]) =>
      setIn(
        errors,
        FORM_PATHS.reduce((p, [from, to]) => p.replace(from, to), path),
        message,
      ),
    {},
  );
}
