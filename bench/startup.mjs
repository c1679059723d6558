// npm run bench:startup — time from `npm start` (node scripts/start.mjs) to the first HTTP 200
// on `/`, with the web app already built: once on an empty data directory (initdb + migrations)
// and then on the existing one, RUNS times each. Prints the medians.
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const RUNS = Number(process.env.RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3210);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55210);

async function once(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      EMBEDDED_PG_PORT: String(PG_PORT),
      DATA_DIR: dataDir,
    },
    stdio: 'ignore',
  });
  const deadline = started + 60_000;
  let elapsed = null;
  while (performance.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${PORT}/`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) {
      elapsed = performance.now() - started;
      break;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  if (elapsed === null) throw new Error('the app did not answer within 60 s');
  return elapsed;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cold = [];
const warm = [];
for (let i = 0; i < RUNS; i++) {
  const dir = await mkdtemp(path.join(tmpdir(), 'arroba-bench-'));
  await chmod(dir, 0o755);
  cold.push(await once(path.join(dir, 'data')));
  warm.push(await once(path.join(dir, 'data')));
  await rm(dir, { recursive: true, force: true });
}
console.log(
  `npm start → first 200, empty data dir:    median ${median(cold).toFixed(0)} ms (${cold.map((x) => x.toFixed(0)).join(', ')})`,
);
console.log(
  `npm start → first 200, existing data dir: median ${median(warm).toFixed(0)} ms (${warm.map((x) => x.toFixed(0)).join(', ')})`,
);
