import { describe, expect, it } from 'vitest';
import { isPagePath, PAGE_PATHS } from './routes';

describe('isPagePath', () => {
  it('knows the 19 pages of the route table', () => {
    expect(PAGE_PATHS).toHaveLength(19);
    for (const path of [
      '/',
      '/auth',
      '/reset-password',
      '/pricing',
      '/dashboard',
      '/subscription',
      '/admin',
      '/module/results',
      '/module/premium',
    ]) {
      expect(isPagePath(path)).toBe(true);
    }
  });

  it('tolerates a trailing slash and rejects everything else', () => {
    expect(isPagePath('/dashboard/')).toBe(true);
    expect(isPagePath('/module/unknown')).toBe(false);
    expect(isPagePath('/module')).toBe(false);
    expect(isPagePath('/qualquer-coisa')).toBe(false);
  });
});
