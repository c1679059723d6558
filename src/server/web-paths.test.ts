import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPagePath } from '../domain/routes';

/* The pages the server serves (web.ts) against the web app's router. */

describe('the pages the server knows', () => {
  it("knows every page of the web app's router (src/web/routes.tsx)", () => {
    // The server answers a page it does not know with a 404 status (web.ts): a reload there, or
    // a link opened from an e-mail, must not be one.
    const source = readFileSync(new URL('../web/routes.tsx', import.meta.url), 'utf8');
    const paths = [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!);
    expect(paths.length).toBeGreaterThan(20);
    const id = '0b7c2d9e-1f3a-4c5b-8d6e-7f8091a2b3c4';
    const unknown = paths
      .filter((path) => path !== '*')
      .map((path) => `/${path}`.replace(/^\/\//, '/'))
      .map((path) => path.replace(':moduleId', 'results').replace(/:id/g, id))
      .filter((path) => !isPagePath(path));
    expect(unknown).toEqual([]);
  });
});
