import Papa from 'papaparse';
import { CSV_NOT_TEXT, safeCell } from '../../../../shared/csvFile.ts';

import { IMPORT_COLUMNS, type ImportColumn } from '../../../../../../api/src/areas/attendees/contract.ts';

export { IMPORT_BATCH, IMPORT_COLUMNS, type ImportColumn } from '../../../../../../api/src/areas/attendees/contract.ts';
export const REQUIRED_COLUMNS: readonly ImportColumn[] = ['first_name', 'last_name'];
const BOOLEAN_COLUMNS: readonly ImportColumn[] = ['email_subscribe', 'marketing_subscribe'];

export const IMPORT_MESSAGES = {
  noRows: 'No attendees found in CSV',
  parse: 'Error parsing CSV',
  notText: CSV_NOT_TEXT,
  event: 'Please select an event',
  mapping: 'Please map all required fields',
  allFailed: 'Error importing all attendees',
  some: 'Some attendees were not imported. Please review the list and export failed attendees.',
  all: 'All attendees imported successfully',
  type: 'Only .csv or .txt files can be imported.',
  size: 'The file is larger than 10 MB: split it into smaller files.',
  invalidRow: (row: number, fields: string[]) => `Row ${row} is invalid or missing required fields: ${fields.join(', ')}`,
} as const;
const M = IMPORT_MESSAGES;

/** A parsed file: its header and its data rows with their numbers in the file (the header is row 1). */
export interface ParsedCsv {
  header: string[];
  rows: { rowNumber: number; cells: string[] }[];
}

/** Parses the CSV (quoted cells with doubled quotes, commas and line breaks inside quotes); rows with fewer than 2
 *  cells are skipped (spec 001 §5). */
export function parseAttendeeCsv(text: string): ParsedCsv | { error: string } {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  if (parsed.errors.some((e) => e.type === 'Quotes')) return { error: M.parse };
  const [header = [], ...rest] = parsed.data;
  const rows = rest.flatMap((cells, i) => (cells.length < 2 ? [] : [{ rowNumber: i + 2, cells }]));
  return rows.length ? { header: header.map((h) => h.trim()), rows } : { error: M.noRows };
}

const normalized = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
const ALIASES: Record<string, ImportColumn> = {
  firstname: 'first_name',
  lastname: 'last_name',
  e_mail: 'email',
  email_address: 'email',
  zip_code: 'zip',
  zipcode: 'zip',
  postal_code: 'zip',
};

/** The mapping a header suggests: each column to the index of the header cell named like it, else null. */
export function guessMapping(header: readonly string[]): Record<ImportColumn, number | null> {
  const mapping = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, null])) as Record<ImportColumn, number | null>;
  header.forEach((name, index) => {
    const key = normalized(name);
    const column = (IMPORT_COLUMNS as readonly string[]).includes(key) ? (key as ImportColumn) : ALIASES[key];
    if (column && mapping[column] === null) mapping[column] = index;
  });
  return mapping;
}

export const missingRequired = (mapping: Record<ImportColumn, number | null>) => REQUIRED_COLUMNS.some((c) => mapping[c] === null);

/** Spec 001 §5: true, True, TRUE, 1 and false, False, FALSE, 0; an empty cell is not given. */
function truthOf(cell: string): boolean | null | 'invalid' {
  const value = cell.trim();
  if (!value) return null;
  if (['true', 'True', 'TRUE', '1'].includes(value)) return true;
  if (['false', 'False', 'FALSE', '0'].includes(value)) return false;
  return 'invalid';
}

/** A row ready for the service. */
export interface ImportRow {
  rowNumber: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  emailSubscribe: boolean | null;
  marketingSubscribe: boolean | null;
}

/** Each row as the service takes it, or the spec's message naming what is missing or invalid. */
export function mapRows(parsed: ParsedCsv, mapping: Record<ImportColumn, number | null>) {
  const valid: ImportRow[] = [];
  const invalid: { rowNumber: number; message: string }[] = [];
  for (const { rowNumber, cells } of parsed.rows) {
    const cell = (c: ImportColumn) => {
      const index = mapping[c];
      return index === null ? null : (cells[index] ?? '').trim() || null;
    };
    const bad = REQUIRED_COLUMNS.filter((c) => !cell(c));
    const truth = Object.fromEntries(BOOLEAN_COLUMNS.map((c) => [c, truthOf(cell(c) ?? '')])) as Record<string, boolean | null | 'invalid'>;
    bad.push(...BOOLEAN_COLUMNS.filter((c) => truth[c] === 'invalid'));
    if (bad.length) {
      invalid.push({ rowNumber, message: M.invalidRow(rowNumber, bad) });
      continue;
    }
    valid.push({
      rowNumber,
      firstName: cell('first_name'),
      lastName: cell('last_name'),
      email: cell('email'),
      address: cell('address'),
      city: cell('city'),
      state: cell('state'),
      zip: cell('zip'),
      emailSubscribe: truth.email_subscribe as boolean | null,
      marketingSubscribe: truth.marketing_subscribe as boolean | null,
    });
  }
  return { valid, invalid };
}

/** The failed rows as a CSV: the file's own header and cells plus the reason, no cell starting a formula. */
export function failedCsv(parsed: ParsedCsv, failures: ReadonlyMap<number, string>): string {
  const rows = parsed.rows.filter((r) => failures.has(r.rowNumber));
  return Papa.unparse({
    fields: [...parsed.header, 'error'].map(safeCell),
    data: rows.map((r) => [...parsed.header.map((_h, i) => r.cells[i] ?? ''), failures.get(r.rowNumber)!].map(safeCell)),
  });
}
