/** Template list column → GraphQL `TemplateSortField` (the survey and registration template lists). */
const SORT_FIELDS = { name: 'NAME', questionsCount: 'QUESTIONS_COUNT' } as const;

export const templateSortField = (column: string | null) =>
  column && column in SORT_FIELDS ? SORT_FIELDS[column as keyof typeof SORT_FIELDS] : null;
