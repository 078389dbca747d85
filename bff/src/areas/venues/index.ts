import type { BffArea } from '../../platform/area.ts';
import { venueEnumValues } from './enumValues.ts';
import { fetchVenue, Venue } from './schema/Venue/Venue.resolvers.ts';
import { venueMutations } from './schema/Venue/VenueMutations.ts';
import { venuesConnection } from './schema/Venue/VenuesConnection.ts';
import { createVenuesApi } from './upstream/venues.ts';

/** Venues (spec 001 "Venues"): Venue Management's list, export and writes; the event form reads the same records. */
export const venuesArea = {
  name: 'venues',
  upstream: { venues: createVenuesApi },
  query: { ...venuesConnection },
  mutation: { ...venueMutations },
  types: { Venue, ...venueEnumValues },
  nodes: { Venue: fetchVenue },
} satisfies BffArea;
