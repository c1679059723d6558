/**
 * Fails when the source imports itself in a circle (issue 40): `node scripts/check-cycles.mjs`.
 *
 * Every `import … from` and `export … from` of src/**\/*.ts(x) counts, type-only ones too: a
 * circle of types is still a circle a reader has to untangle, and the strict rule reaches zero.
 * Dynamic `import()` does not count: it runs later, when every module has loaded (that is how the
 * web splits its pages). Relative paths and the `@/` alias (tsconfig paths) are resolved; a
 * package import is outside the graph. Each circle is printed once, as the files in order.
 * Dependency-free and about a second: it reads the specifiers with a small scanner, not a parser.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'src');

function filesUnder(folder) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

/** Comments and the insides of template literals never hold an import: blank them out. */
function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:\\'"`])\/\/[^\n]*/g, '$1');
}

/** The module specifiers a file imports or re-exports statically (`import()` is left out). */
export function specifiersOf(text) {
  const code = withoutComments(text);
  const specifiers = [];
  const statement = /(?:^|[;\n}])\s*(?:import|export)\s+([^;'"`]*?)\s*['"]([^'"\n]+)['"]/g;
  for (const match of code.matchAll(statement)) {
    const clause = match[1];
    // `import 'x'` (side effect) has an empty clause; otherwise it must end in `from`.
    if (clause !== '' && !/(^|\s|\})from$/.test(clause)) continue;
    specifiers.push(match[2]);
  }
  return specifiers;
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveSpecifier(from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = join(source, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  base = base.replace(/\.(m?js|jsx)$/, '');
  if (/\.tsx?$/.test(base) && existsSync(base) && statSync(base).isFile()) return base;
  for (const extension of EXTENSIONS) {
    if (existsSync(base + extension)) return base + extension;
  }
  return null;
}

export function graphOf(files) {
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
      const target = resolveSpecifier(file, specifier);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Strongly connected components (Tarjan): every file of a circle is in one with more than one. */
function components(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  function visit(start) {
    // Iterative, so a deep import chain never overflows the call stack.
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const targets = graph.get(node) ?? [];
      if (next < targets.length) {
        frame[1] += 1;
        const target = targets[next];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        const selfImport = (graph.get(node) ?? []).includes(node);
        if (component.length > 1 || selfImport) found.push(component);
      }
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** One shortest circle through `start`, inside its component, to show what to cut. */
function circleThrough(graph, start, members) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [node];
        for (let step = previous.get(node); step !== null; step = previous.get(step)) {
          path.unshift(step);
        }
        return path;
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start];
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const started = Date.now();
  const files = filesUnder(source);
  const graph = graphOf(files);
  const found = components(graph);
  const name = (file) => relative(root, file);
  if (found.length === 0) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`No import circle in src (${files.length} files, ${seconds} s).`);
  } else {
    console.error(`${found.length} import circle(s) in src:`);
    for (const component of found) {
      const members = new Set(component);
      const first = [...component].sort()[0];
      const circle = circleThrough(graph, first, members);
      console.error(`\n- ${component.length} files; for example:`);
      console.error(`  ${[...circle, circle[0]].map(name).join('\n  -> ')}`);
      if (component.length > circle.length) {
        const others = component.filter((file) => !circle.includes(file)).map(name);
        console.error(`  (also in it: ${others.sort().join(', ')})`);
      }
    }
    process.exit(1);
  }
}
