// ESLint for the whole repository (run by `npm run lint`, part of `npm test`). It lives here rather
// than at the top level, which holds only the files the architecture names.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
);
