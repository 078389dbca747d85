import type { SlideDeckResolvers } from '../../../../__generated__/resolvers-types.ts';
import { downloadUrl } from '../../../../platform/downloads.ts';

export const SlideDeck: SlideDeckResolvers = {
  internalId: (deck) => deck.id,
  downloadUrl: (deck) => downloadUrl(`resource/download/${deck.id}/${encodeURIComponent(deck.fileName)}`),
};
