import type { ApiArea } from '../../platform/area.ts';
import { userAdminRoutes } from './users.ts';

/** A user's creation, for a speaker's login (areas/speakers). */
export { createUser } from './users.ts';

/** Users (spec 000 §7): the list, one user, create (a speaker's login among them; a removed user's e-mail
 *  restores that user) and remove. The signed-in user's own data stays in the session area. */
export const usersArea: ApiArea = {
  name: 'users',
  routes(route, { clientUrlOf }) {
    userAdminRoutes(route, clientUrlOf);
  },
};
