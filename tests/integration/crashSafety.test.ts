import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS } from '../../api/src/areas/events/eventImport.ts';
import { DEMO_PASSWORD } from '../../bff/src/__tests__/stack.ts';
import { freePort, startApiProcess, type ApiProcess } from './support/apiProcess.ts';

// The api as its own process on PGlite in a temporary DATA_DIR, killed with SIGKILL and restarted.
let dataDir: string;
let port: number;
let api: ApiProcess;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hive-crash-'));
  port = await freePort();
  api = await startApiProcess(dataDir, port);
});
afterAll(async () => {
  await api?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const token = path === '/auth/pw-auth' ? undefined : await signIn();
  const response = await fetch(`${api.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': 'demo', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}
/** The admin's token for the running process (signed in again after each restart). */
let session: { token: string; pid: number } | undefined;
async function signIn(): Promise<string> {
  if (!session || session.pid !== api.child.pid) {
    const { body } = await call('/auth/pw-auth', { email: 'admin@demo.test', password: DEMO_PASSWORD });
    session = { token: body.jwt, pid: api.child.pid! };
  }
  return session.token;
}
const restart = async () => {
  await api.kill();
  api = await startApiProcess(dataDir, port);
};
const countNamed = async (prefix: string) => (await call(`/events?limit=1&searchQuery=${prefix}`)).body.count as number;

let importMs = 0;
let keptIds: number[] = [];
const outcomes: string[] = [];
/** Sends a batch, SIGKILLs the api `delay` ms later and restarts it: the batch's rows are all there or none. */
async function killDuring(label: string, path: string, body: unknown, prefix: string, delay: number) {
  await signIn();
  const pending = call(path, body).catch(() => 'no answer');
  await new Promise((resolve) => setTimeout(resolve, delay));
  await restart();
  await pending;
  const count = await countNamed(prefix);
  outcomes.push(`${label} killed ${delay} ms in (a whole import takes ~${importMs} ms): ${count} of ${IMPORT_MAX_ROWS} rows`);
  expect([0, IMPORT_MAX_ROWS], outcomes.join('; ')).toContain(count);
}

const importRows = (prefix: string) =>
  Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => ({
    line: i + 2,
    id: `${prefix}-${i}`,
    program_name: `Crash batch ${prefix}`,
    start_date: '2030-01-01 10:00',
    end_date: '2030-01-01 11:00',
    zone: 'US/Eastern',
    status: 'confirmed',
    type: 'live',
    notes: 'n'.repeat(600),
  }));

describe('crash safety of the api on the embedded database', () => {
  it(`leaves no half-applied import when killed in the middle of ${IMPORT_MAX_ROWS} rows`, async () => {
    // How long a whole import takes here once warm (the first one also compiles its code paths), so the
    // kills land in its middle: one early, one late.
    await signIn();
    expect((await call('/events/import', { rows: importRows('WARM') })).body.created).toBe(IMPORT_MAX_ROWS);
    const started = Date.now();
    const committed = await call('/events/import', { rows: importRows('KEEP') });
    importMs = Date.now() - started;
    expect(committed.body.created).toBe(IMPORT_MAX_ROWS);
    keptIds = committed.body.results.map((r: { eventId: number }) => r.eventId);
    await killDuring('import', '/events/import', { rows: importRows('CRASHA') }, 'CRASHA', Math.round(importMs * 0.4));
    await killDuring('import', '/events/import', { rows: importRows('CRASHB') }, 'CRASHB', Math.round(importMs * 0.8));
  }, 120_000);

  it('keeps every committed row, and leaves no half-applied batch delete, when killed during the delete', async () => {
    const created: number[] = [];
    for (let i = 0; i < 25; i++) {
      const { status, body } = await call('/field-reps', { name: `Durable ${i}`, email: `durable${i}@demo.test` });
      expect(status).toBe(201);
      created.push(body.id);
    }
    await killDuring('batch delete', '/events/batch-delete', { ids: keptIds }, 'KEEP', Math.round(importMs * 0.3));
    const { body } = await call(`/field-reps?limit=100&filters=${encodeURIComponent(JSON.stringify({ ids: created }))}`);
    expect(body.results.map((r: { id: number }) => r.id).sort()).toEqual([...created].sort());
    console.log(`crash safety: ${outcomes.join('; ')}`);
  }, 120_000);
});
