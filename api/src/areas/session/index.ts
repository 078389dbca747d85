import type { ApiArea } from '../../platform/area.ts';
import { authRoutes } from './auth.ts';
import { userRoutes } from './users.ts';

/** The set-password e-mail, which the users area sends on create. */
export { sendPasswordLink } from './auth.ts';

/** Sign-in, passwords, sessions and the signed-in user's own data. */
export const sessionArea: ApiArea = {
  name: 'session',
  routes(route, { tokens, clientUrlOf }) {
    authRoutes(route, tokens, clientUrlOf);
    userRoutes(route, clientUrlOf);
  },
};
