import zipcodes from 'zipcodes';
import type { Geocoder } from './index.ts';

/** Offline: the centroid of the ZIP code, else of the city in its state (the first ZIP of that city).
 *  The street address is not used: the point is only as precise as the ZIP or city. */
export function zipcodesGeocoder(): Geocoder {
  return {
    name: 'zipcodes',
    async geocode({ city, state, zip }) {
      const byZip = zip ? zipcodes.lookup(zip) : undefined;
      if (byZip) {
        return {
          latitude: byZip.latitude,
          longitude: byZip.longitude,
          precision: 'zip',
          label: `${byZip.city}, ${byZip.state} ${byZip.zip}`,
        };
      }
      if (city && state) {
        const [first] = zipcodes.lookupByName(city.trim(), state.trim());
        if (first)
          return { latitude: first.latitude, longitude: first.longitude, precision: 'city', label: `${first.city}, ${first.state}` };
      }
      return null;
    },
  };
}
