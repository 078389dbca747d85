import moment, { type Moment } from 'moment-timezone';
import type { AttendanceStatus } from '../attendees/contract.ts';
import { dueDayOf } from '../trainings/contract.ts';

/**
 * When an event's series sends each attendee type by itself (issue 30 "Delivery"; the spec names the types, not their
 * times): who is owed it (the attendance's status, the event's), and its window — not before `sendAfter`, not after
 * `sendBefore` (a message found past it is `missed`, never sent late). Times are computed in the event's own zone, so
 * "the day before at 9:00" is 9:00 where the event happens, across a change of daylight saving time. Pure: the planner
 * (planner.ts) and the composer (compose.ts) both ask it.
 */

/** The event as the rules read it. */
export interface ScheduledEvent {
  start: Date;
  end: Date;
  zone: string;
  status: string;
}

/** The attendance as the rules read it. */
export interface ScheduledAttendance {
  status: AttendanceStatus;
  /** When the attendance was written: a registration thank-you is owed from then. */
  createdAt: Date;
}

export interface SendWindow {
  sendAfter: Date;
  sendBefore: Date;
}

interface Rule {
  /** The attendance statuses owed the message, when it is planned and again when it is sent. */
  statuses: readonly AttendanceStatus[];
  /** The event's statuses it is for: `cancelled` only for the regrets; the others never for a cancelled event. */
  events: 'cancelled' | 'on-demand' | 'scheduled' | 'any';
  window(event: Moments, attendance: ScheduledAttendance): { after: Moment; before: Moment };
}

interface Moments {
  start: Moment;
  end: Moment;
}

const REGISTERED: readonly AttendanceStatus[] = ['registered'];
const ATTENDED: readonly AttendanceStatus[] = ['attended', 'walkin'];
const DID_NOT_ATTEND: readonly AttendanceStatus[] = ['registered', 'noshow'];

/** `offset` before the start, sendable for `lateness` after that. */
const beforeStart = (amount: number, unit: moment.unitOfTime.Base, lateness: number, latenessUnit: moment.unitOfTime.Base): Rule => ({
  statuses: REGISTERED,
  events: 'scheduled',
  window: ({ start }) => {
    const after = start.clone().subtract(amount, unit);
    return { after, before: moment.min(after.clone().add(lateness, latenessUnit), start) };
  },
});

/** `amount` days after the end, in the event's zone (a day of 23 or 25 hours counts as one), sendable for `lateness`
 *  days. */
const afterEnd = (amount: number, unit: 'day' | 'week', statuses: readonly AttendanceStatus[], lateness = 1): Rule => ({
  statuses,
  events: 'scheduled',
  window: ({ end }) => {
    const after = end.clone().add(amount, unit);
    return { after, before: after.clone().add(lateness, 'day') };
  },
});

/** Sent when its attendance reaches the status (planned at once), until `until`. */
const onChange = (
  statuses: readonly AttendanceStatus[],
  events: Rule['events'],
  until: (event: Moments, attendance: ScheduledAttendance) => Moment,
): Rule => ({
  statuses,
  events,
  window: (event, attendance) => ({ after: moment(attendance.createdAt), before: until(event, attendance) }),
});

/** A registration is thanked within a day of it (and before the event): a series given to an event later does not
 *  thank its earlier registrations. */
const dayAfterRegistering = (end: Moment, attendance: ScheduledAttendance) => moment.min(end, moment(attendance.createdAt).add(1, 'day'));

/** 9:00 the day before `start`, sendable that day (until its midnight). */
const dayBeforeAtNine = (start: Moment) => {
  const after = start.clone().subtract(1, 'day').startOf('day').hour(9);
  return { after, before: moment.min(start.clone().startOf('day'), start) };
};

/** The types a series sends by itself, by type. The on-demand approval and rejection have no cause in the product (no
 *  approval step): they are sent by hand (the manual trigger). */
const RULES: Readonly<Record<string, Rule>> = {
  'registration-thank-you': onChange(REGISTERED, 'scheduled', ({ start }, attendance) => dayAfterRegistering(start, attendance)),
  'on-demand-event-registration': onChange(REGISTERED, 'on-demand', (_, attendance) => moment(attendance.createdAt).add(1, 'day')),
  'remind-event-in-1-week': beforeStart(1, 'week', 1, 'day'),
  'remind-event-in-48-h': beforeStart(48, 'hour', 6, 'hour'),
  'remind-event-tomorrow': { statuses: REGISTERED, events: 'scheduled', window: ({ start }) => dayBeforeAtNine(start) },
  'remind-event-today': {
    statuses: REGISTERED,
    events: 'scheduled',
    // 8:00 on the day, or an hour before an earlier start; sendable until the start.
    window: ({ start }) => ({
      after: moment.min(start.clone().startOf('day').hour(8), start.clone().subtract(1, 'hour')),
      before: start.clone(),
    }),
  },
  'remind-event-in-3-h': beforeStart(3, 'hour', 1, 'hour'),
  'remind-event-in-1-h': beforeStart(1, 'hour', 30, 'minute'),
  'remind-event-now': beforeStart(0, 'minute', 15, 'minute'),
  // Thanks for attending and the follow-ups go to those marked attended (or walked in); "sorry we missed you" to the
  // registered who were not (still registered, or marked no-show), the day after.
  'attended-thank-you': onChange(ATTENDED, 'any', ({ end }) => end.clone().add(7, 'day')),
  'follow-up-after-1-d': afterEnd(1, 'day', ATTENDED),
  'follow-up-after-2-d': afterEnd(2, 'day', ATTENDED),
  'follow-up-after-3-d': afterEnd(3, 'day', ATTENDED),
  'follow-up-after-5-d': afterEnd(5, 'day', ATTENDED),
  'follow-up-after-1-week': afterEnd(1, 'week', ATTENDED),
  'follow-up-after-30-d': afterEnd(30, 'day', ATTENDED, 3),
  'sorry-we-missed-you': afterEnd(1, 'day', DID_NOT_ATTEND, 2),
  // Once per attendance, while the event would still have been ahead.
  'regrets-cancelation': onChange(REGISTERED, 'cancelled', ({ start }) => start),
  'attendee-ineligible': onChange(['ineligible'], 'any', ({ end }) => end),
};

/** The types a series sends by itself. */
export const AUTOMATIC_TYPES: readonly string[] = Object.keys(RULES);

function eventFits(rule: Rule, status: string) {
  switch (rule.events) {
    case 'cancelled':
      return status === 'cancelled';
    case 'on-demand':
      return status === 'on-demand';
    case 'scheduled':
      return status !== 'cancelled' && status !== 'on-demand';
    case 'any':
      return status !== 'cancelled';
  }
}

/** The window of `type`'s message for this attendance of this event, or null when it is owed none (the attendance's
 *  or the event's status, or a type the series does not send by itself). The window may be past: the caller decides. */
export function sendWindow(type: string, event: ScheduledEvent, attendance: ScheduledAttendance): SendWindow | null {
  const rule = RULES[type];
  if (!rule || !eventFits(rule, event.status) || !rule.statuses.includes(attendance.status)) return null;
  const zone = zoneOf(event);
  const { after, before } = rule.window({ start: moment.tz(event.start, zone), end: moment.tz(event.end, zone) }, attendance);
  return { sendAfter: after.toDate(), sendBefore: before.toDate() };
}

/** How many days before the event a speaker not trained on its topic is reminded (issue 30; the spec is silent). */
export const NOT_TRAINED_REMINDER_DAYS = 7;

/** The event-bound speaker types the planner sends by itself (speakerPlan.ts), with their windows in the event's zone:
 *  the day-before reminder as the attendees' (9:00, that day); the not-trained reminder at 9:00
 *  `NOT_TRAINED_REMINDER_DAYS` days before the start's day, sendable for a day; the notices of a cause (not trained on
 *  the topic, a blackout-date conflict) from `now` until the start. None for a cancelled or on-demand event. */
const SPEAKER_RULES: Readonly<Record<string, (start: Moment, now: Date) => { after: Moment; before: Moment }>> = {
  'remind-speaker-event-tomorrow': dayBeforeAtNine,
  'remind-speaker-not-trained-on-topic': (start) => {
    const after = start.clone().subtract(NOT_TRAINED_REMINDER_DAYS, 'day').startOf('day').hour(9);
    return { after, before: moment.min(after.clone().add(1, 'day'), start) };
  },
  'speaker-not-trained-on-topic': (start, now) => ({ after: moment(now), before: start.clone() }),
  'speaker-black-out-date-conflict': (start, now) => ({ after: moment(now), before: start.clone() }),
};

/** The event-bound speaker types. */
export const SPEAKER_EVENT_TYPES: readonly string[] = Object.keys(SPEAKER_RULES);

/** The window of an event-bound speaker type's message for this event, or null when the event owes speakers none. */
export function speakerWindow(type: string, event: ScheduledEvent, now = new Date()): SendWindow | null {
  const rule = SPEAKER_RULES[type];
  if (!rule || event.status === 'cancelled' || event.status === 'on-demand') return null;
  const { after, before } = rule(moment.tz(event.start, zoneOf(event)), now);
  return { sendAfter: after.toDate(), sendBefore: before.toDate() };
}

/** The window of a training's due-date reminder (`remind-training-due-tomorrow`): 9:00 UTC the day before the due day,
 *  sendable that day. Trainings have no zone of their own: the due day is the UTC one the person entered
 *  (trainings' `dueDayOf`), as the training list's Overdue reads it. */
export function trainingDueWindow(storedDueDate: string): SendWindow {
  const { after, before } = dayBeforeAtNine(moment.utc(dueDayOf(storedDueDate)));
  return { sendAfter: after.toDate(), sendBefore: before.toDate() };
}

/** The event's zone, UTC when it names none the rules know. */
export const zoneOf = (event: Pick<ScheduledEvent, 'zone'>) => (moment.tz.zone(event.zone) ? event.zone : 'UTC');

/** The event's days in its own zone (`YYYY-MM-DD`), the start's through the end's. */
export function eventDays(event: Pick<ScheduledEvent, 'start' | 'end' | 'zone'>): string[] {
  const zone = zoneOf(event);
  const day = moment.tz(event.start, zone).startOf('day');
  const last = moment.tz(event.end, zone).format('YYYY-MM-DD');
  const days: string[] = [];
  while (days.length < 31 && day.format('YYYY-MM-DD') <= last) {
    days.push(day.format('YYYY-MM-DD'));
    day.add(1, 'day');
  }
  return days;
}
