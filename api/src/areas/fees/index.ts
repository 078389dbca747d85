import type { ApiArea } from '../../platform/area.ts';
import { checkRoutes } from './checks.ts';
import { feesSeed } from './seed.ts';
import { structureRoutes } from './structure.ts';
import * as tables from './tables.ts';

/** A demo check's amount and metadata, for other areas' demo rows (the dashboards' history). */
export { demoCheck } from './seed.ts';

/** The Speaker Fee Calculator (spec 002 §2.10, §3, §5, §7 "Checks and fees", §9): the fee structure, each speaker's
 *  rates with the outdated check, and the checks, whose amount the service calculates in integer cents (contract.ts);
 *  every route behind the Fee Calculator flag. */
export const feesArea: ApiArea = {
  name: 'fees',
  tables,
  routes: (route) => {
    structureRoutes(route);
    checkRoutes(route);
  },
  seed: feesSeed,
};
