import type { BffArea } from '../../platform/area.ts';
import { expenseEnumValues } from './enumValues.ts';
import { ExpenseImportResult, expenseLineMutations } from './schema/ExpenseRow/ExpenseLineMutations.ts';
import { Event, ExpenseLine, ExpenseRow, SpeakerEvent } from './schema/ExpenseRow/ExpenseRow.resolvers.ts';
import { expensesConnection } from './schema/ExpenseRow/ExpensesConnection.ts';
import { createExpensesApi } from './upstream/expenses.ts';

/** Financials (spec 002 §2.16): the rows per event and speaker with their lines, the export, the line writes and the
 *  import, and each event's totals (`Event.expenseTotals`, `SpeakerEvent.expenseTotals`). */
export const expensesArea = {
  name: 'expenses',
  upstream: { expenses: createExpensesApi },
  query: { ...expensesConnection },
  mutation: { ...expenseLineMutations },
  types: { ExpenseRow, ExpenseLine, ExpenseImportResult, Event, SpeakerEvent, ...expenseEnumValues },
} satisfies BffArea;
