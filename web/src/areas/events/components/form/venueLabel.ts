import { truncate } from '../../../../shared/truncate.ts';
import type { VenueChoice } from '../eventFormSchema.ts';

/** Spec 000 §9: venue labels are cut to 60 characters (57 plus an ellipsis). */
export const VENUE_LABEL_MAX = 60;

/** `name, address, city, ST zip`, cut to 60 characters. */
export function venueLabel(v: Pick<VenueChoice, 'name' | 'address' | 'city' | 'state' | 'zipCode'>): string {
  const full = [v.name, v.address, v.city, [v.state, v.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return truncate(full, VENUE_LABEL_MAX);
}
