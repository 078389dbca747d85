import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';
import { createResourceReader } from '../../resources/upstream/resource.ts';

/** A venue as `venues` answers it. */
export interface VenueDto {
  id: number;
  name: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  capacity: number | null;
}

export function createVenuesApi(http: UpstreamHttp, policy: FieldPolicy) {
  const venues = createResourceReader<VenueDto>(http, policy, 'venues', 'venue');
  return { list: venues.list, venueById: venues.byId };
}

export type VenuesApi = ReturnType<typeof createVenuesApi>;
