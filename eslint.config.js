import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const domGlobals = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'history', 'screen'].map(
  (name) => ({ name, message: 'core/ and openapi/ are framework- and DOM-free: reach the browser through a port in core/env/.' }),
);

const zodFull = { name: 'zod', message: "Shipped code uses `import * as z from 'zod/mini'`." };

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'dist-demo', 'coverage', '.cache', 'test-results', 'openapi/schema.d.ts', 'machines-docs', 'bench/**/*.json', 'test/consumers'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['react/**/*.{ts,tsx}', 'demo/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Shipped code uses zod/mini (the full zod pulls every locale into the bundle).
    files: ['react/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [zodFull] }] },
  },
  {
    // The headless core and the contract run anywhere: no React, no DOM globals.
    files: ['core/**/*.ts', 'openapi/**/*.ts'],
    ignores: ['core/env/browser.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [zodFull],
          patterns: [{ regex: '^(react|react-dom)(/.*)?$', message: 'core/ and openapi/ must not import React.' }],
        },
      ],
      'no-restricted-globals': ['error', ...domGlobals],
    },
  },
);
