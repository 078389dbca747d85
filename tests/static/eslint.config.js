// ESLint for the whole repository (run by `npm run lint`, part of `npm test`). It lives here rather
// than at the top level, which holds only the files the architecture names.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Boundaries (README "How the code is organised"): an area imports the platform, its own files and, of another
// area, only its public entry: `index.ts`, and in the api also `contract.ts` and `answers.ts`. The BFF imports of
// the api only the platform and the areas' `contract.ts` and `answers.ts`; the web only the areas' `contract.ts`.
// Imports are relative, so each depth under an area gets its own patterns (`up` reaches `<app>/src/areas/`).
const API_FROM_BFF = {
  regex: '(^|/)api/src/(?!platform/|areas/[^/]+/(contract|answers)\\.ts$)',
  message: "The BFF imports of the api only platform/ and the areas' contract.ts and answers.ts.",
};
// The questions rules engine (and its RE2 pattern check) is the other module the web runs as the api does; it stays
// beside the contract, not in it, so that the public pages' bundle leaves zod and re2js out. So does the fee
// structure's schema (`PUT /fees`, the Edit Fee Structure form and its import file): a screen that only shows amounts
// from the fees contract (the event's costs) loads no zod. The dashboards' pages (categories, paths, sidebar orders) are
// the part of their contract the app's route table reads: apart, the rest stays out of every route's first load.
const API_FROM_WEB = {
  regex:
    '(^|/)api/src/(?!areas/[^/]+/contract\\.ts$|areas/questions/(engine|allowedCharacters)\\.ts$|areas/fees/structureBody\\.ts$|areas/dashboards/pages\\.ts$)',
  message:
    "The web imports of the api only the areas' contract.ts (and the questions rules engine, the fee structure's schema, the dashboards' pages).",
};
const restricted = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const AREA_RULES = {
  api: { entry: '(index|contract|answers)\\.ts', entryName: 'index.ts, contract.ts or answers.ts', outside: ['platform/'], more: [] },
  // `../../api/src/` (from bff/src/) is narrowed by API_FROM_BFF.
  bff: {
    entry: 'index\\.ts',
    entryName: 'index.ts',
    outside: ['platform/', '__generated__/', '\\.\\./\\.\\./api/src/'],
    more: [API_FROM_BFF],
  },
};
const areaBoundaries = (app) =>
  [0, 1, 2, 3, 4].flatMap((depth) => {
    const { entry, entryName, outside, more } = AREA_RULES[app];
    const up = `^(\\.\\./){${depth + 1}}`;
    const otherArea = { regex: `${up}[^./][^/]*/(?!${entry}$)`, message: `Another area is imported only through its ${entryName}.` };
    const beyond = {
      regex: `${up}\\.\\./(?!${outside.join('|')})`,
      message: `Outside the areas, an area imports only the platform (and the BFF its generated types and the api's public modules).`,
    };
    const inside = `${app}/src/areas/*/${'*/'.repeat(depth)}`;
    return [
      { files: [`${inside}*.ts`], ignores: ['**/__tests__/**'], rules: restricted(otherArea, beyond, ...more) },
      // Tests may also start the apps and use the harnesses and fixtures of either (`<app>/src/__tests__/`, seeds).
      ...(depth > 0 ? [{ files: [`${app}/src/areas/*/${'*/'.repeat(depth - 1)}__tests__/*.ts`], rules: restricted(otherArea) }] : []),
    ];
  });

export default tseslint.config(
  { ignores: ['**/__generated__/**', '**/dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `const { dropped: _dropped, ...rest } = value` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Tests read JSON answers field by field; typing every answer would add noise, not safety.
    files: ['**/__tests__/**', 'tests/**', 'bff/src/__tests__/**', 'api/src/__tests__/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/respond/src/**/*.{ts,tsx}', 'bff/graphiql/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, relay },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // Relay: a fragment field nobody reads, a misnamed fragment or operation, a spread of a
      // fragment the component does not render.
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/unused-fields': 'error',
      'relay/must-colocate-fragment-spreads': 'error',
      'relay/function-required-argument': 'error',
      'relay/hook-required-argument': 'error',
    },
  },
  { files: ['bff/src/**/*.ts'], ignores: ['bff/src/__tests__/**'], rules: restricted(API_FROM_BFF) },
  { files: ['web/**/*.{ts,tsx}'], rules: restricted(API_FROM_WEB) },
  ...areaBoundaries('api'),
  ...areaBoundaries('bff'),
);
