import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { Transform } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, emptyTestDatabase } from '../test/test-db';
import { fingerprint, seed } from '../test/backup-fixture';
import { backupName, runScheduledBackup, verifyBackup } from './scheduled-backup';

/*
 * The daily backup (issue 44 item 6): written whole or not at all, read back, the old ones
 * removed, and restored by `npm run db:restore` into an empty database with the same rows.
 */

let source: Awaited<ReturnType<typeof createTestDatabase>>;
let target: Awaited<ReturnType<typeof emptyTestDatabase>>;
let dir: string;

beforeAll(async () => {
  source = await createTestDatabase();
  target = await emptyTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'arroba-daily-'));
  await seed(source.pool);
});

afterAll(async () => {
  await source.drop();
  await target.drop();
  await rm(dir, { recursive: true, force: true });
});

const day = (iso: string) => new Date(`${iso}T03:00:00Z`);

describe('the daily backup', () => {
  it('keeps the last days, reads each back, and db:restore brings it all back', async () => {
    // Backups of other days already there, and a file that is not one.
    for (const at of ['2026-11-20', '2026-11-27', '2026-12-01']) {
      await writeFile(path.join(dir, backupName(day(at))), 'old');
    }
    await writeFile(path.join(dir, 'notes.txt'), 'mine');

    const result = await runScheduledBackup({
      url: source.url,
      dir,
      keepDays: 7,
      now: day('2026-12-03'),
    });
    expect(result.file).toBe(path.join(dir, 'arroba-2026-12-03T030000.backup.gz'));
    expect(result.removed).toEqual(['arroba-2026-11-20T030000.backup.gz']);
    expect((await readdir(dir)).sort()).toEqual([
      'arroba-2026-11-27T030000.backup.gz',
      'arroba-2026-12-01T030000.backup.gz',
      'arroba-2026-12-03T030000.backup.gz',
      'notes.txt',
    ]);
    expect(result.rows).toBeGreaterThan(100);

    const restore = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/db-restore.mjs', result.file],
      { encoding: 'utf8', env: { ...process.env, DATABASE_URL: target.url } },
    );
    expect(restore.status, restore.stderr).toBe(0);
    expect(await fingerprint(target.url)).toEqual(await fingerprint(source.url));
  });

  it('refuses a backup cut short or with a row missing', async () => {
    const whole = path.join(dir, backupName(day('2026-12-03')));
    const cut = path.join(dir, 'cut.backup.gz');
    // Every line but one row: the counts at its end no longer match.
    let dropped = false;
    await pipeline(
      createReadStream(whole),
      createGunzip(),
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          const text = chunk.toString().replace(/\nR\t[^\n]*/, (row) => {
            if (dropped) return row;
            dropped = true;
            return '';
          });
          done(null, text);
        },
      }),
      createGzip(),
      createWriteStream(cut),
    );
    await expect(verifyBackup(cut)).rejects.toThrow(/rows, the file says/);
    await writeFile(cut, 'not a backup');
    await expect(verifyBackup(cut)).rejects.toThrow();
  });
});
