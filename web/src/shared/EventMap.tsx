import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { lazy, Suspense, useEffect, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { EventMap_settings$key } from '../__generated__/EventMap_settings.graphql';
import type { EventMapGeocodeQuery, EventMapGeocodeQuery$data } from '../__generated__/EventMapGeocodeQuery.graphql';

/** Spec 000 §9 and 001 §9: maps are 400 px high (the event form's venue and location, the venue form). */
export const MAP_HEIGHT_PX = 400;
const EventLeafletMap = lazy(() => import('./EventLeafletMap.tsx'));

/** Waits for typing to settle before geocoding. */
const GEOCODE_DEBOUNCE_MS = 400;

const useStyles = makeStyles({
  // The plain background shows when no tile server is set or tiles cannot load: the marker stays visible.
  map: {
    height: `${MAP_HEIGHT_PX}px`,
    width: '100%',
    backgroundColor: tokens.colorNeutralBackground4,
    borderRadius: tokens.borderRadiusMedium,
  },
  fallback: { color: tokens.colorNeutralForeground3 },
});

const geocodeQuery = graphql`
  query EventMapGeocodeQuery($address: String, $city: String, $state: String, $zip: String) {
    geocode(address: $address, city: $city, state: $state, zip: $zip) {
      latitude
      longitude
      label
    }
  }
`;

export interface MapSettingsValue {
  tileUrl: string | null | undefined;
  attribution: string | null | undefined;
  zoom: number;
}

export interface MapAddress {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

/** The geocoder needs a 5-digit zip, or a city and a state. */
const placeable = (a: MapAddress) => /^\d{5}$/.test(a.zip?.trim() ?? '') || !!(a.city?.trim() && a.state?.trim());

/** A map of an address after geocoding (zoom 15, 400 px), or 'Invalid address, map not available'. */
export function EventMap({
  address,
  settings: settingsKey,
  label,
}: {
  address: MapAddress;
  settings: EventMap_settings$key;
  label: string;
}) {
  const { tileUrl, attribution, zoom } = useFragment(
    graphql`
      fragment EventMap_settings on MapSettings {
        tileUrl
        attribution
        zoom
      }
    `,
    settingsKey,
  );
  const settings: MapSettingsValue = { tileUrl, attribution, zoom };
  const styles = useStyles();
  const environment = useRelayEnvironment();
  const [state, setState] = useState<{ key: string; point: EventMapGeocodeQuery$data['geocode'] } | null>(null);
  const ok = placeable(address);
  const zip = /^\d{5}$/.test(address.zip?.trim() ?? '') ? address.zip!.trim() : null;
  const variables = {
    address: address.address?.trim() || null,
    city: address.city?.trim() || null,
    state: address.state?.trim() || null,
    zip,
  };
  const key = JSON.stringify(variables);

  useEffect(() => {
    if (!ok) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      fetchQuery<EventMapGeocodeQuery>(environment, geocodeQuery, JSON.parse(key))
        .toPromise()
        .then(
          (data) => current && setState({ key, point: data?.geocode ?? null }),
          () => current && setState({ key, point: null }),
        );
    }, GEOCODE_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [environment, key, ok]);

  if (!ok) return <Text className={styles.fallback}>Invalid address, map not available</Text>;
  if (state?.key !== key) return <Spinner size="tiny" label="Locating…" />;
  const point = state.point;
  if (!point) return <Text className={styles.fallback}>Invalid address, map not available</Text>;
  const center: [number, number] = [point.latitude, point.longitude];
  return (
    <div role="region" aria-label={label} data-testid="event-map" data-latitude={point.latitude} data-longitude={point.longitude}>
      <Suspense fallback={<div className={styles.map} />}>
        <EventLeafletMap key={key} center={center} settings={settings} className={styles.map} />
      </Suspense>
      <Text size={200}>{point.label}</Text>
    </div>
  );
}
