import { DASHBOARD_CATEGORIES, DASHBOARD_PAGES, type DashboardCategory } from '../../../../api/src/areas/dashboards/pages.ts';
import type { AppViewer } from '../../app/viewer.ts';
import type { WebArea } from '../../routing/area.ts';
import type { AppRoute } from '../../routing/routes.tsx';

/** What a dashboard reads (the api's permissions, spec 002 §7 and the shared design): programs and regions the events,
 *  speakers the speakers, attendees the attendances, expenses the expense lines. */
const PERMISSIONS: Record<DashboardCategory, NonNullable<AppRoute['permission']>> = {
  program: ['event', 'READ'],
  region: ['event', 'READ'],
  speaker: ['speaker', 'READ'],
  attendee: ['event_attendee', 'READ'],
  expense: ['expense_line', 'READ'],
};

/** Spec 002 §1: "Each dashboard route exists only if at least one chart is configured for its category" — the viewer's
 *  `dashboardCategories` (read with the viewer, so the drawer and the guards follow a config change at the next read). */
const hasCharts = (category: DashboardCategory) => (viewer: AppViewer) =>
  (viewer.dashboardCategories ?? []).some((c) => c.toLowerCase() === category);

const dashboard = (category: DashboardCategory): AppRoute => {
  const page = DASHBOARD_PAGES[category];
  return {
    path: page.path,
    name: category === 'expense' ? 'Dashboard Expenses' : page.label,
    login: true,
    layout: 'primary',
    products: ['DASHBOARD'],
    permission: PERMISSIONS[category],
    available: hasCharts(category),
    sidebar: { label: page.label, order: page.order },
    screen: () => import('./routes/Dashboard/DashboardRoute.tsx').then((m) => m.dashboardRoutes[category]),
  };
};

const config: AppRoute = {
  path: '/dashboard/config',
  name: 'Dashboard Config',
  login: true,
  layout: 'primary',
  products: ['DASHBOARD'],
  allowedRoles: ['SYSTEM_ADMIN'],
  sidebar: { label: 'Config', order: 100, section: 'Management' },
  screen: () => import('./routes/DashboardConfig/DashboardConfigRoute.tsx').then((m) => m.dashboardConfigRoute),
};

/** The Dashboard product (spec 002 §2.18, §2.19): the five dashboards, in the drawer by their orders, and Dashboard
 *  Config. */
export const dashboardsArea: WebArea = {
  name: 'dashboards',
  routes: [...[...DASHBOARD_CATEGORIES].sort((a, b) => DASHBOARD_PAGES[a].order - DASHBOARD_PAGES[b].order).map(dashboard), config],
  // Dashboard Config toasts the spec's 'Failed to save chart' / 'Failed to delete chart' itself.
  selfHandledOperations: ['useAddDashboardChartMutation', 'useUpdateDashboardChartMutation', 'useDeleteDashboardChartMutation'],
};
