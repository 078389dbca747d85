import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  Text,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNotify } from '../../../../app/toast.tsx';
import type { useImportEventsMutation$data } from '../../../../__generated__/useImportEventsMutation.graphql';
import { useImportEventsMutation } from '../../mutations/useImportEventsMutation.ts';
import { saveBlob } from '../../../../shared/downloadFile.ts';
import { FileDropZone } from '../../../../shared/FileDropZone.tsx';
import { EXAMPLE_CSV, parseEventCsv, type CsvRow } from './eventCsv.ts';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: '12px' },
  errors: { maxHeight: '240px', overflowY: 'auto', margin: '4px 0 0', paddingLeft: '20px' },
});

/** Lines per `importEvents` call. */
export const IMPORT_BATCH = 500;
/** Largest CSV accepted (checked before reading; about 40,000 lines). */
const MAX_CSV_BYTES = 5 * 1024 * 1024;

interface Outcome {
  created: number;
  failed: number;
  messages: string[];
}

function downloadExample() {
  saveBlob(new Blob([EXAMPLE_CSV], { type: 'text/csv' }), 'events-import-template.csv');
}

/** The CSV import dialog (spec 000 §2.6): parse, send the lines in batches, show the counts and every failing line. */
export function ImportEventsDialog({ open, onClose, onImported }: { open: boolean; onClose(): void; onImported(): void }) {
  const styles = useStyles();
  const notify = useNotify();
  const [commit] = useImportEventsMutation();
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const reset = () => {
    setError(null);
    setProgress(null);
    setOutcome(null);
  };

  const fail = (message: string) => {
    setError(message);
    notify('error', message);
  };

  async function importFile(file: File) {
    reset();
    let text: string;
    try {
      text = await file.text();
    } catch {
      return fail('Error parsing CSV');
    }
    const parsed = parseEventCsv(text);
    if ('error' in parsed) return fail(parsed.error);
    const total: Outcome = { created: 0, failed: 0, messages: [] };
    setProgress(0);
    for (let start = 0; start < parsed.rows.length; start += IMPORT_BATCH) {
      const batch = parsed.rows.slice(start, start + IMPORT_BATCH);
      const answer = await new Promise<useImportEventsMutation$data | null>((resolve) => {
        commit({
          variables: { input: { rows: batch.map(toInput) } },
          onCompleted: (response, errors) => resolve(errors?.length ? null : response),
          onError: () => resolve(null),
        });
      });
      if (!answer?.importEvents) {
        total.failed += batch.length;
        total.messages.push(`Lines ${batch[0]!.line} to ${batch[batch.length - 1]!.line} were not imported`);
      } else {
        total.created += answer.importEvents.createdCount;
        total.failed += answer.importEvents.failedCount;
        for (const line of answer.importEvents.lines) total.messages.push(...line.errors);
      }
      setProgress(Math.min(1, (start + batch.length) / parsed.rows.length));
      setOutcome({ ...total, messages: [...total.messages] });
    }
    // 'Output loaded' (spec 000 §8) as a warning when any line failed: the result below says which.
    notify(total.failed ? 'warning' : 'success', 'Output loaded');
    if (total.created) onImported();
  }

  return (
    <Dialog open={open} onOpenChange={(_e, d) => !d.open && (reset(), onClose())}>
      <DialogSurface style={{ maxWidth: '1000px' }}>
        <DialogBody>
          <DialogTitle>Import Events</DialogTitle>
          <DialogContent className={styles.body}>
            <Text>
              Upload a CSV file with the columns id, program_name, start_date, end_date, zone, status, type and notes, and optionally
              location_type (in-office, out-of-office, virtual or in-venue). Imported events have no survey and no registration page.
            </Text>
            <div>
              <Button icon={<ArrowDownloadRegular />} onClick={downloadExample}>
                Download example template
              </Button>
            </div>
            <FileDropZone
              label="CSV file"
              extensions={['.csv']}
              maxBytes={MAX_CSV_BYTES}
              disabled={progress !== null && progress < 1}
              onFile={(file) => void importFile(file)}
            />
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {progress !== null && <ProgressBar value={progress} aria-label="Import progress" />}
            {outcome && (
              // A warning as soon as one line failed; success only when every line was imported.
              <MessageBar
                intent={outcome.failed ? 'warning' : 'success'}
                layout="multiline"
                data-intent={outcome.failed ? 'warning' : 'success'}
              >
                <MessageBarBody>
                  <MessageBarTitle>{outcome.failed ? 'Some lines were not imported' : 'All lines imported'}</MessageBarTitle>
                  <Text block>Successfully imported: {outcome.created}</Text>
                  <Text block>Errors: {outcome.failed}</Text>
                  {outcome.messages.length > 0 && (
                    <ul className={styles.errors} aria-label="Import errors">
                      {outcome.messages.map((m, i) => (
                        <li key={i}>{m}</li>
                      ))}
                    </ul>
                  )}
                </MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => (reset(), onClose())}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

const toInput = (row: CsvRow) => ({
  line: row.line,
  shortName: row.id ?? null,
  programName: row.program_name ?? null,
  startDate: row.start_date ?? null,
  endDate: row.end_date ?? null,
  zone: row.zone ?? null,
  status: row.status ?? null,
  type: row.type ?? null,
  notes: row.notes ?? null,
  locationType: row.location_type || null,
});
