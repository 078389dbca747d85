import type { QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import { downloadUrl } from '../../../../platform/downloads.ts';
import { internalIdOf } from '../../../../platform/schema/globalId.ts';
import { speakerFilters } from './SpeakersConnection.ts';

export const speakerExportUrlQuery: Pick<QueryResolvers, 'speakerExportUrl'> = {
  // Enum arguments already carry REST values here, so the URL holds the REST query of `GET speakers/export`.
  speakerExportUrl: (_parent, args) => {
    const query = new URLSearchParams();
    const filters = args.ids?.length ? { ids: args.ids.map((id) => internalIdOf('Speaker', id)) } : speakerFilters(args.filters);
    if (filters && Object.keys(filters).length) query.set('filters', JSON.stringify(filters));
    if (!args.ids?.length && args.searchQuery) query.set('searchQuery', args.searchQuery);
    if (args.sortBy) query.set('sortBy', args.sortBy);
    if (args.sortDesc != null) query.set('sortDesc', String(args.sortDesc));
    return downloadUrl('speakers/export', query);
  },
};
