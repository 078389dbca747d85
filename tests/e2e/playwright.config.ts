import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PORT } from './support.ts';

// The whole stack runs for real: the REST service on a fresh database with the demo data (serve.ts: on the PostgreSQL
// server of TEST_DATABASE_URL, else embedded PGlite) and the BFF serving the built web app. Workers inherit the env.
process.env.HIVE_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'hive-e2e-'));
const PORT = E2E_PORT;
const API_PORT = PORT + 1;

export default defineConfig({
  testDir: '.',
  projects: [
    // A user's sweep opens everything on every screen; a control that never answers fails within the action timeout.
    // Its users' sweeps read and never write, so they run side by side (`--workers 2`: package.json `test:e2e:sweep`).
    {
      name: 'role-sweep',
      testMatch: 'role-sweep.spec.ts',
      fullyParallel: true,
      // The longest is an administrator's Hive (every screen of the product with the most): 6 min on CI, more than 10 on
      // a machine loaded twice as much; within the access token's 15 minutes all the same.
      timeout: 840_000,
      use: { actionTimeout: 10_000 },
    },
    { name: 'e2e', testMatch: '*.spec.ts', testIgnore: 'role-sweep.spec.ts' },
  ],
  fullyParallel: false,
  workers: 1,
  // On CI (.ci/run sets CI) a failed test runs once more: a screen that is broken fails both times, and one that
  // passes the second time is listed as flaky at the end of the run, to be fixed, without refusing the submission.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Reduced motion: Fluent's dialogs, popovers and toasts appear without their transitions, so axe never judges a
    // frame in between and the browser draws no animation frames on CI's two busy cores.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'tsx tests/e2e/serve.ts',
    cwd: join(import.meta.dirname, '..', '..'),
    url: `http://localhost:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      API_PORT: String(API_PORT),
      DATA_DIR: process.env.HIVE_E2E_DATA_DIR,
      NODE_ENV: 'test',
    },
  },
});
