import type { ApiArea } from '../../platform/area.ts';
import { geocodeRoutes } from './geocode.ts';
import { createGeocoder } from './providers/index.ts';

/** Addresses to map points (the event and venue forms' maps). */
export const geocodeArea: ApiArea = { name: 'geocode', routes: (route) => geocodeRoutes(route, createGeocoder()) };
