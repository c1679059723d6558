import { describe, expect, it } from 'vitest';
import { chunkCycle, chunkGroups, type ModuleLinks } from './chunk-groups.mjs';

/* The build's grouping of the app's modules into chunks (decision 099), on a small app. */

const WEB = '/app/src/web';
const at = (file: string) => (file.startsWith('/') ? file : `${WEB}/${file}`);
const ICONS = '/app/node_modules/lucide-react/dist/esm';

/**
 * A graph of `imports` (module → its static imports), `dynamic` (→ its dynamic imports) and
 * `code` (→ its code).
 */
function graphOf(
  imports: Record<string, string[]>,
  dynamic: Record<string, string[]> = {},
  code: Record<string, string> = {},
) {
  const links = new Map<string, ModuleLinks>();
  const ids = new Set([...Object.entries(imports), ...Object.entries(dynamic)].flat(2).map(at));
  for (const id of ids) {
    const of = (table: Record<string, string[]>) =>
      Object.entries(table)
        .find(([from]) => at(from) === id)?.[1]
        .map(at) ?? [];
    const by = (table: Record<string, string[]>) =>
      Object.entries(table)
        .filter(([, to]) => to.map(at).includes(id))
        .map(([from]) => at(from));
    links.set(id, {
      importedIds: of(imports),
      dynamicallyImportedIds: of(dynamic),
      importers: by(imports),
      dynamicImporters: by(dynamic),
      code: Object.entries(code).find(([file]) => at(file) === id)?.[1] ?? '',
    });
  }
  return { getModuleInfo: (id: string) => links.get(id) ?? null };
}

const app = graphOf(
  {
    'main.tsx': ['lib/api.ts'],
    'auth-main.ts': ['lib/api.ts'],
    'landing-main.ts': [],
    'pages/auth/auth-start.tsx': ['components/ui/button.tsx', `${ICONS}/lucide-react.mjs`],
    'app-start.tsx': ['routes.tsx', 'lib/query-client.ts', 'lib/api.ts'],
    'routes.tsx': ['modules/index.ts'],
    'modules/weighing-screen.tsx': [
      'modules/weighing/report.tsx',
      'components/animal-combobox.tsx',
      'components/module-layout.tsx',
      'components/ui/card.tsx',
      'components/ui/button.tsx',
      `${ICONS}/icons/scale.mjs`,
    ],
    'pages/module/module-page.tsx': ['components/module-layout.tsx'],
    'modules/herd/index.ts': [
      'modules/herd/list.tsx',
      'components/animal-combobox.tsx',
      `${ICONS}/lucide-react.mjs`,
    ],
    'modules/herd/list.tsx': ['modules/sanitary/application-dialog.tsx'],
    'modules/sanitary/application-dialog.tsx': [],
    'pages/dashboard/dashboard-page.tsx': ['components/ui/card.tsx'],
    'pages/pricing/pricing-page.tsx': ['components/module-layout.tsx', 'pages/pricing/plans.tsx'],
    [`${ICONS}/lucide-react.mjs`]: [
      `${ICONS}/icons/scale.mjs`,
      `${ICONS}/icons/skull.mjs`,
      `${ICONS}/icons/eye.mjs`,
    ],
    '\0vite/preload-helper.js': [],
    'app.html': [],
  },
  {
    'main.tsx': ['app-start.tsx', 'offline/outbox.ts'],
    'auth-main.ts': ['pages/auth/auth-start.tsx'],
    'pages/auth/auth-start.tsx': ['app-start.tsx'],
    'routes.tsx': [
      'pages/module/module-page.tsx',
      'modules/herd/index.ts',
      'modules/sanitary/application-dialog.tsx',
      'pages/dashboard/dashboard-page.tsx',
      'pages/pricing/pricing-page.tsx',
    ],
    'modules/index.ts': ['modules/weighing-screen.tsx'],
    'modules/weighing-screen.tsx': ['modules/weighing/import-dialog.tsx'],
  },
  {
    'pages/auth/auth-start.tsx': 'import { Eye as Open, X } from "lucide-react";\nimport "x";',
    [`${ICONS}/lucide-react.mjs`]:
      "export { default as Eye, default as EyeIcon } from './icons/eye.mjs';\n" +
      "export { default as Scale } from './icons/scale.mjs';",
  },
);

describe('the chunk each module goes in', () => {
  const name = chunkGroups(WEB);
  const chunkOf = (file: string) => name(at(file), app);

  it('leaves what a page loads before it is used to the bundler', () => {
    expect(chunkOf('main.tsx')).toBeNull();
    expect(chunkOf('lib/api.ts')).toBeNull();
    // Asked by a server page when idle, and the lean /auth page's React part.
    expect(chunkOf('offline/outbox.ts')).toBeNull();
    expect(chunkOf('pages/auth/auth-start.tsx')).toBeNull();
    // The lean page's too, though a server page imports it.
    expect(chunkOf('components/ui/button.tsx')).toBeNull();
  });

  it('puts what the app’s start imports together, and the icons', () => {
    expect(chunkOf('routes.tsx')).toBe('app-shell');
    expect(chunkOf('lib/query-client.ts')).toBe('app-shell');
    expect(chunkOf(`${ICONS}/icons/scale.mjs`)).toBe('app-icons');
    // But those the lean pages import (from lucide's index, which says which file is which).
    expect(chunkOf(`${ICONS}/icons/eye.mjs`)).toBeNull();
  });

  it('puts a server page’s own modules together, and those server pages share', () => {
    expect(chunkOf('modules/weighing/report.tsx')).toBe('page-module-weighing');
    expect(chunkOf('modules/herd/list.tsx')).toBe('page-rebanho');
    expect(chunkOf('components/animal-combobox.tsx')).toBe('page-common');
    expect(chunkOf('components/ui/card.tsx')).toBe('page-dashboard-common');
    // Shared with a page the server does not render: a chunk of its own, not page-common.
    expect(chunkOf('components/module-layout.tsx')).toBe('app-common');
  });

  it('keeps a module asked for dynamically in its own chunk, unless also imported statically', () => {
    expect(chunkOf('app-start.tsx')).toBeNull();
    expect(chunkOf('modules/weighing-screen.tsx')).toBeNull();
    expect(chunkOf('modules/weighing/import-dialog.tsx')).toBeNull();
    expect(chunkOf('pages/pricing/pricing-page.tsx')).toBeNull();
    expect(chunkOf('modules/sanitary/application-dialog.tsx')).toBe('page-rebanho');
  });

  it('leaves other pages’ own modules, the bundler’s and the pages to the bundler', () => {
    expect(chunkOf('pages/pricing/plans.tsx')).toBeNull();
    expect(name('\0vite/preload-helper.js', app)).toBeNull();
    expect(chunkOf('app.html')).toBeNull();
  });
});

describe('a cycle between chunks', () => {
  const chunk = (file: string, imports: string[] = []) => ({ file, imports });

  it('is found, with the files around it', () => {
    const manifest = {
      'app.html': chunk('app.js', ['_shell']),
      _shell: chunk('shell.js', ['_page']),
      _page: chunk('page.js', ['_common']),
      _common: chunk('common.js', ['_shell']),
    };
    expect(chunkCycle(manifest)).toEqual(['shell.js', 'page.js', 'common.js', 'shell.js']);
  });

  it('is not found where chunks share an import', () => {
    const manifest = {
      a: chunk('a.js', ['_c', '_d']),
      b: chunk('b.js', ['_c']),
      _c: chunk('c.js', ['_d']),
      _d: chunk('d.js'),
    };
    expect(chunkCycle(manifest)).toBeNull();
  });
});
