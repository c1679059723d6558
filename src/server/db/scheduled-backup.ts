import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { backupDatabase, openBackup } from './backup';

/*
 * The daily backup of the embedded database (issue 44 item 6): a job (jobs/queue.ts, BACKUP_CRON)
 * writes a backup into BACKUP_DIR (backup.ts's format; written to a '.partial' file and renamed,
 * so a file with the final name is always whole), reads it back (every row parsed, the rows of
 * each table counted against the counts the file ends with), and removes the backups older than
 * BACKUP_KEEP_DAYS. `npm run db:restore -- <file>` restores one (scheduled-backup.test.ts).
 */

/** The name of a backup written at `at`: arroba-2026-12-03T030000.backup.gz (UTC). */
export function backupName(at: Date): string {
  return `arroba-${at.toISOString().slice(0, 19).replace(/:/g, '')}.backup.gz`;
}

const NAMED = /^arroba-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})\.backup\.gz$/;

/** When the backup named `name` was written, or null for another file. */
function writtenAt(name: string): Date | null {
  const m = NAMED.exec(name);
  return m ? new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`) : null;
}

/**
 * Reads every line of the backup `file`: its rows per table, checked against the counts its last
 * line gives. Throws when the file is not a whole backup (cut short, a row unreadable, a count off).
 */
export async function verifyBackup(file: string): Promise<Record<string, number>> {
  const { input, lines } = await openBackup(file);
  const counted: Record<string, number> = {};
  let table: string | null = null;
  let end: Record<string, number> | null = null;
  try {
    for (let line = await lines.next(); !line.done; line = await lines.next()) {
      const text = String(line.value);
      const kind = text.slice(0, 2);
      if (kind === 'T\t') counted[(table = text.slice(2))] = 0;
      else if (kind === 'R\t' && table !== null) {
        JSON.parse(text.slice(2));
        counted[table]!++;
      } else if (kind === 'E\t')
        end = (JSON.parse(text.slice(2)) as { rows: Record<string, number> }).rows;
      else if (kind !== 'S\t') throw new Error(`${file}: a line it cannot read.`);
    }
  } finally {
    input.close();
  }
  if (!end) throw new Error(`${file} is cut short (no end line).`);
  for (const [name, rows] of Object.entries(end)) {
    if (counted[name] !== rows)
      throw new Error(`${file}: ${name} has ${counted[name] ?? 0} rows, the file says ${rows}.`);
  }
  return counted;
}

export interface ScheduledBackupResult {
  file: string;
  rows: number;
  bytes: number;
  /** The older backups removed (names). */
  removed: string[];
}

/**
 * Writes, verifies and keeps the backup of `url` in `dir`, removing the backups (by their names'
 * dates) older than `keepDays`; the new one is always kept. A backup that fails its reading back
 * is renamed '.bad' and the job fails (retried by the queue).
 */
export async function runScheduledBackup({
  url,
  dir,
  keepDays,
  now = new Date(),
}: {
  url: string;
  dir: string;
  keepDays: number;
  now?: Date;
}): Promise<ScheduledBackupResult> {
  await mkdir(dir, { recursive: true });
  const name = backupName(now);
  const file = path.join(dir, name);
  await backupDatabase(url, file);
  let rows: Record<string, number>;
  try {
    rows = await verifyBackup(file);
  } catch (error) {
    await rename(file, `${file}.bad`).catch(() => {});
    throw error;
  }
  const oldest = now.getTime() - keepDays * 86_400_000;
  const removed: string[] = [];
  for (const entry of await readdir(dir)) {
    const at = writtenAt(entry);
    if (entry === name || !at || at.getTime() >= oldest) continue;
    await rm(path.join(dir, entry), { force: true });
    removed.push(entry);
  }
  return {
    file,
    rows: Object.values(rows).reduce((a, b) => a + b, 0),
    bytes: (await stat(file)).size,
    removed: removed.sort(),
  };
}
