import type { QueryResolvers, SentMailResolvers } from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import { restConnection } from '../../../../platform/schema/connection.ts';
import { nodeIdentity } from '../../../../platform/schema/globalId.ts';
import type { SentMailDto } from '../../upstream/sentMail.ts';

/**
 * The one way a message is fetched by id: `sentMailMessage(internalId:)`, `node(id:)` and `nodes(ids:)` ask the
 * ledger's rows by id, batched into one `GET mail/sent?filters={"ids":[…]}` per tick; a missing or another tenant's
 * id is null. Its body is read when asked (`SentMail.html`).
 */
export function fetchSentMail(ctx: Context, internalId: number): Promise<SentMailDto | null> {
  return ctx.upstream.sentMail.sentMailById.load(internalId);
}

export const sentMailQueries: Pick<QueryResolvers, 'sentMail' | 'sentMailMessage'> = {
  sentMail: (_parent, args, ctx) => {
    const filters = args.statuses?.length ? { statuses: [...args.statuses] } : {};
    return restConnection(args, (page) => ctx.upstream.sentMail.list({ ...page, searchQuery: args.searchQuery, filters }));
  },
  sentMailMessage: (_parent, { internalId }, ctx) => fetchSentMail(ctx, internalId),
};

/** A row lacks its body: the rows asked for theirs in one tick read them in one call (`GET mail/sent/bodies`,
 *  batched by id: a page of 10 or 100 rows with bodies costs one call more; the Sent mail table asks none). */
const withBody = async (row: SentMailDto, ctx: Context): Promise<SentMailDto> =>
  row.bodyWithheld !== undefined ? row : ((await ctx.upstream.sentMail.bodiesById.load(row.id)) ?? row);

export const SentMail: SentMailResolvers = {
  ...nodeIdentity('SentMail'),
  html: async (row, _args, ctx) => (await withBody(row, ctx)).html ?? null,
  text: async (row, _args, ctx) => (await withBody(row, ctx)).text ?? null,
  bodyWithheld: async (row, _args, ctx) => (await withBody(row, ctx)).bodyWithheld ?? false,
};
