import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Tx } from '../../platform/db/client.ts';
import { PDF_FONTS } from '../../platform/pdf/fonts.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import type { SpeakerTraining } from './answers.ts';

export interface CertificateFacts {
  speaker: string;
  program: string;
  topic: string | null;
  completedAt: string;
  tenant: string;
}

/** The completion certificate (landscape letter): speaker, program, topic, completion date and the tenant. */
export async function certificatePdf(facts: CertificateFacts, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 60,
    compress: options.compress ?? true,
    info: { Title: `Certificate of Completion - ${facts.program}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('text', PDF_FONTS.text).registerFont('bold', PDF_FONTS.bold);
  const width = doc.page.width - 120;
  doc
    .rect(30, 30, doc.page.width - 60, doc.page.height - 60)
    .lineWidth(2)
    .stroke('#1f4e79');
  doc
    .moveDown(2)
    .font('bold')
    .fontSize(30)
    .fillColor('#1f4e79')
    .text('Certificate of Completion', 60, undefined, { width, align: 'center' });
  doc.moveDown(1).font('text').fontSize(14).fillColor('#000000').text('This certifies that', { width, align: 'center' });
  doc.moveDown(0.5).font('bold').fontSize(24).text(facts.speaker, { width, align: 'center' });
  doc.moveDown(0.5).font('text').fontSize(14).text('has completed the training', { width, align: 'center' });
  doc.moveDown(0.5).font('bold').fontSize(20).text(facts.program, { width, align: 'center' });
  if (facts.topic) doc.moveDown(0.5).font('text').fontSize(14).text(`Topic: ${facts.topic}`, { width, align: 'center' });
  const day = new Date(facts.completedAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  doc.moveDown(1).font('text').fontSize(14).text(`Completed on ${day}`, { width, align: 'center' });
  doc.moveDown(2).font('text').fontSize(12).fillColor('#444444').text(facts.tenant, { width, align: 'center' });
  doc.end();
  return done;
}

/** Writes the generated certificate of a completed training and stores it as the completion attachment. */
export async function attachCertificate(tx: Tx, storage: FileStorage, tenantId: string, training: SpeakerTraining, completedAt: string) {
  const [tenant] = await tx.query<{ name: string }>(sql`select name from tenants where id = ${tenantId}`);
  const pdf = await certificatePdf({
    speaker: `${training.speaker.firstName} ${training.speaker.lastName}`,
    program: training.program.programName,
    topic: training.program.topic?.description ?? null,
    completedAt,
    tenant: tenant?.name ?? tenantId,
  });
  const key = `${tenantId}/protected/${randomUUID()}.pdf`;
  await storage.put(key, pdf, 'application/pdf');
  const fileName = `Certificate - ${training.program.programName}.pdf`;
  await tx.query(sql`update speaker_trainings set completion_attachment_key = ${key}, completion_attachment_name = ${fileName}
    where id = ${training.id}`);
}
