import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { decodeCsv } from '../../../../../shared/csvFile.ts';
import {
  failedCsv,
  guessMapping,
  IMPORT_MESSAGES as M,
  mapRows,
  missingRequired,
  parseAttendeeCsv,
  type ParsedCsv,
} from '../attendeeCsv.ts';

const parse = (text: string) => parseAttendeeCsv(text) as ParsedCsv;

describe('attendee CSV', () => {
  it('parses quoted cells with doubled quotes and line breaks, skips rows under 2 cells, numbers rows as in the file', () => {
    const csv = parse('First Name,Last Name,Email,Zip Code\n"Ann ""Nan""",Lee,ann@example.com,02110\nlonely\n"Bo","Multi\nLine",,\n');
    expect(csv.header).toEqual(['First Name', 'Last Name', 'Email', 'Zip Code']);
    expect(csv.rows).toEqual([
      { rowNumber: 2, cells: ['Ann "Nan"', 'Lee', 'ann@example.com', '02110'] },
      { rowNumber: 4, cells: ['Bo', 'Multi\nLine', '', ''] },
    ]);
  });

  it('answers the spec texts for an empty file and broken quotes', () => {
    expect(parseAttendeeCsv('first_name,last_name\n')).toEqual({ error: M.noRows });
    expect(parseAttendeeCsv('')).toEqual({ error: M.noRows });
    expect(parseAttendeeCsv('first_name,last_name\n"Ann,Lee\nBo,Li')).toEqual({ error: M.parse });
  });

  it('decodes UTF-8 with a BOM and UTF-16; refuses binary', () => {
    const utf8 = new TextEncoder().encode('\uFEFFfirst_name,last_name\nZoë,Ñuñez');
    expect(decodeCsv(utf8)).toBe('first_name,last_name\nZoë,Ñuñez');
    const text = 'first_name,last_name\nAnn,Lee';
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) utf16[2 + i * 2] = text.charCodeAt(i);
    expect(decodeCsv(utf16)).toBe(text);
    expect(decodeCsv(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2]))).toEqual({ error: M.notText });
  });

  it('pre-maps the nine columns by header name; first and last name are required', () => {
    const mapping = guessMapping(['Email Address', 'first name', 'LAST_NAME', 'zip', 'Email_Subscribe', 'other']);
    expect(mapping).toMatchObject({
      email: 0,
      first_name: 1,
      last_name: 2,
      zip: 3,
      email_subscribe: 4,
      city: null,
      marketing_subscribe: null,
    });
    expect(missingRequired(mapping)).toBe(false);
    expect(missingRequired({ ...mapping, last_name: null })).toBe(true);
  });

  it('validates rows: names required, truthy and falsy values, the rest invalid', () => {
    const csv = parse(
      'first_name,last_name,email_subscribe,marketing_subscribe\nAnn,Lee,TRUE,0\nBo,,true,\nCy,Ma,yes,False\nDi,Ng,1,FALSE\n , ,,\n',
    );
    const { valid, invalid } = mapRows(csv, guessMapping(csv.header));
    expect(valid.map((r) => [r.rowNumber, r.emailSubscribe, r.marketingSubscribe])).toEqual([
      [2, true, false],
      [5, true, false],
    ]);
    expect(invalid).toEqual([
      { rowNumber: 3, message: 'Row 3 is invalid or missing required fields: last_name' },
      { rowNumber: 4, message: 'Row 4 is invalid or missing required fields: email_subscribe' },
      { rowNumber: 6, message: 'Row 6 is invalid or missing required fields: first_name, last_name' },
    ]);
  });

  it('exports the failed rows with their reason; no cell starts a formula', () => {
    const csv = parse('first_name,last_name,=cmd\n=HYPERLINK("http://x"),Lee,+1\nOk,Fine,x\n@SUM(A1),-2,\t9\n');
    const out = failedCsv(
      csv,
      new Map([
        [2, 'Invalid email format'],
        [4, '=bad'],
      ]),
    );
    const rows = Papa.parse<string[]>(out).data;
    expect(rows).toEqual([
      ['first_name', 'last_name', "'=cmd", 'error'],
      ['\'=HYPERLINK("http://x")', 'Lee', "'+1", 'Invalid email format'],
      ["'@SUM(A1)", "'-2", "'\t9", "'=bad"],
    ]);
  });
});
