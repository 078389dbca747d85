import type { PermissionActionValue, ProductValue, RoleValue } from '../../../platform/enumValues.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';

export interface ProductEntryDto {
  product: ProductValue;
  name: string;
  externalUrl: string | null;
}

/** The signed-in user as `GET users/my-user-data` answers it. */
export interface UserDataDto {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: RoleValue;
  speakerId: number | null;
  requirePwChange: number;
  permissions: Record<string, PermissionActionValue[]>;
  products: ProductEntryDto[];
  impersonating: { speakerId: number; firstName: string | null; lastName: string | null } | null;
}

export interface InstanceDto {
  id: string;
  name: string;
  clientUrl: string | null;
  selected: boolean;
}

export function createUsersApi(http: UpstreamHttp) {
  let userData: Promise<UserDataDto> | undefined;
  return {
    /** The caller's user data, fetched once per request. */
    myUserData: () => (userData ??= http.get<UserDataDto>('users/my-user-data')),
    myInstances: () => http.get<InstanceDto[]>('users/my-hive-instances'),
  };
}

export type UsersApi = ReturnType<typeof createUsersApi>;
