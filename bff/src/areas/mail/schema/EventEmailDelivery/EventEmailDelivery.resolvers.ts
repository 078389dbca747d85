import { MAIL_STATUSES } from '../../../../../../api/src/areas/mail/contract.ts';
import type { EmailDeliveryRowResolvers, EventResolvers } from '../../../../__generated__/resolvers-types.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';

/**
 * The mail area's field of `Event` (`extend type Event`): the event page's E-mail delivery card. One
 * `GET events/{id}/email-delivery` per page answers the rows and the event's counts; a row's fields are the row's own
 * (no call per row). The service refuses an event out of the viewer's scope and nulls the addresses they may not read.
 */
export const Event: Pick<EventResolvers, 'emailDelivery'> = {
  emailDelivery: async (event, args, ctx) => {
    const statuses = args.statuses?.length ? [...args.statuses] : undefined;
    let counts: Record<string, number> = {};
    const connection = await restConnection(args, async (page) => {
      const answer = await ctx.upstream.eventDelivery.page(event.id, { page: page.page, limit: page.limit, statuses });
      counts = answer.counts;
      return answer;
    });
    return { ...connection, counts: MAIL_STATUSES.map((status) => ({ status, count: counts[status] ?? 0 })) };
  },
};

export const EmailDeliveryRow: EmailDeliveryRowResolvers = {
  rowId: (row) => row.id,
};
