// GraphQL enum value → REST value. The single source for the Apollo enum resolvers (runtime), for
// codegen's `enumValues` and enum `mappers` (types), and for the DTO types of the upstream layer, so
// resolvers only ever see the REST spelling (`IN_PROGRESS` ↔ `in-progress`). These are the platform's
// enums (roles, products, permissions, sign-in); each area keeps its own in its `enumValues.ts`.

type ValueOf<T> = T[keyof T];

export const RoleValues = {
  SYSTEM_ADMIN: 'system-admin',
  ADMIN: 'admin',
  USER: 'user',
  SPEAKER: 'speaker',
  SPEAKER_LIAISON: 'speaker-liaison',
  CLIENT_SPEAKER_PORTAL_ADMIN: 'client-speaker-portal-admin',
  FIELD_REP: 'field-rep',
  MARKETING: 'marketing',
  PROGRAM_ANALYST: 'program-analyst',
  SFC_COMPLIANCE: 'sfc-compliance',
} as const;

export const ProductValues = {
  HIVE: 'hive',
  SPEAKER_PORTAL: 'speaker-portal',
  DASHBOARD: 'dashboard',
  EVENT_MANAGEMENT: 'event-management',
} as const;

export const PermissionActionValues = {
  CREATE: 'create',
  READ: 'read',
  UPDATE: 'update',
  DELETE: 'delete',
} as const;

export const AuthTypeValues = {
  LOCAL: 'local',
  AZURE_AD: 'azure-ad',
  OKTA: 'okta',
} as const;

export type RoleValue = ValueOf<typeof RoleValues>;
export type ProductValue = ValueOf<typeof ProductValues>;
export type PermissionActionValue = ValueOf<typeof PermissionActionValues>;
export type AuthTypeValue = ValueOf<typeof AuthTypeValues>;

/** The platform's GraphQL enums with their REST values (`codegen.ts` and the resolvers use it). */
export const enumValues = {
  Role: RoleValues,
  Product: ProductValues,
  PermissionAction: PermissionActionValues,
  AuthType: AuthTypeValues,
} as const;
