import { describe, expect, it } from 'vitest';
import { isPagePath, PAGE_PATHS } from './routes';

describe('isPagePath', () => {
  it('knows the 22 pages of the route table', () => {
    expect(PAGE_PATHS).toHaveLength(32);
    const open = [
      '/',
      '/auth',
      '/reset-password',
      '/definir-senha',
      '/pricing',
      '/convite/abc-123_XY',
    ];
    const signedIn = [
      '/dashboard',
      '/subscription',
      '/fazendas',
      '/equipe',
      '/integracoes',
      '/sanidade',
      '/reproducao',
      '/reproducao/estacoes/0b7c2d9e-1f3a-4c5b-8d6e-7f8091a2b3c4',
      '/reproducao/estacoes/0b7c2d9e-1f3a-4c5b-8d6e-7f8091a2b3c4/tronco',
      '/pastos',
      '/pastos/0b7c2d9e-1f3a-4c5b-8d6e-7f8091a2b3c4',
      '/financeiro',
    ];
    const herd = [
      '/rebanho',
      '/rebanho/novo',
      '/rebanho/precos',
      '/rebanho/0b7c2d9e-1f3a-4c5b-8d6e-7f8091a2b3c4',
      '/rebanho/0b7c2d9e-1f3a-4c5b-8d6e-7f8091a2b3c4/editar',
    ];
    const modules = ['/module/results', '/module/premium'];
    for (const path of [...open, ...signedIn, ...herd, '/admin', ...modules]) {
      expect(isPagePath(path)).toBe(true);
    }
  });

  it('tolerates a trailing slash and rejects everything else', () => {
    expect(isPagePath('/dashboard/')).toBe(true);
    expect(isPagePath('/module/unknown')).toBe(false);
    expect(isPagePath('/module')).toBe(false);
    expect(isPagePath('/qualquer-coisa')).toBe(false);
    expect(isPagePath('/convite')).toBe(false);
    expect(isPagePath('/convite/a/b')).toBe(false);
    expect(isPagePath('/convite/a.b')).toBe(false);
    expect(isPagePath('/rebanho/123')).toBe(false);
    expect(isPagePath('/rebanho/novo/editar')).toBe(false);
    expect(isPagePath('/pastos/123')).toBe(false);
  });

  it('knows the sanitary print pages (issue 26 item 7)', () => {
    const id = '0b7c2d9e-1f3a-4c5b-8d6e-7f8091a2b3c4';
    for (const path of [
      '/sanidade/brucelose',
      `/sanidade/ficha/animal/${id}`,
      `/sanidade/ficha/lote/${id}`,
    ]) {
      expect(isPagePath(path)).toBe(true);
    }
    expect(isPagePath('/sanidade/ficha/animal/123')).toBe(false);
    expect(isPagePath(`/sanidade/ficha/boi/${id}`)).toBe(false);
  });
});
