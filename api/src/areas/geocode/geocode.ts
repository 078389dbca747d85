import { z } from 'zod';
import type { Geocoder } from './providers/index.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { Router } from '../../platform/http/route.ts';
import { geoPoint } from './answers.ts';

const part = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    .optional()
    .transform((v) => v || undefined);

export const geocodeQuery = z
  .object({
    address: part(300),
    city: part(100),
    state: part(50),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'Zip code must be exactly 5 digits')
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .refine((q) => q.zip || (q.city && q.state), 'Give a zip, or a city and a state');

/** `GET /geocode`: where an address is (for the event form's maps). */
export function geocodeRoutes(route: Router, geocoder: Geocoder) {
  route({
    method: 'GET',
    url: '/geocode',
    permission: ['event', 'read'],
    schema: { query: geocodeQuery },
    answer: geoPoint,
    handler: async ({ query }) => {
      const point = await geocoder.geocode(query);
      if (!point) throw new HttpError(404, 'Address not found');
      return point;
    },
  });
}
