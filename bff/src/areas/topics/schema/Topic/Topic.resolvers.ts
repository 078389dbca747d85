import type { TopicResolvers } from '../../../../__generated__/resolvers-types.ts';
import type { Context } from '../../../../platform/context.ts';
import type { TopicDto } from '../../upstream/topics.ts';
import { nodeIdentity } from '../../../../platform/schema/globalId.ts';

export function fetchTopic(ctx: Context, internalId: number): Promise<TopicDto | null> {
  return ctx.upstream.topics.topicById.load(internalId);
}

export const Topic: TopicResolvers = {
  ...nodeIdentity('Topic'),
  // Batched: the topics of one list share one `GET resource/slide-deck/topics?ids=…`.
  slideDeck: (topic, _args, ctx) => ctx.upstream.attachments.slideDeckOfTopic(topic.id),
};
