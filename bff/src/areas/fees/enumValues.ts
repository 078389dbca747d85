type ValueOf<T> = T[keyof T];

/** The checks table's sortable columns (REST `sortBy`). */
export const CheckSortFieldValues = {
  FIRST_NAME: 'firstName',
  LAST_NAME: 'lastName',
  SHORT_NAME: 'shortName',
  AMOUNT: 'amount',
  CREATED_AT: 'createdAt',
} as const;
export type CheckSortFieldValue = ValueOf<typeof CheckSortFieldValues>;

/** What differs between a speaker's saved rates and the structure (REST `change`). */
export const FeeRateChangeValues = { ADDED: 'added', REMOVED: 'removed', RENAMED: 'renamed', OPERATION: 'operation' } as const;
export type FeeRateChangeValue = ValueOf<typeof FeeRateChangeValues>;

/** The fees area's GraphQL enums with their REST values (`codegen.ts` and the area's enum resolvers). */
export const feeEnumValues = { CheckSortField: CheckSortFieldValues, FeeRateChange: FeeRateChangeValues } as const;
