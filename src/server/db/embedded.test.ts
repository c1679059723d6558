import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';
import { makeTempDir, startEmbeddedPostgres } from './embedded';

let root: string;
beforeAll(async () => {
  root = await makeTempDir('arroba-embedded-');
});
afterAll(() => rm(root, { recursive: true, force: true }));

function startChild(dir: string, port: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/test/embedded-child.ts', dir, String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('READY') && resolve());
    child.once('exit', (code) => reject(new Error(`child exited with ${code}`)));
  });
  return { child, ready };
}

describe('embedded PostgreSQL', () => {
  it('starts again after the app was killed with SIGKILL, keeping the data', async () => {
    const dir = path.join(root, 'crash', 'pg');
    const port = await freePort();
    const { child, ready } = startChild(dir, port);
    await ready;
    const first = new pg.Client({
      connectionString: `postgres://arroba:arroba-local@127.0.0.1:${port}/arroba`,
    });
    await first.connect();
    await first.query('create table kept (v int); insert into kept values (42)');
    await first.end();

    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;

    const db = await startEmbeddedPostgres({ dir, port });
    try {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      const { rows } = await client.query('select v from kept');
      await client.end();
      expect(rows).toEqual([{ v: 42 }]);
    } finally {
      await db.stop();
    }
  }, 60_000);

  it('names the variable when its port is taken', async () => {
    const port = await freePort();
    const blocker = net.createServer().listen(port, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    try {
      await expect(
        startEmbeddedPostgres({ dir: path.join(root, 'busy', 'pg'), port }),
      ).rejects.toThrow(`EMBEDDED_PG_PORT ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });
});
