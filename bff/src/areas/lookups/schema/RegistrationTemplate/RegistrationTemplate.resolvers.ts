import type { RegistrationTemplateResolvers } from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import type { NamedDto } from '../../upstream/lookups.ts';
import { nodeIdentity } from '../../../../platform/schema/globalId.ts';

export function fetchRegistrationTemplate(ctx: Context, internalId: number): Promise<NamedDto | null> {
  return ctx.upstream.lookups.registrationTemplateById.load(internalId);
}

export const RegistrationTemplate: RegistrationTemplateResolvers = nodeIdentity('RegistrationTemplate');
