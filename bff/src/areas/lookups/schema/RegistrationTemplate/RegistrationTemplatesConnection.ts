import type { QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';

export const registrationTemplatesConnection: Pick<QueryResolvers, 'registrationTemplates'> = {
  registrationTemplates: (_parent, args, ctx) =>
    restConnection(args, (page) => ctx.upstream.lookups.listRegistrationTemplates({ ...page, searchQuery: args.searchQuery })),
};
