import * as z from 'zod/mini';
import { EMAIL_LIMITS as L, EMAIL_MESSAGES as M } from '../../../../../../api/src/areas/emailSeries/contract.ts';
import type { ChosenSpeaker } from '../../../../shared/SpeakerSearchField.tsx';
import { addressList } from '../template/emailTemplateValues.ts';

/** A record chosen in one of the trigger's lookups: its global id and the line the lookup shows. */
export interface Picked {
  id: string;
  label: string;
}

/** What the trigger needs for a type (GraphQL `EmailSubject`). */
export type Need = 'ATTENDEE' | 'EVENT' | 'SPEAKER' | 'SPEAKER_TRAINING';

/** A chosen template with what its type asks of the trigger. */
export interface PickedTemplate extends Picked {
  /** The type's slug (`speaker-profile-modified`): custom recipients are for two of them. */
  type: string;
  /** Spec 002 §6: who the type's message is for; resetting the speaker's password is for speaker types. */
  audience: 'ATTENDEE' | 'SPEAKER';
  needs: readonly Need[];
}

/**
 * Email Manual Trigger's values (spec 002 §2.13): the template, and what its type needs — the attendance (an event
 * attendance, found through its event), the event, the speaker, the speaker training — and the two options.
 */
export interface ManualTriggerValues {
  template: PickedTemplate | null;
  /** For an attendee type the event only narrows the attendee lookup; for an event type it is sent. */
  event: (Picked & { internalId: number }) | null;
  attendance: Picked | null;
  speaker: ChosenSpeaker | null;
  speakerTraining: Picked | null;
  resetSpeakerUserPassword: boolean;
  /** Custom recipients as typed, separated by commas. */
  recipients: string;
}

export const NO_TRIGGER: ManualTriggerValues = {
  template: null,
  event: null,
  attendance: null,
  speaker: null,
  speakerTraining: null,
  resetSpeakerUserPassword: false,
  recipients: '',
};

/** Spec 002 §5 "Manual trigger": each of these is required only when the template's type needs it. */
export const NEED_MESSAGES: Record<Need, string> = {
  ATTENDEE: 'Please select Event Attendee to send this email',
  EVENT: 'Please select Event to send this email',
  SPEAKER: 'Please select Speaker to send this email',
  SPEAKER_TRAINING: 'Please select Speaker Training to send this email',
};

const NEED_FIELDS = {
  ATTENDEE: 'attendance',
  EVENT: 'event',
  SPEAKER: 'speaker',
  SPEAKER_TRAINING: 'speakerTraining',
} as const satisfies Record<Need, keyof ManualTriggerValues>;

export const needs = (values: Pick<ManualTriggerValues, 'template'>, need: Need) => !!values.template?.needs.includes(need);

/** Spec 002 §6: reset the speaker user's password is offered for speaker types only. */
export const offersPasswordReset = (values: Pick<ManualTriggerValues, 'template'>) => values.template?.audience === 'SPEAKER';

const emailFormat = z.email();

/** The rules of spec 002 §5 with the contract's texts; custom recipients only where the form shows them. */
export function manualTriggerSchema(showsRecipients: (values: ManualTriggerValues) => boolean) {
  return z.custom<ManualTriggerValues>().check(
    z.superRefine((values, ctx) => {
      const issue = (path: keyof ManualTriggerValues, message: string) =>
        ctx.issues.push({ code: 'custom', input: values[path], path: [path], message });
      if (!values.template) {
        issue('template', M.templateNameRequired);
        return;
      }
      for (const need of values.template.needs) if (!values[NEED_FIELDS[need]]) issue(NEED_FIELDS[need], NEED_MESSAGES[need]);
      if (showsRecipients(values)) {
        const recipients = addressList(values.recipients);
        if (!recipients.every((a) => emailFormat.safeParse(a).success)) issue('recipients', M.recipientInvalid);
        else if (recipients.length > L.addresses) issue('recipients', M.tooManyAddresses('Recipients'));
      }
    }),
  );
}

/** The GraphQL `EmailTriggerInput` of valid values: only what the type needs (the event of an attendee type is the
 *  attendance's), the password reset for a speaker type, recipients only when some are given where the form shows them. */
export function toTriggerInput(values: ManualTriggerValues, showsRecipients: boolean) {
  const recipients = showsRecipients ? addressList(values.recipients) : [];
  return {
    emailTemplateId: values.template?.id ?? null,
    eventAttendanceId: needs(values, 'ATTENDEE') ? (values.attendance?.id ?? null) : null,
    eventId: needs(values, 'EVENT') ? (values.event?.id ?? null) : null,
    speakerId: needs(values, 'SPEAKER') ? (values.speaker?.id ?? null) : null,
    speakerTrainingId: needs(values, 'SPEAKER_TRAINING') ? (values.speakerTraining?.id ?? null) : null,
    resetSpeakerUserPassword: offersPasswordReset(values) && values.resetSpeakerUserPassword,
    recipients: recipients.length ? recipients : null,
  };
}
