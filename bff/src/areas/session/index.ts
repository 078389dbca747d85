import type { BffArea } from '../../platform/area.ts';
import { changePasswordMutation } from './schema/Session/ChangePasswordMutation.ts';
import { LoginPayload, loginMutation } from './schema/Session/LoginMutation.ts';
import { logoutMutation } from './schema/Session/LogoutMutation.ts';
import { refreshSessionMutation } from './schema/Session/RefreshSessionMutation.ts';
import { requestPasswordResetMutation } from './schema/Session/RequestPasswordResetMutation.ts';
import { resetPasswordMutation } from './schema/Session/ResetPasswordMutation.ts';
import { Viewer, viewerQueries } from './schema/Viewer/Viewer.resolvers.ts';
import { createAuthApi } from './upstream/auth.ts';
import { createUsersApi } from './upstream/users.ts';

/** Sign-in, passwords, sessions and the viewer. */
export const sessionArea = {
  name: 'session',
  upstream: { auth: createAuthApi, users: createUsersApi },
  query: { ...viewerQueries },
  mutation: {
    ...loginMutation,
    ...refreshSessionMutation,
    ...logoutMutation,
    ...requestPasswordResetMutation,
    ...resetPasswordMutation,
    ...changePasswordMutation,
  },
  types: { Viewer, LoginPayload },
} satisfies BffArea;
