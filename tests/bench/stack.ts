// The real stack for the bench: the REST service and the BFF on loopback ports, either as child
// processes as `npm start` runs them (their memory can be read from /proc) or in this process
// (createApi / createBff: the smoke test on PGlite, which one process opens at a time).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createApi, type ApiOptions } from '../../api/src/app.ts';
import { openDatabase, type Database } from '../../api/src/platform/db/client.ts';
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

/** What the scenarios run against. */
export interface BenchStack extends Stack {
  /** The database as its owner (scenario 5 removes the events it imported). */
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
export async function startInProcess(options: ApiOptions, prepare?: (db: Database) => Promise<void>): Promise<BenchStack> {
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

/** A child process serving on `url`, started once `readyPath` answers. */
interface Child {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function startChild(script: string, env: (port: number) => Record<string, string>, readyPath: string): Promise<Child> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, output } = start(script, env(port));
  try {
    await waitFor(`${url}${readyPath}`, child, output);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { url, pid: child.pid!, stop: () => stop(child) };
}

/** The service; `nodeOptions` (NODE_OPTIONS) e.g. caps its heap (scenario 8's export). */
const startApi = (databaseUrl: string, nodeOptions?: string) =>
  startChild(
    'api/src/main.ts',
    (port) => ({
      API_PORT: String(port),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: `bench-${process.pid}-secret-0123456789`,
      ...(nodeOptions && { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${nodeOptions}`.trim() }),
    }),
    '/readyz',
  );

const startBff = (apiUrl: string) =>
  startChild('bff/src/main.ts', (port) => ({ PORT: String(port), HOST: '127.0.0.1', API_URL: apiUrl }), '/healthz');

/** Stops `children` in reverse order of start. */
async function stopAll(children: Child[]) {
  for (const child of [...children].reverse()) await child.stop();
}

/** The service and the BFF as `node --import tsx …/main.ts` child processes on PostgreSQL (the service with
 *  `apiNodeOptions` in NODE_OPTIONS). */
export async function startChildren(databaseUrl: string, apiNodeOptions?: string): Promise<Stack> {
  const api = await startApi(databaseUrl, apiNodeOptions);
  const bff = await startBff(api.url).catch(async (error: unknown) => {
    await api.stop();
    throw error;
  });
  return { apiUrl: api.url, bffUrl: bff.url, pids: { api: api.pid, bff: bff.pid }, close: () => stopAll([api, bff]) };
}

/**
 * The deployed topology (`npm start`): the service and the BFF each in its own process, as child
 * processes on PostgreSQL, plus a second BFF process behind the recording proxy; the clients, the proxy
 * and an owner connection to the database stay in this process.
 */
export async function startDeployed(databaseUrl: string): Promise<BenchStack> {
  const children: Child[] = [];
  const calls: Interval[] = [];
  let proxy: Awaited<ReturnType<typeof recordingProxy>> | undefined;
  let db: Database | undefined;
  const close = async () => {
    await stopAll(children);
    await proxy?.close();
    await db?.close();
  };
  try {
    const api = await startApi(databaseUrl);
    children.push(api);
    const bff = await startBff(api.url);
    children.push(bff);
    proxy = await recordingProxy(api.url, calls);
    const traced = await startBff(proxy.url);
    children.push(traced);
    db = await openDatabase({ databaseUrl, poolSize: 1 });
    return { apiUrl: api.url, bffUrl: bff.url, pids: { api: api.pid, bff: bff.pid }, db, traced: { bffUrl: traced.url, calls }, close };
  } catch (error) {
    await close();
    throw error;
  }
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

/** CPU time (user + system) a process has used so far, ms, from /proc/<pid>/stat (clock ticks of 10 ms). */
export function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // After the command name (which may hold spaces) come the fields from the 3rd on; utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
