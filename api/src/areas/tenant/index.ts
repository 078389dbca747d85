import type { ApiArea } from '../../platform/area.ts';
import * as tables from './tables.ts';
import { tenantRoutes } from './tenant.ts';

/** The configuration-change log, which the permissions area writes too. */
export { recordChange } from './configurationChanges.ts';

/** The tenant's public metadata, settings and feature flags; the Tenant Configuration's expense filtering rules and
 *  its log of configuration changes (issue 15). */
export const tenantArea: ApiArea = { name: 'tenant', tables, routes: (route) => tenantRoutes(route) };
