// How the web build puts the app's modules in chunks (decision 099), for vite.config.ts.
import path from 'node:path';
import { TAKE_OVER_PAGES } from './take-over-pages.mjs';

/**
 * What the bundler tells of a module (rolldown's ModuleInfo, the part read here), and its graph.
 * @typedef {{ importers: readonly string[], importedIds: readonly string[],
 *   dynamicallyImportedIds: readonly string[], dynamicImporters: readonly string[],
 *   code: string | null }} ModuleLinks
 * @typedef {{ getModuleInfo(id: string): ModuleLinks | null }} ModuleGraph
 */

/** lucide's index imports every icon: followed, it would make every icon every page's. */
const ICON_INDEX = /lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const ICON = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * The chunk's name for each module, as rolldown's `codeSplitting.groups[].name` (null: the
 * bundler's automatic chunking decides), for the web app whose sources are in `web`
 * (src/web, absolute).
 *
 * Automatic chunking makes one chunk per set of dynamic imports that share a module: the
 * take-over of a server page (main.tsx) asked ~90 files at once, 60 of them under 2 KB, and on a
 * phone at 4× asking them cost its main thread ~350 ms and their answers came over ~700 ms more,
 * before any of the app ran. Grouped here:
 * - never: what any page loads before it is used — the three entries' own imports and what
 *   they import when idle or when the lean /auth page is used (but the app's start, its routes
 *   and the modules' screens) — and each module only imported dynamically, whose chunk is the
 *   one the code asks for and the manifest names (one also imported statically goes with its
 *   importers: its own chunk would import theirs and theirs it);
 * - 'app-shell': what the app's start (app-start.tsx) imports;
 * - 'app-icons': the icons (~35 KB; a file each otherwise) but the lean pages' own;
 * - 'page-<page>': what only that server page's take-over imports (TAKE_OVER_PAGES);
 * - 'page-common': what two or more server pages import, 'page-dashboard-common' when the
 *   dashboard (whose take-over is light) is one of them;
 * - 'app-common': what a server page imports and another page of the app (a calculator, the
 *   subscription, the admin...) imports too.
 * Everything else (other pages' own code, dialogs and charts loaded when opened) is automatic.
 */
/** @param {string} web */
export function chunkGroups(web) {
  const src = (/** @type {string} */ file) => path.join(web, file);
  /** @type {ReturnType<typeof measure> | null} */
  let sets = null;

  /** @param {ModuleGraph} graph */
  function measure(graph) {
    const appStart = src('app-start.tsx');
    const routes = src('routes.tsx');
    // The lean world: followed through dynamic imports too, but not into the app.
    const intoApp = (/** @type {string} */ id) =>
      id === appStart || id === routes || id.startsWith(src('modules') + path.sep);
    const lean = closure(
      graph,
      ['main.tsx', 'auth-main.ts', 'landing-main.ts'].map(src),
      new Set(),
      {
        followDynamic: (id) => !intoApp(id),
      },
    );
    for (const icon of iconsImported(graph, lean)) lean.add(icon);
    const shell = closure(graph, [appStart], lean);
    const done = new Set([...lean, ...shell]);
    /** @type {Map<string, Set<string>>} */
    const pages = new Map();
    /** @type {Set<string>} */
    const sources = new Set();
    // Pages that load the same sources (a season's pages and /reproducao) are one page here.
    const seen = new Set();
    for (const [page, files] of Object.entries(TAKE_OVER_PAGES)) {
      const key = files.join('|');
      if (seen.has(key)) continue;
      seen.add(key);
      files.forEach((file) => sources.add(src(file)));
      pages.set(page, closure(graph, files.map(src), done));
    }
    // The app's other pages: its routes' pages (src/web/pages) and the modules' screens that
    // the server does not render (the calculators...). A record module's own parts that a route
    // loads (an animal's page's dialogs) go with the module's pages.
    const otherPages = [
      ...(graph.getModuleInfo(routes)?.dynamicallyImportedIds ?? []).filter((id) => !intoApp(id)),
      ...(graph.getModuleInfo(src('modules/index.ts'))?.dynamicallyImportedIds ?? []),
    ].filter((id) => !sources.has(id) && !lean.has(id));
    return { lean, shell, pages, other: closure(graph, otherPages, done) };
  }

  /** @type {(id: string, graph: ModuleGraph) => string | null} */
  return (id, graph) => {
    sets ??= measure(graph);
    // Not a file of the app or a package's (the pages, the bundler's own), lean, or asked for.
    if (!path.isAbsolute(id) || !/\.(m?js|tsx?)$/.test(id) || sets.lean.has(id)) return null;
    const links = graph.getModuleInfo(id);
    if (links?.dynamicImporters.length && links.importers.length === 0) return null;
    if (ICON.test(id)) return 'app-icons';
    if (sets.shell.has(id)) return 'app-shell';
    const users = [...sets.pages].filter(([, modules]) => modules.has(id)).map(([page]) => page);
    if (users.length === 0) return null;
    if (sets.other.has(id)) return 'app-common';
    if (users.length > 1)
      return users.includes('/dashboard') ? 'page-dashboard-common' : 'page-common';
    return `page-${users[0].replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}`;
  };
}

/**
 * The icons that `modules` import from lucide's index (`import { Eye } from 'lucide-react'`), as
 * the ids of their files: the index's own lines say which file each name is.
 * @param {ModuleGraph} graph
 * @param {Iterable<string>} modules
 * @returns {string[]}
 */
function iconsImported(graph, modules) {
  const importing = [...modules].flatMap((id) => {
    const links = graph.getModuleInfo(id);
    const index = links?.importedIds.find((imported) => ICON_INDEX.test(imported));
    return links?.code && index ? [{ code: links.code, index }] : [];
  });
  if (importing.length === 0) return [];
  /** @type {Map<string, string>} The index's names, each to its icon's file. */
  const files = new Map();
  const index = importing[0].index;
  const exports = graph.getModuleInfo(index)?.code ?? '';
  for (const [, names, file] of exports.matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g)) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) {
      files.set(name, path.join(path.dirname(index), file));
    }
  }
  return importing.flatMap(({ code }) =>
    [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g)].flatMap(([, names]) =>
      names.split(',').flatMap((name) => files.get(name.trim().split(/\s+as\s+/)[0]) ?? []),
    ),
  );
}

/**
 * The modules `starts` import, themselves included, but those in `done`; through a dynamic
 * import only to a module `followDynamic` accepts (none, without it).
 * @param {ModuleGraph} graph
 * @param {readonly string[]} starts
 * @param {ReadonlySet<string>} done
 * @param {{ followDynamic?: (id: string) => boolean }} [options]
 * @returns {Set<string>}
 */
function closure(graph, starts, done, { followDynamic = () => false } = {}) {
  /** @type {Set<string>} */
  const seen = new Set();
  const next = [...starts];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (seen.has(id) || done.has(id) || ICON_INDEX.test(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    next.push(...info.importedIds);
    next.push(...info.dynamicallyImportedIds.filter(followDynamic));
  }
  return seen;
}

/**
 * A cycle of static imports between the build's chunks (`manifest`: Vite's, chunk key →
 * `{ file, imports }`), as the files around it, or null. A chunk that imports one that imports
 * it runs one of them before what it imports has run: the grouping above must not make one.
 * @param {Record<string, { file: string, imports?: string[] }>} manifest
 * @returns {string[] | null}
 */
export function chunkCycle(manifest) {
  /** @type {Map<string, 'open' | 'done'>} */
  const state = new Map();
  /** @type {string[]} */
  const trail = [];
  /** @param {string} key @returns {string[] | null} */
  const visit = (key) => {
    if (state.get(key) === 'done' || !manifest[key]) return null;
    if (state.get(key) === 'open') {
      return [...trail.slice(trail.indexOf(key)), key].map((k) => manifest[k]?.file ?? k);
    }
    state.set(key, 'open');
    trail.push(key);
    for (const imported of manifest[key].imports ?? []) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    trail.pop();
    state.set(key, 'done');
    return null;
  };
  for (const key of Object.keys(manifest)) {
    const cycle = visit(key);
    if (cycle) return cycle;
  }
  return null;
}
