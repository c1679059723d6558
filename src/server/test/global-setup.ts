import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeTempDir, startEmbeddedPostgres } from '../db/embedded';
import { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL with the right to create databases (one per test file). */
    pgAdminUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run: the embedded one in a temporary directory, or the server
 * named by TEST_DATABASE_URL. Each test file then creates its own database on it.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('pgAdminUrl', external);
    return;
  }
  const dir = await makeTempDir('arroba-test-pg-');
  const embedded = await startEmbeddedPostgres({
    dir: path.join(dir, 'pg'),
    port: await freePort(),
  });
  project.provide('pgAdminUrl', embedded.url);
  return async () => {
    await embedded.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
