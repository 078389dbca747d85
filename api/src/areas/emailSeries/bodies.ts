import { z } from 'zod';
import { EVENT_TYPES } from '../events/contract.ts';
import { EMAIL_LIMITS as L, EMAIL_MESSAGES as M, EMAIL_PRODUCTS, emailTemplateTypeById, TEMPORARY_ID_PREFIX } from './contract.ts';

/**
 * The request bodies of the email series and template routes (spec 002 §3, §5, §7): field by field, with the
 * spec's messages. What needs the caller or the database (custom recipients by role, the variables a type may use,
 * the duplicates rule across a series' stored templates, the HTML sanitizer) is checked by the routes.
 */

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

/** A list of addresses: an array, or a comma-separated string as the spec stores them; each one an e-mail address. */
export const addresses = (invalid: string, field: 'CC' | 'Recipients') =>
  z
    .union([z.array(z.string({ message: invalid })), z.string({ message: invalid })])
    .nullish()
    .transform((value) => (typeof value === 'string' ? value.split(',') : (value ?? [])).map((a) => a.trim()).filter(Boolean))
    .pipe(z.array(z.email(invalid)).max(L.addresses, M.tooManyAddresses(field)));

/** An optional text: '' and null alike are none. */
const optional = (max: number, tooLong: string) =>
  text(max, tooLong)
    .nullish()
    .transform((value) => value || null);

/** A template's fields (spec 002 §3 "Email template"): `POST`/`PUT email-templates`, and each template of a series. */
export const emailTemplateFields = z.object({
  name: z.string({ message: M.templateNameRequired }).trim().min(1, M.templateNameRequired).max(L.name, M.nameTooLong),
  active: z.boolean({ message: 'active must be true or false' }).default(true),
  subject: z.string({ message: M.subjectRequired }).trim().min(1, M.subjectRequired).max(L.subject, M.subjectTooLong),
  cc: addresses(M.ccInvalid, 'CC'),
  /** Left out: a stored template keeps its own (a role that may not set them sends none). */
  recipients: addresses(M.recipientInvalid, 'Recipients').optional(),
  body: z
    .string({ message: 'body must be text' })
    .max(L.body, `Body must be at most ${L.body.toLocaleString('en-US')} characters`)
    .default(''),
  preheader: optional(L.preheader, M.preheaderTooLong),
  width: z
    .number({ message: M.widthRange })
    .int(M.widthRange)
    .min(L.minWidth, M.widthRange)
    .max(L.maxWidth, M.widthRange)
    .default(L.defaultWidth),
  icalEvent: z.boolean({ message: 'icalEvent must be true or false' }).default(false),
  icalTitle: optional(L.icalTitle, `iCal title must be at most ${L.icalTitle} characters`),
  icalDescription: optional(L.icalDescription, `iCal description must be at most ${L.icalDescription} characters`),
  /** Null: every event type. */
  eventType: z
    .string()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || (EVENT_TYPES as readonly string[]).includes(value), {
      message: `Event type must be one of ${EVENT_TYPES.join(', ')}`,
    }),
  emailTemplateTypeId: z
    .number({ message: M.typeRequired })
    .int(M.typeRequired)
    .refine((id) => emailTemplateTypeById(id) !== undefined, { message: M.typeRequired }),
});

/** An iCal event only on a type that allows one (with its title). */
const checkIcal = (body: z.output<typeof emailTemplateFields>, ctx: z.RefinementCtx) => {
  const type = emailTemplateTypeById(body.emailTemplateTypeId);
  if (!type || !body.icalEvent) return;
  if (!type.allowiCalFile) ctx.addIssue({ code: 'custom', path: ['icalEvent'], message: M.icalNotAllowed(type.name) });
  else if (!body.icalTitle) ctx.addIssue({ code: 'custom', path: ['icalTitle'], message: M.icalTitleRequired });
};

const withSeries = emailTemplateFields.extend({
  emailSeriesId: z.number({ message: M.seriesRequired }).int(M.seriesRequired).positive(M.seriesRequired).nullish(),
});

/** `POST`/`PUT email-templates`: a template and the series it belongs to (none: a template the manual trigger sends). */
export const emailTemplateBody = withSeries.strict().superRefine(checkIcal);

/** A template whose designer and Designer V2 blocks a new template takes (a Duplicate: the form copies the fields and
 *  the body, the service the rest). */
const designOf = z.number({ message: 'designOf must be a template id' }).int('designOf must be a template id').positive().optional();

/** `POST email-templates`: besides, `designOf`, a template whose designer and blocks the new one takes (the list's
 *  Duplicate: the form copies the fields and the body, the service the rest; spec 002 §2.14). */
export const newEmailTemplateBody = withSeries.extend({ designOf }).strict().superRefine(checkIcal);

/** A template of `POST`/`PUT email-series`: a stored one by its id, a new one with a null id or the series form's
 *  temporary `ID_…` id (spec 002 §3), which the service replaces; a new one's `designOf` (a series duplicated). */
export const seriesTemplateBody = emailTemplateFields
  .extend({
    designOf,
    id: z
      .union([z.number().int().positive(), z.string().startsWith(TEMPORARY_ID_PREFIX)], {
        message: `id must be a template's id, null, or a new template's ${TEMPORARY_ID_PREFIX}… id`,
      })
      .nullish(),
  })
  .strict()
  .superRefine(checkIcal);

/** `POST`/`PUT email-series` (spec 002 §7): the series and all its templates (a stored template left out is deleted). */
export const emailSeriesBody = z
  .object({
    name: z.string({ message: M.seriesNameRequired }).trim().min(1, M.seriesNameRequired).max(L.name, M.nameTooLong),
    /** `POST email-series` carries the product; `PUT` keeps the series' own. */
    productId: z.enum(EMAIL_PRODUCTS, { message: `productId must be one of ${EMAIL_PRODUCTS.join(', ')}` }).optional(),
    emailTemplates: z.array(seriesTemplateBody).max(L.seriesTemplates, M.tooManyTemplates).default([]),
  })
  .strict()
  .superRefine((series, ctx) => {
    // Spec 002 §5: no two templates of a series share a timing type and an event type.
    const seen = new Set<string>();
    for (const template of series.emailTemplates) {
      const key = `${template.emailTemplateTypeId}/${template.eventType ?? ''}`;
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['emailTemplates'], message: M.duplicates });
        return;
      }
      seen.add(key);
    }
  });

export type EmailTemplateBody = z.output<typeof emailTemplateBody>;
export type NewEmailTemplateBody = z.output<typeof newEmailTemplateBody>;
export type EmailSeriesBody = z.output<typeof emailSeriesBody>;
