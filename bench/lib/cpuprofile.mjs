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
 * { totalMs, busyMs, functions: [{ name, ms, pct }], packages: [{ name, ms, pct }] }: `pct` is
 * of the busy time (everything but '(idle)', which is left out of the lists).
 */
export async function summariseProfile(file, top = 25) {
  return summariseProfileData(JSON.parse(await readFile(file, 'utf8')), top);
}

/** summariseProfile of a profile already parsed (e.g. CDP's Profiler.stop in the browser). */
export function summariseProfileData(profile, top = 25) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
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
      : origin(callFrame.url);
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
