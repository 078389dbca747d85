// 5. CSV import of 10,000 events: the file parsed as the web client does (papaparse), then sent to
// POST /events/import in batches of 500 rows; time and peak memory. The imported events are removed.
import Papa from 'papaparse';
import { sql } from 'drizzle-orm';
import { EVENT_STATUSES, EVENT_TYPES, EVENT_ZONES } from '../../../api/src/areas/events/contract.ts';
import { headers, type Session } from '../client.ts';
import { PAGE_TENANT, withProcesses, type Scenario } from '../scenario.ts';
import { notAvailable } from './availability.ts';

const BATCH = 500;
const PREFIX = 'BENCH-IMPORT';

/** A CSV file of `rows` valid events (the spec's columns). */
export function importCsv(rows: number): string {
  const lines = ['id,program_name,start_date,end_date,zone,status,type,notes'];
  for (let i = 0; i < rows; i++) {
    const day = new Date(Date.UTC(2027, 0, 1) + (i % 365) * 86_400_000).toISOString().slice(0, 10);
    lines.push(
      [
        `${PREFIX}-${i + 1}`,
        `"Imported program ${i + 1}, cardiology"`,
        `${day} 18:00`,
        `${day} 20:00`,
        EVENT_ZONES[i % EVENT_ZONES.length],
        EVENT_STATUSES[i % EVENT_STATUSES.length],
        EVENT_TYPES[i % EVENT_TYPES.length],
        i % 3 === 0 ? 'Imported by the bench' : '',
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

async function send(s: Session, csv: string): Promise<{ created: number; failed: number } | string> {
  const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
  let created = 0;
  let failed = 0;
  for (let start = 0; start < parsed.data.length; start += BATCH) {
    const rows = parsed.data.slice(start, start + BATCH).map((row, i) => ({ ...row, line: start + i + 2 }));
    const response = await fetch(`${s.apiUrl}/events/import`, {
      method: 'POST',
      headers: { ...headers(s), 'content-type': 'application/json' },
      body: JSON.stringify({ rows }),
    });
    if (!response.ok) return notAvailable(response);
    const answer = (await response.json()) as { created: number; failed: number };
    created += answer.created;
    failed += answer.failed;
  }
  return { created, failed };
}

export const importEvents: Scenario = async (ctx) => {
  const rows = ctx.config.importRows;
  const name = `CSV import of ${rows.toLocaleString('en-US')} events into ${PAGE_TENANT} (POST /events/import, ${BATCH} rows a call)`;
  const csv = importCsv(rows);
  try {
    const { value, memory } = await withProcesses(ctx, PAGE_TENANT, async (s) => {
      const started = performance.now();
      const outcome = await send(s, csv);
      return { outcome, seconds: (performance.now() - started) / 1000 };
    });
    const { outcome, seconds } = value;
    if (typeof outcome === 'string') return { name, skipped: outcome, figures: {}, lines: [outcome] };
    if (outcome.created !== rows) throw new Error(`${outcome.created} of ${rows} rows were created (${outcome.failed} failed)`);
    const figures = {
      rows,
      created: outcome.created,
      seconds: Math.round(seconds * 100) / 100,
      rowsPerSecond: Math.round(rows / seconds),
      memory,
    };
    const lines = [`${rows.toLocaleString('en-US')} events created in ${figures.seconds} s (${figures.rowsPerSecond} rows/s)`];
    if (memory)
      lines.push(
        `peak RSS (VmHWM): api ${memory.api.peakMiB} MiB (at start ${memory.api.startMiB} MiB), bff ${memory.bff.peakMiB} MiB (not on the path)`,
      );
    return { name, figures, lines };
  } finally {
    // Leave the tenant as the seed made it, so every run measures the same data.
    await ctx.stack.db.asOwner((tx) =>
      tx.query(sql`delete from events where tenant_id = ${PAGE_TENANT} and short_name like ${`${PREFIX}-%`}`),
    );
  }
};
