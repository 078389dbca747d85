import type { ApiArea } from '../../platform/area.ts';
import { eventDeliveryRoutes } from './eventDelivery.ts';
import { mailRoutes } from './routes.ts';
import * as tables from './tables.ts';

/** The outbox writer every area sends e-mail with, and the worker app.ts starts. */
export { enqueueMail, type MailCalendarEvent, type OutgoingMail } from './outbox.ts';
export { startDelivery, type Composed, type ComposeOutcome, type Delivery } from './worker.ts';
/** The built-in mailbox or SMTP, for the tests of the areas whose messages the worker sends. */
export { createMailTransport } from './transport.ts';
export { unsubscribeUrl, type LedgerRow } from './message.ts';
export { MAIL_MESSAGES } from './contract.ts';
export { suppressedBecause } from './suppressions.ts';

/** E-mail delivery (issue 30 "Delivery"; README "E-mail delivery"): the ledger's Sent mail screen, the suppression list
 *  and the one-click unsubscribe. The worker that sends the ledger's rows runs beside the routes (app.ts). */
export const mailArea: ApiArea = {
  name: 'mail',
  tables,
  routes: (route) => {
    mailRoutes(route);
    eventDeliveryRoutes(route);
  },
};
