/** Venue list column → GraphQL `VenueSortField`. */
const SORT_FIELDS = {
  name: 'NAME',
  address: 'ADDRESS',
  city: 'CITY',
  state: 'STATE',
  zipCode: 'ZIP_CODE',
  capacity: 'CAPACITY',
} as const;

export const venueSortField = (column: string | null) =>
  column && column in SORT_FIELDS ? SORT_FIELDS[column as keyof typeof SORT_FIELDS] : null;
