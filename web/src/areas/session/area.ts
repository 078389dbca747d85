import type { WebArea } from '../../routing/area.ts';

/** Sign-in, password change and reset: public screens (routing/router.tsx) that show their errors themselves. */
export const sessionArea: WebArea = {
  name: 'session',
  selfHandledOperations: [
    'LoginRouteLoginMutation',
    'LoginRouteChangePasswordMutation',
    'LoginRouteResetMutation',
    'ResetPasswordRouteMutation',
  ],
};
