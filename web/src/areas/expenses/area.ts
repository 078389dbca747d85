import type { WebArea } from '../../routing/area.ts';
import type { AppRoute } from '../../routing/routes.tsx';

const financials: AppRoute = {
  path: '/expenses/list',
  name: 'Financials',
  login: true,
  layout: 'primary',
  products: ['SPEAKER_PORTAL'],
  permission: ['expense_line', 'READ'],
  sidebar: { label: 'Financials', order: 16 },
  screen: () => import('./routes/Financials/FinancialsRoute.tsx').then((m) => m.financialsRoute),
};

/** Financials (spec 002 §2.16): the expense lines per event and speaker, with their Add, Edit and Delete dialogs. */
export const expensesArea: WebArea = {
  name: 'expenses',
  routes: [financials],
  // The delete dialog says 'Successfully deleted' or the refusal itself (shared/DeleteDialog.tsx); the import dialog
  // shows a refused batch in its own message bar.
  selfHandledOperations: ['useDeleteExpenseLineMutation', 'useImportExpenseLinesMutation'],
  // The table shows 'Failed to load expenses' itself when its `expenses` field fails.
  screenReportedFields: { FinancialsRouteQuery: 'expenses', ExpensesTableRefetchQuery: 'expenses' },
};
