import * as z from 'zod/mini';
import { VENUE_LIMITS, VENUE_MESSAGES as M, ZIP_CODE } from '../../../../../api/src/areas/venues/contract.ts';
import type { CreateVenueInput } from '../../../__generated__/useCreateVenueMutation.graphql';

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/** The venue form's rules and texts (spec 001 §5), from the venue contract the service checks too. */
export const venueFormSchema = z.object({
  name: required(M.nameRequired),
  address: required(M.addressRequired),
  city: required(M.cityRequired),
  state: required(M.stateRequired),
  zipCode: z.string().check(z.trim(), z.minLength(1, M.zipRequired), z.regex(ZIP_CODE, M.zipDigits)),
  // Empty (or 0) is no limit; otherwise a whole number from 0 (a negative or fractional one says the range, not 'a number').
  capacity: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || /^-?\d+(\.\d+)?$/.test(v), M.capacity),
    z.refine((v) => !/^-?\d+(\.\d+)?$/.test(v) || (/^\d+$/.test(v) && Number(v) <= VENUE_LIMITS.capacity), M.capacityRange),
  ),
});
export type VenueFormValues = z.infer<typeof venueFormSchema>;

export const NEW_VENUE: VenueFormValues = { name: '', address: '', city: '', state: '', zipCode: '', capacity: '' };

/** The form's fields in order, with their labels and longest values. */
export const VENUE_TEXT_FIELDS: [keyof VenueFormValues, string, number][] = [
  ['name', 'Name', VENUE_LIMITS.name],
  ['address', 'Address', VENUE_LIMITS.address],
  ['city', 'City', VENUE_LIMITS.city],
  ['state', 'State', VENUE_LIMITS.state],
  ['zipCode', 'ZIP Code', 5],
  ['capacity', 'Capacity', 7],
];

/** A venue as the form holds it (capacity null: empty). */
export function toVenueFormValues(venue: {
  name?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  capacity?: number | null;
}): VenueFormValues {
  return {
    name: venue.name ?? '',
    address: venue.address ?? '',
    city: venue.city ?? '',
    state: venue.state ?? '',
    zipCode: venue.zipCode ?? '',
    capacity: venue.capacity ? String(venue.capacity) : '',
  };
}

/** The mutation input of the form's values (trimmed; empty capacity is no limit). */
export function toVenueInput(values: VenueFormValues): CreateVenueInput {
  const capacity = values.capacity.trim();
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zipCode: values.zipCode.trim(),
    capacity: capacity ? Number(capacity) : null,
  };
}
