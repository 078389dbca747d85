import type { ApiArea } from '../../platform/area.ts';
import { tenantRoutes } from './tenant.ts';

/** The tenant's public metadata, settings and feature flags. */
export const tenantArea: ApiArea = { name: 'tenant', routes: (route) => tenantRoutes(route) };
