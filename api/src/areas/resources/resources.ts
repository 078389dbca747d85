import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { attachmentWithKey, slideDeckOfTopic, slideDecksOfTopics } from './attachments.ts';
import { slideDeck, slideDecks } from './answers.ts';
import { PREVIEWABLE, RESOURCE_MESSAGES as M, SLIDE_DECK_MESSAGES, type ResourceExtension } from './contract.ts';
import { openableResource, ownSpeakerOf } from './library.ts';
import { previewSource, watermarkPdf } from './preview.ts';
import type { AreaDeps } from '../../platform/area.ts';
import { getLookup, TOPICS } from '../../platform/db/lookups.ts';
import { FILE } from '../../platform/http/answer.ts';
import { sendFile } from '../../platform/http/download.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import type { Router } from '../../platform/http/route.ts';
import { fileNotFound, mayReadContractFile } from '../files/index.ts';
import { idList, idParam } from '../../platform/http/params.ts';

/** Registers the resources' file routes: a topic's slide deck, the downloads and a library resource's watermarked
 *  preview (spec 002 §2.4, §2.7). */
export function resourceRoutes(route: Router, { storage, db }: AreaDeps) {
  route({
    method: 'GET',
    url: '/resource/slide-deck/topic/:topic',
    permission: ['attachment', 'read'],
    schema: { params: z.object({ topic: idParam.shape.id }) },
    answer: slideDeck,
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
    answer: slideDecks,
    handler: async ({ tx, query }) => ({ results: await slideDecksOfTopics(tx, query.ids) }),
  });

  route({
    method: 'GET',
    url: '/resource/download/:attachmentId/:fileName',
    permission: ['attachment', 'read'],
    schema: { params: z.object({ attachmentId: idParam.shape.id, fileName: z.string().min(1).max(300) }) },
    answer: FILE,
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

  route({
    method: 'GET',
    url: '/resource/preview/:id',
    permission: ['attachment', 'read'],
    schema: { params: idParam },
    // Everything but the reach check runs outside the request's transaction: reading the file, a conversion (seconds
    // the first time, then kept in the file store) and the watermark hold no database connection.
    answer: FILE,
    prepare: async ({ request, tenantId, user }) => {
      const { id } = request.params as { id: number };
      const resource = await db.withTenant(tenantId, (tx) => openableResource(tx, id, ownSpeakerOf(user)));
      const extension = /\.([a-z]+)$/.exec(resource.storageKey)![1] as ResourceExtension;
      if (!PREVIEWABLE.includes(extension)) throw new HttpError(415, M.unsupportedPreview);
      const pdf = await previewSource(storage, resource.storageKey, request.log);
      return watermarkPdf(pdf).catch(() => {
        throw new HttpError(422, 'The PDF could not be read for its preview');
      });
    },
    handler: async ({ prepared, reply }) => {
      reply.header('cache-control', 'private, no-store').header('content-disposition', 'inline; filename="preview.pdf"');
      return reply.type('application/pdf').send(prepared as Buffer);
    },
  });
}
