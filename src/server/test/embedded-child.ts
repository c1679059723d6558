// Starts the embedded PostgreSQL and reports READY: embedded.test.ts kills this process with
// SIGKILL to leave an orphaned postmaster behind, as a crashed app would.
import { startEmbeddedPostgres } from '../db/embedded';

const [dir, port] = process.argv.slice(2);
await startEmbeddedPostgres({ dir: dir!, port: Number(port) });
console.log('READY');
setInterval(() => {}, 1 << 30);
