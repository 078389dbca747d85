import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { HttpError } from '../../platform/http/errors.ts';
import type { FileStorage } from '../../platform/storage/index.ts';
import { fileNotFound } from '../files/index.ts';
import { FairQueue, QueueFull } from './conversionQueue.ts';
import { RESOURCE_MESSAGES as M, WATERMARK_TEXT, type ResourceExtension } from './contract.ts';

// The resource preview (spec 002 §2.4): a PDF with 'DO NOT DISTRIBUTE' drawn on every page, made on the server so the
// unmarked file never reaches the preview. Office documents are converted to PDF first by LibreOffice in headless mode;
// the converted PDF (never served as it is) is kept in the file store beside the source, so a document converts once.

/** Draws the watermark across every page of `pdf` (diagonal, translucent red) and answers the new PDF. */
export async function watermarkPdf(pdf: Uint8Array): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    const size = Math.max(12, Math.min(width, height) / 9);
    const textWidth = font.widthOfTextAtSize(WATERMARK_TEXT, size);
    // Centred on the page along its diagonal.
    const angle = Math.atan2(height, width);
    const x = width / 2 - (Math.cos(angle) * textWidth) / 2 + (Math.sin(angle) * size) / 2;
    const y = height / 2 - (Math.sin(angle) * textWidth) / 2 - (Math.cos(angle) * size) / 2;
    page.drawText(WATERMARK_TEXT, {
      x,
      y,
      size,
      font,
      color: rgb(0.85, 0.1, 0.1),
      opacity: 0.35,
      rotate: degrees((angle * 180) / Math.PI),
    });
    // A second, small mark at the foot of the page, where a crop of the centre would not remove it.
    page.drawText(WATERMARK_TEXT, { x: 12, y: 12, size: 10, font, color: rgb(0.85, 0.1, 0.1), opacity: 0.8 });
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** LibreOffice's `soffice`: `LIBREOFFICE_PATH`, else the first `soffice` on the PATH, else null (no Office preview). */
export function libreOfficePath(): string | null {
  const candidates = process.env.LIBREOFFICE_PATH
    ? [process.env.LIBREOFFICE_PATH]
    : (process.env.PATH ?? '')
        .split(delimiter)
        .filter(Boolean)
        .map((dir) => join(dir, 'soffice'));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** Longest a conversion may take before it is killed. */
export const CONVERSION_TIMEOUT_MS = 60_000;

/** A conversion that failed; `ofDocument` when LibreOffice ran and the document is the cause (it fails again). */
export class ConversionError extends Error {
  constructor(
    message: string,
    readonly ofDocument = true,
  ) {
    super(message);
  }
}

/** Conversions one tenant may have waiting or running at a time; one more answers 429 at once (`PREVIEWS_BUSY`). */
export const CONVERSIONS_PER_TENANT = 3;
export const PREVIEWS_BUSY = `Too many previews are being prepared for your organization (at most ${CONVERSIONS_PER_TENANT} at a time). Try again in a minute, or download the file.`;
export const CONVERSION_FAILED = 'The document could not be converted for its preview. Download the file to read it.';

/** LibreOffice converts one document at a time, tenants taking turns, each with at most CONVERSIONS_PER_TENANT places. */
const conversions = new FairQueue(1, CONVERSIONS_PER_TENANT);

/**
 * Converts an Office document (`extension`: doc, docx, ppt, pptx…) to PDF with `soffice --headless`, in a temporary
 * directory holding the input, the output and a private LibreOffice profile (`-env:UserInstallation`), always removed.
 * Waits for its turn in the tenant's queue (`FairQueue`); the timeout counts from the conversion's start.
 */
export function convertToPdf(
  tenantId: string,
  soffice: string,
  body: Buffer,
  extension: string,
  timeoutMs = CONVERSION_TIMEOUT_MS,
): Promise<Buffer> {
  return conversions.run(tenantId, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hive-preview-'));
    try {
      const input = join(dir, `document.${extension}`);
      await writeFile(input, body);
      const profile = pathToFileURL(join(dir, 'profile')).href;
      await new Promise<void>((resolve, reject) => {
        const child = spawn(
          soffice,
          [`-env:UserInstallation=${profile}`, '--headless', '--norestore', '--nolockcheck', '--convert-to', 'pdf', '--outdir', dir, input],
          { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, HOME: dir } },
        );
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          reject(new ConversionError(`The conversion took longer than ${timeoutMs / 1000} s`));
        }, timeoutMs);
        child.once('error', (error) => {
          clearTimeout(timer);
          reject(new ConversionError(`LibreOffice could not start: ${error.message}`, false));
        });
        child.once('exit', (code) => {
          clearTimeout(timer);
          if (code === 0) resolve();
          else reject(new ConversionError(`LibreOffice ended with code ${code}: ${stderr.trim()}`));
        });
      });
      const out = await readFile(join(dir, 'document.pdf')).catch(() => {
        throw new ConversionError('LibreOffice wrote no PDF');
      });
      return out;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}

/**
 * Where the converted PDF of a stored Office file is kept: `<tenant>/previews/<source file name>.pdf`. The source's key
 * names one upload (a uuid) and stored files never change, so the key is the cache's validity: another file is
 * another key. `previews/` is no visibility `GET /files/…` serves.
 */
export function previewKeyOf(storageKey: string): string {
  const [tenant, , name] = storageKey.split('/');
  return `${tenant}/previews/${name}.pdf`;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Conversions running now, by preview key: a second request for the same document waits for the first one's. */
const converting = new Map<string, Promise<Buffer>>();

/** Documents whose conversion failed, by tenant and sha256 of their bytes (this process; the oldest forgotten first
 *  beyond FAILURES_KEPT): a document that failed answers its failure at once, without LibreOffice. */
const failed = new Set<string>();
const FAILURES_KEPT = 10_000;
const remember = (key: string) => {
  failed.add(key);
  if (failed.size > FAILURES_KEPT) failed.delete(failed.values().next().value!);
};

/**
 * The unmarked PDF of a stored resource file: a PDF as stored; an Office document's conversion, read from the file
 * store when an earlier preview made it, else converted by LibreOffice now and stored for the next one (a failing
 * store only costs the next preview a conversion). Runs outside any database transaction: a conversion takes seconds.
 */
export async function previewSource(storage: FileStorage, storageKey: string, log: FastifyBaseLogger): Promise<Buffer> {
  const extension = /\.([a-z]+)$/.exec(storageKey)![1] as ResourceExtension;
  const stored = async (key: string) => {
    const file = await storage.get(key);
    return file && readAll(file.body);
  };
  if (extension === 'pdf') return (await stored(storageKey)) ?? Promise.reject(fileNotFound());
  const previewKey = previewKeyOf(storageKey);
  const cached = await stored(previewKey).catch(() => null);
  if (cached) return cached;
  const running = converting.get(previewKey);
  if (running) return running;
  const conversion = (async () => {
    const soffice = libreOfficePath();
    if (!soffice) throw new HttpError(501, M.previewUnavailable);
    const source = await stored(storageKey);
    if (!source) throw fileNotFound();
    const tenantId = storageKey.split('/')[0]!;
    const failure = `${tenantId}:${createHash('sha256').update(source).digest('hex')}`;
    if (failed.has(failure)) throw new HttpError(502, CONVERSION_FAILED);
    const started = Date.now();
    const pdf = await convertToPdf(tenantId, soffice, source, extension).catch((error: Error) => {
      if (error instanceof QueueFull) throw new HttpError(429, PREVIEWS_BUSY);
      log.error(error);
      if (error instanceof ConversionError && error.ofDocument) remember(failure);
      throw new HttpError(502, CONVERSION_FAILED);
    });
    log.info({ ms: Date.now() - started, extension }, 'resource preview converted');
    await storage.put(previewKey, pdf, 'application/pdf').catch((error: Error) => log.warn(error, 'converted preview not stored'));
    return pdf;
  })();
  converting.set(previewKey, conversion);
  try {
    return await conversion;
  } finally {
    converting.delete(previewKey);
  }
}
