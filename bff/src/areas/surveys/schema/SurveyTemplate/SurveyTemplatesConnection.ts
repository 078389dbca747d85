import type { QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';

/** `surveyTemplates`: one `GET survey-templates` page (rows carry `questionsCount`). */
export const surveyTemplatesConnection: Pick<QueryResolvers, 'surveyTemplates'> = {
  surveyTemplates: (_parent, args, ctx) =>
    restConnection(args, (page) =>
      ctx.upstream.surveyTemplates.list({ ...page, searchQuery: args.searchQuery, sortBy: args.sortBy, sortDesc: args.sortDesc }),
    ),
};
