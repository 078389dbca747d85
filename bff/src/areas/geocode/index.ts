import type { BffArea } from '../../platform/area.ts';
import { geocodeEnumValues } from './enumValues.ts';
import { geocodeQueries } from './schema/GeoPoint/GeoPoint.resolvers.ts';
import { mapSettingsQueries } from './schema/MapSettings/MapSettings.resolvers.ts';
import { createGeocodeApi } from './upstream/geocode.ts';

/** Addresses to map points, and the map settings of the forms. */
export const geocodeArea = {
  name: 'geocode',
  upstream: { geocode: createGeocodeApi },
  query: { ...geocodeQueries, ...mapSettingsQueries },
  types: { ...geocodeEnumValues },
} satisfies BffArea;
