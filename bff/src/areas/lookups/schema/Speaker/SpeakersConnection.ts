import type { QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';

export const speakersConnection: Pick<QueryResolvers, 'speakers'> = {
  speakers: (_parent, args, ctx) => restConnection(args, (page) => ctx.upstream.speakers.list({ ...page, searchQuery: args.searchQuery })),
};
