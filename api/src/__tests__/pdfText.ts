import type { Readable } from 'node:stream';
import { inflateSync } from 'node:zlib';

/** The bytes of a PDF stream, as latin1 text. */
export const pdfBytes = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('latin1');
};

interface PdfObject {
  dict: string;
  /** The stream's content, inflated when it was compressed; null for an object without a stream. */
  stream: string | null;
}

/** A pdfkit PDF's objects by number, read by each stream's `/Length` (a font program's bytes are not searched). */
function objectsOf(pdf: string): Map<string, PdfObject> {
  const objects = new Map<string, PdfObject>();
  const head = /(\d+) 0 obj\b/g;
  for (let m = head.exec(pdf); m; m = head.exec(pdf)) {
    const end = pdf.indexOf('endobj', head.lastIndex);
    const streamAt = pdf.indexOf('stream', head.lastIndex);
    if (streamAt === -1 || streamAt > end) {
      objects.set(m[1]!, { dict: pdf.slice(head.lastIndex, end), stream: null });
      continue;
    }
    const dict = pdf.slice(head.lastIndex, streamAt);
    const from = pdf.indexOf('\n', streamAt) + 1;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const raw = pdf.slice(from, from + length);
    const stream = dict.includes('/FlateDecode') ? inflateSync(Buffer.from(raw, 'latin1')).toString('latin1') : raw;
    objects.set(m[1]!, { dict, stream });
    head.lastIndex = from + length;
  }
  return objects;
}

/** A ToUnicode CMap's codes as text (pdfkit writes `<first> <last> [<utf-16be> …]` ranges). */
function toUnicode(cmap: string): Map<number, string> {
  const codes = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]+)>\s*<[0-9a-f]+>\s*\[([^\]]*)\]/gi)) {
    const first = parseInt(range[1]!, 16);
    // A ligature's text is several code units: <0066 0066> is "ff".
    [...range[2]!.matchAll(/<([0-9a-f\s]+)>/gi)].forEach((text, i) =>
      codes.set(first + i, Buffer.from(text[1]!.replace(/\s/g, ''), 'hex').swap16().toString('utf16le')),
    );
  }
  return codes;
}

/**
 * The text lines of each page of a pdfkit PDF, compressed or not: each `[<hex> kerning <hex>] TJ` is one line. An
 * embedded font's codes are read through its ToUnicode CMap; a standard font's bytes are latin1.
 */
export function pdfPages(pdf: string): string[][] {
  const objects = objectsOf(pdf);
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const cmap = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref!)?.dict ?? '')?.[1];
      if (cmap) fonts.set(name!, toUnicode(objects.get(cmap)?.stream ?? ''));
    }
  }
  const pages: string[][] = [];
  for (const { stream } of objects.values()) {
    if (!stream?.includes(' TJ')) continue;
    let font: Map<number, string> | undefined;
    const lines: string[] = [];
    for (const [, name, shown] of stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (name) font = fonts.get(name);
      else
        lines.push(
          [...shown!.matchAll(/<([0-9a-f]*)>/g)]
            .map(([, hex]) =>
              font
                ? (hex!.match(/.{4}/g) ?? []).map((code) => font!.get(parseInt(code, 16)) ?? '').join('')
                : Buffer.from(hex!, 'hex').toString('latin1'),
            )
            .join(''),
        );
    }
    pages.push(lines);
  }
  return pages;
}

/** Every text line of a pdfkit PDF, page after page. */
export const pdfLines = (pdf: string) => pdfPages(pdf).flat();
