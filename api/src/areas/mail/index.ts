import type { ApiArea } from '../../platform/area.ts';
import { mailRoutes } from './routes.ts';
import * as tables from './tables.ts';

/** The outbox writer every area sends e-mail with, and the worker app.ts starts. */
export { enqueueMail, type MailCalendarEvent, type OutgoingMail } from './outbox.ts';
export { startDelivery, type Delivery } from './worker.ts';

/** E-mail delivery (issue 30 "Delivery"; README "E-mail delivery"): the ledger's Sent mail screen, the suppression list
 *  and the one-click unsubscribe. The worker that sends the ledger's rows runs beside the routes (app.ts). */
export const mailArea: ApiArea = {
  name: 'mail',
  tables,
  routes: (route) => mailRoutes(route),
};
