import DataLoader from 'dataloader';
import type { z } from 'zod';
import type {
  designPreview,
  designSave,
  EmailTemplate,
  emailTemplateBody,
  EmailTemplateListRow,
  EmailTemplateTypeAnswer,
  newEmailTemplateBody,
  renderedPreview,
  TemplateVariableAnswer,
} from '../../../../../api/src/areas/emailSeries/answers.ts';
import type { EmailProduct } from '../../../../../api/src/areas/emailSeries/contract.ts';
import type { Json } from '../../../../../api/src/platform/http/answer.ts';
import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { ListParams, UpstreamHttp } from '../../../platform/upstream/http.ts';
import { createResourceReader } from '../../../platform/upstream/resourceReader.ts';

/** An email template: a row of `GET email-templates` (its series and type come with it), or a template read by id,
 *  written or answered inside its series, with its content besides. */
export type EmailTemplateDto = EmailTemplateListRow & Partial<Omit<EmailTemplate, keyof EmailTemplateListRow>>;

/** A template type of `GET email-templates/types` (and each template's `emailTemplateType`). */
export type EmailTemplateTypeDto = EmailTemplateTypeAnswer;

/** A variable of `GET email-templates/template-variables`. */
export type EmailTemplateVariableDto = TemplateVariableAnswer;

/** Body of `POST email-templates` and `PUT email-templates/{id}`, as the api's schema reads it. */
export type EmailTemplateWrite = z.input<typeof emailTemplateBody>;

/** Body of `POST email-templates`: a template, and the one whose designer and blocks it takes (`designOf`). */
export type NewEmailTemplateWrite = z.input<typeof newEmailTemplateBody>;

/** Body of `PUT email-templates/{id}/design`: what a designer saves. */
export type EmailDesignWrite = z.input<typeof designSave>;

/** Body of `POST email-templates/{id}/design/preview`: Designer V2's blocks as they stand. */
export type EmailDesignPreviewWrite = z.input<typeof designPreview>;

/** `GET email-templates` filters (`filters={"selectedEmailSeries":[…],"selectedEmailTypes":[…]}`). */
export type EmailTemplateFilters = { selectedEmailSeries?: number[]; selectedEmailTypes?: number[] };

/** The most templates one `GET email-templates/contents` answers (the service's limit). */
const CONTENTS_BATCH = 100;

/** `email-templates`: the list, one template, the writes, and the catalogue the editor reads (types, variables, the
 *  placeholder preview). */
export function createEmailTemplatesApi(http: UpstreamHttp, policy: FieldPolicy) {
  const templates = createResourceReader<EmailTemplateDto, EmailTemplateFilters>(http, policy, 'email-templates', 'email_template');
  const contents = createResourceReader<EmailTemplateDto, { ids?: number[] }>(http, policy, 'email-templates/contents', 'email_template');
  /** `GET email-templates/contents?filters={"ids":[…]}`: the templates with their content asked for in one tick, in one
   *  call (a page of up to 100 list rows asked for their bodies costs one call, not one a row); a missing id is null. */
  const contentsById = new DataLoader<number, EmailTemplateDto | null>(
    async (ids) => {
      const { results } = await contents.list({ filters: { ids: [...ids] }, limit: ids.length });
      const byId = new Map(results.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: CONTENTS_BATCH },
  );
  return {
    /** One page of `GET email-templates`, only the templates of `product`'s types when given. */
    list: ({ product, ...params }: Omit<ListParams, 'filters'> & { filters: EmailTemplateFilters; product?: EmailProduct | null }) =>
      templates.list({ ...params, ...(product && { query: { product } }) }),
    /** A template with its content by internal id (null when missing or another tenant's), batched into one
     *  `GET email-templates/contents` per tick. */
    contentsById,
    create: async (body: NewEmailTemplateWrite) => templates.redact(await http.send<EmailTemplateDto>('POST', 'email-templates', body)),
    update: async (id: number, body: EmailTemplateWrite) =>
      templates.redact(await http.send<EmailTemplateDto>('PUT', `email-templates/${id}`, body)),
    /** `POST email-templates/{id}/design/preview`: Designer V2's blocks rendered, not saved. */
    previewDesign: async (id: number, body: EmailDesignPreviewWrite) =>
      (await http.send<{ html: string }>('POST', `email-templates/${id}/design/preview`, body)).html,
    /** `PUT email-templates/{id}/design`: a designer's save (spec 002 §2.14). */
    saveDesign: async (id: number, body: EmailDesignWrite) =>
      templates.redact(await http.send<EmailTemplateDto>('PUT', `email-templates/${id}/design`, body)),
    async remove(id: number): Promise<void> {
      await http.send<unknown>('DELETE', `email-templates/${id}`);
    },
    types: (product?: EmailProduct | null) => http.get<EmailTemplateTypeDto[]>('email-templates/types', product ? { product } : undefined),
    variables: (emailTemplateTypeId?: number | null) =>
      http.get<EmailTemplateVariableDto[]>(
        'email-templates/template-variables',
        emailTemplateTypeId == null ? undefined : { emailTemplateTypeId },
      ),
    /** `POST email-templates/render-placeholder-preview-email`: the text rendered with sample values. */
    async preview(templateString: string, emailTemplateTypeId?: number | null): Promise<string> {
      const body = { templateString, ...(emailTemplateTypeId != null && { emailTemplateTypeId }) };
      const answer = await http.send<Json<typeof renderedPreview>>('POST', 'email-templates/render-placeholder-preview-email', body);
      return answer.rendered;
    },
  };
}

export type EmailTemplatesApi = ReturnType<typeof createEmailTemplatesApi>;
