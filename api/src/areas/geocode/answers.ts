import { z } from 'zod';
import type { Json } from '../../platform/http/answer.ts';

/** What `GET /geocode` answers: the REST contract's answer half (platform/http/answer.ts). */

/** Where an address is, and how precisely it was found. */
export const geoPoint = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** `address`: the street address (HTTP provider); `zip`: the ZIP code's centroid; `city`: the city's. */
  precision: z.enum(['address', 'zip', 'city']),
  /** A readable label of what was found, e.g. `Chicago, IL 60601`. */
  label: z.string(),
});

export type GeoPoint = Json<typeof geoPoint>;

/** The request schema, for the BFF's request type (`z.input`). */
export type { geocodeQuery } from './geocode.ts';
