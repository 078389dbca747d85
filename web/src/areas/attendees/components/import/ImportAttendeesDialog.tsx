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
import type { useImportAttendeesMutation$data } from '../../../../__generated__/useImportAttendeesMutation.graphql';
import { useNotify } from '../../../../app/toast.tsx';
import { saveBlob } from '../../../../shared/downloadFile.ts';
import { decodeCsv, MAX_CSV_BYTES } from '../../../../shared/csvFile.ts';
import { FileDropZone } from '../../../../shared/FileDropZone.tsx';
import { useImportAttendeesMutation } from '../../mutations/useImportAttendeesMutation.ts';
import {
  failedCsv,
  guessMapping,
  IMPORT_BATCH,
  IMPORT_COLUMNS,
  IMPORT_MESSAGES as M,
  mapRows,
  missingRequired,
  parseAttendeeCsv,
  REQUIRED_COLUMNS,
  type ImportColumn,
  type ParsedCsv,
} from './attendeeCsv.ts';
import { EventSearchField, type PickedEvent } from '../../../../shared/EventSearchField.tsx';
import { useFocusFirstInvalid } from './useFocusFirstInvalid.ts';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(960px, calc(100vw - 32px))' },
  body: { display: 'flex', flexDirection: 'column', gap: '12px' },
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: '12px', alignItems: 'start' },
  mapping: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: '8px 12px' },
  results: { maxHeight: '260px', overflowY: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}` },
  ok: { color: tokens.colorPaletteGreenForeground1 },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

type Status = '' | 'REGISTERED' | 'ATTENDED';
interface Result {
  rowNumber: number;
  ok: boolean;
  message: string | null;
}

/** Rows listed in the dialog (all of them count; the export has every failed row). */
const LISTED = 500;

/**
 * Import Attendees (spec 001 §2, §4, §5): an event, a CSV file (read and parsed in the browser), the mapping of the
 * nine columns (pre-mapped by header name), a default status (registered or attended; none: by the event's date),
 * row validation, then the rows in batches of 500 one after another with a progress bar; the result of every row,
 * and the failed rows exported as a CSV.
 */
export function ImportAttendeesDialog({ open, onClose, onImported }: { open: boolean; onClose(): void; onImported?(): void }) {
  const styles = useStyles();
  const notify = useNotify();
  const [commit] = useImportAttendeesMutation();
  const [event, setEvent] = useState<PickedEvent | null>(null);
  const [status, setStatus] = useState<Status>('');
  const [parsed, setParsed] = useState<ParsedCsv | null>(null);
  const [mapping, setMapping] = useState<Record<ImportColumn, number | null> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ event?: string; mapping?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [results, setResults] = useState<Result[] | null>(null);
  const [summary, setSummary] = useState<{ intent: 'success' | 'warning' | 'error'; text: string } | null>(null);
  const running = progress !== null && progress < 1;
  const [contentRef, refused] = useFocusFirstInvalid<HTMLDivElement>();

  const reset = () => {
    setEvent(null);
    setStatus('');
    setParsed(null);
    setMapping(null);
    setError(null);
    setFieldErrors({});
    setProgress(null);
    setResults(null);
    setSummary(null);
  };
  const close = () => {
    if (running) return;
    reset();
    onClose();
  };

  async function readFile(file: File) {
    setParsed(null);
    setMapping(null);
    setResults(null);
    setSummary(null);
    let text: string | { error: string };
    try {
      text = decodeCsv(new Uint8Array(await file.arrayBuffer()));
    } catch {
      text = { error: M.parse };
    }
    const csv = typeof text === 'string' ? parseAttendeeCsv(text) : text;
    if ('error' in csv) {
      setError(csv.error);
      notify('error', csv.error);
      return;
    }
    setError(null);
    setParsed(csv);
    setMapping(guessMapping(csv.header));
  }

  const batchOf = (input: Parameters<typeof commit>[0]['variables']['input']) =>
    new Promise<useImportAttendeesMutation$data['importAttendees'] | null>((resolve) => {
      commit({
        variables: { input },
        onCompleted: (response, errors) => resolve(errors?.length ? null : response.importAttendees),
        onError: () => resolve(null),
      });
    });

  async function start() {
    const errors = { event: event ? undefined : M.event, mapping: !mapping || missingRequired(mapping) ? M.mapping : undefined };
    setFieldErrors(errors);
    if (errors.event || errors.mapping || !parsed || !mapping || !event) {
      notify('error', errors.event ?? errors.mapping ?? M.noRows);
      refused();
      return;
    }
    const { valid, invalid } = mapRows(parsed, mapping);
    const all: Result[] = invalid.map((r) => ({ rowNumber: r.rowNumber, ok: false, message: r.message }));
    let requestFailures = 0;
    setProgress(0);
    setResults([...all]);
    for (let start = 0; start < valid.length; start += IMPORT_BATCH) {
      const batch = valid.slice(start, start + IMPORT_BATCH);
      const answer = await batchOf({ eventId: event.id, defaultStatus: status || null, rows: batch });
      if (answer) all.push(...answer.results.map((r) => ({ rowNumber: r.rowNumber, ok: r.ok, message: r.message ?? null })));
      else {
        requestFailures += batch.length;
        all.push(...batch.map((r) => ({ rowNumber: r.rowNumber, ok: false, message: 'Not imported: the request failed' })));
      }
      setProgress(Math.min(1, (start + batch.length) / valid.length));
      setResults([...all]);
    }
    setProgress(1);
    all.sort((a, b) => a.rowNumber - b.rowNumber);
    setResults(all);
    const imported = all.filter((r) => r.ok).length;
    const outcome =
      imported === all.length
        ? ({ intent: 'success', text: M.all } as const)
        : requestFailures && !imported
          ? ({ intent: 'error', text: M.allFailed } as const)
          : ({ intent: 'warning', text: M.some } as const);
    setSummary(outcome);
    notify(outcome.intent, outcome.text);
    if (imported) onImported?.();
  }

  const failures = new Map((results ?? []).filter((r) => !r.ok).map((r) => [r.rowNumber, r.message ?? 'Not imported']));
  const headerOptions = parsed?.header ?? [];

  return (
    <Dialog open={open} modalType="modal" onOpenChange={(_e, d) => !d.open && close()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>Import Attendees</DialogTitle>
          <DialogContent className={styles.body} ref={contentRef}>
            <Text>
              Upload a CSV file with a header row. Columns: first_name and last_name (required), email, address, city, state, zip,
              email_subscribe and marketing_subscribe (true or false, 1 or 0).
            </Text>
            <div className={styles.row}>
              <EventSearchField
                value={event}
                disabled={running}
                error={fieldErrors.event}
                onChange={(e) => {
                  setEvent(e);
                  if (e) setFieldErrors((f) => ({ ...f, event: undefined }));
                }}
              />
              <Field label="Default status" hint="Without one: registered for a future event, attended for a past one">
                <Select value={status} disabled={running} onChange={(_e, d) => setStatus(d.value as Status)}>
                  <option value="">By the event&apos;s date</option>
                  <option value="REGISTERED">Registered</option>
                  <option value="ATTENDED">Attended</option>
                </Select>
              </Field>
            </div>
            <FileDropZone
              label="CSV file"
              extensions={['.csv', '.txt']}
              maxBytes={MAX_CSV_BYTES}
              typeMessage={M.type}
              sizeMessage={M.size}
              disabled={running}
              onFile={(file) => void readFile(file)}
              onRefuse={(message) => notify('error', message)}
            />
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {parsed && mapping && (
              <Field
                label={`Column mapping (${parsed.rows.length} ${parsed.rows.length === 1 ? 'row' : 'rows'})`}
                validationMessage={fieldErrors.mapping}
                validationState={fieldErrors.mapping ? 'error' : 'none'}
              >
                <div className={styles.mapping} role="group" aria-label="Column mapping">
                  {IMPORT_COLUMNS.map((column) => (
                    <Field key={column} label={column} required={REQUIRED_COLUMNS.includes(column)} size="small">
                      <Select
                        size="small"
                        disabled={running}
                        value={mapping[column] === null ? '' : String(mapping[column])}
                        onChange={(_e, d) => {
                          const next = { ...mapping, [column]: d.value === '' ? null : Number(d.value) };
                          setMapping(next);
                          if (!missingRequired(next)) setFieldErrors((f) => ({ ...f, mapping: undefined }));
                        }}
                      >
                        <option value="">Not mapped</option>
                        {headerOptions.map((h, i) => (
                          <option key={i} value={String(i)}>
                            {h || `Column ${i + 1}`}
                          </option>
                        ))}
                      </Select>
                    </Field>
                  ))}
                </div>
              </Field>
            )}
            {progress !== null && <ProgressBar value={progress} aria-label="Import progress" />}
            {summary && (
              <MessageBar intent={summary.intent}>
                <MessageBarBody>{summary.text}</MessageBarBody>
              </MessageBar>
            )}
            {results && results.length > 0 && (
              <>
                <Text>
                  Imported: {results.filter((r) => r.ok).length} · Not imported: {failures.size}
                </Text>
                <div className={styles.results}>
                  <Table size="small" aria-label="Import results">
                    <TableHeader>
                      <TableRow>
                        <TableHeaderCell>Row</TableHeaderCell>
                        <TableHeaderCell>Result</TableHeaderCell>
                        <TableHeaderCell>Message</TableHeaderCell>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {[...results.filter((r) => !r.ok), ...results.filter((r) => r.ok)].slice(0, LISTED).map((r) => (
                        <TableRow key={r.rowNumber}>
                          <TableCell>{r.rowNumber}</TableCell>
                          <TableCell className={r.ok ? styles.ok : styles.failed}>{r.ok ? 'Imported' : 'Failed'}</TableCell>
                          <TableCell>{r.message ?? ''}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              </>
            )}
          </DialogContent>
          <DialogActions>
            {failures.size > 0 && !running && parsed && (
              <Button
                icon={<ArrowDownloadRegular />}
                onClick={() => saveBlob(new Blob([failedCsv(parsed, failures)], { type: 'text/csv' }), 'failed-attendees.csv')}
              >
                Export failed attendees
              </Button>
            )}
            <Button onClick={close} disabled={running}>
              {summary ? 'Close' : 'Cancel'}
            </Button>
            {!summary && (
              <Button appearance="primary" disabled={running || !parsed} onClick={() => void start()}>
                Import
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
