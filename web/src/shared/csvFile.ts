// What the CSV imports share (attendees, expense lines): the file's size limit, reading its bytes as text, and the
// cells of the failed rows' CSV written so that a spreadsheet does not run them.

/** Largest file accepted, checked before it is read (10,000 full rows are about 1.5 MB). */
export const MAX_CSV_BYTES = 10 * 1024 * 1024;

/** A file that is no text (it has NUL bytes: an image, a workbook saved under .csv). */
export const CSV_NOT_TEXT = 'Error parsing CSV: the file is not a text CSV file';

/** The file's text: UTF-8 (a BOM dropped) or UTF-16 with its BOM; a file with NUL bytes (binary) is refused. */
export function decodeCsv(bytes: Uint8Array): string | { error: string } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes.subarray(0, 65_536).includes(0)) return { error: CSV_NOT_TEXT };
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

/** A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return first) is written with a quote. */
export const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
