import type { CellValue } from 'exceljs';
import Papa from 'papaparse';
import { EXPENSE_LIMITS, EXPENSE_MESSAGES } from '../../../../../../api/src/areas/expenses/contract.ts';
import type { ExpenseImportRowInput } from '../../../../__generated__/useImportExpenseLinesMutation.graphql';
import { decodeCsv, MAX_CSV_BYTES, safeCell } from '../../../../shared/csvFile.ts';

/**
 * The expense import's file (issue 29: card and Concur exports): a CSV or the first sheet of an XLSX read in the
 * browser, its first row the header, each other row's cells as text; the columns mapped onto the six cells of
 * `importExpenseLines`. The service reads and checks the cells (amounts as `$1,234.50`, dates, event and speaker names),
 * so nothing here refuses a row: its messages come back by row number.
 */

/** Largest file read, as the attendee import (an XLSX is compressed: 10 MB is far more rows than anyone exports). */
export const MAX_FILE_BYTES = MAX_CSV_BYTES;
/** Rows per `importExpenseLines` call (the service takes up to `EXPENSE_LIMITS.importRows`): half of it, so that the
 *  progress moves and one refused call leaves less to send again. */
export const IMPORT_BATCH = Math.min(500, EXPENSE_LIMITS.importRows);

export const IMPORT_MESSAGES = {
  noRows: EXPENSE_MESSAGES.importNoRows,
  csv: 'Error parsing CSV',
  xlsx: 'Error reading XLSX: the file is not an Excel workbook',
  type: 'Only .csv or .xlsx files can be imported.',
  size: 'The file is larger than 10 MB: split it into smaller files.',
  mapping: 'Please map all required fields',
  imported: (count: number) => `${count} ${count === 1 ? 'line' : 'lines'} imported`,
  failed: (count: number) =>
    `${count} ${count === 1 ? 'row was' : 'rows were'} not imported: download them, fix them and import them again`,
  notSent: (message: string) => `Not imported: ${message}`,
} as const;
const M = IMPORT_MESSAGES;

/** The cells of `importExpenseLines`' rows, in the file's usual order, with their labels. */
export const IMPORT_FIELDS = [
  { key: 'event', label: 'Event', required: true },
  { key: 'speaker', label: 'Speaker', required: false },
  { key: 'expenseType', label: 'Expense Type', required: true },
  { key: 'amount', label: 'Amount', required: true },
  { key: 'paymentDate', label: 'Payment Date', required: false },
  { key: 'status', label: 'Status', required: false },
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number]['key'];
/** Each field's column (an index into the header), or null when not mapped. */
export type Mapping = Record<ImportField, number | null>;

/** A file read: its header and its rows (not blank) with their numbers in the file (the header is row 1). */
export interface ParsedSheet {
  header: string[];
  rows: { rowNumber: number; cells: string[] }[];
}
export type ReadResult = ParsedSheet | { error: string };

const blank = (cells: readonly string[]) => cells.every((c) => !c.trim());

function sheetOf(rows: { rowNumber: number; cells: string[] }[]): ReadResult {
  const [header, ...data] = rows.filter((r) => !blank(r.cells));
  if (!header || !data.length) return { error: M.noRows };
  return { header: header.cells.map((h) => h.trim()), rows: data };
}

/** A CSV's rows (quoted cells with commas, quotes and line breaks); each record is a row, numbered as a spreadsheet
 *  opening the file numbers it. */
export function readCsv(bytes: Uint8Array): ReadResult {
  const text = decodeCsv(bytes);
  if (typeof text !== 'string') return text;
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
  if (parsed.errors.some((e) => e.type === 'Quotes')) return { error: M.csv };
  return sheetOf(parsed.data.map((cells, i) => ({ rowNumber: i + 1, cells })));
}

const isoDate = (date: Date) => (Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10));

/** A cell as the service reads it: dates as YYYY-MM-DD (exceljs gives a date cell as midnight UTC of its day), numbers
 *  as JavaScript writes them, a formula as its last result, rich text as its text. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDate(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if ('result' in value) return value.result === undefined ? '' : cellText(value.result as CellValue);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as CellValue);
  // An error cell (#N/A) has no value to import.
  return '';
}

/** The first sheet of a workbook. exceljs is loaded here, on the first XLSX, so that it is a chunk of its own. */
export async function readXlsx(bytes: ArrayBuffer): Promise<ReadResult> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch {
    return { error: M.xlsx };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { error: M.noRows };
  const rows: { rowNumber: number; cells: string[] }[] = [];
  sheet.eachRow((row) => {
    // `row.values` is 1-based (index 0 empty) and sparse where cells are empty.
    const values = row.values as CellValue[];
    rows.push({ rowNumber: row.number, cells: Array.from({ length: Math.max(values.length - 1, 0) }, (_v, i) => cellText(values[i + 1])) });
  });
  return sheetOf(rows);
}

/** Reads a chosen file by its extension (the drop zone takes only .csv and .xlsx). */
export async function readExpenseFile(file: File): Promise<ReadResult> {
  const xlsx = file.name.toLowerCase().endsWith('.xlsx');
  let bytes: ArrayBuffer;
  try {
    bytes = await file.arrayBuffer();
  } catch {
    return { error: xlsx ? M.xlsx : M.csv };
  }
  return xlsx ? readXlsx(bytes) : readCsv(new Uint8Array(bytes));
}

const normalized = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
/** Header names each field is guessed from, best first (compared without case, spaces or punctuation). */
const GUESSES: Record<ImportField, string[]> = {
  event: ['eventid', 'event', 'programid', 'program', 'eventshortname', 'shortname'],
  speaker: ['speaker', 'speakeremail', 'speakername', 'hcp', 'hcpname'],
  expenseType: ['expensetype', 'type', 'category', 'expensecategory'],
  amount: ['amount', 'cost', 'amountusd', 'total', 'transactionamount'],
  paymentDate: ['paymentdate', 'date', 'paiddate', 'transactiondate'],
  status: ['status', 'paymentstatus'],
};

/** The mapping a header suggests: each field to the first header cell named as it is guessed from (a column is
 *  guessed for one field only), else null. */
export function guessMapping(header: readonly string[]): Mapping {
  const names = header.map(normalized);
  const taken = new Set<number>();
  const mapping = {} as Mapping;
  for (const { key } of IMPORT_FIELDS) {
    const index = GUESSES[key].map((guess) => names.findIndex((n, i) => n === guess && !taken.has(i))).find((i) => i >= 0);
    mapping[key] = index ?? null;
    if (index !== undefined) taken.add(index);
  }
  return mapping;
}

/** The required fields left unmapped. */
export const missingFields = (mapping: Mapping): ImportField[] =>
  IMPORT_FIELDS.filter((f) => f.required && mapping[f.key] === null).map((f) => f.key);

/** A row's cell for a field: its text trimmed, null when empty or not mapped. */
export function mappedCell(cells: readonly string[], mapping: Mapping, field: ImportField): string | null {
  const index = mapping[field];
  return index === null ? null : (cells[index] ?? '').trim() || null;
}

/** The rows as `importExpenseLines` takes them, numbered as in the file. */
export const toImportRows = (sheet: ParsedSheet, mapping: Mapping): ExpenseImportRowInput[] =>
  sheet.rows.map(({ rowNumber, cells }) => ({
    rowNumber,
    ...(Object.fromEntries(IMPORT_FIELDS.map(({ key }) => [key, mappedCell(cells, mapping, key)])) as Record<ImportField, string | null>),
  }));

/** The failed rows as a CSV: the file's own header and cells plus their errors, no cell starting a formula. Fixed and
 *  imported again, the errors column is simply left unmapped. */
export function failedCsv(sheet: ParsedSheet, failures: ReadonlyMap<number, string[]>): string {
  const rows = sheet.rows.filter((r) => failures.has(r.rowNumber));
  return Papa.unparse({
    fields: [...sheet.header, 'Errors'].map(safeCell),
    data: rows.map((r) => [...sheet.header.map((_h, i) => r.cells[i] ?? ''), failures.get(r.rowNumber)!.join('; ')].map(safeCell)),
  });
}
