// An XLSX export as its screen asks for it: the BFF answers the download's URL, the file comes through the BFF's
// `/download/…` from fresh processes, so their peak memory is the export's alone.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { gql, headers } from './client.ts';
import { LARGE_TENANT, withProcesses, type BenchContext } from './scenario.ts';

/**
 * A V8 heap cap for the service (`--max-old-space-size`, MiB) well under the growth of an export's peak without it:
 * V8 grows its heap while garbage piles up, so the peak alone does not say what the export holds; under the cap the
 * export completes only if what it holds stays below it.
 */
export const HEAP_CAP_MIB = 160;

/** Asks `query` (one field: the download URL) with `variables`, then downloads that URL; the heap capped when asked. */
export async function downloadExport(ctx: BenchContext, query: string, variables: Record<string, unknown>, heapCap = false) {
  const { value, memory } = await withProcesses(
    ctx,
    LARGE_TENANT,
    async (s) => {
      const { data } = await gql<Record<string, string>>(s, query, variables);
      const [url] = Object.values(data);
      const started = performance.now();
      const response = await fetch(`${s.bffUrl}${url}`, { headers: headers(s) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
      const file = Buffer.from(await response.arrayBuffer());
      return { file, seconds: (performance.now() - started) / 1000 };
    },
    heapCap ? `--max-old-space-size=${HEAP_CAP_MIB}` : undefined,
  );
  return {
    file: value.file,
    megabytes: Math.round((value.file.byteLength / 1024 / 1024) * 10) / 10,
    seconds: Math.round(value.seconds * 100) / 100,
    memory,
  };
}

export type Download = Awaited<ReturnType<typeof downloadExport>>;

/** What a run prints of a download: `what` (its rows), size, time and rows a second, then the peak memory. */
export const describeDownload = (label: string, what: string, rows: number, d: Omit<Download, 'file'>) => [
  `${label}: ${what}, ${d.megabytes} MB in ${d.seconds} s (${Math.round(rows / d.seconds).toLocaleString('en-US')} rows/s)`,
  ...(d.memory
    ? [
        `  peak RSS (VmHWM): api ${d.memory.api.peakMiB} MiB (at start ${d.memory.api.startMiB} MiB), ` +
          `bff ${d.memory.bff.peakMiB} MiB (at start ${d.memory.bff.startMiB} MiB)`,
      ]
    : []),
];

/** The data rows of an export's sheet (its header row left out), read as a stream. */
export async function sheetRows(file: Buffer) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(file), { sharedStrings: 'cache', styles: 'ignore' });
  let rows = 0;
  for await (const sheet of reader) for await (const row of sheet) if (row.number > 1) rows += 1;
  return rows;
}
