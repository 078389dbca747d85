import type { MapSettings, QueryResolvers } from '../../../../__generated__/resolvers-types.ts';

/** Spec 000 §9: maps are drawn at zoom 15. */
export const MAP_ZOOM = 15;

/** `MAP_TILE_URL` (e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`) and `MAP_TILE_ATTRIBUTION`; unset: no tiles. */
export function mapSettings(env: NodeJS.ProcessEnv = process.env): MapSettings {
  return { tileUrl: env.MAP_TILE_URL || null, attribution: env.MAP_TILE_ATTRIBUTION || null, zoom: MAP_ZOOM };
}

export const mapSettingsQueries: Pick<QueryResolvers, 'mapSettings'> = {
  mapSettings: () => mapSettings(),
};
