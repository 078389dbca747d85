import type { ApiArea } from '../../platform/area.ts';
import { permissionRoutes } from './permissions.ts';

/** Roles' grants, products and hidden or disabled fields (spec 000 §7). */
export const permissionsArea: ApiArea = { name: 'permissions', routes: (route, { entityFields }) => permissionRoutes(route, entityFields) };
