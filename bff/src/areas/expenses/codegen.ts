import type { AreaCodegen } from '../../platform/area.ts';
import { expenseEnumValues } from './enumValues.ts';

/** Resolver types of the expenses area (`AreaCodegen`): the REST DTO of each object type, the REST values of each enum. */
export const codegen: AreaCodegen = {
  mappers: {
    ExpenseRow: './upstream/expenses.ts#ExpenseRowDto',
    ExpenseLine: './upstream/expenses.ts#ExpenseLineDto',
    EventExpenseTotals: './upstream/expenses.ts#EventExpenseTotalsDto',
    ImportExpenseLinesPayload: './upstream/expenses.ts#ExpenseImportDto',
    ExpenseImportResult: './upstream/expenses.ts#ExpenseImportResultDto',
  },
  enumValues: { './enumValues.ts': expenseEnumValues },
};
