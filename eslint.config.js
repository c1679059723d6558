import { readdirSync } from 'node:fs';
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
    // Only a module's store (`store.ts`, or a `store/` folder) and src/server/db reach the
    // database (issue 22); routes, jobs and the public API call the stores. The stores' shared
    // base (farm-records/, decision 065) is store code too. The wiring (app.ts, stores.ts,
    // main.ts), better-auth's adapter (auth/auth.ts) and tests are the exceptions.
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/**/store.ts',
      'src/server/**/store/**',
      'src/server/farm-records/**',
      'src/server/db/**',
      'src/server/test/**',
      'src/server/**/*.test.ts',
      'src/server/app.ts',
      'src/server/stores.ts',
      'src/server/main.ts',
      'src/server/auth/auth.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'pg',
                'drizzle-orm',
                'drizzle-orm/*',
                '**/db/client',
                '**/db/schema',
                '**/db/schema/*',
              ],
              allowTypeImports: true,
              message: 'Only store files and src/server/db query the database: call a store.',
            },
          ],
        },
      ],
    },
  },
  {
    // Who sees money is decided once, in the access layer (issue 40, decision 066): the server
    // reads the caller's `farm.seesMoney` (or access/money.ts), never the role on its own.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/access/money.ts', 'src/server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/domain/farms'],
              importNames: ['seesMoney'],
              message:
                "Who sees money is the access layer's: read farm.seesMoney (access/money.ts).",
            },
          ],
        },
      ],
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
                '!**/domain/auth-texts',
              ],
              message: 'The landing may use only domain/plans, modules, format and auth-texts.',
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
  // Web slices (issue 22): a module under src/web/modules/<id>/ imports no other module, and the
  // shared kit (components, lib) imports none; only the registry (modules/index.ts, routes.tsx,
  // the module page) puts them together. One block a module folder, none overlapping the landing's.
  ...webModuleBoundaries(),
  {
    files: ['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^((\\.\\./)+|@/web/)modules(/|$)',
              message: 'Shared components and lib import no module: move the shared part here.',
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

/** One block a folder of src/web/modules: its files may not reach into the other modules. */
function webModuleBoundaries() {
  const modules = readdirSync(new URL('src/web/modules', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return modules.map((name) => {
    const others = modules.filter((other) => other !== name).join('|');
    return {
      files: [`src/web/modules/${name}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^((\\.\\./)+(modules/)?|@/web/modules/)(${others})(/|$)`,
                message: `Module '${name}' imports no other module: share through src/web/components or lib.`,
              },
            ],
          },
        ],
      },
    };
  });
}
