// Lint rules for every workspace: typed imports, sorted imports, hooks rules for the web app.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { boundaries } from './lint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'bench/results/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Side effects first (they may set up what later modules use: lib/zod-without-eval.ts), then Node
      // built-ins, then packages, then our own (@dokan/*, @/ in the web app), then relative files.
      'simple-import-sort/imports': [
        'error',
        { groups: [['^\\u0000'], ['^node:'], ['^@?\\w'], ['^@dokan/', '^@/'], ['^\\.\\.', '^\\.']] },
      ],
      'no-duplicate-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Every text a shopper reads comes from the catalogue (apps/web/src/locales), in their language.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z\\u0980-\\u09FF]/]',
          message: 'Text in a component comes from the catalogue: t(...) with a key in locales/en.json and bn.json.',
        },
        {
          selector: 'JSXExpressionContainer > Literal[value=/[A-Za-z\\u0980-\\u09FF]/]',
          message: 'Text in a component comes from the catalogue: t(...) with a key in locales/en.json and bn.json.',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|placeholder|title|alt)$/] > Literal[value=/[A-Za-z\\u0980-\\u09FF]/]',
          message: 'A label a shopper hears or reads comes from the catalogue: t(...) in locales/en.json and bn.json.',
        },
      ],
    },
  },
  ...boundaries,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
