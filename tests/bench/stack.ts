// The real stack for the bench: the REST service and the BFF on loopback ports, either in this
// process (createApi / createBff) or as child processes whose memory can be read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createApi, type ApiOptions } from '../../api/src/app.ts';
import type { Database } from '../../api/src/platform/db/client.ts';
import { createBff } from '../../bff/src/server.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** When one REST call was in flight, as seen between the BFF and the service. */
export interface Interval {
  start: number;
  end: number;
}

export interface Stack {
  apiUrl: string;
  bffUrl: string;
  /** Process ids of the service and the BFF when they run as child processes. */
  pids: { api: number; bff: number } | null;
  close(): Promise<void>;
}

export interface InProcessStack extends Stack {
  db: Database;
  /** A second BFF whose REST calls pass a recording proxy (for the BFF's own time). */
  traced: { bffUrl: string; calls: Interval[] };
}

const urlOf = (server: { address(): AddressInfo | string | null }) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/** A loopback proxy to `target` that records every call's interval, from request to the response's last byte. */
async function recordingProxy(target: string, calls: Interval[]) {
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const start = performance.now();
    response.on('finish', () => calls.push({ start, end: performance.now() }));
    const upstream = http.request(`${target}${request.url}`, { method: request.method, headers: request.headers, agent }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: urlOf(server),
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The service (`createApi(options)`, then `prepare(db)`) and two BFFs — one direct, one behind the recording proxy. */
export async function startInProcess(options: ApiOptions, prepare?: (db: Database) => Promise<void>): Promise<InProcessStack> {
  const api = await createApi({ ...options, logger: false });
  if (prepare) await prepare(api.db);
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = urlOf(api.app.server);
  const bff = await createBff({ apiUrl, logger: false });
  await bff.listen({ port: 0, host: '127.0.0.1' });
  const calls: Interval[] = [];
  const proxy = await recordingProxy(apiUrl, calls);
  const tracedBff = await createBff({ apiUrl: proxy.url, logger: false });
  await tracedBff.listen({ port: 0, host: '127.0.0.1' });
  return {
    apiUrl,
    bffUrl: urlOf(bff.server),
    db: api.db,
    traced: { bffUrl: urlOf(tracedBff.server), calls },
    pids: null,
    async close() {
      await tracedBff.close();
      await proxy.close();
      await bff.close();
      await api.close();
    },
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(url: string, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}: ${output()}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not start: ${output()}`);
}

function start(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: REPO,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr?.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  return { child, output: () => output };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** The service and the BFF as `node --import tsx …/main.ts` child processes on PostgreSQL. */
export async function startChildren(databaseUrl: string): Promise<Stack> {
  const [apiPort, bffPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const api = start('api/src/main.ts', {
    API_PORT: String(apiPort),
    DATABASE_URL: databaseUrl,
    JWT_SECRET: `bench-${process.pid}-secret-0123456789`,
  });
  try {
    await waitFor(apiUrl, api.child, api.output);
  } catch (error) {
    await stop(api.child);
    throw error;
  }
  const bffUrl = `http://127.0.0.1:${bffPort}`;
  const bff = start('bff/src/main.ts', { PORT: String(bffPort), HOST: '127.0.0.1', API_URL: apiUrl });
  try {
    await waitFor(`${bffUrl}/healthz`, bff.child, bff.output);
  } catch (error) {
    await Promise.all([stop(bff.child), stop(api.child)]);
    throw error;
  }
  return {
    apiUrl,
    bffUrl,
    pids: { api: api.child.pid!, bff: bff.child.pid! },
    close: async () => {
      await stop(bff.child);
      await stop(api.child);
    },
  };
}

export interface Memory {
  /** Peak resident set (VmHWM) and current resident set (VmRSS), MiB. */
  peakMiB: number;
  rssMiB: number;
}

/** Memory of a process from /proc/<pid>/status. */
export function memoryOf(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { peakMiB: Math.round(kib('VmHWM') / 1024), rssMiB: Math.round(kib('VmRSS') / 1024) };
}
