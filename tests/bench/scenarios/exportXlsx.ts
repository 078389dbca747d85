// 4. XLSX export of the 50,000-event tenant (GET /events/export): time and peak memory.
import ExcelJS from 'exceljs';
import { headers } from '../client.ts';
import { PAGE_TENANT, withProcesses, type Scenario } from '../scenario.ts';
import { notAvailable } from './availability.ts';

export const exportXlsx: Scenario = async (ctx) => {
  const name = `XLSX export of every event of ${PAGE_TENANT} (GET /events/export)`;
  const { value, memory } = await withProcesses(ctx, PAGE_TENANT, async (s) => {
    const started = performance.now();
    const response = await fetch(`${s.apiUrl}/events/export`, { headers: headers(s) });
    if (!response.ok) return { refusal: await notAvailable(response), file: null, seconds: 0 };
    const file = await response.arrayBuffer();
    return { refusal: null, file, seconds: (performance.now() - started) / 1000 };
  });
  const { refusal, file, seconds } = value;
  if (refusal !== null || !file) return { name, skipped: refusal ?? 'no file', figures: {}, lines: [refusal ?? 'no file'] };

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file);
  const rows = workbook.worksheets[0].actualRowCount - 1;
  const megabytes = Math.round((file.byteLength / 1024 / 1024) * 10) / 10;
  const figures = { rows, seconds: Math.round(seconds * 100) / 100, megabytes, memory };
  const lines = [`${rows.toLocaleString('en-US')} rows, ${megabytes} MB in ${figures.seconds} s`];
  if (memory) lines.push(`peak RSS (VmHWM): api ${memory.api.peakMiB} MiB (at start ${memory.api.startMiB} MiB), bff ${memory.bff.peakMiB} MiB (not on the path)`);
  return { name, figures, lines };
};
