import type { GeoPoint } from '../../../../../api/src/areas/geocode/answers.ts';
import { nullIfNotFound } from '../../../platform/errors.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';

/** A point as `GET geocode` answers it: the api's answer schema. */
export type GeoPointDto = GeoPoint;

export interface AddressQuery {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

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
