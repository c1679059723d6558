// Helpers shared by the browser benches (bench/lighthouse.mjs, bench/bundle.mjs).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The Chromium the benches drive (Debian's; CHROME_PATH to override). */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Builds dist/web when it is missing or stale (scripts/build-web.mjs); exits on failure. */
export function buildWeb() {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build-web.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Builds the web app, then starts the built server, stopped by `cleanups`; resolves to it.
 * `demoAnimals`: the producer's farm filled with that many demo animals and their records.
 */
export async function startBuiltApp(cleanups, { demoAnimals = 0 } = {}) {
  buildWeb();
  const app = await startAppServer({ demoAnimals });
  cleanups.push(app.stop);
  return app;
}

/**
 * Starts bench/lib/app-server.mjs as a child (built app + API + its own database, one signed-up
 * and confirmed producer). Resolves to { baseUrl, cookie, stop }; `cookie` is `name=value`.
 */
export async function startAppServer({ timeoutMs = 120_000, demoAnimals = 0 } = {}) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/lib/app-server.mjs')],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
      env: { ...process.env, BENCH_DEMO_ANIMALS: String(demoAnimals) },
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ready = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the app server did not start')), timeoutMs);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('READY '));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line.slice('READY '.length)));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the app server exited (${code}) before it was ready:\n${out}`));
    });
  });
  child.stdout.resume();
  return {
    ...ready,
    stop: async () => {
      if (child.exitCode === null && child.connected) child.send('stop');
      const timer = setTimeout(() => child.kill('SIGTERM'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The median of numbers (mean of the middle two for an even count); null when empty. */
export function median(values) {
  const xs = values
    .filter((x) => typeof x === 'number' && Number.isFinite(x))
    .sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/** A plain-text table: `rows` are arrays of cells, the first one the header. */
export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i] ?? '').length)));
  const line = (r) =>
    r
      .map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i])))
      .join('  ');
  return [
    line(rows[0]),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}
