import type { ExpenseImportResultResolvers, MutationResolvers } from '../../../../__generated__/resolvers-types.ts';
import { globalId, internalIdOf } from '../../../../platform/schema/globalId.ts';
import type { ExpenseLineWrite } from '../../upstream/expenses.ts';

type LineInput = Pick<ExpenseLineWrite, 'expenseType' | 'amount' | 'status'> & {
  eventId: string;
  speakerId?: string | null;
  paymentDate?: string | null;
};

/** The REST body of a line: internal ids, an event-wide line's speaker null. */
const lineBody = ({ eventId, speakerId, expenseType, amount, paymentDate, status }: LineInput): ExpenseLineWrite => ({
  eventId: internalIdOf('Event', eventId),
  speakerId: speakerId == null ? null : internalIdOf('Speaker', speakerId),
  expenseType,
  amount,
  paymentDate: paymentDate ?? null,
  status,
});

/** addExpenseLine, updateExpenseLine, deleteExpenseLine, importExpenseLines: one REST call each; the REST messages
 *  ('Amount must be above 0', a check's line refused) reach the dialog unchanged. */
export const expenseLineMutations: Pick<
  MutationResolvers,
  'addExpenseLine' | 'updateExpenseLine' | 'deleteExpenseLine' | 'importExpenseLines'
> = {
  addExpenseLine: async (_parent, { input }, ctx) => ({ line: await ctx.upstream.expenses.addLine(lineBody(input)) }),
  updateExpenseLine: async (_parent, { input: { id, ...input } }, ctx) => ({
    line: await ctx.upstream.expenses.updateLine(internalIdOf('ExpenseLine', id), lineBody(input)),
  }),
  deleteExpenseLine: async (_parent, { input }, ctx) => {
    const internalId = internalIdOf('ExpenseLine', input.id);
    await ctx.upstream.expenses.deleteLine(internalId);
    return { deletedId: globalId('ExpenseLine', internalId) };
  },
  // The cells go as typed: the service reads them (dates, amounts, names) and answers each row's reasons.
  importExpenseLines: (_parent, { input }, ctx) => ctx.upstream.expenses.importLines({ rows: input.rows }),
};

export const ExpenseImportResult: ExpenseImportResultResolvers = {
  lineId: (result) => (result.lineId === null ? null : globalId('ExpenseLine', result.lineId)),
};
