import { z } from 'zod';
import { instant, pageOf, type Json } from '../../platform/http/answer.ts';
import { event } from '../events/answers.ts';
import type { AnswerValue } from '../questions/contract.ts';
import { ATTENDANCE_STATUSES, ATTENDEE_TYPES } from './contract.ts';

/** What the attendee routes answer: the REST contract's answer half (platform/http/answer.ts). Fields the caller's role
 *  may have hidden (the attendee's `entityFields`, the event's) answer null. */

/** The attendee of an attendance. */
export const attendee = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  marketingOptIn: z.boolean().nullable(),
  type: z.enum(ATTENDEE_TYPES).nullable(),
});

/** The event of an attendance: a few of its fields (the BFF reads the whole event through its event loader). */
export const attendanceEvent = event.pick({
  id: true,
  shortName: true,
  title: true,
  startTime: true,
  emailSeriesId: true,
  registrationPage: true,
  registrationTemplateId: true,
  status: true,
});

/**
 * An event attendance (spec 001 §3), the row of `GET /attendees` and of the attendance reads: `id` is the
 * attendance's id.
 */
export const eventAttendance = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  attendeeId: z.number().int(),
  status: z.enum(ATTENDANCE_STATUSES),
  subscribed: z.boolean(),
  createdDate: instant,
  sources: z.array(z.object({ source: z.string() })),
  attendee,
  event: attendanceEvent,
});
/** A page of the list; `count` beyond the cap is a lower bound (`countExact` false). */
export const attendancePage = pageOf(eventAttendance).extend({ countExact: z.boolean() });

/** An answer as the rules engine keeps it (questions/contract.ts `AnswerValue`). */
const answerValue = z.union([
  z.boolean(),
  z.string(),
  z.number(),
  z.object({ choiceRefs: z.array(z.string()), openText: z.record(z.string(), z.string()).optional() }),
]) satisfies z.ZodType<AnswerValue>;

/** An answer of an attendance: `answer` the text people read, `value` the engine's. */
export const attendanceResponse = z.object({
  id: z.number().int(),
  questionId: z.number().int(),
  answer: z.string().nullable(),
  value: answerValue.nullable(),
});

/** The attendee form's attendance: the row with its answers. */
export const attendanceForm = eventAttendance.extend({ responses: z.array(attendanceResponse) });

/** A bulk status change or a resent e-mail. */
export const attendanceDone = z.object({ success: z.literal(true) });
/** `POST /attendees/resend-email` (spec 001 §7: `{success, error}`): a message that cannot go is refused (409) with
 *  its reason, so a success carries no error. */
export const resendDone = z.object({ success: z.literal(true), error: z.null() });

/** `POST /attendees/import`: each row's result, in the order sent. */
export const attendeeImport = z.object({
  results: z.array(
    z.object({
      rowNumber: z.number().int(),
      ok: z.boolean(),
      /** Why the row was refused. */
      message: z.string().optional(),
      /** The attendance the row made. */
      eventAttendanceId: z.number().int().optional(),
    }),
  ),
});

/** A sign-in sheet template. */
export const signInTemplate = z.object({
  id: z.string(),
  templateName: z.string(),
  rowsPerPage: z.number().int(),
  description: z.string(),
});
/** `GET /pdf/templates`: the fixed catalogue. */
export const signInTemplates = z.array(signInTemplate);

export type AttendanceRow = z.output<typeof eventAttendance>;
export type Attendee = Json<typeof attendee>;
export type EventAttendance = Json<typeof eventAttendance>;
export type AttendanceResponse = Json<typeof attendanceResponse>;
export type AttendanceForm = Json<typeof attendanceForm>;
export type AttendeeImport = Json<typeof attendeeImport>;
export type AttendanceDone = Json<typeof attendanceDone>;
export type ResendDone = Json<typeof resendDone>;
export type SignInTemplate = Json<typeof signInTemplate>;

/** The request schemas, for the BFF's request types (`z.input`). */
export type { createAttendanceBody, updateAttendanceBody } from './attendance.ts';
export type { attendanceFilters, batchDeleteBody } from './attendees.ts';
export type { importBody as attendeeImportBody } from './import.ts';
