import relay from 'vite-plugin-relay';
import { defineConfig } from 'vitest/config';

// One runner for every part's unit and integration tests. Each part is a project so that its
// environment (node for api/bff, jsdom for web components) and timeouts stay its own.
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one on CI's two. The files wait on PostgreSQL and on
    // HTTP between the parts as much as they compute, so two workers share the two cores (each file has its own
    // databases and ports).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'api',
          include: ['api/src/**/__tests__/**/*.test.ts'],
          // One migrated and seeded PGlite, copied by each test file (api/src/__tests__/harness.ts).
          globalSetup: ['api/src/__tests__/pgliteSnapshot.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'bff',
          include: ['bff/src/**/__tests__/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        // Components render in jsdom from Relay's generated artifacts (the same Relay transform as the web build).
        plugins: [relay],
        test: {
          name: 'web',
          include: ['web/src/**/__tests__/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/__tests__/setup.ts'],
          testTimeout: 30_000,
          // jsdom on two busy cores: on CI (.ci/run sets CI) a failed component test runs once more, as the e2e do.
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        test: {
          name: 'stack',
          include: ['tests/integration/**/*.test.ts', 'tests/bench/**/__tests__/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
