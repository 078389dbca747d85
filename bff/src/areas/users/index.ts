import type { BffArea } from '../../platform/area.ts';
import { userEnumValues } from './enumValues.ts';
import { fetchUser, User, UserFieldRep, UserSpeaker } from './schema/User/User.resolvers.ts';
import { userMutations } from './schema/User/UserMutations.ts';
import { usersConnection } from './schema/User/UsersConnection.ts';
import { createUserAdminApi } from './upstream/users.ts';

/** Users (spec 002 §2.17): User Management's list, the user form's reads and writes, role names, password links. */
export const usersArea = {
  name: 'users',
  upstream: { userAdmin: createUserAdminApi },
  query: { ...usersConnection },
  mutation: { ...userMutations },
  types: { User, UserSpeaker, UserFieldRep, ...userEnumValues },
  nodes: { User: fetchUser },
} satisfies BffArea;
