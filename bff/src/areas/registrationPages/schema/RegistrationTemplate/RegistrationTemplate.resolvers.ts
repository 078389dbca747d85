import type {
  QueryResolvers,
  RegistrationAnalyticsRowResolvers,
  RegistrationTemplateResolvers,
} from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import { nullIfNotFound } from '../../../../platform/errors.ts';
import { LOOKUP_LIMITS } from '../../../../../../api/src/platform/http/lists.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';
import { nodeIdentity } from '../../../../platform/schema/globalId.ts';
import { periodFilter } from '../../../surveys/index.ts';
import type { RegistrationTemplateDto } from '../../upstream/registrationTemplates.ts';

/**
 * The one way a registration template is fetched by id: `registrationTemplate(internalId:)`, `node(id:)` and
 * `nodes(ids:)` ask `GET registration-templates/{id}` (with its questions); a missing or another tenant's id is null.
 */
export function fetchRegistrationTemplate(ctx: Context, internalId: number): Promise<RegistrationTemplateDto | null> {
  return nullIfNotFound(ctx.upstream.registrationTemplates.one(internalId));
}

export const registrationTemplateQueries: Pick<QueryResolvers, 'registrationTemplate' | 'registrationTemplates'> = {
  registrationTemplate: (_parent, { internalId }, ctx) => fetchRegistrationTemplate(ctx, internalId),
  // The event form's select asks `first: -1`: every template, up to 3,000 (spec 001 §9).
  registrationTemplates: (_parent, args, ctx) =>
    restConnection(
      args,
      (page) =>
        ctx.upstream.registrationTemplates.list({ ...page, searchQuery: args.searchQuery, sortBy: args.sortBy, sortDesc: args.sortDesc }),
      { allowAll: true, allLimit: LOOKUP_LIMITS.registrationTemplates },
    ),
};

/** A template read by id carries its questions; a list row reads the template by id for them (one call per template). */
export const RegistrationTemplate: RegistrationTemplateResolvers = {
  ...nodeIdentity('RegistrationTemplate'),
  questions: async (row, _args, ctx) =>
    row.questions !== undefined ? row.questions : ((await ctx.upstream.registrationTemplates.one(row.id)).questions ?? null),
  analytics: (row, args, ctx) =>
    restConnection(args, (page) => ctx.upstream.registrationTemplates.analytics(row.id, { ...page, period: periodFilter(args.period) })),
};

/** An analytics row: the event's fields come with the row; `event` is the batched `eventById` (one call per page). */
export const RegistrationAnalyticsRow: RegistrationAnalyticsRowResolvers = {
  event: (row, _args, ctx) => ctx.upstream.events.eventById.load(row.event.id),
  shortName: (row) => row.event.shortName,
  startTime: (row) => row.event.startTime,
  zone: (row) => row.event.zone,
};
