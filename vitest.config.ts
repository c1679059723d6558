import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    // The server's tests wait on PostgreSQL about half of their time: on 2 cores 3 workers ran the
    // suite in 159 s where the default (cores - 1) took 265 s; a 4th gained nothing.
    maxWorkers: Math.max(3, availableParallelism() - 1),
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
          include: ['src/domain/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        // Pure browser-side code: the landing's texts and runtime config, the widgets' logic, and
        // screens rendered to HTML on the server (no DOM here: what they show, not how they act).
        // The pages' .ts tests are the 'web' project's (some need its IndexedDB), the modules' all
        // 'web-ui''s: each file runs once.
        resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
        test: {
          name: 'landing',
          include: [
            'src/content/**/*.test.ts',
            'src/web/landing/**/*.test.ts',
            'src/web/components/**/*.test.ts',
            'src/web/pages/**/*.test.tsx',
          ],
          environment: 'node',
          setupFiles: ['src/web/test/toast-mock.ts'],
        },
      },
      {
        // The browser's offline outbox, over an in-memory IndexedDB, and the screens' writes
        // through it.
        resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['src/web/offline/**/*.test.ts', 'src/web/pages/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['fake-indexeddb/auto', 'src/web/test/toast-mock.ts'],
        },
      },
      {
        // The screens' logic below the browser (issue 40 item 7): the form state, the widgets'
        // keyboard, the calculators, rendered with Testing Library over happy-dom.
        resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
        test: {
          name: 'web-ui',
          include: [
            'src/web/*.test.{ts,tsx}',
            'src/web/lib/**/*.test.{ts,tsx}',
            'src/web/modules/**/*.test.{ts,tsx}',
            'src/web/components/**/*.test.tsx',
            'src/web/offline/**/*.test.tsx',
          ],
          environment: 'happy-dom',
          setupFiles: [
            'fake-indexeddb/auto',
            'src/web/test/setup.ts',
            'src/web/test/toast-mock.ts',
          ],
          // A screen typed into takes ~1 s a test on 2 cores shared by other runs (seen 5 s at a
          // load of 20): the margin keeps a busy machine from failing a test that passes.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          // Every file builds its own app on its own database, and no server module keeps state
          // of its own at module level: the files of a worker share one module graph instead of
          // importing the app again for each (import time 123 s -> 20 s over the run).
          isolate: false,
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
