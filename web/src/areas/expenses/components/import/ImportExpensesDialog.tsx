import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type {
  ExpenseImportRowInput,
  useImportExpenseLinesMutation$data,
} from '../../../../__generated__/useImportExpenseLinesMutation.graphql';
import { errorMessage } from '../../../../relay/environment.ts';
import { saveBlob } from '../../../../shared/downloadFile.ts';
import { FileDropZone } from '../../../../shared/FileDropZone.tsx';
import {
  failedCsv,
  guessMapping,
  IMPORT_BATCH,
  IMPORT_FIELDS,
  IMPORT_MESSAGES as M,
  mappedCell,
  MAX_FILE_BYTES,
  missingFields,
  readExpenseFile,
  toImportRows,
  type Mapping,
  type ParsedSheet,
} from './expenseImportFile.ts';
import { useImportExpenseLinesMutation } from './useImportExpenseLinesMutation.ts';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, calc(100vw - 32px))' },
  body: { display: 'flex', flexDirection: 'column', gap: '12px' },
  mapping: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: '8px 12px', alignItems: 'start' },
  table: { maxHeight: '260px', overflowY: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}` },
  rowColumn: { width: '80px' },
});

/** Rows of the file shown under the mapping. */
const PREVIEW = 5;
/** Failed rows listed in the dialog (the download has all of them). */
const LISTED = 500;

type Answer = NonNullable<useImportExpenseLinesMutation$data['importExpenseLines']>;
interface Outcome {
  created: number;
  /** Every row not imported, by row number: the service's reasons, or why it was not sent. */
  failures: Map<number, string[]>;
  /** The service's refusal of a call (the import stopped there). */
  error: string | null;
}

/**
 * Import Expense Lines (issue 29: card and Concur exports arrive as spreadsheets): a CSV or XLSX file read in the
 * browser, its columns mapped onto Event, Speaker, Expense Type, Amount, Payment Date and Status (guessed from the
 * header names), a preview of its first rows, then the rows sent in batches of 500 one after another with a progress
 * bar. The result counts the lines imported and lists the failed rows with the service's messages; the failed rows
 * download as a CSV of the file's own columns, to fix and import again. A refused call stops the import there: its
 * rows and the ones after it are failed rows too.
 */
export function ImportExpensesDialog({ open, onClose, onImported }: { open: boolean; onClose(): void; onImported(created: number): void }) {
  const styles = useStyles();
  const [commit] = useImportExpenseLinesMutation();
  const [sheet, setSheet] = useState<ParsedSheet | null>(null);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const running = progress !== null && outcome === null;

  const reset = () => {
    setSheet(null);
    setMapping(null);
    setFileError(null);
    setShowMissing(false);
    setProgress(null);
    setOutcome(null);
  };
  const close = () => {
    if (running) return;
    reset();
    onClose();
  };

  async function readFile(file: File) {
    reset();
    const read = await readExpenseFile(file);
    if ('error' in read) return setFileError(read.error);
    setSheet(read);
    setMapping(guessMapping(read.header));
  }

  const send = (rows: ExpenseImportRowInput[]) =>
    new Promise<Answer | { error: string }>((resolve) => {
      commit({
        variables: { input: { rows } },
        onCompleted: (response, errors) => resolve(response.importExpenseLines ?? { error: errors?.[0]?.message ?? 'The import failed' }),
        onError: (error) => resolve({ error: errorMessage(error, 'The import failed') }),
      });
    });

  async function start() {
    if (!sheet || !mapping) return;
    if (missingFields(mapping).length) return setShowMissing(true);
    const rows = toImportRows(sheet, mapping);
    const result: Outcome = { created: 0, failures: new Map(), error: null };
    setProgress(0);
    for (let from = 0; from < rows.length; from += IMPORT_BATCH) {
      const batch = rows.slice(from, from + IMPORT_BATCH);
      const answer = await send(batch);
      if ('error' in answer) {
        result.error = answer.error;
        for (const row of rows.slice(from)) result.failures.set(row.rowNumber, [M.notSent(answer.error)]);
        break;
      }
      result.created += answer.created;
      for (const r of answer.results) if (r.errors.length) result.failures.set(r.rowNumber, [...r.errors]);
      setProgress((from + batch.length) / rows.length);
    }
    setOutcome(result);
    if (result.created) onImported(result.created);
  }

  const missing = new Set(showMissing && mapping ? missingFields(mapping) : []);
  const failed = outcome ? [...outcome.failures].sort(([a], [b]) => a - b) : [];

  return (
    <Dialog open={open} modalType="modal" onOpenChange={(_e, d) => !d.open && close()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Import Expense Lines</DialogTitle>
          <DialogContent className={styles.body}>
            <Text>
              Upload a CSV or XLSX file (the first sheet) with a header row, such as a card or Concur export. Each row is an expense line:
              the event (its Event ID or number), the speaker (e-mail or first and last name; empty for an event-wide cost), the expense
              type, the amount, and optionally the payment date and the status (Pending, Paid or Void).
            </Text>
            <FileDropZone
              label="CSV or XLSX file"
              extensions={['.csv', '.xlsx']}
              maxBytes={MAX_FILE_BYTES}
              typeMessage={M.type}
              sizeMessage={M.size}
              disabled={running}
              onFile={(file) => void readFile(file)}
              onRefuse={reset}
            />
            {fileError && (
              <MessageBar intent="error">
                <MessageBarBody>{fileError}</MessageBarBody>
              </MessageBar>
            )}
            {sheet && mapping && (
              <>
                <Field
                  label={`Column mapping (${sheet.rows.length} ${sheet.rows.length === 1 ? 'row' : 'rows'})`}
                  validationMessage={missing.size ? M.mapping : undefined}
                  validationState={missing.size ? 'error' : 'none'}
                >
                  <div className={styles.mapping} role="group" aria-label="Column mapping">
                    {IMPORT_FIELDS.map(({ key, label, required }) => (
                      <Field
                        key={key}
                        label={label}
                        required={required}
                        size="small"
                        validationState={missing.has(key) ? 'error' : 'none'}
                        validationMessage={missing.has(key) ? `Choose the column of ${label}` : undefined}
                      >
                        <Select
                          size="small"
                          disabled={running || outcome !== null}
                          value={mapping[key] === null ? '' : String(mapping[key])}
                          onChange={(_e, d) => setMapping({ ...mapping, [key]: d.value === '' ? null : Number(d.value) })}
                        >
                          <option value="">Not mapped</option>
                          {sheet.header.map((h, i) => (
                            <option key={i} value={String(i)}>
                              {h || `Column ${i + 1}`}
                            </option>
                          ))}
                        </Select>
                      </Field>
                    ))}
                  </div>
                </Field>
                <div className={styles.table}>
                  <Table size="small" aria-label="Preview">
                    <TableHeader>
                      <TableRow>
                        <TableHeaderCell>Row</TableHeaderCell>
                        {IMPORT_FIELDS.map(({ key, label }) => (
                          <TableHeaderCell key={key}>{label}</TableHeaderCell>
                        ))}
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {sheet.rows.slice(0, PREVIEW).map(({ rowNumber, cells }) => (
                        <TableRow key={rowNumber}>
                          <TableCell>{rowNumber}</TableCell>
                          {IMPORT_FIELDS.map(({ key }) => (
                            <TableCell key={key}>{mappedCell(cells, mapping, key) ?? ''}</TableCell>
                          ))}
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              </>
            )}
            {progress !== null && <ProgressBar value={progress} aria-label="Import progress" />}
            {outcome?.error && (
              <MessageBar intent="error">
                <MessageBarBody>{outcome.error}</MessageBarBody>
              </MessageBar>
            )}
            {outcome && (
              <MessageBar intent={failed.length ? 'warning' : 'success'}>
                <MessageBarBody>
                  {M.imported(outcome.created)}
                  {failed.length > 0 && `. ${M.failed(failed.length)}`}
                </MessageBarBody>
              </MessageBar>
            )}
            {failed.length > LISTED && <Text>{`The first ${LISTED} failed rows are listed; the download has all of them.`}</Text>}
            {failed.length > 0 && (
              <div className={styles.table}>
                <Table size="small" aria-label="Failed rows">
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell className={styles.rowColumn}>Row</TableHeaderCell>
                      <TableHeaderCell>Errors</TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {failed.slice(0, LISTED).map(([rowNumber, errors]) => (
                      <TableRow key={rowNumber}>
                        <TableCell>{rowNumber}</TableCell>
                        <TableCell>{errors.join('; ')}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )}
          </DialogContent>
          <DialogActions>
            {failed.length > 0 && sheet && (
              <Button
                icon={<ArrowDownloadRegular />}
                onClick={() => saveBlob(new Blob([failedCsv(sheet, outcome!.failures)], { type: 'text/csv' }), 'failed-expense-lines.csv')}
              >
                Download failed rows
              </Button>
            )}
            <Button onClick={close} disabled={running}>
              {outcome ? 'Close' : 'Cancel'}
            </Button>
            {!outcome && (
              <Button appearance="primary" disabled={running || !sheet} onClick={() => void start()}>
                Import
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
