import { graphql, readInlineData } from 'relay-runtime';
import * as z from 'zod/mini';
import type { emailTemplateValues_template$key } from '../../../../__generated__/emailTemplateValues_template.graphql';
import {
  CUSTOM_RECIPIENT_ROLES,
  CUSTOM_RECIPIENT_TYPES,
  EMAIL_LIMITS as L,
  EMAIL_MESSAGES as M,
} from '../../../../../../api/src/areas/emailSeries/contract.ts';
import { restRole } from '../../../users/components/userFormSchema.ts';

/**
 * An email template between GraphQL and its form (spec 002 §3 "Email template", §5): the standalone template form and
 * each template sub-form of the series form hold these values and check them with `emailTemplateSchema`.
 */
export interface EmailTemplateValues {
  name: string;
  active: boolean;
  subject: string;
  /** Addresses as typed, separated by commas (the spec stores them comma-separated). */
  cc: string;
  recipients: string;
  preheader: string;
  /** Pixels as typed. */
  width: string;
  icalEvent: boolean;
  icalTitle: string;
  icalDescription: string;
  /** '' is every event type (null). */
  eventType: string;
  /** The type's internal id as the select holds it; '' none chosen. */
  emailTemplateTypeId: string;
  /** The series' global id ('' none: a template the manual trigger sends) and its name, for the lookup's text. The
   *  series form's sub-forms leave both empty: their series is the form's. */
  emailSeriesId: string;
  emailSeriesName: string;
  /** Edited in the designers (a later increment): kept as loaded. */
  body: string;
}

/** A template type as the form offers it (`emailTemplateTypes`). */
export interface TemplateType {
  internalId: number;
  type: string;
  name: string;
  allowiCalFile: boolean;
}

export const NEW_EMAIL_TEMPLATE: EmailTemplateValues = {
  name: '',
  // Spec 002 §3: active by default; §9: 600 pixels wide.
  active: true,
  subject: '',
  cc: '',
  recipients: '',
  preheader: '',
  width: String(L.defaultWidth),
  icalEvent: false,
  icalTitle: '',
  icalDescription: '',
  eventType: '',
  emailTemplateTypeId: '',
  emailSeriesId: '',
  emailSeriesName: '',
  body: '',
};

const templateFragment = graphql`
  fragment emailTemplateValues_template on EmailTemplate @inline {
    name
    active
    subject
    cc
    recipients
    body
    preheader
    width
    icalEvent
    icalTitle
    icalDescription
    eventType
    emailTemplateTypeId
    emailSeries {
      id
      name
    }
  }
`;

/** A stored template as the form holds it. */
export function toEmailTemplateValues(key: emailTemplateValues_template$key): EmailTemplateValues {
  const t = readInlineData(templateFragment, key);
  return {
    name: t.name ?? '',
    active: t.active ?? true,
    subject: t.subject ?? '',
    cc: (t.cc ?? []).join(', '),
    recipients: (t.recipients ?? []).join(', '),
    preheader: t.preheader ?? '',
    width: String(t.width ?? L.defaultWidth),
    icalEvent: !!t.icalEvent,
    icalTitle: t.icalTitle ?? '',
    icalDescription: t.icalDescription ?? '',
    eventType: t.eventType ?? '',
    emailTemplateTypeId: t.emailTemplateTypeId ? String(t.emailTemplateTypeId) : '',
    emailSeriesId: t.emailSeries?.id ?? '',
    emailSeriesName: t.emailSeries?.name ?? '',
    body: t.body ?? '',
  };
}

/** The addresses of a CC or Recipients text: separated by commas, semicolons or spaces. */
export const addressList = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);

/** Spec 002 §6: custom recipients are offered to Admin and SystemAdmin only (`role` as GraphQL spells it). */
export const setsCustomRecipients = (role: string | null | undefined) =>
  !!role && (CUSTOM_RECIPIENT_ROLES as readonly string[]).includes(restRole(role));

/** Spec 002 §6: …and only for the blackout-date-conflict and profile-modified types. */
export const takesCustomRecipients = (type: TemplateType | undefined) =>
  !!type && (CUSTOM_RECIPIENT_TYPES as readonly string[]).includes(type.type);

/** What a template's rules depend on beyond its own values. */
export interface TemplateContext {
  /** The type of a `emailTemplateTypeId` value. */
  typeOf(id: string): TemplateType | undefined;
  /** The viewer may set custom recipients (setsCustomRecipients). */
  customRecipients: boolean;
  /** A sub-form of the series form: its series is fixed, this name (spec 002 §5: then it must not be empty). Absent on
   *  the template form, where a template may have no series. */
  lockedSeriesName?: string;
}

/** Whether the template shows (and sends) its custom recipients. */
export const showsRecipients = (context: TemplateContext, values: Pick<EmailTemplateValues, 'emailTemplateTypeId'>) =>
  context.customRecipients && takesCustomRecipients(context.typeOf(values.emailTemplateTypeId));

const filled = (required: string, max: number, tooLong: string) =>
  z.string().check(
    z.refine((text) => text.trim() !== '', required),
    z.refine((text) => text.trim().length <= max, tooLong),
  );
const optional = (max: number, tooLong: string) => z.string().check(z.refine((text) => text.trim().length <= max, tooLong));
const emailFormat = z.email();
const addresses = (invalid: string, field: 'CC' | 'Recipients') =>
  z.string().check(
    z.refine((text) => addressList(text).every((a) => emailFormat.safeParse(a).success), invalid),
    z.refine((text) => addressList(text).length <= L.addresses, M.tooManyAddresses(field)),
  );
const isWidth = (text: string) => /^\d+$/.test(text.trim()) && Number(text) >= L.minWidth && Number(text) <= L.maxWidth;

/** Spec 002 §5 "Email template" with the contract's texts (and the service's limits, where the spec is silent). */
export function emailTemplateSchema(context: TemplateContext) {
  return z
    .object({
      name: filled(M.templateNameRequired, L.name, M.nameTooLong),
      subject: filled(M.subjectRequired, L.subject, M.subjectTooLong),
      cc: addresses(M.ccInvalid, 'CC'),
      recipients: z.string(),
      preheader: optional(L.preheader, M.preheaderTooLong),
      width: z.string().check(z.refine(isWidth, M.widthRange)),
      icalEvent: z.boolean(),
      icalTitle: optional(L.icalTitle, `iCal title must be at most ${L.icalTitle} characters`),
      icalDescription: optional(L.icalDescription, `iCal description must be at most ${L.icalDescription} characters`),
      emailTemplateTypeId: z.string().check(z.refine((id) => context.typeOf(id) !== undefined, M.typeRequired)),
    })
    .check(
      z.superRefine((v, ctx) => {
        if (showsRecipients(context, v)) {
          const recipients = addressList(v.recipients);
          if (!recipients.every((a) => emailFormat.safeParse(a).success)) {
            ctx.addIssue({ code: 'custom', path: ['recipients'], message: M.recipientInvalid });
          } else if (recipients.length > L.addresses) {
            ctx.addIssue({ code: 'custom', path: ['recipients'], message: M.tooManyAddresses('Recipients') });
          }
        }
        if (v.icalEvent && context.typeOf(v.emailTemplateTypeId)?.allowiCalFile && !v.icalTitle.trim()) {
          ctx.addIssue({ code: 'custom', path: ['icalTitle'], message: M.icalTitleRequired });
        }
        if (context.lockedSeriesName !== undefined && !context.lockedSeriesName.trim()) {
          ctx.addIssue({ code: 'custom', path: ['emailSeriesId'], message: M.seriesRequired });
        }
      }),
    );
}

const orNull = (text: string) => text.trim() || null;

/** The form's values as `EmailTemplateInput` (validated). Custom recipients are sent only where the form shows them:
 *  left out, the service keeps a template's stored ones. An iCal event only where the type allows one. */
export function toEmailTemplateInput(values: EmailTemplateValues, context: TemplateContext) {
  const ical = values.icalEvent && !!context.typeOf(values.emailTemplateTypeId)?.allowiCalFile;
  return {
    name: values.name.trim(),
    active: values.active,
    subject: values.subject.trim(),
    cc: addressList(values.cc),
    ...(showsRecipients(context, values) ? { recipients: addressList(values.recipients) } : {}),
    body: values.body,
    preheader: orNull(values.preheader),
    width: Number(values.width),
    icalEvent: ical,
    icalTitle: ical ? orNull(values.icalTitle) : null,
    icalDescription: ical ? orNull(values.icalDescription) : null,
    eventType: values.eventType || null,
    emailTemplateTypeId: Number(values.emailTemplateTypeId),
  };
}
