import DataLoader from 'dataloader';
import type { z } from 'zod';
import type { Message } from '../../../../../api/src/areas/session/answers.ts';
import type {
  LinkOption,
  RoleName,
  User,
  UserCreated,
  UserFieldRep,
  UserSpeaker,
  userBody,
  UserUpdated,
} from '../../../../../api/src/areas/users/answers.ts';
import { USER_RELATED } from '../../../../../api/src/areas/users/contract.ts';
import type { FieldPolicy } from '../../../platform/policy/fieldHiding.ts';
import type { Patch, UpstreamHttp } from '../../../platform/upstream/http.ts';
import { createResourceReader } from '../../../platform/upstream/resourceReader.ts';
import type { UserLinkKindValue } from '../enumValues.ts';

// The api's answer schemas.

/** A user as `users` answers it. */
export type UserDto = User;

/** The speaker record of a user (`speaker` of a user row). */
export type UserSpeakerDto = UserSpeaker;

/** The field-rep record of a user (`fieldRep` of a user row). */
export type UserFieldRepDto = UserFieldRep;

/** Body of `POST users` and `PUT users/{id}`, as the api's schema reads it; a GraphQL null is left out (`defined`). */
export type UserWrite = Patch<z.input<typeof userBody>>;

export type RoleNameDto = RoleName;

/** A record the user form offers to link (name and status null when hidden from the caller's role). */
export type UserLinkOptionDto = LinkOption;

/** Nulls become absent: the REST body is strict about types, GraphQL sends null for an unset field. */
const defined = (input: UserWrite) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));

/** `users` (User Management): the list, batched by id, the writes, the role names (one call per request) and the
 *  form's record search. */
export function createUserAdminApi(http: UpstreamHttp, policy: FieldPolicy) {
  const users = createResourceReader<UserDto>(http, policy, 'users', 'user');
  // A user's linked speaker and field rep come with their hidden fields nulled (the api's `related`, USER_RELATED).
  const linked = <T>(answer: T | Promise<T>) => policy.applyRelated(USER_RELATED, answer);
  const userById = new DataLoader<number, UserDto | null>((ids) => linked(Promise.all(ids.map((id) => users.byId.load(id)))));
  let roleNames: Promise<RoleNameDto[]> | undefined;
  return {
    list: (params: Parameters<typeof users.list>[0]) => linked(users.list(params)),
    userById,
    /** `GET roles`, read once per request whatever the number of users resolved. */
    roleNames: () => (roleNames ??= http.get<RoleNameDto[]>('roles')),
    linkOptions: (kind: UserLinkKindValue, searchQuery?: string | null, userId?: number | null) =>
      http.get<UserLinkOptionDto[]>('users/link-options', {
        kind,
        ...(searchQuery ? { searchQuery } : {}),
        ...(userId ? { userId: String(userId) } : {}),
      }),
    async create(input: UserWrite) {
      const answer = await http.send<UserCreated>('POST', 'users', defined(input));
      return { ...answer, user: await linked(await users.redact(answer.user)) };
    },
    async update(id: number, input: UserWrite): Promise<UserDto> {
      const answer = await http.send<UserUpdated>('PUT', `users/${id}`, defined(input));
      return linked(await users.redact(answer.user));
    },
    async remove(id: number): Promise<void> {
      await http.send<unknown>('DELETE', `users/${id}`);
    },
    async sendPasswordLink(email: string): Promise<string> {
      return (await http.send<Message>('POST', 'auth/activate-pw', { email })).message;
    },
  };
}

export type UserAdminApi = ReturnType<typeof createUserAdminApi>;
