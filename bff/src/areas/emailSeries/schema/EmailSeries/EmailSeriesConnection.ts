import type { QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';

export const emailSeriesConnection: Pick<QueryResolvers, 'emailSeries'> = {
  emailSeries: (_parent, args, ctx) =>
    restConnection(args, (page) => ctx.upstream.emailSeries.list({ ...page, searchQuery: args.searchQuery })),
};
