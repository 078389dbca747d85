/** User list column → GraphQL `UserSortField`. */
const SORT_FIELDS = {
  internalId: 'ID',
  firstName: 'FIRST_NAME',
  lastName: 'LAST_NAME',
  email: 'EMAIL',
  roleName: 'ROLE',
} as const;

export const userSortField = (column: string | null) =>
  column && column in SORT_FIELDS ? SORT_FIELDS[column as keyof typeof SORT_FIELDS] : null;
