import type { QueryResolvers } from '../../../../__generated__/resolvers-types.ts';
import { exportUrl } from '../../../../platform/downloads.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';
import { internalIdOf } from '../../../../platform/schema/globalId.ts';
import type { ExpenseFilters } from '../../upstream/expenses.ts';

/** The REST filters of the list and its export: the years and the speakers' internal ids, those given. */
const filtersOf = (args: { years?: readonly number[] | null; speakerIds?: readonly string[] | null }): ExpenseFilters => ({
  ...(args.years?.length && { years: [...args.years] }),
  ...(args.speakerIds?.length && { speakerIds: args.speakerIds.map((id) => internalIdOf('Speaker', id)) }),
});

export const expensesConnection: Pick<QueryResolvers, 'expenses' | 'expenseExportUrl'> = {
  expenses: (_parent, args, ctx) => {
    const filters = filtersOf(args);
    return restConnection(args, (page) =>
      ctx.upstream.expenses.list({ ...page, sortBy: args.sortBy, sortDesc: args.sortDesc, searchQuery: args.searchQuery, filters }),
    );
  },
  // Enum arguments already carry REST values here, so the URL holds the REST query of `GET expenses/export`.
  expenseExportUrl: (_parent, args) => exportUrl('expenses/export', 'Speaker', args, filtersOf(args)),
};
