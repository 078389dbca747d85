import DataLoader from 'dataloader';
import type { z } from 'zod';
import type {
  EmailTemplate,
  emailTemplateBody,
  EmailTemplateListRow,
  EmailTemplateTypeAnswer,
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

/** `GET email-templates` filters (`filters={"selectedEmailSeries":[…],"selectedEmailTypes":[…]}`). */
export type EmailTemplateFilters = { selectedEmailSeries?: number[]; selectedEmailTypes?: number[] };

/** `email-templates`: the list, one template, the writes, and the catalogue the editor reads (types, variables, the
 *  placeholder preview). */
export function createEmailTemplatesApi(http: UpstreamHttp, policy: FieldPolicy) {
  const templates = createResourceReader<EmailTemplateDto, EmailTemplateFilters>(http, policy, 'email-templates', 'email_template');
  /** `GET email-templates/{id}`: once per template and request. */
  const one = new DataLoader<number, EmailTemplateDto>(
    (ids) => Promise.all(ids.map(async (id) => templates.redact(await http.get<EmailTemplateDto>(`email-templates/${id}`)))),
    { batch: false },
  );
  return {
    /** One page of `GET email-templates`, only the templates of `product`'s types when given. */
    list: ({ product, ...params }: Omit<ListParams, 'filters'> & { filters: EmailTemplateFilters; product?: EmailProduct | null }) =>
      templates.list({ ...params, ...(product && { query: { product } }) }),
    one: (id: number) => one.load(id),
    create: async (body: EmailTemplateWrite) => templates.redact(await http.send<EmailTemplateDto>('POST', 'email-templates', body)),
    update: async (id: number, body: EmailTemplateWrite) =>
      templates.redact(await http.send<EmailTemplateDto>('PUT', `email-templates/${id}`, body)),
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
