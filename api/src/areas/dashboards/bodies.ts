import { z } from 'zod';
import { EVENT_STATUSES, EVENT_TYPES, LOCATION_TYPES } from '../events/contract.ts';
import { ids } from '../../platform/http/lists.ts';
import { DASHBOARD_CATEGORIES, DASHBOARD_LIMITS as L, DASHBOARD_MESSAGES as M } from './contract.ts';

// The dashboard routes' requests (zod): a chart config's body and the filter object every data, list and export call
// takes. What needs the database (the order within the category's count) is checked by the routes.

const cols = (name: string) =>
  z
    .number({ message: M.cols(name) })
    .int(M.cols(name))
    .min(1, M.cols(name))
    .max(L.cols, M.cols(name));

/** `POST /dashboard/chart` (`id` null or left out) and `PUT /dashboard/chart/:id` (the whole config again): a width
 *  left out is 12 (spec 002 §9's lg 20 is wider than the 12-column grid the selector offers: a full row is 12), the
 *  order left out is the category's count plus one. */
export const chartBody = z
  .object({
    id: z.number().int().nullish(),
    chartId: z
      .string({ message: M.chartIdRequired })
      .trim()
      // An empty id is missing, not malformed: one text.
      .min(1, { message: M.chartIdRequired, abort: true })
      .max(L.chartId, M.chartIdLong)
      .regex(/^[A-Za-z][A-Za-z0-9]*$/, M.chartIdPattern),
    title: z.string({ message: M.titleRequired }).trim().min(1, M.titleRequired).max(L.title, M.titleLong),
    type: z.enum(DASHBOARD_CATEGORIES, { message: `type must be one of ${DASHBOARD_CATEGORIES.join(', ')}` }),
    mobileCols: cols('Mobile columns').default(12),
    smCols: cols('Small columns').default(12),
    mdCols: cols('Medium columns').default(12),
    lgCols: cols('Large columns').default(12),
    // The range (1 to the category's count, plus one for a new chart) needs the database: the routes check it, with the
    // order selector's range in the text (contract `DASHBOARD_MESSAGES.order`), 0 and negative orders included.
    order: z.number({ message: 'Order must be a whole number' }).int('Order must be a whole number').optional(),
  })
  .strict();
export type ChartInput = z.output<typeof chartBody>;

const date = (name: string) => z.iso.date({ message: M.dateInvalid(name) });

/** The filter object (spec 002 §3): a missing date is the default range's (the current calendar year, UTC); arrays as
 *  JSON. Dates are the events' local dates (their own zone); the expense list's dates are payment dates. */
export const dashboardFilters = z
  .object({
    startDate: date('Start Date').optional(),
    endDate: date('End Date').optional(),
    status: z
      .array(z.enum(EVENT_STATUSES, { message: `status must be one of ${EVENT_STATUSES.join(', ')}` }))
      .max(50)
      .optional(),
    locationType: z
      .array(z.enum(LOCATION_TYPES, { message: `locationType must be one of ${LOCATION_TYPES.join(', ')}` }))
      .max(50)
      .optional(),
    type: z
      .array(z.enum(EVENT_TYPES, { message: `type must be one of ${EVENT_TYPES.join(', ')}` }))
      .max(50)
      .optional(),
    topic: ids.optional(),
  })
  .strict();
export type DashboardFilters = z.output<typeof dashboardFilters>;
