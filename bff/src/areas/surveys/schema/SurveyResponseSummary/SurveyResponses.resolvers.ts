import type { QueryResolvers, ReportPeriodInput, SurveyResponseSummaryResolvers } from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import { exportUrl } from '../../../../platform/downloads.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';
import { globalId, internalIdOf, parseGlobalId } from '../../../../platform/schema/globalId.ts';
import type { PeriodFilter, SurveyResponseFilters, SurveyResponseSummaryDto } from '../../upstream/surveyTemplates.ts';

/** The REST period filter of a `ReportPeriodInput`. */
export const periodFilter = (period: ReportPeriodInput | null | undefined): PeriodFilter | undefined =>
  period ? { from: period.from, to: period.to, timezone: period.timezone } : undefined;

const responseFilters = (period: ReportPeriodInput | null | undefined): SurveyResponseFilters | undefined => {
  const filter = periodFilter(period);
  return filter ? { period: filter } : undefined;
};

/** `node(id:)` of a summary: its event's row of the list (batched), null when the event has no responses. */
export function fetchSurveyResponseSummary(ctx: Context, eventId: number): Promise<SurveyResponseSummaryDto | null> {
  return ctx.upstream.surveyTemplates.responseSummaryByEventId.load(eventId);
}

/** The event's internal id of a selected row's id (`SurveyResponseSummary:<event id>`) or of an `Event` id. */
const eventIdOf = (id: string) => {
  const parsed = parseGlobalId(id);
  return parsed?.type === 'SurveyResponseSummary' ? parsed.internalId : internalIdOf('Event', id);
};

export const surveyResponseQueries: Pick<QueryResolvers, 'surveyResponses' | 'surveyResponsesExportUrl'> = {
  surveyResponses: (_parent, args, ctx) =>
    restConnection(args, (page) =>
      ctx.upstream.surveyTemplates.responses({
        ...page,
        searchQuery: args.searchQuery,
        sortBy: args.sortBy,
        sortDesc: args.sortDesc,
        filters: responseFilters(args.period),
      }),
    ),
  // Selected rows keep the period (their counts are the period's); the search applies only without a selection.
  surveyResponsesExportUrl: (_parent, args) => {
    const ids = args.eventIds?.length ? args.eventIds.map(eventIdOf) : undefined;
    return exportUrl(
      'survey-templates/responses/export',
      'Event',
      { searchQuery: ids ? null : args.searchQuery },
      { ...responseFilters(args.period), ...(ids ? { ids } : {}) },
    );
  },
};

/** A row of Survey Responses; its event comes from the batched `eventById` loader (one call per page). */
export const SurveyResponseSummary: SurveyResponseSummaryResolvers = {
  id: (row) => globalId('SurveyResponseSummary', row.eventId),
  internalId: (row) => row.eventId,
  event: (row, _args, ctx) => ctx.upstream.events.eventById.load(row.eventId),
  responses: (row, args, ctx) =>
    restConnection(args, (page) =>
      ctx.upstream.surveyTemplates.eventResponses(row.eventId, { ...page, period: periodFilter(args.period) }),
    ),
};
