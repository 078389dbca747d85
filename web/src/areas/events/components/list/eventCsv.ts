import Papa from 'papaparse';

/** Columns of the event CSV (spec 000 §3) plus the optional location_type (§4's location types); the header
 *  must have the required ones (§5). */
export const CSV_COLUMNS = ['id', 'program_name', 'start_date', 'end_date', 'zone', 'status', 'type', 'notes', 'location_type'] as const;
export const REQUIRED_CSV_COLUMNS = ['id', 'end_date', 'program_name', 'start_date', 'status', 'type', 'zone'] as const;

export const EXAMPLE_CSV = [
  CSV_COLUMNS.join(','),
  'DP-2001,Heart Failure Today Dinner Program,2027-03-01 18:00,2027-03-01 20:00,US/Central,confirmed,live,"Private room, 20 guests",in-venue',
  'DP-2002,Lipid Control Webinar,03/02/2027 12:00 PM,03/02/2027 1:00 PM,US/Eastern,in-progress,webinar,,virtual',
].join('\n');

export type CsvColumn = (typeof CSV_COLUMNS)[number];
export type CsvRow = { line: number } & Partial<Record<CsvColumn, string>>;

/** What reading a CSV file gave: the event lines, or the spec's message why there are none. */
export type CsvResult = { rows: CsvRow[] } | { error: string };

/**
 * Parses an event CSV with a real CSV parser (quoted fields, commas and line breaks inside quotes).
 * Rows with fewer than 2 cells are dropped (spec 000 §5); line numbers are the file's, the header
 * being line 1. The rules of each line are checked by the service.
 */
export function parseEventCsv(text: string): CsvResult {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ',', skipEmptyLines: false });
  if (parsed.errors.some((e) => e.type === 'Quotes' || e.type === 'Delimiter')) return { error: 'Error parsing CSV' };
  const [header = [], ...rest] = parsed.data;
  const columns = header.map((c) => c.trim().toLowerCase());
  if (!columns.some((c) => c) && !rest.length) return { error: 'No events found in CSV' };
  if (!REQUIRED_CSV_COLUMNS.every((c) => columns.includes(c))) return { error: 'Invalid CSV format. Please use example template.' };
  const rows: CsvRow[] = [];
  rest.forEach((cells, index) => {
    if (cells.length < 2) return;
    const row: CsvRow = { line: index + 2 };
    columns.forEach((column, i) => {
      if ((CSV_COLUMNS as readonly string[]).includes(column)) row[column as CsvColumn] = cells[i] ?? '';
    });
    rows.push(row);
  });
  return rows.length ? { rows } : { error: 'No events found in CSV' };
}
