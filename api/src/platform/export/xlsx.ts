import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Entity } from '../auth/model.ts';
import type { HiddenFields } from '../http/fields.ts';

// The XLSX exports' machinery: columns that drop out when their fields are hidden, and a streaming writer.

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column of an export: its header, the entity field whose hiding removes it, and its cell. */
export interface ExportColumn<Row> {
  header: string;
  /** Field name of the permission model (`field_settings`); hidden → column left out. */
  field: string;
  /** Other entities' fields the cell shows (`[['venue', 'name']]`): any of them hidden → column left out. */
  related?: readonly (readonly [Entity, string])[];
  width: number;
  value: (row: Row) => string | number | boolean | null;
}

/** A speaker's name as a cell shows it. */
export const SPEAKER_NAME = [
  ['speaker', 'firstName'],
  ['speaker', 'lastName'],
] as const;

/** The columns the caller may see: those whose own field (of `entity`, null for an entity nobody hides fields of)
 *  and related fields are none hidden from the caller's role. */
export async function visibleColumns<Row>(columns: ExportColumn<Row>[], entity: Entity | null, hidden: HiddenFields) {
  const shown: ExportColumn<Row>[] = [];
  for (const column of columns) {
    const fields = [...(entity ? [[entity, column.field] as const] : []), ...(column.related ?? [])];
    const hiddenOnes = await Promise.all(fields.map(async ([of, field]) => (await hidden(of)).has(field)));
    if (!hiddenOnes.includes(true)) shown.push(column);
  }
  return shown;
}

/** Writes the workbook row by row into `out`, waiting whenever the client reads slower than we write. */
export async function writeWorkbook<Row>(out: Writable, sheetName: string, columns: ExportColumn<Row>[], batches: AsyncIterable<Row[]>) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.field, width: c.width }));
  for await (const rows of batches) {
    for (const row of rows) sheet.addRow(columns.map((c) => c.value(row))).commit();
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  sheet.commit();
  await workbook.commit();
}
