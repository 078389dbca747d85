/**
 * The venue contract (spec 001 §3, §5, §8, §9): the fields with their form labels, limits and the spec's texts,
 * imported by the api's venue routes and the web's venue form alike. Plain TypeScript, so every part can import it.
 */

/** The fields a venue is written with, in the form's order. */
export const VENUE_FIELDS = ['name', 'address', 'city', 'state', 'zipCode', 'capacity'] as const;
export type VenueField = (typeof VENUE_FIELDS)[number];

/** The form's labels: the required texts are `<label> is required` (spec 001 §5). */
export const VENUE_LABELS: Record<VenueField, string> = {
  name: 'Name',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP Code',
  capacity: 'Capacity',
};

/** Longest texts the service stores and the largest capacity (the spec sets none): the form's inputs take no more. */
export const VENUE_LIMITS = { name: 200, address: 300, city: 100, state: 50, capacity: 1_000_000 } as const;

export const ZIP_CODE = /^\d{5}$/;

export const VENUE_MESSAGES = {
  nameRequired: 'Name is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'ZIP Code is required',
  zipDigits: 'ZIP Code must be 5 digits',
  capacity: 'Capacity must be a number',
  capacityRange: `Capacity must be a whole number from 0 to ${VENUE_LIMITS.capacity.toLocaleString('en-US')}`,
  deleteFailed: 'Cannot delete venue',
  exportFailed: 'Cannot export venues into XLSX',
  deleteConfirm: 'Are you sure you want to delete this venue?',
  noMap: 'Invalid address, map not available',
} as const;

/** The 409 of deleting a venue that events use (ours: the spec has only 'Cannot delete venue'). */
export const venueInUse = (count: number, shortNames: readonly string[]) =>
  `${VENUE_MESSAGES.deleteFailed}: ${count === 1 ? '1 event uses' : `${count} events use`} it (${shortNames.join(', ')}${
    count > shortNames.length ? ', …' : ''
  }). Choose another venue for ${count === 1 ? 'that event' : 'those events'} first.`;

/** Capacity 0 or empty means no limit (spec 001 §3): both are stored and answered as null. */
export const capacityOf = (capacity: number | null | undefined) => (capacity ? capacity : null);
