/** Resources list column → GraphQL `ResourceSortField`. */
const SORT_FIELDS = {
  fileName: 'FILE_NAME',
  groupName: 'GROUP',
  expirationDate: 'EXPIRATION_DATE',
  topicName: 'TOPIC',
  year: 'YEAR',
  prcCode: 'PRC_CODE',
} as const;

export const resourceSortField = (column: string | null) =>
  column && column in SORT_FIELDS ? SORT_FIELDS[column as keyof typeof SORT_FIELDS] : null;
