import type { z } from 'zod';
import type { Role } from '../../platform/auth/model.ts';
import { fieldRefused, HttpError } from '../../platform/http/errors.ts';
import type { emailTemplateFields } from './bodies.ts';
import {
  CUSTOM_RECIPIENT_ROLES,
  CUSTOM_RECIPIENT_TYPES,
  EMAIL_MESSAGES as M,
  emailTemplateTypeById,
  type EmailProduct,
  type EmailTemplateType,
} from './contract.ts';
import { sanitizeEmailTemplate } from './emailHtml.ts';
import { checkTemplateText } from './liquid.ts';
import type { TemplateValues } from './store.ts';

// The rules of a template that need more than its body's schema (bodies.ts): who may name custom recipients and for
// which types (spec 002 §6), the HTML kept (emailHtml.ts) and the variables each text may use (liquid.ts).

type TemplateFields = z.output<typeof emailTemplateFields>;

export const takesCustomRecipients = (type: EmailTemplateType) => (CUSTOM_RECIPIENT_TYPES as readonly string[]).includes(type.type);
export const setsCustomRecipients = (role: Role) => (CUSTOM_RECIPIENT_ROLES as readonly string[]).includes(role);
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/** The recipients a template keeps: left out (undefined), the stored ones; given, they must differ from the stored only
 *  by the hand of an Admin or System Admin (403) and be for a type that takes them (400). A template whose type takes
 *  none has none. */
function recipientsOf(given: string[] | undefined, stored: readonly string[], type: EmailTemplateType, role: Role, field: string) {
  if (given !== undefined && !sameList(given, stored) && !setsCustomRecipients(role)) throw new HttpError(403, M.customRecipientsRole);
  const recipients = given ?? [...stored];
  if (!takesCustomRecipients(type)) {
    if (given?.length) throw fieldRefused(field, M.customRecipientsType);
    return [];
  }
  return recipients;
}

interface TemplateCaller {
  role: Role;
  /** The product of the template's series (none outside a series). */
  product: EmailProduct | null;
  /** The recipients the template has (none for a new one). */
  stored?: readonly string[];
  /** Where the template sits in the request (`emailTemplates.3.`), for the 400's field. */
  path?: string;
}

/**
 * A template's row from its fields: its type one of its series' product (`GET email-series/{id}/email-template-types`),
 * the body sanitized, every liquid text checked against its type's variables, the recipients as the caller may set them.
 */
export function templateValues(fields: TemplateFields, { role, product, stored = [], path = '' }: TemplateCaller): TemplateValues {
  // The schema accepts only the contract's type ids.
  const type = emailTemplateTypeById(fields.emailTemplateTypeId)!;
  if (product !== null && !type.products.includes(product)) {
    throw fieldRefused(`${path}emailTemplateTypeId`, M.typeNotOfProduct(type.name, product));
  }
  const recipients = recipientsOf(fields.recipients, stored, type, role, `${path}recipients`);
  const body = sanitizeEmailTemplate(fields.body);
  const texts = {
    subject: fields.subject,
    preheader: fields.preheader,
    body,
    icalTitle: fields.icalTitle,
    icalDescription: fields.icalDescription,
  };
  for (const [field, text] of Object.entries(texts)) checkTemplateText(`${path}${field}`, text, type);
  return {
    name: fields.name,
    active: fields.active,
    subject: fields.subject,
    cc: fields.cc,
    recipients,
    body,
    preheader: fields.preheader,
    width: fields.width,
    icalEvent: fields.icalEvent,
    icalTitle: fields.icalTitle,
    icalDescription: fields.icalDescription,
    eventType: fields.eventType,
    emailTemplateTypeId: fields.emailTemplateTypeId,
  };
}
