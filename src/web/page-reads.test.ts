import { describe, expect, it } from 'vitest';
import { PAGE_READS, pageReadsAt } from './page-reads';

/* The pages whose first reads the server asks (decisions 077 and 084), found by their address. */

describe('pageReadsAt', () => {
  it('finds a page by its path', () => {
    expect(pageReadsAt('/pastos')).toEqual({
      path: '/pastos',
      reads: PAGE_READS['/pastos'],
      params: {},
    });
  });

  it('finds a module’s screen the server renders (decisions 094 and 103)', () => {
    expect(pageReadsAt('/module/inventory')).toEqual({
      path: '/module/inventory',
      reads: PAGE_READS['/module/inventory'],
      params: {},
    });
    expect(pageReadsAt('/module/results')?.path).toBe('/module/results');
    expect(pageReadsAt('/module/stocking')).toBeNull();
  });

  it('finds a season’s page with its id', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(pageReadsAt(`/reproducao/estacoes/${id}`)).toEqual({
      path: '/reproducao/estacoes/:id',
      reads: PAGE_READS['/reproducao/estacoes/:id'],
      params: { id },
    });
  });

  it('finds a season’s chute screen with its id (decision 091)', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(pageReadsAt(`/reproducao/estacoes/${id}/tronco`)).toEqual({
      path: '/reproducao/estacoes/:id/tronco',
      reads: PAGE_READS['/reproducao/estacoes/:id/tronco'],
      params: { id },
    });
  });

  it('finds nothing for another path or an id that is not one', () => {
    for (const path of [
      '/reproducao/estacoes/nova',
      '/reproducao/estacoes/0f8fad5b-d9cb-469f-a165-70867728950e/troncos',
      '/reproducao/estacoes/nova/tronco',
      '/reproducao/estacoes',
      '/nada',
    ]) {
      expect(pageReadsAt(path), path).toBeNull();
    }
  });
});
