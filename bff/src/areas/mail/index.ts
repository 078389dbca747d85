import type { BffArea } from '../../platform/area.ts';
import { mailEnumValues } from './enumValues.ts';
import { EmailDeliveryRow, Event } from './schema/EventEmailDelivery/EventEmailDelivery.resolvers.ts';
import { fetchSentMail, SentMail, sentMailQueries } from './schema/SentMail/SentMail.resolvers.ts';
import { unsubscribeRoutes } from './unsubscribeRoutes.ts';
import { createEventDeliveryApi } from './upstream/eventDelivery.ts';
import { createSentMailApi } from './upstream/sentMail.ts';
import { createUnsubscribeApi } from './upstream/unsubscribe.ts';

/** E-mail delivery (issue 30 "Delivery"): the delivery ledger read on the Sent mail screen (system admins), and the
 *  unsubscribe page a program message links to (HTTP routes in unsubscribeRoutes.ts), and each event's delivery
 *  (`Event.emailDelivery`, the event page's E-mail delivery card). */
export const mailArea = {
  name: 'mail',
  upstream: { sentMail: createSentMailApi, unsubscribe: createUnsubscribeApi, eventDelivery: createEventDeliveryApi },
  query: { ...sentMailQueries },
  types: { SentMail, Event, EmailDeliveryRow, ...mailEnumValues },
  http: unsubscribeRoutes,
  nodes: { SentMail: fetchSentMail },
} satisfies BffArea;
