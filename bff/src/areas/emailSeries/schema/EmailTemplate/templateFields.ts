import type { EmailDesignInput, EmailTemplateInput } from '../../../../__generated__/resolvers-types.ts';
import type { EmailDesignPreviewWrite, EmailTemplateWrite } from '../../upstream/emailTemplates.ts';

/** A template's fields as REST takes them (a template of its own, or one of a series). */
export type EmailTemplateFieldsWrite = Omit<EmailTemplateWrite, 'emailSeriesId'>;

/**
 * The REST fields of `EmailTemplateInput`. A null the service's schema does not take is left out, so the field takes
 * its default (active, body, width, iCal event). `recipients` left out (or null) is left out of the body, so that the
 * service keeps the stored ones: a role that may not set them never sends any.
 */
export const templateFields = ({
  active,
  recipients,
  body,
  width,
  icalEvent,
  ...fields
}: EmailTemplateInput): EmailTemplateFieldsWrite => ({
  ...fields,
  active: active ?? undefined,
  recipients: recipients ?? undefined,
  body: body ?? undefined,
  width: width ?? undefined,
  icalEvent: icalEvent ?? undefined,
});

/** Designer V2's blocks as REST reads them: a field left null is left out. */
export const designBlocks = (design: EmailDesignInput | null | undefined) =>
  (design?.blocks ?? []).map((block) =>
    Object.fromEntries(Object.entries(block).filter(([, value]) => value != null)),
  ) as EmailDesignPreviewWrite['design']['blocks'];
