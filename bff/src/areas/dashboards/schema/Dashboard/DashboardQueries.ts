import { toGlobalId } from 'graphql-relay';
import type { DashboardRowResolvers, QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import { exportUrl } from '../../../../platform/downloads.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';
import { globalId } from '../../../../platform/schema/globalId.ts';
import { filtersOf } from './dashboardFilters.ts';

/** A dashboard's data (one REST call), its list (one call per page) and its export's URL (no call). Enum arguments
 *  already carry REST values, so `sortBy` is the REST column and the URL holds the REST query of the export. */
export const dashboardQueries: Pick<QueryResolvers, 'dashboard' | 'dashboardRows' | 'dashboardExportUrl'> = {
  dashboard: (_parent, { category, filters }, ctx) => ctx.upstream.dashboards.data(category, filtersOf(filters)),
  dashboardRows: (_parent, args, ctx) => {
    const filters = filtersOf(args.filters);
    return restConnection(args, ({ page, limit }) =>
      ctx.upstream.dashboards.rows(args.category, { filters, page, itemsPerPage: limit, sortBy: args.sortBy, sortDesc: args.sortDesc }),
    );
  },
  // No ids or search: the type is never read.
  dashboardExportUrl: (_parent, args) => exportUrl(`dashboard/${args.category}/export`, 'Event', args, filtersOf(args.filters)),
};

/** A row is flat, as the list shows it; its id names its dashboard and its key (the event, the event and speaker, the
 *  attendance, the expense line). */
export const DashboardRow: DashboardRowResolvers = {
  id: (row) => toGlobalId('DashboardRow', `${row.category}-${row.key}`),
  eventId: (row) => globalId('Event', row.eventId),
};
