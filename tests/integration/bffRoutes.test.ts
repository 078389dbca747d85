import { sql } from 'drizzle-orm';
import { only } from '../../api/src/platform/db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, startStack, type Stack } from '../../bff/src/__tests__/stack.ts';
import { startFaultProxy, type FaultProxy } from './support/faultProxy.ts';

// Every HTTP route of the BFF beside /graphql (enumerated from the Fastify instance, so a new route is
// swept too) gets path traversal and encoding variants aimed at the REST paths that carry hidden fields.
// The answers, sent with the tokens of roles those fields are hidden from, must contain none of their values,
// and no request the BFF makes meanwhile (recorded by a proxy in front of the api) may reach any REST path
// but the file paths those routes exist for.
const TENANT = 'demo';
/** Roles whose hidden fields the sweep looks for, with the entity whose REST paths it aims at. */
const ROLES = [
  { email: 'marketing@demo.test', role: 'marketing', entity: 'event', table: 'events' },
  { email: 'field-rep@demo.test', role: 'field-rep', entity: 'speaker', table: 'speakers' },
] as const;

interface Target {
  email: string;
  token: string;
  paths: string[];
  hidden: string[];
}

let stack: Stack;
let proxy: FaultProxy;
let targets: Target[];
const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

beforeAll(async () => {
  stack = await startStack({ upstreamUrl: async (apiUrl) => (proxy = await startFaultProxy(apiUrl)).url });
  targets = await Promise.all(
    ROLES.map(async ({ email, role, entity, table }) => {
      const token = await stack.signIn(email, TENANT);
      return stack.api.db.asOwner(async (tx) => {
        const setting = only(
          await tx.query<{ fields: string[] }>(sql`select fields from field_settings
          where tenant_id = ${TENANT} and role = ${role} and entity = ${entity} and kind = 'hidden'`),
        );
        // String values long enough to be recognisable anywhere in an answer.
        const hidden = new Set<string>();
        for (const column of setting.fields.map((f) => sql.identifier(snake(f)))) {
          const rows = await tx.query<{ v: unknown }>(sql`select distinct ${column} as v from ${sql.identifier(table)}
          where tenant_id = ${TENANT} and ${column} is not null`);
          for (const { v } of rows) if (typeof v === 'string' && v.length >= 6) hidden.add(v);
        }
        const row = only(
          await tx.query<{ id: number }>(sql`select id from ${sql.identifier(table)} where tenant_id = ${TENANT}
          and ${sql.join(
            setting.fields.map((f) => sql`${sql.identifier(snake(f))} is not null`),
            sql` and `,
          )} order by id limit 1`),
        );
        return { email, token, paths: [table, `${table}/${row.id}`], hidden: [...hidden] };
      });
    }),
  );
});
afterAll(async () => {
  await stack?.close();
  await proxy?.close();
});

/** The REST calls the BFF's HTTP routes exist for: files, downloads, and the health check's `GET /`. */
const FILE_CALLS = [
  /^\/files\/[a-z0-9-]+\/(public|protected)\/[^/?]+$/,
  /^\/events\/(export|qr\.pdf)(\?|$)/,
  /^\/resource\/download\/\d+\/[^/?]+$/,
  /^\/(public|protected)-s3-upload$/,
  // The resource and training uploads, streamed on to fixed api paths.
  /^\/resource\/upload$/,
  /^\/speaker-training\/(upload-video|check-upload-speed)$/,
  /^\/readyz$/,
];

/** The routes of a Fastify instance from `printRoutes()` (a radix tree: each line's segment continues its parent's). */
function routesOf(tree: string): { path: string; methods: string[] }[] {
  const routes: { path: string; methods: string[] }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    if (match[3]) routes.push({ path: stack.join(''), methods: match[3].split(', ').filter((m) => m !== 'HEAD') });
  }
  return routes;
}

/** `../` climbing `up` levels, then `path`, in one encoding. */
const ENCODINGS: ((up: number, path: string) => string)[] = [
  (up, path) => `${'../'.repeat(up)}${path}`,
  (up, path) => `${'%2e%2e/'.repeat(up)}${path}`,
  (up, path) => `${'%2E%2E/'.repeat(up)}${path}`,
  (up, path) => `${'.%2e/'.repeat(up)}${path}`,
  (up, path) => `${'%2e./'.repeat(up)}${path}`,
  (up, path) => `${'..%2f'.repeat(up)}${path.replaceAll('/', '%2f')}`,
  (up, path) => `${'%2e%2e%2f'.repeat(up)}${path.replaceAll('/', '%2F')}`,
  (up, path) => `${'%252e%252e%252f'.repeat(up)}${path.replaceAll('/', '%252f')}`,
  (up, path) => `${'%252e%252e/'.repeat(up)}${path}`,
  (up, path) => `${'..%5c'.repeat(up)}${path.replaceAll('/', '%5c')}`,
  (up, path) => `${'..\\'.repeat(up)}${path.replaceAll('/', '\\')}`,
  (up, path) => `${'%2e%2e%5c'.repeat(up)}${path}`,
  (up, path) => `${'..;/'.repeat(up)}${path}`,
  (up, path) => `${'%2e%2e//'.repeat(up)}${path}`,
  (up, path) => `${'....//'.repeat(up)}${path}`,
  (_up, path) => `/${path}`,
  (_up, path) => path,
];
/** What a route's slot may be expected to start with (a file's folder, a download's folder), or nothing. */
const PREFIXES = ['', `${TENANT}/public/`, 'resource/download/1/'];

/** The URLs of one route aimed at one REST path: its last slot (`:param` or `*`) holds each variant. */
function variants(route: string, restPath: string): string[] {
  const slots = [...route.matchAll(/:[^/]+|\*/g)];
  if (slots.length === 0) return [`${route}?path=${encodeURIComponent(`../${restPath}`)}`];
  const last = slots.at(-1)!;
  const head = route.slice(0, last.index).replace(/:[^/]+/g, 'x');
  const urls = new Set<string>();
  for (const prefix of PREFIXES) {
    const climb = prefix.split('/').length;
    for (const up of [climb, climb + 3]) {
      for (const encode of ENCODINGS) urls.add(`${head}${prefix}${encode(up, restPath)}`.replace(/^\/\//, '/'));
    }
  }
  return [...urls];
}

/** Runs `work` over `items`, `width` at a time. */
async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

const MULTIPART = '--x\r\nContent-Disposition: form-data; name="tenant-id"\r\n\r\ndemo\r\n--x--\r\n';

describe('BFF HTTP routes beside /graphql', () => {
  it('are enumerated from the Fastify instance', () => {
    const paths = routesOf(stack.bff.printRoutes()).map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/graphql', '/files/*', '/download/*', '/uploads/:visibility', '/healthz', '/*']));
    expect(targets.every((t) => t.hidden.length > 0)).toBe(true);
  });

  it('never answer a value hidden from the caller, whatever traversal or encoding reaches for events and speakers', async () => {
    const routes = routesOf(stack.bff.printRoutes()).filter((r) => r.path !== '/graphql');
    const requests = targets.flatMap((target) =>
      routes.flatMap((route) =>
        route.methods.flatMap((method) =>
          target.paths.flatMap((restPath) => variants(route.path, restPath).map((url) => ({ target, method, url }))),
        ),
      ),
    );
    const leaks: string[] = [];
    const failures: string[] = [];
    const before = proxy.requests.length;
    await pool(requests, 16, async ({ target, method, url }) => {
      const headers: Record<string, string> = { authorization: `Bearer ${target.token}`, 'x-tenant-id': TENANT };
      if (method === 'POST') Object.assign(headers, { 'content-type': 'multipart/form-data; boundary=x', 'x-requested-with': 'fetch' });
      const answer = await rawRequest(stack.bff, url, { method, headers, body: method === 'POST' ? MULTIPART : undefined });
      const found = target.hidden.filter((value) => answer.body.includes(value));
      if (found.length) leaks.push(`${target.email} ${method} ${url} → ${answer.status}: ${found.slice(0, 2).join(', ').slice(0, 80)}`);
      if (answer.status >= 500) failures.push(`${target.email} ${method} ${url} → ${answer.status}`);
    });
    expect(requests.length).toBeGreaterThan(1000);
    expect(leaks).toEqual([]);
    expect(failures).toEqual([]);
    const escaped = proxy.requests.slice(before).filter((r) => !FILE_CALLS.some((pattern) => pattern.test(r.path)));
    expect(escaped.map((r) => `${r.method} ${r.path}`).slice(0, 20)).toEqual([]);
  });
});
