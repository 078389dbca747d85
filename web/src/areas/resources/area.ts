import { notifyOutsideReact } from '../../app/toast.tsx';
import { IMPERSONATED_NO_SPEAKER } from '../../app/impersonation.ts';
import type { WebArea } from '../../routing/area.ts';
import type { AppRoute } from '../../routing/routes.tsx';

const routes: AppRoute[] = [
  {
    path: '/resource/:speakerId',
    name: 'Speaker Resource',
    login: true,
    layout: 'primary',
    products: ['SPEAKER_PORTAL'],
    permission: ['attachment', 'READ'],
    allowedRoles: ['SPEAKER'],
    sidebar: { label: 'Resources', order: 12 },
    screen: () => import('./routes/ResourceLandingRoute.tsx').then((m) => m.resourceLandingRoute),
  },
  {
    path: '/resource-redirect/:eventId?',
    name: 'Resource Download Redirect',
    login: true,
    layout: 'primary',
    permission: ['attachment', 'READ'],
    screen: () => import('./routes/ResourceRedirectRoute.tsx').then((m) => m.resourceRedirectRoute),
  },
  {
    path: '/admin-resources/groups',
    name: 'Resource Groups',
    login: true,
    layout: 'primary',
    permission: ['attachment_group', 'CREATE'],
    backButton: true,
    screen: () => import('./routes/ResourceGroupsRoute.tsx').then((m) => m.resourceGroupsRoute),
  },
  {
    path: '/admin-resources/:attachmentId',
    name: 'Assign Resource',
    login: true,
    layout: 'primary',
    permission: ['speaker_attachment', 'CREATE'],
    backButton: true,
    screen: () => import('./routes/AssignResourceRoute.tsx').then((m) => m.assignResourceRoute),
  },
  {
    path: '/admin-resources',
    name: 'Resources',
    login: true,
    layout: 'primary',
    products: ['SPEAKER_PORTAL'],
    permission: ['attachment', 'READ'],
    excludeRoles: ['SPEAKER'],
    sidebar: { label: 'Resources', order: 14 },
    // Spec 002 §2.4: while impersonating a speaker, that speaker's resource page.
    redirect: ({ viewer }) => {
      if (!viewer.impersonating) return null;
      if (viewer.impersonating.speakerId != null) return `/resource/${viewer.impersonating.speakerId}`;
      notifyOutsideReact('error', IMPERSONATED_NO_SPEAKER);
      return '/';
    },
    screen: () => import('./routes/ResourceListRoute.tsx').then((m) => m.resourceListRoute),
  },
  {
    path: '/speaker-resources/:groupId',
    name: 'Resource Group',
    login: true,
    layout: 'primary',
    permission: ['attachment_group', 'READ'],
    backButton: true,
    screen: () => import('./routes/ResourceGroupPageRoute.tsx').then((m) => m.resourceGroupPageRoute),
  },
];

/** The speaker resource library (spec 002 §2.2–2.7). */
export const resourcesArea: WebArea = {
  name: 'resources',
  routes,
};
