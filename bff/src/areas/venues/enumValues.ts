type ValueOf<T> = T[keyof T];

/** Venue Management's sortable columns (REST `sortBy`). */
export const VenueSortFieldValues = {
  NAME: 'name',
  ADDRESS: 'address',
  CITY: 'city',
  STATE: 'state',
  ZIP_CODE: 'zipCode',
  CAPACITY: 'capacity',
} as const;
export type VenueSortFieldValue = ValueOf<typeof VenueSortFieldValues>;

/** The venue section's GraphQL enums with their REST values (`codegen.ts` and the enum resolvers of the venues area). */
export const venueEnumValues = { VenueSortField: VenueSortFieldValues } as const;
