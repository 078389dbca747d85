/** Video kinds by their first bytes: MP4/QuickTime (`ftyp` at offset 4), WebM/Matroska, Ogg. */
export function sniffVideo(head: Buffer): { type: string; extension: string } | null {
  if (head.length >= 8 && head.subarray(4, 8).toString('latin1') === 'ftyp') return { type: 'video/mp4', extension: 'mp4' };
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return { type: 'video/webm', extension: 'webm' };
  if (head.length >= 4 && head.subarray(0, 4).toString('latin1') === 'OggS') return { type: 'video/ogg', extension: 'ogv' };
  return null;
}
