import DataLoader from 'dataloader';
import type { SlideDeck } from '../../../../../api/src/areas/resources/answers.ts';
import type { UpstreamHttp } from '../../../platform/upstream/http.ts';

/** A topic's slide deck as `resource/slide-deck/topics` answers it: the api's answer schema. */
export type AttachmentDto = SlideDeck;

/** The most topic ids one `GET resource/slide-deck/topics` takes. */
const MAX_TOPICS = 100;

export function createAttachmentsApi(http: UpstreamHttp) {
  const decks = new DataLoader<number, AttachmentDto | null>(
    async (topicIds) => {
      const { results } = await http.get<{ results: AttachmentDto[] }>(`resource/slide-deck/topics?ids=${topicIds.join(',')}`);
      const byTopic = new Map(results.map((deck) => [deck.topicId, deck]));
      return topicIds.map((id) => byTopic.get(id) ?? null);
    },
    { maxBatchSize: MAX_TOPICS },
  );
  return {
    /** The topic's newest slide deck, or null; the topics of one tick share one call. */
    slideDeckOfTopic: (topicId: number): Promise<AttachmentDto | null> => decks.load(topicId),
  };
}

export type AttachmentsApi = ReturnType<typeof createAttachmentsApi>;
