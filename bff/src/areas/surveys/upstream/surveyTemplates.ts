import DataLoader from 'dataloader';
import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { ListParams, ListResult, UpstreamHttp } from '../../../platform/upstream/http.ts';
import { createResourceReader, MAX_BATCH } from '../../../platform/upstream/resourceReader.ts';
import type { z } from 'zod';
import type {
  EventResponse,
  periodFilter,
  responseFilters,
  ResponseSummary,
  SurveyTemplate,
  surveyTemplateBody,
  SurveyTemplateListRow,
} from '../../../../../api/src/areas/surveys/answers.ts';
import { redactedList } from '../../../platform/upstream/redactedList.ts';
import { redactTemplate } from '../../questions/index.ts';

/** A survey template: a row of `GET survey-templates`, or `GET survey-templates/{id}` with its fields, questions and skip
 *  logic besides. */
export type SurveyTemplateDto = SurveyTemplateListRow & Partial<Omit<SurveyTemplate, keyof SurveyTemplateListRow>>;

/** A row of `GET survey-templates/responses`: one event's response count. */
export type SurveyResponseSummaryDto = ResponseSummary;

/** A row of `GET survey-templates/responses/{eventId}`: one response of the event with its answers. */
export type SurveyResponseDto = EventResponse;

/** The period filter of Survey Responses and the analytics dialog (`YYYY/MM/DD HH:mm` in `timezone`). */
export type PeriodFilter = z.input<typeof periodFilter>;

/** `filters` of `GET survey-templates/responses` (and its export), as the api's schema reads them. */
export type SurveyResponseFilters = z.input<typeof responseFilters>;

/** The survey template as REST's POST and PUT take it. */
export type SurveyTemplateWrite = z.input<typeof surveyTemplateBody>;

/** Survey templates (list, one with questions, writes) and the survey response summaries. */
export function createSurveyTemplatesApi(http: UpstreamHttp, policy: FieldPolicy) {
  const templates = createResourceReader<SurveyTemplateDto>(http, policy, 'survey-templates', 'survey_template');
  const full = (row: SurveyTemplateDto) => redactTemplate(policy, templates.redact, row);
  const responses = (params: ListParams & { filters?: SurveyResponseFilters }): Promise<ListResult<SurveyResponseSummaryDto>> =>
    redactedList(http, policy, 'survey-templates/responses', 'event', params);
  const responseSummaryByEventId = new DataLoader<number, SurveyResponseSummaryDto | null>(
    async (eventIds) => {
      const { results } = await responses({ filters: { ids: [...eventIds] }, limit: MAX_BATCH });
      const rows = new Map(results.map((row) => [row.eventId, row]));
      return eventIds.map((id) => rows.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );

  /** `GET survey-templates/{id}`: the template with its questions and skip logic, once per template and request. */
  const one = new DataLoader<number, SurveyTemplateDto>((ids) =>
    Promise.all(
      ids.map(async (id) => full(await http.get<SurveyTemplateDto>(`survey-templates/${id}`)).catch((error: unknown) => error as Error)),
    ),
  );

  return {
    list: templates.list,
    /** Template rows (without questions) by internal id, batched into one list call per tick. */
    surveyTemplateById: templates.byId,
    one: (id: number) => one.load(id),
    create: async (body: SurveyTemplateWrite) => full(await http.send<SurveyTemplateDto>('POST', 'survey-templates', body)),
    update: async (id: number, body: SurveyTemplateWrite) =>
      full(await http.send<SurveyTemplateDto>('PUT', `survey-templates/${id}`, body)),
    remove: (id: number) => http.send<unknown>('DELETE', `survey-templates/${id}`),
    /** One page of `GET survey-templates/responses`, rows redacted through the `event` entity (short name, title), as REST does. */
    responses,
    /** One page of `GET survey-templates/responses/{eventId}` (View responses), rows redacted through the `event` entity. */
    eventResponses: (eventId: number, { period, ...page }: { page: number; limit: number; period?: PeriodFilter }) =>
      redactedList<SurveyResponseDto>(http, policy, `survey-templates/responses/${eventId}`, 'event', {
        ...page,
        ...(period ? { filters: { period } } : {}),
      }),
    /** Response summaries by event id, batched into one list call per tick (`node(id:)`). */
    responseSummaryByEventId,
  };
}

export type SurveyTemplatesApi = ReturnType<typeof createSurveyTemplatesApi>;
