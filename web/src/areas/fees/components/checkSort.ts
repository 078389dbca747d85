/** Checks table column → GraphQL `CheckSortField`. */
const SORT_FIELDS = {
  firstName: 'FIRST_NAME',
  lastName: 'LAST_NAME',
  shortName: 'SHORT_NAME',
  amount: 'AMOUNT',
  createdAt: 'CREATED_AT',
} as const;

export const checkSortField = (column: string | null) =>
  column && column in SORT_FIELDS ? SORT_FIELDS[column as keyof typeof SORT_FIELDS] : null;
