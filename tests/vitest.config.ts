import { fileURLToPath } from 'node:url';
import relay from 'vite-plugin-relay';
import { defineConfig } from 'vitest/config';

/** The run's migrated and seeded databases (one setup, shared by the projects that list it). */
const DATABASES = 'api/src/__tests__/databases.ts';

/** `npm test` runs vitest beside the e2e (package.json): on CI's two cores a file takes up to three times as long as
 *  alone (an expense test on PGlite: 30 s instead of 10), so the time limits are three times what a file needs alone. */
const SLOW = process.env.CI ? 3 : 1;

const API_FILES = 'api/src/**/__tests__/**/*.test.ts';
/** The api's files that replace a module the service imports (vi.mock), which needs a module graph of their own. */
const API_MOCKS = 'api/src/areas/session/__tests__/signInTiming.test.ts';
const API_TESTS = {
  // The migrated and seeded databases of both engines, copied by each test file (api/src/__tests__/harness.ts); the
  // projects that start the api share them.
  globalSetup: [DATABASES],
  environment: 'node',
  testTimeout: SLOW * 30_000,
  hookTimeout: SLOW * 60_000,
};

// One runner for every part's unit and integration tests (`npm run test:unit`, or `npx vitest --config
// tests/vitest.config.ts <file>`). Each part is a project so that its environment (node for api/bff, jsdom for web
// components) and timeouts stay its own. Paths are the repository's, wherever vitest starts.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    // Vitest's default is one worker less than the cores: one on CI's two. The files wait on PostgreSQL and on
    // HTTP between the parts as much as they compute, so two workers share the two cores (each file has its own
    // databases and ports).
    maxWorkers: 2,
    projects: [
      // api and bff files share their workers' modules (`isolate: false`): the api's module graph is imported once a
      // worker, not once a file (5 s a file; the api project took 10.7 min with isolation, 6.2 without). Each file still
      // opens its own databases and servers. A file that mocks a module the api imports runs isolated (`api-mocks`).
      { test: { ...API_TESTS, name: 'api', isolate: false, include: [API_FILES], exclude: [API_MOCKS] } },
      { test: { ...API_TESTS, name: 'api-mocks', include: [API_MOCKS] } },
      {
        test: {
          name: 'bff',
          isolate: false,
          include: ['bff/src/**/__tests__/**/*.test.ts'],
          globalSetup: [DATABASES],
          environment: 'node',
          testTimeout: SLOW * 30_000,
          hookTimeout: SLOW * 90_000,
        },
      },
      {
        // Components render in jsdom from Relay's generated artifacts (the same Relay transform as the web build).
        plugins: [relay],
        // The components' react-relay is react-relay itself, bundled once (below), as for TypeScript: the paging hook's
        // own module (web/reactRelayPagination.js, for the build) would bring a second Relay context.
        resolve: { alias: [{ find: /^(\.\.\/)+reactRelayPagination\.js$/, replacement: 'react-relay' }] },
        // Isolated, unlike the node projects: files sharing a worker's jsdom (`isolate: false`, storage cleared between
        // files) took 730 s instead of about 360 and failed 8 tests (what one file's Fluent portals and toasts leave);
        // worker threads instead of processes took the same time (395 s against 396, 768 core-seconds each).
        test: {
          name: 'web',
          include: ['web/src/**/__tests__/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/__tests__/setup.ts'],
          // The libraries the components import, bundled once per run into one module each (Vite's dependency
          // optimizer) instead of thousands of files read per test file: the web project takes 100 s, not 120. Every
          // library that imports React is listed, so that all of them share the bundled React.
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  'react',
                  'react/jsx-runtime',
                  'react-dom',
                  'react-dom/client',
                  '@fluentui/react-components',
                  '@fluentui/react-icons',
                  '@fluentui/react-calendar-compat',
                  '@testing-library/react',
                  '@testing-library/user-event',
                  '@testing-library/dom',
                  'react-relay',
                  'relay-runtime',
                  'relay-test-utils',
                  'react-router-dom',
                  'formik',
                  '@dnd-kit/core',
                  '@dnd-kit/sortable',
                  '@dnd-kit/utilities',
                  '@tiptap/react',
                  '@tiptap/starter-kit',
                  'react-easy-crop',
                  'react-leaflet',
                ],
              },
            },
          },
          testTimeout: SLOW * 30_000,
          // jsdom on two busy cores: on CI (.ci/run sets CI) a failed component test runs once more, as the e2e do.
          retry: process.env.CI ? 1 : 0,
        },
      },
      {
        test: {
          name: 'stack',
          isolate: false,
          include: ['tests/integration/**/*.test.ts', 'tests/bench/**/__tests__/**/*.test.ts'],
          globalSetup: [DATABASES],
          environment: 'node',
          testTimeout: SLOW * 60_000,
          hookTimeout: SLOW * 120_000,
        },
      },
    ],
  },
});
