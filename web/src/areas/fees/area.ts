import type { WebArea } from '../../routing/area.ts';
import type { AppRoute } from '../../routing/routes.tsx';

const calculator: AppRoute = {
  path: '/calculator',
  name: 'Speaker Fee Calculator',
  login: true,
  layout: 'primary',
  products: ['HIVE'],
  permission: ['check', 'READ'],
  featureFlag: 'feeCalculatorEnabled',
  sidebar: { label: 'Fee Calculator', order: 18 },
  screen: () => import('./routes/Calculator/CalculatorRoute.tsx').then((m) => m.calculatorRoute),
};

/** Fees (spec 002 §2.10): the Speaker Fee Calculator — its checks, and the structure, rates and check dialogs. */
export const feesArea: WebArea = {
  name: 'fees',
  routes: [calculator],
  // The delete dialog says 'Successfully deleted' or the refusal itself (shared/DeleteDialog.tsx).
  selfHandledOperations: ['useDeleteCheckMutation'],
  // The table shows 'Failed to load checks' itself when its `checks` field fails.
  screenReportedFields: { CalculatorRouteQuery: 'checks', ChecksTableRefetchQuery: 'checks' },
};
