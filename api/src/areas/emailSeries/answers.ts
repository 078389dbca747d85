import { z } from 'zod';
import { instant, pageOf, type Json } from '../../platform/http/answer.ts';
import { DESIGN_BLOCK_KINDS, EMAIL_BUILDERS, EMAIL_PRODUCTS } from './contract.ts';

/** What the email series and template routes answer: the REST contract's answer half (platform/http/answer.ts). No
 *  field of a series or a template can be hidden. */

/** A template type (`GET email-templates/types`, and each template's `emailTemplateType`). */
export const emailTemplateType = z.object({
  id: z.number().int(),
  type: z.string(),
  name: z.string(),
  description: z.string(),
  allowiCalFile: z.boolean(),
  uniquePerInstance: z.boolean(),
  audience: z.enum(['attendee', 'speaker']),
  /** What the manual trigger needs for this type (spec 002 §5). */
  needs: z.array(z.enum(['attendee', 'event', 'speaker', 'speakerTraining'])),
});

/** A row of `GET /email-series` (the Email Series list, the event form's picker and the event filters). */
export const emailSeries = z.object({
  id: z.number().int(),
  name: z.string(),
  platform: z.boolean(),
  product: z.enum(EMAIL_PRODUCTS),
  /** The series' templates. */
  emailsCount: z.number().int(),
});
export const emailSeriesPage = pageOf(emailSeries);

/** A row of `GET /email-templates` (the Email Template List). */
export const emailTemplateListRow = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  subject: z.string(),
  eventType: z.string().nullable(),
  emailTemplateTypeId: z.number().int(),
  emailTemplateType: emailTemplateType,
  emailSeriesId: z.number().int().nullable(),
  emailSeries: z.object({ id: z.number().int(), name: z.string(), platform: z.boolean() }).nullable(),
  updatedAt: instant,
  /** The designer that made the body (spec 002 §2.14): null, none yet. */
  builder: z.enum(EMAIL_BUILDERS).nullable(),
});
export const emailTemplatePage = pageOf(emailTemplateListRow);

/** A block of Designer V2 (contract.ts `DesignBlock`): the fields of its kind. */
const designBlockAnswer = z.object({
  kind: z.enum(DESIGN_BLOCK_KINDS),
  text: z.string().optional(),
  label: z.string().optional(),
  url: z.string().optional(),
  src: z.string().optional(),
  alt: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  condition: z.string().optional(),
});

/** One template (`GET /email-templates/:id`, the answer of POST and PUT, and each template of a series). */
export const emailTemplate = emailTemplateListRow.extend({
  cc: z.array(z.string()),
  recipients: z.array(z.string()),
  body: z.string(),
  preheader: z.string().nullable(),
  width: z.number().int(),
  icalEvent: z.boolean(),
  icalTitle: z.string().nullable(),
  icalDescription: z.string().nullable(),
  /** Designer V2's blocks (builder `v2`); null otherwise. */
  design: z.object({ blocks: z.array(designBlockAnswer) }).nullable(),
});

/** `GET /email-templates/contents`: a page of templates with their content (the bodies of a page of the list). */
export const emailTemplateContentsPage = pageOf(emailTemplate);

/** One series with its templates (`GET /email-series/:id`, the answer of POST and PUT). */
export const emailSeriesWithTemplates = emailSeries.extend({
  /** Null for a caller who reads series (a lookup) but not templates. */
  emailTemplates: z.array(emailTemplate).nullable(),
});

/** `GET /email-series/templates`: the templates of several series in one call (a page of the Email Series list). */
export const seriesTemplates = z.object({
  results: z.array(
    z.object({
      emailSeriesId: z.number().int(),
      /** Null for a caller who reads series but not templates, as in `GET /email-series/:id`. */
      emailTemplates: z.array(emailTemplate).nullable(),
    }),
  ),
});

/** A variable a template may insert (`GET email-templates/template-variables`). */
export const templateVariable = z.object({ label: z.string(), value: z.string(), group: z.string() });

/** `POST email-templates/render-placeholder-preview-email`: the template rendered with sample values. */
export const renderedPreview = z.object({ rendered: z.string() });

/** `GET email-templates/email-preview` (spec 002 §7): the message as the manual trigger would send it. */
export const emailPreview = z.object({
  success: z.literal(true),
  /** The whole HTML document (sanitized), as sent. */
  previewHtml: z.string(),
  subject: z.string(),
  to: z.array(z.string()),
  error: z.null(),
});

/** `POST email-templates/trigger-email` (spec 002 §7 "returns success, error"). */
export const emailTriggered = z.object({ success: z.literal(true), error: z.null() });

/** `DELETE email-templates/:id` (spec 002 §7 "returns success"). */
export const templateDeleted = z.object({ success: z.literal(true) });

export type EmailTemplateTypeAnswer = Json<typeof emailTemplateType>;
export type EmailSeries = Json<typeof emailSeries>;
export type EmailSeriesWithTemplates = Json<typeof emailSeriesWithTemplates>;
export type SeriesTemplates = Json<typeof seriesTemplates>['results'][number];
export type EmailTemplateListRow = Json<typeof emailTemplateListRow>;
export type EmailTemplate = Json<typeof emailTemplate>;
export type TemplateVariableAnswer = Json<typeof templateVariable>;

/** The schemas of the requests the BFF sends, for its types (`z.input<typeof …>`). */
export type { emailSeriesBody, emailTemplateBody, newEmailTemplateBody } from './bodies.ts';
export type { designPreview, designSave } from './designs.ts';
export type { templateContentsQuery } from './templateRoutes.ts';
