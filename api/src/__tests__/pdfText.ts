import type { Readable } from 'node:stream';

/** The bytes of a PDF stream, as latin1 text (pdfkit writes its text as hex strings). */
export const pdfBytes = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('latin1');
};

/** The text lines of an uncompressed PDF of pdfkit (`compress: false`): each `[<hex> kerning <hex>] TJ` is one line. */
export const pdfLines = (pdf: string) =>
  [...pdf.matchAll(/\[([^\]]*)\] TJ/g)].map((tj) =>
    [...tj[1]!.matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''),
  );

/** The text lines of each page (content stream) of an uncompressed pdfkit PDF. */
export const pdfPages = (pdf: string) =>
  [...pdf.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((m) => pdfLines(m[1]!)).filter((l) => l.length);
