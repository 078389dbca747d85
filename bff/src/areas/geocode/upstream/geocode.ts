import type { z } from 'zod';
import type { geocodeQuery, GeoPoint } from '../../../../../api/src/areas/geocode/answers.ts';
import { nullIfNotFound } from '../../../platform/errors.ts';
import type { Patch, UpstreamHttp } from '../../../platform/upstream/http.ts';

/** A point as `GET geocode` answers it: the api's answer schema. */
export type GeoPointDto = GeoPoint;

/** The query of `GET geocode`, as the api's schema reads it (unset parts are left out). */
export type AddressQuery = Patch<z.input<typeof geocodeQuery>>;

export function createGeocodeApi(http: UpstreamHttp) {
  return {
    /** Null when the service cannot place the address (404). */
    geocode(query: AddressQuery): Promise<GeoPointDto | null> {
      const params = Object.fromEntries(
        Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== ''),
      );
      return nullIfNotFound(http.get<GeoPointDto>('geocode', params));
    },
  };
}

export type GeocodeApi = ReturnType<typeof createGeocodeApi>;
