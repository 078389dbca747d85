import { sql } from 'drizzle-orm';
import moment from 'moment-timezone';
import type { Tx } from '../../platform/db/client.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { MailCalendarEvent } from '../mail/index.ts';
import { ATTENDANCE_STATUS_LABELS, type AttendanceStatus } from '../attendees/contract.ts';
import { EVENT_TYPE_LABELS, type EventType } from '../events/contract.ts';
import { dueDayOf } from '../trainings/contract.ts';
import { EMAIL_MESSAGES as M, variableGroups, type EmailTemplateType, type VariableGroup } from './contract.ts';

/**
 * The real values a template renders with (the manual trigger, spec 002 §2.13): each variable group of
 * `TEMPLATE_VARIABLES` read from the database in the caller's transaction, for the attendance, event, speaker or speaker
 * training the type needs. Dates and times are printed in the event's own zone, as its attendees read them. A value the
 * records lack is left out (prints nothing); a group whose record is missing (no venue, no field rep) is left out too,
 * so that `{% if venue %}` reads false.
 */

/** The records a manual send is about (ids of the query; the attendee is an event attendance). */
export interface SendSubjects {
  attendanceId?: number;
  eventId?: number;
  speakerId?: number;
  speakerTrainingId?: number;
}

/** A person a message may go to. */
export interface Person {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** The event as the iCal attachment needs it. */
export interface EventFacts {
  id: number;
  start: Date;
  end: Date;
  cancelled: boolean;
  location: string;
  /** The iCal SEQUENCE: the event's last change in whole seconds, so a message sent after a reschedule supersedes the
   *  earlier ones in the calendar (a 32-bit integer until 2038). */
  sequence: number;
  /** The event's sender (its e-mail from name and address, spec 000 event form), `Name <address>`; null: the tenant's. */
  from: string | null;
  status: string;
  zone: string;
  emailSeriesId: number | null;
}

export interface SendContext {
  /** The variable groups of the type, by group (a missing record's group is absent). */
  data: Partial<Record<VariableGroup, object>>;
  /** Who the message is about and, without custom recipients, goes to: the attendee or the speaker. */
  person: Person & { audience: EmailTemplateType['audience'] };
  /** The speaker of a speaker type (its own, or its training's). */
  speakerId: number | null;
  event: EventFacts | null;
}

interface EventRow {
  id: number;
  shortName: string;
  title: string;
  startTime: string;
  endTime: string;
  zone: string;
  type: EventType;
  status: string;
  updatedAt: string;
  emailSeriesId: number | null;
  fromAddress: string | null;
  fromName: string | null;
  replayUrl: string | null;
  conference: { url?: string | null; details?: string | null } | null;
  locationName: string | null;
  locationCity: string | null;
  locationState: string | null;
  topic: string | null;
  fieldRepName: string | null;
  fieldRepEmail: string | null;
  venueName: string | null;
  venueAddress: string | null;
  venueCity: string | null;
  venueState: string | null;
  venueZip: string | null;
  speakerNames: string[];
}

const missing = (what: string, id: number) => new HttpError(404, M.subjectMissing(what, id));

/** The non-empty parts, comma separated. */
const joined = (...parts: (string | null | undefined)[]) => parts.filter((part) => part?.trim()).join(', ');

async function eventRow(tx: Tx, id: number): Promise<EventRow> {
  const [row] = await tx.query<EventRow>(sql`select e.id, e.short_name as "shortName", e.title, e.start_time as "startTime",
      e.end_time as "endTime", e.zone, e.type, e.status, e.updated_at as "updatedAt",
      e.email_series_id as "emailSeriesId", e.email_from_address as "fromAddress", e.email_from_name as "fromName", e.replay_url as "replayUrl", e.conference,
      e.location_name as "locationName", e.location_city as "locationCity", e.location_state as "locationState",
      t.name as topic, f.name as "fieldRepName", f.email as "fieldRepEmail", v.name as "venueName", v.address as "venueAddress",
      v.city as "venueCity", v.state as "venueState", v.zip_code as "venueZip",
      coalesce((select array_agg(s.first_name || ' ' || s.last_name order by s.last_name, s.first_name, s.id)
        from event_speakers es join speakers s on s.id = es.speaker_id where es.event_id = e.id), '{}') as "speakerNames"
    from events e left join topics t on t.id = e.topic_id left join field_reps f on f.id = e.field_rep_id
      left join venues v on v.id = e.venue_id
    where e.id = ${id}`);
  if (!row) throw missing('Event', id);
  return row;
}

/** The event's groups: `event`, `fieldRep`, `speakers`, `venue`, `conference`. */
function eventGroups(e: EventRow): Partial<Record<VariableGroup, object>> {
  const at = (instant: string) => moment.tz(instant, e.zone);
  // Where it takes place: the event's own location, else its venue's.
  const location = e.locationName
    ? joined(e.locationName, e.locationCity, e.locationState)
    : joined(e.venueName, e.venueCity, e.venueState);
  return {
    event: {
      shortName: e.shortName,
      title: e.title,
      date: at(e.startTime).format('dddd, MMMM D, YYYY'),
      startTime: at(e.startTime).format('h:mm A'),
      endTime: at(e.endTime).format('h:mm A'),
      zone: e.zone,
      type: EVENT_TYPE_LABELS[e.type] ?? e.type,
      topic: e.topic,
      location,
      replayUrl: e.replayUrl,
    },
    ...(e.fieldRepName !== null && { fieldRep: { name: e.fieldRepName, email: e.fieldRepEmail } }),
    speakers: { names: e.speakerNames.join(', '), list: e.speakerNames.map((name) => ({ name })) },
    ...(e.venueName !== null && {
      venue: { name: e.venueName, address: e.venueAddress, city: e.venueCity, state: e.venueState, zipCode: e.venueZip },
    }),
    ...(e.conference?.url && { conference: { url: e.conference.url, details: e.conference.details ?? null } }),
  };
}

const eventFacts = (e: EventRow, location: string): EventFacts => ({
  id: e.id,
  start: new Date(e.startTime),
  end: new Date(e.endTime),
  cancelled: e.status === 'cancelled',
  location,
  sequence: Math.floor(new Date(e.updatedAt).getTime() / 1000),
  from: e.fromAddress ? (e.fromName ? `"${e.fromName.replace(/["\\\r\n]/g, '')}" <${e.fromAddress}>` : e.fromAddress) : null,
  status: e.status,
  zone: e.zone,
  emailSeriesId: e.emailSeriesId,
});

/** The iCal event a message of `template` carries for `event`: its UID is stable per event and recipient, so a later
 *  message of the same event (a reschedule: a higher SEQUENCE; a cancellation: METHOD:CANCEL) updates the same entry. */
export function calendarEvent(
  tenantId: string,
  to: string,
  event: EventFacts,
  mail: { subject: string; icalTitle: string; icalDescription: string },
): MailCalendarEvent {
  return {
    uid: `${tenantId}-event-${event.id}-${to}`,
    sequence: event.sequence,
    start: event.start,
    end: event.end,
    title: mail.icalTitle || mail.subject,
    description: mail.icalDescription,
    location: event.location || null,
    cancelled: event.cancelled,
  };
}

async function attendance(tx: Tx, id: number) {
  const [row] = await tx.query<Person & { eventId: number; status: AttendanceStatus }>(sql`select ea.event_id as "eventId",
      ea.status, a.first_name as "firstName", a.last_name as "lastName", a.email
    from event_attendances ea join attendees a on a.id = ea.attendee_id where ea.id = ${id}`);
  if (!row) throw missing('Event Attendee', id);
  return row;
}

async function speaker(tx: Tx, id: number): Promise<Person> {
  const [row] = await tx.query<Person>(sql`select first_name as "firstName", last_name as "lastName", email from speakers
    where id = ${id}`);
  if (!row) throw missing('Speaker', id);
  return row;
}

async function speakerTraining(tx: Tx, id: number) {
  const [row] = await tx.query<{ speakerId: number; programId: number; name: string; dueDate: string }>(sql`select
      st.speaker_id as "speakerId", st.program_id as "programId", p.program_name as name, st.due_date as "dueDate"
    from speaker_trainings st join training_programs p on p.id = st.program_id where st.id = ${id}`);
  if (!row) throw missing('Speaker Training', id);
  return row;
}

/** A message's own links (`links.*`): its row's one-click unsubscribe page, which is also its marketing opt-out. The
 *  unsubscribe suppresses the address for every program message (the series' e-mails, all of them marketing in the
 *  sense of CAN-SPAM) and for none of the transactional ones (a password link, a speaker's notices): exactly a
 *  marketing opt-out, so the two variables name one page rather than two mechanisms (README "E-mail delivery"). */
export interface RowLinks {
  unsubscribe: string;
  marketingOptOut: string;
}

export const rowLinks = (unsubscribe: string): RowLinks => ({ unsubscribe, marketingOptOut: unsubscribe });

/**
 * The values of `type`'s groups for the records `ids` names (each record the type `needs` must be there: the routes
 * check that first). Ids the type does not need are not read, except an event given with an attendance, or a speaker
 * with a training: those must agree (400).
 */
export async function sendContext(
  tx: Tx,
  type: EmailTemplateType,
  ids: SendSubjects,
  clientUrl: string,
  links: Partial<RowLinks> = {},
): Promise<SendContext> {
  const data: Partial<Record<VariableGroup, object>> = {};
  let person: Person;
  let speakerId: number | null = null;
  let eventId = type.needs.includes('event') ? ids.eventId! : null;

  if (type.audience === 'attendee') {
    const row = await attendance(tx, ids.attendanceId!);
    if (ids.eventId !== undefined && ids.eventId !== row.eventId) {
      throw new HttpError(400, M.attendanceNotInEvent(ids.attendanceId!, ids.eventId));
    }
    eventId = row.eventId;
    person = { firstName: row.firstName, lastName: row.lastName, email: row.email };
    data.attendee = { ...person, status: ATTENDANCE_STATUS_LABELS[row.status] ?? row.status };
  } else if (type.needs.includes('speakerTraining')) {
    const training = await speakerTraining(tx, ids.speakerTrainingId!);
    if (ids.speakerId !== undefined && ids.speakerId !== training.speakerId) {
      throw new HttpError(400, M.trainingNotOfSpeaker(ids.speakerTrainingId!, ids.speakerId));
    }
    speakerId = training.speakerId;
    person = await speaker(tx, speakerId);
    // A due date is kept at the midnight UTC that ends its day (spec 002 §9): the day is the one entered.
    data.training = {
      name: training.name,
      dueDate: moment.utc(dueDayOf(training.dueDate)).format('MMMM D, YYYY'),
      url: `${clientUrl}/training/program/${training.programId}`,
    };
  } else {
    speakerId = ids.speakerId!;
    person = await speaker(tx, speakerId);
  }
  if (type.audience === 'speaker') data.speaker = { ...person };
  data.recipient = { ...person };

  let event: EventFacts | null = null;
  if (eventId !== null) {
    const row = await eventRow(tx, eventId);
    const groups = eventGroups(row);
    Object.assign(data, groups);
    event = eventFacts(row, (groups.event as { location: string }).location);
  }
  // The links are the ledger row's (its token), given by the caller that writes the row (`rowLinks`); without them (a
  // preview) they print nothing.
  data.links = { ...links };
  data.urls = { client: clientUrl, server: clientUrl };

  // Only the type's own groups: a variable the type cannot use prints nothing, as in the sample preview.
  const allowed = new Set(variableGroups(type));
  const own = Object.fromEntries(Object.entries(data).filter(([group]) => allowed.has(group as VariableGroup)));
  return { data: own, person: { ...person, audience: type.audience }, speakerId, event };
}
