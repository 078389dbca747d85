import type { QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import { exportUrl } from '../../../../platform/downloads.ts';
import { eventFilters } from './EventsConnection.ts';

export const eventExportUrlQuery: Pick<QueryResolvers, 'eventExportUrl'> = {
  // Enum arguments already carry REST values here, so the URL holds the REST query of `GET events/export`.
  eventExportUrl: (_parent, args) => exportUrl('events/export', 'Event', args, eventFilters(args.filters)),
};
