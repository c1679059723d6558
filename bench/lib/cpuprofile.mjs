// Summarises a V8 .cpuprofile (node --cpu-prof): self time by function and by package.
import { readFile } from 'node:fs/promises';

/** Where a frame's code lives: a package under node_modules, node's own, or the app's source. */
function origin(url) {
  if (!url) return '(native/vm)';
  if (url.startsWith('node:')) return 'node:internal';
  // A browser's script: its path (a chunk of the built app).
  if (/^https?:/.test(url)) return new URL(url).pathname;
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const src = url.match(/\/(src\/.*)$/);
  return src ? `app ${src[1].split('/').slice(0, 3).join('/')}` : url;
}

/**
 * Where each line of an esbuild bundle (the compiled server, dist/server/main.js) comes from, by
 * the `// node_modules/pg/lib/client.js` and `// src/server/...` comments esbuild writes before
 * each module: { url suffix, at(line) -> 'pg' | 'app src/server/inventory' | ... }.
 */
export async function bundleModules(file) {
  const marks = [];
  (await readFile(file, 'utf8')).split('\n').forEach((line, i) => {
    const m = /^\/\/ (node_modules\/((?:@[^/]+\/)?[^/]+)\/|(src\/[^ ]+))/.exec(line);
    if (m) marks.push([i, m[2] ?? `app ${m[3].split('/').slice(0, 3).join('/')}`]);
  });
  const at = (line) => {
    let lo = 0;
    let hi = marks.length - 1;
    let found = '(bundle)';
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (marks[mid][0] <= line) {
        found = marks[mid][1];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
  return { suffix: file.split('/').slice(-2).join('/'), at };
}

/**
 * { totalMs, busyMs, functions: [{ name, ms, pct }], packages: [{ name, ms, pct }] }: `pct` is
 * of the busy time (everything but '(idle)', which is left out of the lists). With `bundle`
 * (bundleModules), a bundled frame counts for its module's package, and native or node:internal
 * time (a socket's writev) for the package of the nearest bundled frame that called it.
 */
export async function summariseProfile(file, top = 25, bundle = null) {
  return summariseProfileData(JSON.parse(await readFile(file, 'utf8')), top, bundle);
}

/** summariseProfile of a profile already parsed (e.g. CDP's Profiler.stop in the browser). */
export function summariseProfileData(profile, top = 25, bundle = null) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const bundled = (callFrame) => bundle && callFrame.url.endsWith(bundle.suffix);
  /** The package of node `id` (see above), by its own frame or its nearest bundled caller. */
  const packageOf = (id) => {
    const { callFrame } = byId.get(id);
    if (!bundle) return origin(callFrame.url);
    if (bundled(callFrame)) return bundle.at(callFrame.lineNumber);
    for (let up = parent.get(id); up !== undefined; up = parent.get(up)) {
      const frame = byId.get(up).callFrame;
      if (bundled(frame)) {
        const what = callFrame.url ? 'node' : callFrame.functionName || 'native';
        return `${bundle.at(frame.lineNumber)} (${what})`;
      }
    }
    return origin(callFrame.url);
  };
  const self = new Map();
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0));
  }
  const functions = new Map();
  const packages = new Map();
  let total = 0;
  for (const [id, us] of self) {
    const { callFrame } = byId.get(id);
    total += us;
    const name = callFrame.functionName || '(anonymous)';
    const file = callFrame.url.replace(/^.*node_modules\//, '').replace(/^.*\/(src\/)/, '$1');
    const key = `${name} ${file}:${callFrame.lineNumber + 1}`;
    functions.set(key, (functions.get(key) ?? 0) + us);
    const pkg = ['(idle)', '(garbage collector)', '(program)'].includes(name)
      ? name
      : packageOf(id);
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
  }
  const busy = total - (packages.get('(idle)') ?? 0);
  const rank = (map) =>
    [...map]
      .filter(([name]) => !name.startsWith('(idle)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: us / 1000, pct: (100 * us) / busy }));
  return {
    totalMs: total / 1000,
    busyMs: busy / 1000,
    functions: rank(functions),
    packages: rank(packages),
  };
}
