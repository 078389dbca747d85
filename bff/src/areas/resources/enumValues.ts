type ValueOf<T> = T[keyof T];

/** The Resources list's sortable columns (REST `sortBy` of `GET resource`). */
export const ResourceSortFieldValues = {
  FILE_NAME: 'fileName',
  GROUP: 'group',
  EXPIRATION_DATE: 'expirationDate',
  TOPIC: 'topic',
  YEAR: 'year',
  PRC_CODE: 'prcCode',
  CREATED_AT: 'createdAt',
  UPDATED_AT: 'updatedAt',
} as const;
export type ResourceSortFieldValue = ValueOf<typeof ResourceSortFieldValues>;

/** Assign Resource's sortable columns (REST `sortBy` of `GET resource/speakers`). */
export const ResourceAssigneeSortFieldValues = {
  NAME: 'name',
  EMAIL: 'email',
  CREDENTIALS: 'credentials',
  SPECIALTY: 'specialty',
} as const;
export type ResourceAssigneeSortFieldValue = ValueOf<typeof ResourceAssigneeSortFieldValues>;

/** The Assigned filter (REST `isAssignedFilter`). */
export const ResourceAssignedFilterValues = { ALL: 'all', ASSIGNED: 'assigned', UNASSIGNED: 'unassigned' } as const;
export type ResourceAssignedFilterValue = ValueOf<typeof ResourceAssignedFilterValues>;

/** A group's move (REST `direction`). */
export const ResourceGroupMoveValues = { UP: 'up', DOWN: 'down' } as const;
export type ResourceGroupMoveValue = ValueOf<typeof ResourceGroupMoveValues>;

/** The resource library's GraphQL enums with their REST values (`codegen.ts` and the area's enum resolvers). */
export const resourceEnumValues = {
  ResourceSortField: ResourceSortFieldValues,
  ResourceAssigneeSortField: ResourceAssigneeSortFieldValues,
  ResourceAssignedFilter: ResourceAssignedFilterValues,
  ResourceGroupMove: ResourceGroupMoveValues,
} as const;
