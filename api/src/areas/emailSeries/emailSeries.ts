import { EMAIL_SERIES } from '../../platform/db/lookups.ts';
import { lookupListRoute } from '../../platform/http/lookupList.ts';
import type { Router } from '../../platform/http/route.ts';
import { emailSeries } from './answers.ts';

export function emailSeriesRoutes(route: Router) {
  lookupListRoute(route, 'email-series', 'email_series', EMAIL_SERIES, emailSeries);
}
