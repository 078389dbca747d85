import type { FieldRepResolvers } from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import type { FieldRepDto } from '../../upstream/fieldReps.ts';
import { nodeIdentity } from '../../../../platform/schema/globalId.ts';

export function fetchFieldRep(ctx: Context, internalId: number): Promise<FieldRepDto | null> {
  return ctx.upstream.fieldReps.fieldRepById.load(internalId);
}

export const FieldRep: FieldRepResolvers = nodeIdentity('FieldRep');
