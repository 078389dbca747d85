import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createApi, type Api } from '../../api/src/app.ts';
import { createBff } from '../../bff/src/server.ts';
import { DEMO_PASSWORD } from './support.ts';

/** The stack of `useOwnStack`: its address and what a spec reads from its database. */
export interface OwnStack {
  /** The BFF's address (`http://localhost:<port>`), set once the stack runs. */
  readonly origin: string;
  /** The REST service (for several statements in one owner's transaction: `api.db.asOwner`). */
  readonly api: Api;
  /** A query as the database owner (no tenant, no row-level security). */
  owner<T>(query: SQL): Promise<T[]>;
  /** The token of the newest password link e-mailed to `email` (the e-mail carries a link, never a password). */
  linkTokenOf(email: string): Promise<string>;
  /** Fills and sends the login form; `signIn` also waits until the app has left the login page. */
  submitLogin(page: Page, email: string, password?: string): Promise<void>;
  signIn(page: Page, email: string, password?: string): Promise<void>;
}

/**
 * A spec (or a `describe` of one) that reads the database — the e-mail outbox's links, the rows it changed — starts
 * its own stack in the test process: the REST service on an in-memory PGlite with the demo seed and the BFF serving
 * the built web app (`WEB_DIST`, else web/dist), each on a free port, started before the spec's tests and closed after
 * them. The webServer's stack runs in its own process on PGlite, whose data only that process may open; nothing
 * test-only is exposed by the service. What a spec changes here reaches no other spec.
 */
export function useOwnStack(): OwnStack {
  let api: Api | undefined;
  let bff: FastifyInstance | undefined;
  let origin = '';

  test.beforeAll(async () => {
    // Seeding the demo into PGlite took 109 s and then 142 s (the dashboards' triggers of migrations 0041-0044) on a
    // machine loaded by a unit run beside the e2e run: a hook, not a user's wait.
    test.setTimeout(180_000);
    api = await createApi({ dataDir: 'memory://', seed: true });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    bff = await createBff({ apiUrl: `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`, webDist: process.env.WEB_DIST });
    await bff.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://localhost:${(bff.server.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    await bff?.close();
    await api?.close();
  });

  const stack: OwnStack = {
    get origin() {
      return origin;
    },
    get api() {
      if (!api) throw new Error('The stack is not running yet (use it inside a test or hook)');
      return api;
    },
    owner<T>(query: SQL) {
      return stack.api.db.asOwner((tx) => tx.query<T>(query));
    },
    async linkTokenOf(email) {
      const [mail] = await stack.owner<{ body: string }>(
        sql`select body from email_outbox where to_email = ${email} order by id desc limit 1`,
      );
      expect(mail?.body).not.toMatch(/password:\s*\S/i);
      const token = /\/reset-password\?token=([\w-]+)/.exec(mail?.body ?? '')?.[1];
      expect(token, `a password link in the e-mail to ${email}`).toBeTruthy();
      return token!;
    },
    async submitLogin(page, email, password = DEMO_PASSWORD) {
      await page.goto(`${origin}/login`);
      await page.getByLabel('Email').fill(email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
    },
    async signIn(page, email, password = DEMO_PASSWORD) {
      await stack.submitLogin(page, email, password);
      await expect(page).not.toHaveURL(/\/login/);
    },
  };
  return stack;
}
