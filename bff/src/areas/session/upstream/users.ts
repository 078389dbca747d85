import type { Instance, ProductEntry, UserData } from '../../../../../api/src/areas/session/answers.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';

/** The api's answer schemas. */
export type ProductEntryDto = ProductEntry;

/** The signed-in user as `GET users/my-user-data` answers it. */
export type UserDataDto = UserData;

/** Another tenant of the signed-in person, as `GET users/my-hive-instances` answers it. */
export type InstanceDto = Instance;

export function createUsersApi(http: UpstreamHttp) {
  let userData: Promise<UserDataDto> | undefined;
  return {
    /** The caller's user data, fetched once per request. */
    myUserData: () => (userData ??= http.get<UserDataDto>('users/my-user-data')),
    myInstances: () => http.get<InstanceDto[]>('users/my-hive-instances'),
  };
}

export type UsersApi = ReturnType<typeof createUsersApi>;
