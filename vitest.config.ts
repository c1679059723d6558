import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    // Off unless asked for (`npm run test:coverage:offline`): the offline engine's line coverage.
    coverage: {
      provider: 'v8',
      include: ['src/web/offline/**/*.{ts,tsx}'],
      exclude: ['src/web/offline/**/*.test.ts', 'src/web/offline/test-helpers.ts'],
      reporter: ['text', 'json-summary', 'html'],
      reportsDirectory: 'coverage',
    },
    projects: [
      {
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Pure browser-side code: the landing's texts and runtime config.
        test: {
          name: 'landing',
          include: ['src/content/**/*.test.ts', 'src/web/landing/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The browser's offline outbox, over an in-memory IndexedDB.
        resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['src/web/offline/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
