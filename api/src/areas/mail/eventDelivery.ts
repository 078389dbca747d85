import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Entity } from '../../platform/auth/model.ts';
import { textArray, type Tx } from '../../platform/db/client.ts';
import { isoInstant, isoInstantOrNull } from '../../platform/http/answer.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { HiddenFields } from '../../platform/http/fields.ts';
import { listQuery } from '../../platform/http/lists.ts';
import { idParam } from '../../platform/http/params.ts';
import type { Router } from '../../platform/http/route.ts';
import { permissionsOf } from '../../platform/policy/permissions.ts';
import { eventDelivery } from './answers.ts';
import { MAIL_STATUSES, type MailStatus } from './contract.ts';

/**
 * Issue 30 "Delivery status visible per event": the ledger's rows of one event (sent, scheduled, missed, failed,
 * suppressed…) for whoever may read the event, on the event page's E-mail delivery card.
 * - The event must be in the caller's row scope (a speaker's own events, a field rep's): else 404 as `GET /events/:id`.
 * - Secret rows (sign-in links) are never listed, and no row's body or subject is: the template's name or the kind says
 *   which message it is.
 * - `to` is the recipient's address only where the caller may read it: an attendance's message (`attendance_id`) needs
 *   the attendee's `email` readable (the `attendee` read grant, the field not hidden); any other row of the event may
 *   be to an attendee, a speaker or a typed address, so it needs both the attendee's and the speaker's. Decided in the
 *   SQL: a hidden address never leaves the database.
 * - `counts` counts every status over the whole event (0 when none), whatever the page and the status filter.
 */

/** The largest page (the card pages by 10s; a connection's `first` is capped at 100). */
const MAX_LIMIT = 100;

/** Pages and a status filter: the rows come newest first, with no other order and no search (a query naming either is
 *  refused, not ignored). */
export const eventDeliveryQuery = listQuery(
  z
    .object({
      statuses: z
        .array(z.enum(MAIL_STATUSES, { message: `statuses must be among ${MAIL_STATUSES.join(', ')}` }))
        .max(MAIL_STATUSES.length)
        .optional(),
    })
    .strict(),
  ['sendAfter'],
  { maxLimit: MAX_LIMIT },
)
  .omit({ sortBy: true, sortDesc: true, searchQuery: true })
  .strict();

const eventIdParam = z.object({ eventId: idParam.shape.id });

/** Whether the caller may read `entity`'s e-mail address: the read grant, and the field not hidden from the role. */
async function readsEmail(granted: Record<string, readonly string[]>, hidden: HiddenFields, entity: Entity) {
  return (granted[entity]?.includes('read') ?? false) && !(await hidden(entity)).has('email');
}

async function shownAddresses(tx: Tx, role: string, hidden: HiddenFields) {
  const granted = await permissionsOf(tx, role);
  const attendee = await readsEmail(granted, hidden, 'attendee');
  return { attendance: attendee, other: attendee && (await readsEmail(granted, hidden, 'speaker')) };
}

export function eventDeliveryRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/events/:eventId/email-delivery',
    permission: ['event', 'read'],
    schema: { params: eventIdParam, query: eventDeliveryQuery },
    answer: eventDelivery,
    handler: async ({ tx, tenantId, user, params, query, scope, hidden }) => {
      const { eventId } = params;
      const [event] = await tx.query(sql`select 1 from events e where e.id = ${eventId} and ${scope.events ?? sql`true`}`);
      if (!event) throw notFound('Event', eventId);
      const shown = await shownAddresses(tx, user.role, hidden);
      // The index email_outbox_event (tenant_id, event_id, status) serves both statements.
      const ofEvent = sql`o.tenant_id = ${tenantId} and o.event_id = ${eventId} and not o.secret`;
      const { statuses } = query.filters;
      const condition = statuses?.length ? sql`${ofEvent} and o.status = any(${textArray(statuses)})` : ofEvent;
      const rows = await tx.query<{
        id: number;
        to: string | null;
        kind: string;
        templateName: string | null;
        status: MailStatus;
        sendAfter: Date | string;
        sentAt: Date | string | null;
        lastError: string | null;
        attendanceId: number | null;
      }>(sql`select o.id,
          case when (o.attendance_id is not null and ${shown.attendance}) or ${shown.other} then o.to_email end as "to",
          o.kind, t.name as "templateName", o.status, o.send_after as "sendAfter", o.sent_at as "sentAt",
          o.last_error as "lastError", o.attendance_id as "attendanceId"
        from email_outbox o left join email_templates t on t.id = o.email_template_id
        where ${condition}
        order by o.send_after desc, o.id desc
        limit ${query.limit} offset ${(query.page - 1) * query.limit}`);
      const byStatus = await tx.query<{ status: MailStatus; count: number }>(
        sql`select o.status, count(*)::int as count from email_outbox o where ${ofEvent} group by o.status`,
      );
      const counts = Object.fromEntries(MAIL_STATUSES.map((status) => [status, 0])) as Record<MailStatus, number>;
      for (const { status, count } of byStatus) counts[status] = count;
      // The list's count is the counts' sum over the statuses asked for.
      const counted = statuses?.length ? new Set(statuses) : MAIL_STATUSES;
      let count = 0;
      for (const status of counted) count += counts[status];
      return {
        counts,
        count,
        results: rows.map((row) => ({
          ...row,
          sendAfter: isoInstant(row.sendAfter),
          sentAt: isoInstantOrNull(row.sentAt),
        })),
      };
    },
  });
}
