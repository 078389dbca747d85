import type { z } from 'zod';
import type { Venue, venueBody } from '../../../../../api/src/areas/venues/answers.ts';
import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';
import { createResourceReader } from '../../../platform/upstream/resourceReader.ts';

/** A venue as `venues` answers it (capacity null: no limit): the api's answer schema. */
export type VenueDto = Venue;

/** Body of `POST venues` and `PUT venues/{id}`: the whole venue, as the api's schema reads it. */
export type VenueWrite = z.input<typeof venueBody>;

/** `venues`: the list (Venue Management and the event form's venue tab), batched by id, and the writes. */
export function createVenuesApi(http: UpstreamHttp, policy: FieldPolicy) {
  const venues = createResourceReader<VenueDto>(http, policy, 'venues', 'venue');
  return {
    list: venues.list,
    venueById: venues.byId,
    async create(input: VenueWrite): Promise<VenueDto> {
      return venues.redact(await http.send<VenueDto>('POST', 'venues', input));
    },
    async update(id: number, input: VenueWrite): Promise<VenueDto> {
      return venues.redact(await http.send<VenueDto>('PUT', `venues/${id}`, input));
    },
    async remove(id: number): Promise<void> {
      await http.send<unknown>('DELETE', `venues/${id}`);
    },
  };
}

export type VenuesApi = ReturnType<typeof createVenuesApi>;
