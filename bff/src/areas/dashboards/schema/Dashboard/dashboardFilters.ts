import type { DashboardFiltersInput } from '../../../../__generated__/resolvers-types.ts';
import { internalIdOf } from '../../../../platform/schema/globalId.ts';
import type { DashboardFilters } from '../../upstream/dashboards.ts';

/**
 * The REST filter object of a dashboard's data, list and export (spec 002 §3 "Filter object"): the filters given, the
 * topics' internal ids as `topic`. Enum values already arrive as REST values (the enum resolvers of `EventStatus`,
 * `LocationType`, `EventType`); an empty list is no filter, as the service reads a missing one.
 */
export const filtersOf = (input: DashboardFiltersInput | null | undefined): DashboardFilters => ({
  ...(input?.startDate && { startDate: input.startDate }),
  ...(input?.endDate && { endDate: input.endDate }),
  ...(input?.status?.length && { status: [...input.status] }),
  ...(input?.locationType?.length && { locationType: [...input.locationType] }),
  ...(input?.type?.length && { type: [...input.type] }),
  ...(input?.topicIds?.length && { topic: input.topicIds.map((id) => internalIdOf('Topic', id)) }),
});
