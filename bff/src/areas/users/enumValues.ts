type ValueOf<T> = T[keyof T];

/** User Management's sortable columns (REST `sortBy` of `GET users`). */
export const UserSortFieldValues = {
  ID: 'id',
  FIRST_NAME: 'firstName',
  LAST_NAME: 'lastName',
  EMAIL: 'email',
  ROLE: 'role',
} as const;
export type UserSortFieldValue = ValueOf<typeof UserSortFieldValues>;

/** The user form's record search (`kind` of `GET users/link-options`). */
export const UserLinkKindValues = { SPEAKER: 'speaker', FIELD_REP: 'field-rep' } as const;
export type UserLinkKindValue = ValueOf<typeof UserLinkKindValues>;

/** The users section's GraphQL enums with their REST values (`codegen.ts` and the enum resolvers of the users area). */
export const userEnumValues = { UserSortField: UserSortFieldValues, UserLinkKind: UserLinkKindValues } as const;
