import type { EmailSeriesResolvers, QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import { nullIfNotFound } from '../../../../platform/errors.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';
import { nodeIdentity } from '../../../../platform/schema/globalId.ts';
import type { EmailSeriesDto } from '../../upstream/emailSeries.ts';

/**
 * The one way a series is fetched by id: `emailSeriesById(internalId:)`, `node(id:)` and `nodes(ids:)` ask
 * `GET email-series/{id}` (with its templates); a missing or another tenant's id is null.
 */
export function fetchEmailSeries(ctx: Context, internalId: number): Promise<EmailSeriesDto | null> {
  return nullIfNotFound(ctx.upstream.emailSeries.one(internalId));
}

export const emailSeriesQueries: Pick<QueryResolvers, 'emailSeries' | 'emailSeriesById'> = {
  emailSeries: (_parent, args, ctx) =>
    restConnection(args, (page) =>
      ctx.upstream.emailSeries.list({
        ...page,
        searchQuery: args.searchQuery,
        sortBy: args.sortBy,
        sortDesc: args.sortDesc,
        product: args.product,
      }),
    ),
  emailSeriesById: (_parent, { internalId }, ctx) => fetchEmailSeries(ctx, internalId),
};

/** The series a template row names carries its id, name and platform flag: its product and count come from the
 *  batched list (one call for a page of templates). A list row's templates come from one batched call for the page;
 *  the series read by id (the form's) carries its own. */
export const EmailSeries: EmailSeriesResolvers = {
  ...nodeIdentity('EmailSeries'),
  product: async (row, _args, ctx) => row.product ?? (await ctx.upstream.emailSeries.emailSeriesById.load(row.id))?.product ?? null,
  emailsCount: async (row, _args, ctx) =>
    row.emailsCount ?? (await ctx.upstream.emailSeries.emailSeriesById.load(row.id))?.emailsCount ?? null,
  // Null from the service: the viewer reads series but not templates.
  emailTemplates: async (row, _args, ctx) =>
    row.emailTemplates !== undefined ? row.emailTemplates : ctx.upstream.emailSeries.templates(row.id),
};
