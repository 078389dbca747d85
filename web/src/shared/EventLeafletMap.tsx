import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap } from 'react-leaflet';
import type { MapSettingsValue } from './EventMap.tsx';

/** Leaflet measures its box once, when it is created: a map made while its box had no size (a tab not shown yet, a
 *  card still laying out) would keep the marker off its centre, an empty grey box (issue 28 #32). It measures again,
 *  centred on the place, whenever the box changes size. */
function FollowBoxSize({ center: [latitude, longitude] }: { center: [number, number] }) {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => {
      map.invalidateSize();
      map.setView([latitude, longitude], map.getZoom(), { animate: false });
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map, latitude, longitude]);
  return null;
}

/** The leaflet map of EventMap: its own chunk, loaded only once a map is shown (leaflet is ~40 kB gzip). */
export default function EventLeafletMap({
  center,
  settings,
  className,
}: {
  center: [number, number];
  settings: MapSettingsValue;
  className: string;
}) {
  return (
    <MapContainer center={center} zoom={settings.zoom} className={className} scrollWheelZoom={false}>
      {settings.tileUrl && <TileLayer url={settings.tileUrl} attribution={settings.attribution ?? undefined} />}
      <CircleMarker center={center} radius={10} pathOptions={{ color: '#0f6cbd', fillOpacity: 0.6 }} />
      <FollowBoxSize center={center} />
    </MapContainer>
  );
}
