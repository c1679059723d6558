import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../db/embedded';
import { freePort } from '../test/free-port';
import { createTestDatabase } from '../test/test-db';
import { textLine } from './log';

/*
 * LOG_FORMAT (issue 44 item 3, decision 077): a server started for a log collector writes
 * nothing on standard output but JSON records, from its first line to its last.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let webDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  webDir = await makeTempDir('arroba-no-web-');
});
afterAll(async () => {
  await database.drop();
  await rm(webDir, { recursive: true, force: true });
});

describe('the log', () => {
  it('prints a record as a line a person reads in the text format', () => {
    const json = JSON.stringify({
      level: 'error',
      time: '2026-12-03T10:00:00.000Z',
      service: 'arroba-certa',
      requestId: 'req-1',
      msg: 'unexpected error',
      err: { message: 'boom', stack: 'Error: boom\n    at x' },
    });
    expect(textLine(json)).toEqual({
      level: 'error',
      text: 'unexpected error requestId=req-1\nError: boom\n    at x',
    });
  });

  it('is JSON lines only, start-up to shutdown, with LOG_FORMAT=json', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_FORMAT: 'json',
        DATABASE_URL: database.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIR: webDir,
        BETTER_AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters',
        PAYMENT_SANDBOX: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => out.includes('Arroba Certa no ar') && resolve());
      void exited.then((code) => reject(new Error(`exited with ${code}: ${out}${err}`)));
    });
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const records = out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.find((r) => String(r.msg).startsWith('Arroba Certa no ar'))).toMatchObject({
      level: 'info',
      service: 'arroba-certa',
      readyMs: expect.any(Number) as number,
    });
    for (const record of records) expect(record).toHaveProperty('time');
    expect(err).toBe('');
  }, 60_000);
});
