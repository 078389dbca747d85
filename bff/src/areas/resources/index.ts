import type { BffArea } from '../../platform/area.ts';
import { SlideDeck } from './schema/SlideDeck/SlideDeck.resolvers.ts';
import { createAttachmentsApi } from './upstream/attachments.ts';

/** Resources: the topics' slide decks. */
export const resourcesArea = {
  name: 'resources',
  upstream: { attachments: createAttachmentsApi },
  types: { SlideDeck },
} satisfies BffArea;
