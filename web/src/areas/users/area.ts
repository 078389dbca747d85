import type { WebArea } from '../../routing/area.ts';
import type { AppRoute } from '../../routing/routes.tsx';

// Spec 002 §2.1: every user screen needs an admin role (Speaker excluded) and is in all four products.
const limits = {
  login: true,
  layout: 'primary',
  products: ['HIVE', 'SPEAKER_PORTAL', 'DASHBOARD', 'EVENT_MANAGEMENT'],
  allowedRoles: ['ADMIN', 'SYSTEM_ADMIN', 'CLIENT_SPEAKER_PORTAL_ADMIN'],
  excludeRoles: ['SPEAKER'],
} satisfies Partial<AppRoute>;

const routes: AppRoute[] = [
  {
    ...limits,
    path: '/users/list',
    name: 'User Management',
    permission: ['user', 'READ'],
    sidebar: { label: 'Users', order: 99, section: 'Management' },
    screen: () => import('./routes/UserList/UserListRoute.tsx').then((m) => m.userListRoute),
  },
  {
    ...limits,
    path: '/user/add',
    name: 'Add User',
    permission: ['user', 'CREATE'],
    backButton: true,
    screen: () => import('./routes/UserAdd/UserAddRoute.tsx').then((m) => m.userAddRoute),
  },
  {
    ...limits,
    path: '/user/edit/:userId',
    name: 'Edit User',
    permission: ['user', 'UPDATE'],
    backButton: true,
    screen: () => import('./routes/UserEdit/UserEditRoute.tsx').then((m) => m.userEditRoute),
  },
];

/** Users (spec 002 §2.17): User Management and Add/Edit User. */
export const usersArea: WebArea = {
  name: 'users',
  routes,
  // Delete says 'Failed to delete the user' itself.
  selfHandledOperations: ['useUserMutationsDeleteMutation'],
  // The list shows 'Failed to load users' itself when its `users` field fails.
  screenReportedFields: { UserListRouteQuery: 'users', UsersTableRefetchQuery: 'users' },
};
