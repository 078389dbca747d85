import type { QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import { exportUrl } from '../../../../platform/downloads.ts';
import { speakerFilters } from './SpeakersConnection.ts';

export const speakerExportUrlQuery: Pick<QueryResolvers, 'speakerExportUrl'> = {
  // Enum arguments already carry REST values here, so the URL holds the REST query of `GET speakers/export`.
  speakerExportUrl: (_parent, args) => exportUrl('speakers/export', 'Speaker', args, speakerFilters(args.filters)),
};
