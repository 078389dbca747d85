import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import type { MapSettingsValue } from './EventMap.tsx';

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
    </MapContainer>
  );
}
