import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { GraphQLSingularResponse } from 'relay-runtime';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithRelay } from '../../../../../__tests__/renderWithRelay.tsx';
import { saveBlob } from '../../../../../shared/downloadFile.ts';
import { ImportExpensesDialog } from '../ImportExpensesDialog.tsx';

vi.mock('../../../../../shared/downloadFile.ts', async (original) => ({
  ...(await original<typeof import('../../../../../shared/downloadFile.ts')>()),
  saveBlob: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.mocked(saveBlob).mockClear();
});
// jsdom's files have no arrayBuffer() or text(), and Fluent's MessageBar watches its width (no ResizeObserver in jsdom).
beforeAll(() => {
  const read = <T,>(blob: Blob, as: 'readAsArrayBuffer' | 'readAsText') =>
    new Promise<T>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as T);
      reader[as](blob);
    });
  Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
    return read<ArrayBuffer>(this, 'readAsArrayBuffer');
  };
  Blob.prototype.text ??= function text(this: Blob) {
    return read<string>(this, 'readAsText');
  };
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function renderDialog() {
  const onClose = vi.fn();
  const onImported = vi.fn();
  const rendered = renderWithRelay(<ImportExpensesDialog open onClose={onClose} onImported={onImported} />);
  const { environment, user } = rendered;
  return {
    ...rendered,
    onImported,
    upload: async (file: File) => {
      const zone = await screen.findByRole('button', { name: 'CSV or XLSX file' });
      await user.upload(zone.querySelector('input[type=file]')!, file);
    },
    /** The rows of the pending `importExpenseLines` call. */
    sent: () => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.node.params.name).toBe('useImportExpenseLinesMutation');
      return operation.request.variables.input.rows as Record<string, unknown>[];
    },
    /** Answers the pending call: the rows in `errors` refused with their messages, the others created. */
    answer: async (errors: Record<number, string[]> = {}) => {
      const rows = environment.mock.getMostRecentOperation().request.variables.input.rows as { rowNumber: number }[];
      const results = rows.map((r, i) => ({
        rowNumber: r.rowNumber,
        lineId: errors[r.rowNumber] ? null : `ExpenseLine:${r.rowNumber * 10 + i}`,
        errors: errors[r.rowNumber] ?? [],
      }));
      const failed = results.filter((r) => r.errors.length).length;
      await act(async () =>
        environment.mock.resolveMostRecentOperation({
          data: { importExpenseLines: { created: rows.length - failed, failed, results } },
        } as unknown as GraphQLSingularResponse),
      );
    },
  };
}

const csvFile = (rows: string[][], name = 'card-export.csv') => new File([Papa.unparse(rows)], name, { type: 'text/csv' });
const mappingOf = (label: string) => {
  const select = within(screen.getByRole('group', { name: 'Column mapping' })).getByRole('combobox', { name: new RegExp(`^${label}`) });
  return (select as HTMLSelectElement).selectedOptions[0]!.textContent;
};
const previewRows = () =>
  within(screen.getByRole('table', { name: 'Preview' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
const importButton = () => screen.getByRole('button', { name: 'Import' });

describe('Import Expense Lines (issue 29)', () => {
  it('reads a CSV, guesses the mapping from the header names and previews the mapped cells', async () => {
    const { upload } = renderDialog();
    await upload(
      csvFile([
        ['Txn Id', 'Program', 'Category', 'Cost', 'Date', 'Status', 'HCP'],
        ['t-1', 'EVT-11', 'Meals', '$1,234.50', '03/10/2026', 'paid', 'jane@example.com'],
        ['', '', '', '', '', '', ''],
        ['t-2', '11', 'Venue', '300', '', '', ''],
      ]),
    );
    expect(await screen.findByText('Column mapping (2 rows)')).toBeTruthy();
    expect(['Event', 'Speaker', 'Expense Type', 'Amount', 'Payment Date', 'Status'].map(mappingOf)).toEqual([
      'Program',
      'HCP',
      'Category',
      'Cost',
      'Date',
      'Status',
    ]);
    // The blank line is skipped; the rows keep their numbers in the file (the header is row 1).
    expect(previewRows()).toEqual([
      ['2', 'EVT-11', 'jane@example.com', 'Meals', '$1,234.50', '03/10/2026', 'paid'],
      ['4', '11', '', 'Venue', '300', '', ''],
    ]);
  });

  it('reads the first sheet of an XLSX: dates as YYYY-MM-DD, numbers as text, formulas as their result', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Concur');
    sheet.addRow(['Event ID', 'Speaker', 'Expense Type', 'Amount', 'Payment Date', 'Status']);
    sheet.addRow(['EVT-11', 'Jane Doe', 'Meals', 120.5, new Date(Date.UTC(2026, 2, 10)), 'Paid']);
    sheet.addRow([]);
    sheet.addRow([11, null, { richText: [{ text: 'Ven' }, { text: 'ue' }] }, { formula: 'SUM(1,2)', result: 300 }, null, null]);
    workbook.addWorksheet('Other').addRow(['Not', 'read']);
    const bytes = await workbook.xlsx.writeBuffer();
    const { upload, user, sent } = renderDialog();
    await upload(new File([bytes], 'concur.xlsx'));

    expect(await screen.findByText('Column mapping (2 rows)', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(previewRows()).toEqual([
      ['2', 'EVT-11', 'Jane Doe', 'Meals', '120.5', '2026-03-10', 'Paid'],
      ['4', '11', '', 'Venue', '300', '', ''],
    ]);
    await user.click(importButton());
    expect(sent()).toEqual([
      {
        rowNumber: 2,
        event: 'EVT-11',
        speaker: 'Jane Doe',
        expenseType: 'Meals',
        amount: '120.5',
        paymentDate: '2026-03-10',
        status: 'Paid',
      },
      { rowNumber: 4, event: '11', speaker: null, expenseType: 'Venue', amount: '300', paymentDate: null, status: null },
    ]);
  }, 30_000);

  it('says so of a file with no rows and of one that is not a workbook', async () => {
    const { upload } = renderDialog();
    await upload(csvFile([['Event', 'Amount']]));
    expect(await screen.findByText('No expense lines found in the file')).toBeTruthy();
    expect(importButton()).toHaveProperty('disabled', true);
    await upload(new File(['not a zip'], 'broken.xlsx'));
    expect(await screen.findByText('Error reading XLSX: the file is not an Excel workbook', undefined, { timeout: 15_000 })).toBeTruthy();
    // Dropped: the file picker offers only .csv and .xlsx.
    fireEvent.drop(screen.getByRole('button', { name: 'CSV or XLSX file' }), { dataTransfer: { files: [new File(['x'], 'export.pdf')] } });
    expect(await screen.findByText('Only .csv or .xlsx files can be imported.')).toBeTruthy();
  }, 30_000);

  it('needs Event, Expense Type and Amount mapped before it sends anything', async () => {
    const { upload, user, environment, sent } = renderDialog();
    await upload(
      csvFile([
        ['Event', 'Type', 'Value'],
        ['EVT-11', 'Meals', '12'],
      ]),
    );
    await screen.findByText('Column mapping (1 row)');
    expect(mappingOf('Amount')).toBe('Not mapped');
    await user.click(importButton());
    expect(screen.getByText('Please map all required fields')).toBeTruthy();
    expect(screen.getByText('Choose the column of Amount')).toBeTruthy();
    expect(screen.queryByText('Choose the column of Event')).toBeNull();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    const amount = within(screen.getByRole('group', { name: 'Column mapping' })).getByRole('combobox', { name: /^Amount/ });
    await user.selectOptions(amount, 'Value');
    expect(screen.queryByText('Please map all required fields')).toBeNull();
    await user.click(importButton());
    expect(sent()).toEqual([
      { rowNumber: 2, event: 'EVT-11', speaker: null, expenseType: 'Meals', amount: '12', paymentDate: null, status: null },
    ]);
  });

  it('sends 1200 rows in three calls one after another (500, 500, 200) numbered as in the file, then lists the failed rows', async () => {
    const { upload, user, environment, sent, answer, onImported } = renderDialog();
    const rows = Array.from({ length: 1200 }, (_v, i) => ['EVT-11', 'Meals', String(i + 1)]);
    await upload(csvFile([['Event ID', 'Expense Type', 'Amount'], ...rows]));
    await screen.findByText('Column mapping (1200 rows)');
    await user.click(importButton());

    // The refusals of each call, by row number.
    const answers: Record<number, string[]>[] = [
      { 7: ['Event EVT-11 not found'] },
      {},
      { 1201: ['Amount must be above 0', 'Status must be one of Pending, Paid, Void'] },
    ];
    const batches: number[][] = [];
    for (const refused of answers) {
      // The next call goes only once the previous one is answered.
      await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
      batches.push(sent().map((r) => r.rowNumber as number));
      expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
      await answer(refused);
    }
    expect(batches.map((b) => b.length)).toEqual([500, 500, 200]);
    expect(batches.map((b) => [b[0], b.at(-1)])).toEqual([
      [2, 501],
      [502, 1001],
      [1002, 1201],
    ]);

    expect(await screen.findByText(/^1198 lines imported\. 2 rows were not imported/)).toBeTruthy();
    expect(onImported).toHaveBeenCalledWith(1198);
    const failed = within(screen.getByRole('table', { name: 'Failed rows' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(failed).toEqual([
      ['7', 'Event EVT-11 not found'],
      ['1201', 'Amount must be above 0; Status must be one of Pending, Paid, Void'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Download failed rows' }));
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toBe('failed-expense-lines.csv');
    expect(Papa.parse(await blob.text()).data).toEqual([
      ['Event ID', 'Expense Type', 'Amount', 'Errors'],
      ['EVT-11', 'Meals', '6', 'Event EVT-11 not found'],
      ['EVT-11', 'Meals', '1200', 'Amount must be above 0; Status must be one of Pending, Paid, Void'],
    ]);
  }, 30_000);

  it("shows the service's refusal of a call and counts its rows and the later ones as not imported", async () => {
    const { upload, user, environment, answer, onImported } = renderDialog();
    const rows = Array.from({ length: 1100 }, (_v, i) => ['EVT-11', 'Meals', String(i + 1)]);
    await upload(csvFile([['Event', 'Type', 'Amount'], ...rows]));
    await screen.findByText('Column mapping (1100 rows)');
    await user.click(importButton());
    await answer();
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    // As the network layer fails a mutation the service refused: the error carries the GraphQL errors.
    const refusal = Object.assign(new Error('refused'), { source: [{ message: 'You do not have permission to create expense lines' }] });
    await act(async () => environment.mock.rejectMostRecentOperation(refusal));

    expect(await screen.findByText('You do not have permission to create expense lines')).toBeTruthy();
    expect(screen.getByText(/^500 lines imported\. 600 rows were not imported/)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    const failedRows = within(screen.getByRole('table', { name: 'Failed rows' }))
      .getAllByRole('row')
      .slice(1);
    expect(failedRows).toHaveLength(500);
    expect(
      within(failedRows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['502', 'Not imported: You do not have permission to create expense lines']);
    expect(onImported).toHaveBeenCalledWith(500);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveProperty('disabled', false);
  }, 30_000);
});
