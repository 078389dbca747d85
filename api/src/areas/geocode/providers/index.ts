import { httpGeocoder } from './httpGeocoder.ts';
import { zipcodesGeocoder } from './zipcodesGeocoder.ts';

/** An address as the event form and the venue hold it; every part is optional. */
export interface AddressQuery {
  address?: string;
  city?: string;
  state?: string;
  zip?: string;
}

/** Where an address is, and how precisely it was found. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
  /** `address`: the street address (HTTP provider); `zip`: the ZIP code's centroid; `city`: the city's. */
  precision: 'address' | 'zip' | 'city';
  /** A readable label of what was found, e.g. `Chicago, IL 60601`. */
  label: string;
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
