import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The whole stack runs for real: the REST service on a fresh embedded database (seeded with the
// demo data on first start) and the BFF serving the built web app. Workers inherit the env.
process.env.HIVE_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'hive-e2e-'));
const PORT = Number(process.env.E2E_PORT ?? 4100);
const API_PORT = PORT + 1;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
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
    command: 'npm run serve',
    cwd: join(import.meta.dirname, '..', '..'),
    url: `http://localhost:${PORT}/healthz`,
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
