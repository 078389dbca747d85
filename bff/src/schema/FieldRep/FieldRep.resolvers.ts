import type { FieldRepResolvers } from '../../__generated__/resolvers-types.ts';
import type { Context } from '../../context.ts';
import type { FieldRepDto } from '../../upstream/fieldReps.ts';
import { nodeIdentity } from '../globalId.ts';

export function fetchFieldRep(ctx: Context, internalId: number): Promise<FieldRepDto | null> {
  return ctx.upstream.fieldReps.fieldRepById.load(internalId);
}

export const FieldRep: FieldRepResolvers = nodeIdentity('FieldRep');
