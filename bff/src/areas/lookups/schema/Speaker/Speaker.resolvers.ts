import type { SpeakerResolvers } from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import type { SpeakerDto } from '../../upstream/speakers.ts';
import { nodeIdentity } from '../../../../platform/schema/globalId.ts';

export function fetchSpeaker(ctx: Context, internalId: number): Promise<SpeakerDto | null> {
  return ctx.upstream.speakers.speakerById.load(internalId);
}

export const Speaker: SpeakerResolvers = nodeIdentity('Speaker');
