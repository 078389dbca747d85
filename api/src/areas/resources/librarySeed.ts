import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { only, type Database } from '../../platform/db/client.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import { resourceYears } from './contract.ts';

// Demo data of the resource library: the groups, a few resources (PDFs made here, an https link, an expired one)
// assigned to the demo speaker user's speaker record.

const GROUPS: { name: string; url?: string }[] = [
  { name: 'Contracts' },
  { name: 'Resources' },
  { name: 'FAQ' },
  { name: 'News', url: 'https://www.example.com/news' },
  { name: 'Slide Decks' },
  { name: 'Archived' },
];

/** A short PDF of `pages` pages titled `title`. */
export function demoPdf(title: string, pages = 2): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', info: { Title: title } });
    const chunks: Buffer[] = [];
    doc
      .on('data', (chunk: Buffer) => chunks.push(chunk))
      .on('end', () => resolve(Buffer.concat(chunks)))
      .on('error', reject);
    for (let page = 1; page <= pages; page++) {
      if (page > 1) doc.addPage();
      doc.fontSize(28).text(title, 72, 96).fontSize(14).text(`Page ${page} of ${pages}`, 72, 150);
    }
    doc.end();
  });
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export async function seedResourceLibrary(db: Database, storage: FileStorage): Promise<void> {
  const tenants = await db.asOwner((tx) => tx.query<{ id: string }>(sql`select id from tenants order by id`));
  const [year] = resourceYears();
  for (const { id: tenantId } of tenants) {
    await db.withTenant(tenantId, async (tx) => {
      const groups = new Map<string, number>();
      for (const [index, group] of GROUPS.entries()) {
        const { id } = only(
          await tx.query<{ id: number }>(sql`insert into resource_groups (tenant_id, name, weight, url)
            values (${tenantId}, ${group.name}, ${index + 1}, ${group.url ?? null}) returning id`),
        );
        groups.set(group.name, id);
      }
      const [topic] = await tx.query<{ id: number }>(sql`select id from topics order by id limit 1`);
      const [speaker] = await tx.query<{ id: number }>(sql`select speaker_id as id from users
        where email = ${`speaker@${tenantId}.test`} and speaker_id is not null`);
      const resources: { name: string; group: string; expires?: string; link?: string; prc?: string; pages?: number }[] = [
        { name: 'Speaker Agreement', group: 'Contracts', expires: isoDay(365), prc: 'PRC-1001' },
        { name: 'Program Guidelines', group: 'Resources', expires: isoDay(180), prc: 'PRC-1002', pages: 3 },
        { name: 'Frequently Asked Questions', group: 'FAQ', prc: 'PRC-1003' },
        { name: 'Prescribing Information', group: 'Resources', link: 'https://www.example.com/prescribing-information' },
        { name: 'Expired Safety Update', group: 'News', expires: isoDay(-30), prc: 'PRC-0999' },
      ];
      for (const r of resources) {
        let key: string | null = null;
        let size: number | null = null;
        if (!r.link) {
          const body = await demoPdf(r.name, r.pages);
          key = `${tenantId}/protected/${randomUUID()}.pdf`;
          size = body.length;
          await storage.put(key, body, 'application/pdf');
        }
        const { id } = only(
          await tx.query<{ id: number }>(sql`insert into attachments (tenant_id, kind, file_name, content_type, size, storage_key,
            link_url, source_name, group_id, expiration_date, topic_id, year, prc_code)
            values (${tenantId}, 'resource', ${r.name}, ${key ? 'application/pdf' : null}, ${size}, ${key}, ${r.link ?? null},
            ${r.link ?? `${r.name.replace(/[^A-Za-z0-9]+/g, '-')}__v1.pdf`}, ${groups.get(r.group)!},
            ${r.expires ? `${r.expires}T12:00:00Z` : null}, ${topic?.id ?? null}, ${year!}, ${r.prc ?? null}) returning id`),
        );
        if (speaker) {
          await tx.query(
            sql`insert into speaker_attachments (tenant_id, attachment_id, speaker_id) values (${tenantId}, ${id}, ${speaker.id})`,
          );
        }
      }
    });
  }
}
