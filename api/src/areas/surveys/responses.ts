import { PassThrough } from 'node:stream';
import moment from 'moment-timezone';
import { z } from 'zod';
import { sendFile } from '../../platform/http/download.ts';
import { refuseHiddenListFields } from '../../platform/http/fields.ts';
import { ids, listQuery } from '../../platform/http/lists.ts';
import { idParam } from '../../platform/http/params.ts';
import type { RouteContext, Router } from '../../platform/http/route.ts';
import { visibleColumns, writeWorkbook, XLSX_TYPE, type ExportColumn } from '../../platform/export/xlsx.ts';
import {
  exportResponseRows,
  listEventResponses,
  listResponseSummaries,
  SUMMARY_SORT,
  type ResponseExportRow,
  type ResponseQuery,
} from './queries.ts';
import { periodFilter } from './period.ts';
import { FILE } from '../../platform/http/answer.ts';
import { notFound } from '../../platform/http/errors.ts';
import { eventResponsePage, responseSummaryPage } from './answers.ts';

export const responseFilters = z.object({ ids: ids.optional(), period: periodFilter.optional() }).strict();
const listParams = listQuery(responseFilters, Object.keys(SUMMARY_SORT) as [keyof typeof SUMMARY_SORT]);
const exportParams = listParams.omit({ page: true, limit: true, sortBy: true, sortDesc: true });
const eventResponsesParams = listQuery(z.object({ period: periodFilter.optional() }).strict(), ['responseId']).pick({
  page: true,
  limit: true,
  filters: true,
});

/** The caller's response query: their row scope over events; the search reads the short name unless it is hidden. */
async function callerQuery(
  ctx: Pick<RouteContext<unknown, unknown, unknown>, 'hidden' | 'scope'>,
  query: z.output<typeof exportParams>,
): Promise<ResponseQuery> {
  const hidden = await ctx.hidden('event');
  return {
    period: query.filters.period,
    ids: query.filters.ids,
    searchQuery: query.searchQuery || undefined,
    scope: ctx.scope.events,
    shortNameHidden: hidden.has('shortName'),
  };
}

/** `MM/DD/YYYY h.mm A` in the event's zone, as the event export writes times. */
const submitted = (r: ResponseExportRow) => moment.tz(r.submittedAt, r.zone).format('MM/DD/YYYY h.mm A');

/** The export's columns: one row per answer. `field` names the event field whose hiding removes the column. */
export const RESPONSE_EXPORT_COLUMNS: ExportColumn<ResponseExportRow>[] = [
  { header: 'Event ID', field: 'shortName', width: 16, value: (r) => r.shortName },
  { header: 'Program Name', field: 'title', width: 40, value: (r) => r.title },
  { header: 'Template', field: 'template', width: 30, value: (r) => r.template },
  { header: 'Response #', field: 'responseId', width: 12, value: (r) => r.responseId },
  { header: 'Submitted', field: 'submittedAt', related: [['event', 'zone']], width: 20, value: submitted },
  // An anonymous survey's respondent stays blank even if a link was ever stored.
  {
    header: 'Respondent',
    field: 'respondent',
    related: [
      ['attendee', 'firstName'],
      ['attendee', 'lastName'],
      ['attendee', 'email'],
    ],
    width: 32,
    value: (r) => (r.isAnonymous ? null : r.respondent),
  },
  { header: 'Question', field: 'question', width: 50, value: (r) => r.question },
  { header: 'Answer', field: 'answer', width: 50, value: (r) => r.answer },
];

/** Survey Responses (spec 001 §2 "Survey responses", §7): the per-event counts and their XLSX export. */
export function responseRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/survey-templates/responses',
    permission: ['response', 'read'],
    featureFlags: ['surveysEnabled'],
    redact: 'event',
    schema: { query: listParams },
    answer: responseSummaryPage,
    handler: async (ctx) => {
      const { page, limit, sortBy, sortDesc } = ctx.query;
      refuseHiddenListFields(await ctx.hidden('event'), ctx.query);
      return listResponseSummaries(ctx.tx, { ...(await callerQuery(ctx, ctx.query)), page, limit, sortBy, sortDesc });
    },
  });

  // View responses: one event's responses with their answers, a page at a time; the export's fields, hidden as there.
  route({
    method: 'GET',
    url: '/survey-templates/responses/:id',
    permission: ['response', 'read'],
    featureFlags: ['surveysEnabled'],
    redact: 'event',
    related: {
      respondent: ['attendee', 'firstName', 'lastName', 'email'],
      'answers.question': ['event', 'question'],
      'answers.answer': ['event', 'answer'],
    },
    schema: { params: idParam, query: eventResponsesParams },
    answer: eventResponsePage,
    handler: async ({ tx, params, query, scope }) => {
      const { page, limit, filters } = query;
      const answer = await listEventResponses(tx, { eventId: params.id, period: filters.period, scope: scope.events, page, limit });
      return answer ?? Promise.reject(notFound('Event', params.id));
    },
  });

  route({
    method: 'GET',
    url: '/survey-templates/responses/export',
    permission: ['response', 'read'],
    featureFlags: ['surveysEnabled'],
    schema: { query: exportParams },
    answer: FILE,
    handler: async (ctx) => {
      const { tx, reply } = ctx;
      const columns = await visibleColumns(RESPONSE_EXPORT_COLUMNS, 'event', ctx.hidden);
      const rows = exportResponseRows(tx, await callerQuery(ctx, ctx.query));
      const body = new PassThrough();
      sendFile(reply, body, { fileName: `survey-responses-${new Date().toISOString().slice(0, 10)}.xlsx`, contentType: XLSX_TYPE });
      try {
        // The transaction (and its cursor) stays open until the last row is written.
        await writeWorkbook(body, 'Responses', columns, rows);
      } catch (error) {
        body.destroy(error as Error);
        throw error;
      }
      return reply;
    },
  });
}
