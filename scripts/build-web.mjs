// Builds the web app when dist/web is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Written last by scripts/build-pages.mjs: present and newer than the sources, the build is good.
const output = path.join(root, 'dist/web/sw.js');
const sources = [
  'src/web',
  'src/domain',
  'src/content',
  'vite.config.ts',
  'scripts/build-pages.mjs',
  'scripts/chunk-groups.mjs',
  'scripts/take-over-pages.mjs',
  'package-lock.json',
];

export function buildWebIfStale() {
  if (!isStale(root, output, sources)) return;
  console.log('Gerando o aplicativo web (npm run build)...');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build-pages.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The web build failed (see above).');
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWebIfStale();
