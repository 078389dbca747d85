// What every scenario receives and answers.
import { signIn, type Session } from './client.ts';
import { memoryOf, startChildren, type BenchStack, type Memory, type Stack } from './stack.ts';

export interface BenchConfig {
  /** Sequential samples per latency case. */
  samples: number;
  /** The higher concurrency of the latency runs, and autocannon's connections. */
  concurrency: number;
  /** Requests per case at that concurrency. */
  concurrentSamples: number;
  /** Seconds per autocannon run. */
  throughputSeconds: number;
  /** The deep page of the large-tenant list (50 rows a page). */
  deepPage: number;
  /** Rows of the CSV import. */
  importRows: number;
  /** Survey responses of the smaller XLSX export (the newest ones; the larger exports all of them). */
  responsesExport: number;
  /** Reminders due in one minute for the e-mail delivery scenario, and the tenant's rate limit (messages a minute). */
  mailReminders: number;
  mailRatePerMinute: number;
  /** PostgreSQL of the child processes (export and import); unset = measure in process, without memory figures. */
  databaseUrl?: string;
}

export const FULL_CONFIG: BenchConfig = {
  samples: 30,
  concurrency: 10,
  concurrentSamples: 200,
  throughputSeconds: 10,
  deepPage: 5_000,
  importRows: 10_000,
  responsesExport: 10_000,
  mailReminders: 10_000,
  mailRatePerMinute: 3_000,
};

/** The large tenant, and the tenant with 50,000 events used for the page, export and import scenarios. */
export const LARGE_TENANT = 'large';
export const PAGE_TENANT = 'tenant-01';

export interface BenchContext {
  config: BenchConfig;
  stack: BenchStack;
  /** admin@<tenant>.test through the bench's stack. */
  session(tenant: string): Promise<Session>;
}

export interface ScenarioResult {
  name: string;
  /** Why the scenario did not run. */
  skipped?: string;
  figures: Record<string, unknown>;
  /** What the run prints. */
  lines: string[];
}

export type Scenario = (ctx: BenchContext) => Promise<ScenarioResult>;

export function benchContext(config: BenchConfig, stack: BenchStack): BenchContext {
  const sessions = new Map<string, Promise<Session>>();
  return {
    config,
    stack,
    session(tenant) {
      if (!sessions.has(tenant)) sessions.set(tenant, signIn(stack.apiUrl, stack.bffUrl, tenant));
      return sessions.get(tenant)!;
    },
  };
}

/**
 * Runs `fn` against fresh child processes (so their peak memory is theirs alone; the service with `apiNodeOptions`
 * in NODE_OPTIONS) when the config names a database, else against the bench's stack; answers `fn`'s value and the
 * peak memory.
 */
export async function withProcesses<T>(ctx: BenchContext, tenant: string, fn: (s: Session) => Promise<T>, apiNodeOptions?: string) {
  if (!ctx.config.databaseUrl) return { value: await fn(await ctx.session(tenant)), memory: null };
  const stack: Stack = await startChildren(ctx.config.databaseUrl, apiNodeOptions);
  try {
    const s = await signIn(stack.apiUrl, stack.bffUrl, tenant);
    const before = { api: memoryOf(stack.pids!.api), bff: memoryOf(stack.pids!.bff) };
    const value = await fn(s);
    const memory: Record<'api' | 'bff', Memory & { startMiB: number }> = {
      api: { ...memoryOf(stack.pids!.api), startMiB: before.api.rssMiB },
      bff: { ...memoryOf(stack.pids!.bff), startMiB: before.bff.rssMiB },
    };
    return { value, memory };
  } finally {
    await stack.close();
  }
}
