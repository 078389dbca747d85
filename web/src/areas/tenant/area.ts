import type { WebArea } from '../../routing/area.ts';
import type { AppRoute } from '../../routing/routes.tsx';

const routes: AppRoute[] = [
  {
    // Spec 002 §2.1: SystemAdmin only; Hive, speaker portal, event management; Management section, order 200.
    path: '/tenant',
    name: 'TenantConfiguration',
    login: true,
    layout: 'primary',
    products: ['HIVE', 'SPEAKER_PORTAL', 'EVENT_MANAGEMENT'],
    allowedRoles: ['SYSTEM_ADMIN'],
    sidebar: { label: 'Tenant Configuration', order: 200, section: 'Management' },
    screen: () => import('./routes/TenantConfigurationRoute.tsx').then((m) => m.tenantConfigurationRoute),
  },
];

/** Tenant Configuration (spec 002 §2.20, issue 15). */
export const tenantArea: WebArea = {
  name: 'tenant',
  routes,
  screenReportedFields: { TenantConfigurationRouteQuery: 'tenantConfiguration' },
};
