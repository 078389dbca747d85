// 4. XLSX export of the 50,000-event tenant (GET /events/export): time and peak memory, for one year of
// its events (about 10,000) and for all of them, each in fresh processes: a streamed export keeps the
// api's peak memory flat as the rows grow.
import ExcelJS from 'exceljs';
import { headers } from '../client.ts';
import { PAGE_TENANT, withProcesses, type BenchContext, type Scenario } from '../scenario.ts';
import { notAvailable } from './availability.ts';

/** The events of 2024 (the seed spreads them over 2022–2026). */
const ONE_YEAR = `?filters=${encodeURIComponent(JSON.stringify({ period: { from: '2024-01-01', to: '2024-12-31' } }))}`;

async function exportOnce(ctx: BenchContext, query: string) {
  const { value, memory } = await withProcesses(ctx, PAGE_TENANT, async (s) => {
    const started = performance.now();
    const response = await fetch(`${s.apiUrl}/events/export${query}`, { headers: headers(s) });
    if (!response.ok) return { refusal: await notAvailable(response), file: null, seconds: 0 };
    const file = await response.arrayBuffer();
    return { refusal: null, file, seconds: (performance.now() - started) / 1000 };
  });
  const { refusal, file, seconds } = value;
  if (refusal !== null || !file) return { refusal: refusal ?? 'no file' } as const;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file);
  const [sheet] = workbook.worksheets;
  if (!sheet) return { refusal: 'no worksheet in the file' } as const;
  const rows = sheet.actualRowCount - 1;
  const megabytes = Math.round((file.byteLength / 1024 / 1024) * 10) / 10;
  return { refusal: null, figures: { rows, seconds: Math.round(seconds * 100) / 100, megabytes, memory } } as const;
}

type ExportFigures = { rows: number; seconds: number; megabytes: number; memory: Awaited<ReturnType<typeof withProcesses>>['memory'] };

const describe = (label: string, f: ExportFigures) => [
  `${label}: ${f.rows.toLocaleString('en-US')} rows, ${f.megabytes} MB in ${f.seconds} s`,
  ...(f.memory
    ? [
        `  peak RSS (VmHWM): api ${f.memory.api.peakMiB} MiB (at start ${f.memory.api.startMiB} MiB), bff ${f.memory.bff.peakMiB} MiB (not on the path)`,
      ]
    : []),
];

export const exportXlsx: Scenario = async (ctx) => {
  const name = `XLSX export of ${PAGE_TENANT}'s events (GET /events/export)`;
  const oneYear = await exportOnce(ctx, ONE_YEAR);
  if (oneYear.refusal !== null) return { name, skipped: oneYear.refusal, figures: {}, lines: [oneYear.refusal] };
  const all = await exportOnce(ctx, '');
  if (all.refusal !== null) return { name, skipped: all.refusal, figures: {}, lines: [all.refusal] };
  return {
    name,
    figures: { ...all.figures, oneYear: oneYear.figures },
    lines: [...describe('one year (2024)', oneYear.figures), ...describe('every event', all.figures)],
  };
};
