import * as z from 'zod/mini';
import type { Answers } from '../../../../../../api/src/areas/questions/contract.ts';
import { answerInputs } from '../../../../../respond/src/model.ts';

/** Spec 001 §5 "Attendee form" texts. */
export const ATTENDEE_FORM_MESSAGES = {
  nameRequired: 'Name is required',
  emailInvalid: 'Invalid email format',
  eventRequired: 'Event is required',
  zip: 'Zip code must be 5 digits',
  created: 'Successfully created',
  updated: 'Successfully updated',
  notFound: 'Cannot find attendee for this event.',
  invalidTemplate: 'Invalid registration template',
} as const;
const M = ATTENDEE_FORM_MESSAGES;

export const ATTENDEE_TYPE_OPTIONS = [
  ['HCP', 'HCP'],
  ['PATIENT', 'Patient'],
  ['CAREGIVER', 'Caregiver'],
] as const;
export const ATTENDANCE_STATUS_OPTIONS = [
  ['WALKIN', 'Walk In'],
  ['ATTENDED', 'Attended'],
  ['REGISTERED', 'Registered'],
  ['NOSHOW', 'No Show'],
  ['CANCELLED', 'Cancelled'],
  ['INELIGIBLE', 'Ineligible'],
] as const;
export type AttendeeTypeOption = (typeof ATTENDEE_TYPE_OPTIONS)[number][0];
export type AttendanceStatusOption = (typeof ATTENDANCE_STATUS_OPTIONS)[number][0];

const name = z.string().check(z.trim(), z.minLength(1, M.nameRequired));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The attendee fields of the form (the questions are checked by the rules engine, `AdditionalQuestions`). */
export const attendeeFormSchema = z.object({
  eventId: z.number().check(z.refine((id) => id > 0, M.eventRequired)),
  eventLabel: z.string(),
  firstName: name,
  lastName: name,
  email: z.string().check(z.refine((v) => !v.trim() || EMAIL.test(v.trim()), M.emailInvalid)),
  type: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string().check(z.refine((v) => !v.trim() || /^\d{5}$/.test(v.trim()), M.zip)),
  status: z.string(),
  subscribed: z.boolean(),
  marketingOptIn: z.boolean(),
});

export type AttendeeFormValues = z.infer<typeof attendeeFormSchema> & {
  /** The answers by question ref (the engine's AnswerValue). */
  answers: Answers;
};

/** A new attendance: spec 001 §4 defaults (status walk in, subscribed, no marketing e-mails; the type from the flag). */
export const newAttendee = (hcpDefault: boolean): AttendeeFormValues => ({
  eventId: 0,
  eventLabel: '',
  firstName: '',
  lastName: '',
  email: '',
  type: hcpDefault ? 'HCP' : 'PATIENT',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  status: 'WALKIN',
  subscribed: true,
  marketingOptIn: false,
  answers: {},
});

const orNull = (v: string) => v.trim() || null;

/** The mutation's `attendance` of the form's values (address fields left out while the tenant hides them). */
export function toAttendanceInput(values: AttendeeFormValues, options: { hideAddress: boolean; subscriptions: boolean }) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: orNull(values.email),
    type: values.type as AttendeeTypeOption,
    status: values.status as AttendanceStatusOption,
    ...(options.hideAddress
      ? {}
      : { address: orNull(values.address), city: orNull(values.city), state: orNull(values.state), zipCode: orNull(values.zipCode) }),
    ...(options.subscriptions ? { subscribed: values.subscribed, marketingOptIn: values.marketingOptIn } : {}),
    answers: answerInputs(values.answers),
  };
}
