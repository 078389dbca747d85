/** File kinds recognised by their first bytes (not by their name or the declared type). */
const SIGNATURES: { type: string; extension: string; bytes: number[] }[] = [
  { type: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', extension: 'gif', bytes: [0x47, 0x49, 0x46, 0x38] },
  { type: 'application/pdf', extension: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The content type and file extension of `body` by its magic bytes, or null when unknown. */
export function sniffContentType(body: Buffer): { type: string; extension: string } | null {
  const match = SIGNATURES.find((s) => body.length >= s.bytes.length && s.bytes.every((b, i) => body[i] === b));
  return match ? { type: match.type, extension: match.extension } : null;
}
