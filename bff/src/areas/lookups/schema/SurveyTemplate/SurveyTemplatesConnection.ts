import type { QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';

export const surveyTemplatesConnection: Pick<QueryResolvers, 'surveyTemplates'> = {
  surveyTemplates: (_parent, args, ctx) =>
    restConnection(args, (page) => ctx.upstream.lookups.listSurveyTemplates({ ...page, searchQuery: args.searchQuery })),
};
