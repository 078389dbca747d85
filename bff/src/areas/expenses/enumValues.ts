import type { ExpenseStatus } from '../../../../api/src/areas/expenses/contract.ts';

type ValueOf<T> = T[keyof T];

/** Financials' sortable columns (REST `sortBy`). */
export const ExpenseSortFieldValues = {
  START_TIME: 'startTime',
  SHORT_NAME: 'shortName',
  TITLE: 'title',
  SPEAKER_NAME: 'speakerName',
  TOTAL: 'total',
} as const;
export type ExpenseSortFieldValue = ValueOf<typeof ExpenseSortFieldValues>;

/** An expense line's status (REST `status`, the api contract's `EXPENSE_STATUSES`). */
export const ExpenseStatusValues = { PENDING: 'Pending', PAID: 'Paid', VOID: 'Void' } as const satisfies Record<string, ExpenseStatus>;
export type ExpenseStatusValue = ValueOf<typeof ExpenseStatusValues>;

/** The expenses area's GraphQL enums with their REST values (`codegen.ts` and the area's enum resolvers). */
export const expenseEnumValues = { ExpenseSortField: ExpenseSortFieldValues, ExpenseStatus: ExpenseStatusValues } as const;
