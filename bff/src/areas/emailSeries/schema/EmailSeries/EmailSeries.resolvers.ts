import type { EmailSeriesResolvers } from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import type { EmailSeriesDto } from '../../upstream/emailSeries.ts';
import { nodeIdentity } from '../../../../platform/schema/globalId.ts';

export function fetchEmailSeries(ctx: Context, internalId: number): Promise<EmailSeriesDto | null> {
  return ctx.upstream.emailSeries.emailSeriesById.load(internalId);
}

export const EmailSeries: EmailSeriesResolvers = nodeIdentity('EmailSeries');
