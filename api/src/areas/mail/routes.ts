import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { intArray, only, textArray, type Tx } from '../../platform/db/client.ts';
import { isoInstant, isoInstantOrNull } from '../../platform/http/answer.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { ids, likePattern, listQuery } from '../../platform/http/lists.ts';
import type { Router } from '../../platform/http/route.ts';
import { sentMail, sentMailBodiesPage, sentMailPage, unsubscribed } from './answers.ts';
import { MAIL_MESSAGES as M, MAIL_STATUSES } from './contract.ts';
import { suppressAddress } from './suppressions.ts';

/** Who reads sent mail: the messages carry other people's addresses and words, beyond what an admin's screens show. */
const SENT_MAIL_ROLES = ['system-admin'] as const;

const SORT: Record<string, SQL> = {
  id: sql`id`,
  to: sql`to_email`,
  subject: sql`subject`,
  status: sql`status`,
  sendAfter: sql`send_after`,
  sentAt: sql`sent_at`,
};

export const sentMailQuery = listQuery(
  z
    .object({
      statuses: z
        .array(z.enum(MAIL_STATUSES, { message: `statuses must be among ${MAIL_STATUSES.join(', ')}` }))
        .max(MAIL_STATUSES.length)
        .optional(),
      ids: ids.optional(),
    })
    .strict(),
  Object.keys(SORT) as [string, ...string[]],
);

export const unsubscribeBody = z.object({ token: z.string({ message: M.unsubscribeUnknown }).uuid(M.unsubscribeUnknown) }).strict();

const mailIdParam = z.object({ id: z.string().max(100) });

const ROW = sql`id, to_email as "to", cc, subject, kind, status, attempts, transport, created_at as "createdAt",
  send_after as "sendAfter", sent_at as "sentAt", last_error as "lastError", event_id as "eventId",
  email_template_id as "emailTemplateId", ical is not null as "hasCalendar"`;

/** The body of a message that carries a sign-in link is not shown once it went out by SMTP: it reached a real mailbox,
 *  and the link would sign in whoever reads this screen. The built-in mailbox's messages are no one's yet. */
const WITHHELD = sql`(secret and coalesce(transport = 'smtp', false))`;

/** Timestamps as ISO 8601 instants. */
function withInstants<R extends { createdAt: Date | string; sendAfter: Date | string; sentAt: Date | string | null }>(row: R): R {
  return { ...row, createdAt: isoInstant(row.createdAt), sendAfter: isoInstant(row.sendAfter), sentAt: isoInstantOrNull(row.sentAt) };
}

async function sentMailById(tx: Tx, id: string) {
  const numeric = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const [row] =
    numeric === null
      ? []
      : await tx.query<z.output<typeof sentMail>>(sql`select ${ROW}, ${WITHHELD} as "bodyWithheld",
          case when ${WITHHELD} then null else html end as html, case when ${WITHHELD} then null else body end as text
        from email_outbox where id = ${numeric}`);
  if (!row) throw new HttpError(404, M.invalidMailId(id));
  return withInstants(row);
}

/** Issue 30 "Delivery": the Sent mail screen's list and message (System Admin), and the one-click unsubscribe of a
 *  message's `List-Unsubscribe` link (public: the BFF's unsubscribe page posts the token). */
export function mailRoutes(route: Router) {
  route({
    method: 'GET',
    url: '/mail/sent',
    permission: ['email_log', 'read'],
    roles: SENT_MAIL_ROLES,
    schema: { query: sentMailQuery },
    answer: sentMailPage,
    handler: async ({ tx, query }) => {
      const { statuses, ids: wanted } = query.filters;
      const where: SQL[] = [sql`true`];
      if (statuses?.length) where.push(sql`status = any(${textArray(statuses)})`);
      if (wanted) where.push(sql`id = any(${intArray(wanted)})`);
      if (query.searchQuery) {
        const pattern = likePattern(query.searchQuery);
        where.push(sql`(to_email ilike ${pattern} or subject ilike ${pattern})`);
      }
      const condition = sql.join(where, sql` and `);
      // Newest first unless a column is asked for.
      const order = query.sortBy
        ? sql`${SORT[query.sortBy]!} ${sql.raw(query.sortDesc ? 'desc nulls last' : 'asc nulls first')}, id desc`
        : sql`id desc`;
      const results = await tx.query<z.output<typeof sentMailPage>['results'][number]>(
        sql`select ${ROW} from email_outbox where ${condition} order by ${order}
          limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
      );
      const { count } = only(await tx.query<{ count: number }>(sql`select count(*)::int as count from email_outbox where ${condition}`));
      return { results: results.map(withInstants), count };
    },
  });

  route({
    method: 'GET',
    url: '/mail/sent/:id',
    permission: ['email_log', 'read'],
    roles: SENT_MAIL_ROLES,
    schema: { params: mailIdParam },
    answer: sentMail,
    handler: async ({ tx, params }) => sentMailById(tx, params.id),
  });

  route({
    method: 'POST',
    url: '/public/mail/unsubscribe',
    auth: 'public',
    schema: { body: unsubscribeBody },
    answer: unsubscribed,
    handler: async ({ tx, tenantId, body }) => {
      const [row] = await tx.query<{ to_email: string }>(
        sql`select to_email from email_outbox where unsubscribe_token = ${body.token}::uuid`,
      );
      if (!row) throw new HttpError(404, M.unsubscribeUnknown);
      await suppressAddress(tx, tenantId, row.to_email, 'unsubscribed');
      return { success: true as const, message: M.unsubscribed };
    },
  });

  // The bodies of many messages in one call (the BFF's `SentMail.html`/`text` on a page of rows: one call, not one a
  // row). Newest first, at most 100 a page (bodies are large); withheld as `GET /mail/sent/:id` withholds them.
  route({
    method: 'GET',
    url: '/mail/sent/bodies',
    permission: ['email_log', 'read'],
    roles: SENT_MAIL_ROLES,
    schema: { query: sentMailBodiesQuery },
    answer: sentMailBodiesPage,
    handler: async ({ tx, query }) => {
      const { ids: wanted } = query.filters;
      const condition = wanted ? sql`id = any(${intArray(wanted)})` : sql`true`;
      // A message not sent yet has no transport: `WITHHELD` is null for it, which is not withheld.
      const withheld = sql`coalesce(${WITHHELD}, false)`;
      const results = await tx.query<z.output<typeof sentMail>>(sql`select ${ROW}, ${withheld} as "bodyWithheld",
          case when ${withheld} then null else html end as html, case when ${withheld} then null else body end as text
        from email_outbox where ${condition} order by id desc limit ${query.limit} offset ${(query.page - 1) * query.limit}`);
      const { count } = only(await tx.query<{ count: number }>(sql`select count(*)::int as count from email_outbox where ${condition}`));
      return { results: results.map(withInstants), count };
    },
  });
}

/** The largest page of `GET /mail/sent/bodies`: a hundred messages' bodies (the BFF's largest page). */
export const SENT_MAIL_BODIES_LIMIT = 100;

/** `GET /mail/sent/bodies`: page, limit (at most 100), `filters` `{ ids? }`; no search or sort (newest first). */
export const sentMailBodiesQuery = listQuery(z.object({ ids: ids.optional() }).strict(), ['id'], {
  maxLimit: SENT_MAIL_BODIES_LIMIT,
})
  .omit({ sortBy: true, sortDesc: true, searchQuery: true })
  .strict();
