import type { EventDelivery, EventDeliveryRow } from '../../../../../api/src/areas/mail/answers.ts';
import type { MailStatus } from '../../../../../api/src/areas/mail/contract.ts';
import type { ListParams, ListResult, UpstreamHttp } from '../../../platform/upstream/http.ts';

/** A row of `GET events/{eventId}/email-delivery` (its `to` already null where the caller may not read it). */
export type EmailDeliveryRowDto = EventDeliveryRow;

/** A page of an event's delivery, with the count of each status over the whole event. */
export type EventEmailDeliveryPage = ListResult<EmailDeliveryRowDto> & { counts: EventDelivery['counts'] };

/** `events/{eventId}/email-delivery`: the event page's E-mail delivery card. The service decides who reads the event
 *  (its row scope: 404 otherwise) and whose addresses the caller may read; no entity's field policy applies to a
 *  ledger row here. */
export function createEventDeliveryApi(http: UpstreamHttp) {
  return {
    /** One page of the event's rows, newest first, and the event's counts: one REST call. */
    page: (eventId: number, params: Pick<ListParams, 'page' | 'limit'> & { statuses?: MailStatus[] }) =>
      http.get<EventEmailDeliveryPage>(`events/${eventId}/email-delivery`, {
        ...(params.page !== undefined && { page: params.page }),
        ...(params.limit !== undefined && { limit: params.limit }),
        ...(params.statuses?.length && { filters: JSON.stringify({ statuses: params.statuses }) }),
      }),
  };
}

export type EventDeliveryApi = ReturnType<typeof createEventDeliveryApi>;
