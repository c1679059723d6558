import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
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
