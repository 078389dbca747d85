import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { z } from 'zod';
import type { FileStorage } from '../../platform/storage/index.ts';
import { intArray, only, type Database, type RowOf, type Tx } from '../../platform/db/client.ts';
import type { slideDeck } from './answers.ts';
import type { attachments } from './tables.ts';

type SlideDeck = z.output<typeof slideDeck>;

const SELECT = sql`select id, kind, topic_id as "topicId", file_name as "fileName", content_type as "contentType", size,
  created_at as "createdAt" from attachments`;

/** The newest slide deck of a topic. */
export async function slideDeckOfTopic(tx: Tx, topicId: number): Promise<SlideDeck | undefined> {
  const [row] = await tx.query<SlideDeck>(sql`${SELECT} where kind = 'slide-deck' and topic_id = ${topicId}
    order by created_at desc, id desc limit 1`);
  return row;
}

/** The newest slide deck of each of `topicIds` that has one. */
export function slideDecksOfTopics(tx: Tx, topicIds: number[]): Promise<SlideDeck[]> {
  return tx.query<SlideDeck>(sql`select distinct on (topic_id) id, kind, topic_id as "topicId",
    file_name as "fileName", content_type as "contentType", size, created_at as "createdAt" from attachments
    where kind = 'slide-deck' and topic_id = any(${intArray(topicIds)}) order by topic_id, created_at desc, id desc`);
}

/** A stored file of any kind (slide deck, contract file): what its download needs. */
interface StoredAttachment {
  fileName: string;
  contentType: string;
  storageKey: string;
}

export async function attachmentWithKey(tx: Tx, id: number): Promise<StoredAttachment | undefined> {
  const [row] = await tx.query<StoredAttachment>(sql`select file_name as "fileName", content_type as "contentType",
    storage_key as "storageKey" from attachments where id = ${id}`);
  return row;
}

/** Stores `body` and records it as the slide deck of `topicId`. */
export async function addSlideDeck(
  tx: Tx,
  storage: FileStorage,
  tenantId: string,
  topicId: number,
  file: { fileName: string; contentType: string; body: Buffer },
): Promise<number> {
  const key = `${tenantId}/slide-decks/${randomUUID()}.pdf`;
  await storage.put(key, file.body, file.contentType);
  const row = only(
    await tx.query<
      Pick<RowOf<typeof attachments>, 'id'>
    >(sql`insert into attachments (tenant_id, kind, topic_id, file_name, content_type, size, storage_key)
    values (${tenantId}, 'slide-deck', ${topicId}, ${file.fileName}, ${file.contentType}, ${file.body.length}, ${key}) returning id`),
  );
  return row.id;
}

/** A one-page PDF, the demo's stand-in for a real slide deck. */
function demoDeck(topic: string, description: string | null): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: [960, 540], info: { Title: `${topic} slide deck` } });
    const chunks: Buffer[] = [];
    doc
      .on('data', (chunk: Buffer) => chunks.push(chunk))
      .on('end', () => resolve(Buffer.concat(chunks)))
      .on('error', reject);
    doc
      .fontSize(40)
      .text(topic, 60, 180)
      .fontSize(20)
      .text(description ?? '', 60, 260);
    doc.end();
  });
}

/** Demo data: a slide deck for the first three topics of every tenant (the others have none). */
export async function seedSlideDecks(db: Database, storage: FileStorage): Promise<void> {
  const tenants = await db.asOwner((tx) => tx.query<{ id: string }>(sql`select id from tenants order by id`));
  for (const { id: tenantId } of tenants) {
    await db.withTenant(tenantId, async (tx) => {
      const topics = await tx.query<{ id: number; name: string; description: string | null }>(
        sql`select id, name, description from topics order by id limit 3`,
      );
      for (const topic of topics) {
        const body = await demoDeck(topic.name, topic.description);
        const fileName = `${topic.name.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;
        await addSlideDeck(tx, storage, tenantId, topic.id, { fileName, contentType: 'application/pdf', body });
      }
    });
  }
}
