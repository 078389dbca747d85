import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { WATERMARK_TEXT } from './contract.ts';

// The resource preview (spec 002 §2.4): a PDF with 'DO NOT DISTRIBUTE' drawn on every page, made on the server so the
// unmarked file never reaches the preview. Office documents are converted to PDF first by LibreOffice in headless mode.

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

export class ConversionError extends Error {}

let queue: Promise<unknown> = Promise.resolve();

/** Runs `task` after every conversion queued before it: LibreOffice converts one document at a time. */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Converts an Office document (`extension`: doc, docx, ppt, pptx…) to PDF with `soffice --headless`, in a temporary
 * directory holding the input, the output and a private LibreOffice profile (`-env:UserInstallation`), always removed.
 */
export function convertToPdf(soffice: string, body: Buffer, extension: string, timeoutMs = CONVERSION_TIMEOUT_MS): Promise<Buffer> {
  return oneAtATime(async () => {
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
          reject(new ConversionError(`LibreOffice could not start: ${error.message}`));
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
