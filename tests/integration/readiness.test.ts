import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { only } from '../../api/src/platform/db/client.ts';
import { rawRequest, startStack, type Stack } from '../../bff/src/__tests__/stack.ts';
import { STARTING_MESSAGE } from '../../bff/src/platform/readiness.ts';
import { freePort } from './support/apiProcess.ts';
import { startFaultProxy, type FaultProxy } from './support/faultProxy.ts';

// The BFF started before the REST service can serve (`npm start`: the api migrates and seeds a fresh
// database for several seconds), over real HTTP. A proxy between them plays the service not started yet.
let stack: Stack;
let proxy: FaultProxy;
beforeAll(async () => {
  stack = await startStack({
    upstreamUrl: async (apiUrl) => {
      proxy = await startFaultProxy(apiUrl);
      await proxy.setMode('down');
      return proxy.url;
    },
  });
});
afterAll(async () => {
  await stack?.close();
  await proxy?.close();
});

const json = { 'content-type': 'application/json' };
const graphql = async (query: string) => {
  const answer = await rawRequest(stack.bff, '/graphql', { method: 'POST', headers: json, body: JSON.stringify({ query }) });
  return { ...answer, json: JSON.parse(answer.body) };
};
const get = async (path: string) => {
  const answer = await rawRequest(stack.bff, path);
  return { status: answer.status, retryAfter: answer.headers['retry-after'], json: JSON.parse(answer.body) };
};

describe('readiness of the BFF', () => {
  it('while the REST service is not started: /healthz 200, /readyz 503, GraphQL 503 with Retry-After and a message', async () => {
    expect(await get('/healthz')).toMatchObject({ status: 200, json: { status: 'ok' } });
    expect(await get('/readyz')).toMatchObject({ status: 503, retryAfter: '5', json: { message: 'The REST service is not ready' } });

    const answer = await graphql('{ version { build } currentTenant { name } }');
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.headers['content-type']).toMatch(/^application\/(graphql-response\+)?json/);
    expect(answer.json).not.toHaveProperty('data');
    expect(answer.json.errors).toEqual([{ message: STARTING_MESSAGE, extensions: { code: 'UPSTREAM_UNAVAILABLE' } }]);

    const viaGet = await rawRequest(stack.bff, `/graphql?query=${encodeURIComponent('{ version { build } }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(viaGet.status).toBe(503);
    // A document that cannot run anyway is the client's to fix: answered at once.
    expect((await graphql('{ version {')).status).toBe(400);
  });

  it('while the REST service answers but its migrations are not applied, the BFF is not ready either', async () => {
    await proxy.setMode('pass');
    const newest = only(
      await stack.api.db.asOwner((tx) =>
        tx.query<{ id: number; hash: string; created_at: string }>(sql`delete from
        drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning id, hash, created_at::text`),
      ),
    );
    try {
      expect((await get('/readyz')).status).toBe(503);
      expect((await graphql('{ version { build } }')).json.errors[0].message).toBe(STARTING_MESSAGE);
    } finally {
      await stack.api.db.asOwner((tx) =>
        tx.query(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
        values (${newest.id}, ${newest.hash}, ${newest.created_at}::bigint)`),
      );
    }
  });

  it('once the REST service is ready, answers; a later outage is reported per field, not as 503', async () => {
    expect(await get('/readyz')).toMatchObject({ status: 200, json: { status: 'ready' } });
    const ready = await graphql('{ version { build } currentTenant { name } }');
    expect(ready.status).toBe(200);
    expect(ready.json.data.currentTenant).toEqual({ name: 'Demo Pharma' });

    await proxy.setMode('down');
    expect((await get('/readyz')).status).toBe(503);
    const outage = await graphql('{ version { build } currentTenant { name } }');
    expect(outage.status).toBe(200);
    expect(outage.json.data.version.build).toEqual(expect.any(String));
    expect(outage.json.errors[0]).toMatchObject({ message: 'Network error', path: ['currentTenant'] });
    await proxy.setMode('pass');
  });
});

describe('npm start', () => {
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });

  it('prints "Hive is running at …" only once the REST service is ready', async () => {
    await proxy.setMode('down');
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/main.ts'], {
      cwd: fileURLToPath(new URL('../../', import.meta.url)),
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', API_URL: proxy.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr!.on('data', (chunk) => {
      output += chunk;
    });
    const until = async (text: string, ms: number) => {
      for (const deadline = Date.now() + ms; !output.includes(text); await new Promise((r) => setTimeout(r, 100))) {
        if (Date.now() > deadline || child!.exitCode !== null) return false;
      }
      return true;
    };

    expect(await until('Hive is starting at', 60_000), output).toBe(true);
    expect(await until('Hive is running at', 1_500), output).toBe(false);
    const starting = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query: '{ version { build } }' }),
    });
    expect(starting.status).toBe(503);

    await proxy.setMode('pass');
    expect(await until('Hive is running at', 10_000), output).toBe(true);
    const running = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query: '{ version { build } }' }),
    });
    expect(running.status).toBe(200);
  });
});
