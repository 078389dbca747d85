import type { QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import { exportUrl } from '../../../../platform/downloads.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';

export const checksConnection: Pick<QueryResolvers, 'checks' | 'checkExportUrl'> = {
  checks: (_parent, args, ctx) =>
    restConnection(args, (page) =>
      ctx.upstream.fees.list({ ...page, sortBy: args.sortBy, sortDesc: args.sortDesc, searchQuery: args.searchQuery }),
    ),
  // Enum arguments already carry REST values here, so the URL holds the REST query of `GET fees/export`.
  checkExportUrl: (_parent, args) => exportUrl('fees/export', 'Check', args, undefined),
};
