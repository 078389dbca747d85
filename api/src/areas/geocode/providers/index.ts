import type { GeoPoint } from '../answers.ts';
import { httpGeocoder } from './httpGeocoder.ts';
import { zipcodesGeocoder } from './zipcodesGeocoder.ts';

/** An address as the event form and the venue hold it; every part is optional. */
export interface AddressQuery {
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
}

/** A geocoding provider: answers null when the address cannot be placed. */
export interface Geocoder {
  readonly name: string;
  geocode(query: AddressQuery): Promise<GeoPoint | null>;
}

/** `GEOCODER_URL` set: a Nominatim-style HTTP service; otherwise the offline ZIP/city centroids. */
export function createGeocoder(env: NodeJS.ProcessEnv = process.env): Geocoder {
  return env.GEOCODER_URL ? httpGeocoder(env.GEOCODER_URL, env.GEOCODER_USER_AGENT) : zipcodesGeocoder();
}
