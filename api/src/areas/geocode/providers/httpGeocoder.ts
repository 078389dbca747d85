import type { Geocoder } from './index.ts';

const TIMEOUT_MS = 5_000;

/**
 * A Nominatim-style search service (`GET <url>?street=&city=&state=&postalcode=&countrycodes=us&format=json&limit=1`,
 * answering `[{ lat, lon, display_name }]`). A failing or slow service (5 s) answers null like an
 * unknown address: the form then shows its fallback text instead of a map.
 */
export function httpGeocoder(baseUrl: string, userAgent = 'hive-api'): Geocoder {
  return {
    name: 'http',
    async geocode({ address, city, state, zip }) {
      const url = new URL(baseUrl);
      const params: Record<string, string | undefined> = { street: address, city, state, postalcode: zip };
      for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
      url.searchParams.set('countrycodes', 'us');
      url.searchParams.set('format', 'json');
      url.searchParams.set('limit', '1');
      try {
        const response = await fetch(url, {
          headers: { 'user-agent': userAgent, accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) return null;
        const [first] = (await response.json()) as { lat?: string; lon?: string; display_name?: string }[];
        if (!first) return null;
        const latitude = Number(first.lat);
        const longitude = Number(first.lon);
        if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
        return { latitude, longitude, precision: 'address', label: first.display_name ?? '' };
      } catch {
        return null;
      }
    },
  };
}
