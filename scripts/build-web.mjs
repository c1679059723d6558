// Builds the web app when dist/web is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.join(root, 'dist/web/index.html');
const sources = ['src/web', 'src/domain', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const info = statSync(full);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(full))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildWebIfStale() {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (built > 0 && Math.max(...sources.map(newestMtime)) <= built) return;
  console.log('Gerando o aplicativo web (vite build)...');
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The web build failed (see above).');
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWebIfStale();
