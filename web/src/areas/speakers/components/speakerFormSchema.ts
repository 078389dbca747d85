import * as z from 'zod/mini';
import type { SpeakerType } from '../../../__generated__/useCreateSpeakerMutation.graphql';
import { SPEAKER_LIMITS, SPEAKER_MESSAGES as M } from '../../../../../api/src/areas/speakers/contract.ts';

/** Speaker types (GraphQL names) with their labels (the contract's `SPEAKER_TYPE_LABELS`). */
export const SPEAKER_TYPE_LABELS: Record<string, string> = { HCP: 'HCP', PATIENT: 'Patient', CAREGIVER: 'Caregiver', CRM: 'CRM' };

/** The types a person picks: CRM is the sync's own. */
export const FORM_SPEAKER_TYPES = Object.entries(SPEAKER_TYPE_LABELS).filter(([value]) => value !== 'CRM') as [SpeakerType, string][];

/** The speaker form's values, as its inputs hold them (a type, so that it is a record of its fields). */
export type SpeakerFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  credentials: string;
  speakerType: SpeakerType | '';
  specialty: string;
  institution: string;
};

/** Add Speaker's values: the speaker's, and whether to create their login (a Speaker-role user, spec 001 §5). */
export type NewSpeakerValues = SpeakerFormValues & { createLogin: boolean };

export const NEW_SPEAKER: NewSpeakerValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  credentials: '',
  speakerType: '',
  specialty: '',
  institution: '',
  createLogin: false,
};

/** The longest value each field takes (the service's limits, api/src/areas/speakers/contract.ts). */
export const FIELD_LIMITS: Record<keyof Omit<SpeakerFormValues, 'speakerType'>, number> = {
  firstName: SPEAKER_LIMITS.name,
  lastName: SPEAKER_LIMITS.name,
  email: SPEAKER_LIMITS.email,
  phone: 50,
  credentials: SPEAKER_LIMITS.text,
  specialty: SPEAKER_LIMITS.text,
  institution: SPEAKER_LIMITS.text,
};

/** The form's text inputs in the order shown: field, label, input type. */
export const SPEAKER_TEXT_FIELDS: [keyof typeof FIELD_LIMITS, string, 'text' | 'email' | 'tel'][] = [
  ['firstName', 'First Name', 'text'],
  ['lastName', 'Last Name', 'text'],
  ['email', 'Email', 'email'],
  ['phone', 'Phone', 'tel'],
  ['credentials', 'Credentials', 'text'],
  ['specialty', 'Specialty', 'text'],
  ['institution', 'Institution', 'text'],
];

/** Spec 001 §5: the fields a speaker cannot be saved without (marked with an asterisk). */
export const REQUIRED_SPEAKER_FIELDS: ReadonlySet<string> = new Set(['firstName', 'lastName', 'speakerType']);

/** The e-mail left empty while a login is to be created. */
export const LOGIN_EMAIL_REQUIRED = M.loginEmailRequired;

const filled = (message: string) => z.string().check(z.trim(), z.minLength(1, message));
const emailFormat = z.email();

/** Spec 001 §5: First Name, Last Name and Speaker Type required; the e-mail, when given, valid. */
export const speakerFormSchema = z.object({
  firstName: filled(M.firstNameRequired),
  lastName: filled(M.lastNameRequired),
  email: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || emailFormat.safeParse(value).success, M.email),
  ),
  speakerType: z.enum(['HCP', 'PATIENT', 'CAREGIVER', 'CRM'], { error: M.speakerTypeRequired }),
});

/** Add Speaker: the speaker's rules, and the e-mail required when creating a login (spec 001 §5; its text is ours). */
export const newSpeakerSchema = z
  .extend(speakerFormSchema, { createLogin: z.boolean() })
  .check(z.refine((values) => !values.createLogin || values.email.trim() !== '', { error: LOGIN_EMAIL_REQUIRED, path: ['email'] }));

const orNull = (value: string) => value.trim() || null;

/** The form's values as `CreateSpeakerInput` (validated: the type is set). */
export function toCreateSpeakerInput(values: SpeakerFormValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    speakerType: values.speakerType as SpeakerType,
    email: orNull(values.email),
    phone: orNull(values.phone),
    credentials: orNull(values.credentials),
    specialty: orNull(values.specialty),
    institution: orNull(values.institution),
  };
}
