import type { AppRoute } from './routes.tsx';

/**
 * An area of the web app (web/src/areas/<area>/area.ts): its screens with the spec's route metadata
 * (guards and side drawer read them) and how the error handler treats its operations.
 * `web/src/areas/index.ts` lists the areas.
 */
export interface WebArea {
  name: string;
  /** Screens inside the signed-in shell; each loads its code on demand (`screen`). */
  routes?: AppRoute[];
  /** Operations whose errors the screen shows itself (the error handler stays silent). */
  selfHandledOperations?: string[];
  /** Operation → root field whose failure the screen reports in its own words. */
  screenReportedFields?: Record<string, string>;
}
