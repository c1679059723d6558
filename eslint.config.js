import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The domain is shared with the browser: no I/O, no Node built-ins, no server code.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', '**/server/**', '**/web/**', 'react', 'pg', 'drizzle-orm*'] },
      ],
    },
  },
  {
    // The landing is prerendered and hydrated as a standalone island within a 90 KB budget: it
    // imports React, lucide icons, a few pure domain files, its content, the button classes and the module icons.
    files: [
      'src/web/landing/**/*.{ts,tsx}',
      'src/web/pwa/install-*.{ts,tsx}',
      'src/content/**/*.ts',
    ],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', '@tanstack/react-query', 'sonner', 'radix-ui', 'zod'],
          patterns: [
            {
              regex: '/components/(?!ui/button$|module-icon$)',
              message: 'The landing may use only components/ui/button and module-icon.',
            },
            { regex: '/lib/(?!cn$)', message: 'The landing may use only lib/cn.' },
            {
              group: [
                '**/domain/**',
                '!**/domain/plans',
                '!**/domain/modules',
                '!**/domain/format',
              ],
              message: 'The landing may use only domain/plans, modules and format.',
            },
            {
              regex: '/server/|^node:|[.][.]/web/',
              message: 'No server code, and src/content imports nothing from src/web.',
            },
          ],
        },
      ],
    },
  },
  {
    // Only env.ts reads the environment (scripts and test tooling set it up).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/env.ts', 'src/**/*.test.ts', 'src/server/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration through src/server/env.ts.',
        },
      ],
    },
  },
);
