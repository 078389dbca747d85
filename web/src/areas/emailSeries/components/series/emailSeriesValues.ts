import type { FormikErrors } from 'formik';
import * as z from 'zod/mini';
import { EMAIL_LIMITS as L, EMAIL_MESSAGES as M, TEMPORARY_ID_PREFIX } from '../../../../../../api/src/areas/emailSeries/contract.ts';
import { zodValidate } from '../../../../shared/zodFormik.ts';
import {
  emailTemplateSchema,
  toEmailTemplateInput,
  type EmailTemplateValues,
  type TemplateContext,
} from '../template/emailTemplateValues.ts';

/** A template of the series form: a stored one by its global id, a new one by a temporary `ID_<n>` id (spec 002 §3). */
export interface SeriesTemplate {
  id: string;
  /** A stored template's internal id (shown as its ID); none for a new one. */
  internalId: number | null;
  values: EmailTemplateValues;
  /** A copy's original (global id): its designer and Designer V2 blocks go with the copy (spec 002 §2.14). */
  designOf?: string;
}

export interface EmailSeriesValues {
  name: string;
  templates: SeriesTemplate[];
}

/** The form's errors: the fields', and the duplicates rule's over the whole list (spec 002 §5). */
export type EmailSeriesErrors = FormikErrors<EmailSeriesValues> & { duplicates?: string };

export const NEW_EMAIL_SERIES: EmailSeriesValues = { name: '', templates: [] };

export const isTemporaryId = (id: string) => id.startsWith(TEMPORARY_ID_PREFIX);

/** The next temporary id: `ID_1`, `ID_2`… after the highest the form holds. */
export function nextTemporaryId(templates: readonly SeriesTemplate[]) {
  const taken = templates.filter((t) => isTemporaryId(t.id)).map((t) => Number(t.id.slice(TEMPORARY_ID_PREFIX.length)) || 0);
  return `${TEMPORARY_ID_PREFIX}${Math.max(0, ...taken) + 1}`;
}

/** Copies of `templates` as new ones (`duplicateSeriesId`: a series copied, its templates saved as new, each with its
 *  original's design). */
export const asNewTemplates = (templates: readonly { id: string; values: EmailTemplateValues }[]): SeriesTemplate[] =>
  templates.map(({ id, values }, i) => ({ id: `${TEMPORARY_ID_PREFIX}${i + 1}`, internalId: null, values, designOf: id }));

/** Spec 002 §5: no two templates of a series share a timing type and an event type (the service's own check). */
export function hasDuplicates(templates: readonly SeriesTemplate[]) {
  const keys = templates.map((t) => `${t.values.emailTemplateTypeId}/${t.values.eventType}`);
  return new Set(keys).size !== keys.length;
}

const seriesSchema = z.object({
  name: z.string().check(
    z.refine((name) => name.trim() !== '', M.seriesNameRequired),
    z.refine((name) => name.trim().length <= L.name, M.nameTooLong),
  ),
});

/** Formik `validate` of the series form: the name, each template by the template rules (its series is the form's:
 *  `context.lockedSeriesName`), and the duplicates rule. */
export function validateEmailSeries(context: TemplateContext) {
  const seriesRules = zodValidate<EmailSeriesValues>(seriesSchema);
  const templateRules = zodValidate<EmailTemplateValues>(emailTemplateSchema(context));
  return (values: EmailSeriesValues): EmailSeriesErrors => {
    const errors: EmailSeriesErrors = seriesRules(values);
    const templates = values.templates.map((t) => {
      const found = templateRules(t.values);
      return Object.keys(found).length ? { values: found } : undefined;
    });
    if (templates.some(Boolean)) errors.templates = templates as EmailSeriesErrors['templates'];
    if (hasDuplicates(values.templates)) errors.duplicates = M.duplicates;
    return errors;
  };
}

/** The form's values as `EmailSeriesInput`: every template, a new one with a null id (the service gives it one) and, a
 *  copy, its original. */
export const toEmailSeriesInput = (values: EmailSeriesValues, context: TemplateContext) => ({
  name: values.name.trim(),
  emailTemplates: values.templates.map((t) => ({
    id: isTemporaryId(t.id) ? null : t.id,
    template: toEmailTemplateInput(t.values, context),
    ...(t.designOf && { designOf: t.designOf }),
  })),
});
