import * as z from 'zod/mini';
import { DASHBOARD_LIMITS as L, DASHBOARD_MESSAGES as M } from '../../../../../../api/src/areas/dashboards/contract.ts';

/** A chart config row's values while edited (spec 002 §3 "Dashboard chart config"); `id` null for a new chart. */
export interface ChartConfigValues {
  id: string | null;
  chartId: string;
  title: string;
  mobileCols: number;
  smCols: number;
  mdCols: number;
  lgCols: number;
  order: number;
}

/** The row's rules, in the service's texts (api/src/areas/dashboards/bodies.ts `chartBody`): the widths and the order
 *  are chosen from selects offering only allowed values. */
export const chartConfigSchema = z.object({
  chartId: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, M.chartIdRequired),
      z.maxLength(L.chartId, M.chartIdLong),
      z.regex(/^[A-Za-z][A-Za-z0-9]*$/, M.chartIdPattern),
    ),
  title: z.string().check(z.trim(), z.minLength(1, M.titleRequired), z.maxLength(L.title, M.titleLong)),
});

/** The first message per field of a row's values. */
export function chartConfigErrors(values: ChartConfigValues): Partial<Record<'chartId' | 'title', string>> {
  const result = chartConfigSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<'chartId' | 'title', string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as 'chartId' | 'title';
    errors[field] ??= issue.message;
  }
  return errors;
}
