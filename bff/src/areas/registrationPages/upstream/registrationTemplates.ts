import DataLoader from 'dataloader';
import type { z } from 'zod';
import type {
  AnalyticsRow,
  RegistrationTemplate,
  registrationTemplateBody,
  RegistrationTemplateListRow,
} from '../../../../../api/src/areas/registrationPages/answers.ts';
import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';
import { createResourceReader } from '../../../platform/upstream/resourceReader.ts';
import { redactedList } from '../../../platform/upstream/redactedList.ts';
import { redactTemplate } from '../../questions/index.ts';
import type { PeriodFilter } from '../../surveys/index.ts';

/** A registration template: a row of `GET registration-templates`, or `GET registration-templates/{id}` with its fields
 *  and questions besides. */
export type RegistrationTemplateDto = RegistrationTemplateListRow & Partial<Omit<RegistrationTemplate, keyof RegistrationTemplateListRow>>;

/** A row of `GET analytics/reg-page/{id}`. */
export type RegistrationAnalyticsRowDto = AnalyticsRow;

/** The registration template as REST's POST and PUT take it. */
export type RegistrationTemplateWrite = z.input<typeof registrationTemplateBody>;

/** Registration page templates (list, one with questions, writes) and their analytics. */
export function createRegistrationTemplatesApi(http: UpstreamHttp, policy: FieldPolicy) {
  const templates = createResourceReader<RegistrationTemplateDto>(http, policy, 'registration-templates', 'registration_template');
  const full = (row: RegistrationTemplateDto) => redactTemplate(policy, templates.redact, row);
  /** `GET registration-templates/{id}`: the template with its questions, once per template and request. */
  const one = new DataLoader<number, RegistrationTemplateDto>((ids) =>
    Promise.all(
      ids.map(async (id) =>
        full(await http.get<RegistrationTemplateDto>(`registration-templates/${id}`)).catch((error: unknown) => error as Error),
      ),
    ),
  );
  return {
    list: templates.list,
    /** Template rows (without questions) by internal id, batched into one list call per tick. */
    registrationTemplateById: templates.byId,
    one: (id: number) => one.load(id),
    create: async (body: RegistrationTemplateWrite) =>
      full(await http.send<RegistrationTemplateDto>('POST', 'registration-templates', body)),
    update: async (id: number, body: RegistrationTemplateWrite) =>
      full(await http.send<RegistrationTemplateDto>('PUT', `registration-templates/${id}`, body)),
    /** One page of `GET analytics/reg-page/{id}`, rows redacted through the `reg_page_analytics` entity. */
    analytics: (id: number, { period, ...page }: { page: number; limit: number; period?: PeriodFilter }) =>
      redactedList<RegistrationAnalyticsRowDto>(http, policy, `analytics/reg-page/${id}`, 'reg_page_analytics', {
        ...page,
        ...(period ? { filters: { period } } : {}),
      }),
  };
}

export type RegistrationTemplatesApi = ReturnType<typeof createRegistrationTemplatesApi>;
