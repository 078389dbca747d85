import type { EmailSeriesResolvers } from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import type { NamedDto } from '../../upstream/lookups.ts';
import { nodeIdentity } from '../../../../platform/schema/globalId.ts';

export function fetchEmailSeries(ctx: Context, internalId: number): Promise<NamedDto | null> {
  return ctx.upstream.lookups.emailSeriesById.load(internalId);
}

export const EmailSeries: EmailSeriesResolvers = nodeIdentity('EmailSeries');
