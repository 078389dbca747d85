import type { ApiArea } from '../../platform/area.ts';
import { expenseImportRoutes } from './import.ts';
import { lineRoutes } from './lines.ts';
import { expensesSeed } from './seed.ts';
import * as tables from './tables.ts';

/** The tenant's Expense Filtering Rules in SQL, which the dashboards count lines by too. */
export { shownLine } from './lines.ts';

/** Financials (spec 002 §2.16, §3 "Expense result", §7 "Expenses"): expense lines per event and speaker, a check's
 *  Honoraria line kept by the database, the import of a card or Concur export (`import.ts`), the tenant's Expense
 *  Filtering Rules applied in SQL, the export and each event's totals. The rules' own routes (`/expenses/rules`,
 *  `/expenses/rule`) live with the Tenant Configuration's whole-list save in `areas/tenant/expenseRules.ts`. */
export const expensesArea: ApiArea = {
  name: 'expenses',
  tables,
  routes: (route) => {
    lineRoutes(route);
    expenseImportRoutes(route);
  },
  seed: expensesSeed,
};
