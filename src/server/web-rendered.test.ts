import { describe, expect, it } from 'vitest';
import { renderedQueryFor } from './web';

/* Which addresses the server renders with the producer's data (decisions 052, 077, 080, 084). */

const SEASON = '/reproducao/estacoes/0f8fad5b-d9cb-469f-a165-70867728950e';

describe('renderedQueryFor', () => {
  it('renders the pages it names, with the query each may have', () => {
    expect(renderedQueryFor('/pastos')?.test('')).toBe(true);
    expect(renderedQueryFor('/pastos')?.test('aba=mapa')).toBe(false);
    expect(renderedQueryFor('/module/weighing')?.test('aba=lotes')).toBe(true);
    // 'Estoque do Rebanho' (decision 094), without a query; the other modules are the browser's.
    expect(renderedQueryFor('/module/inventory')?.test('')).toBe(true);
    expect(renderedQueryFor('/module/inventory')?.test('aba=x')).toBe(false);
    // 'Cálculo de Resultados Pecuários' (decision 103), without a lot's figures in the query.
    expect(renderedQueryFor('/module/results')?.test('')).toBe(true);
    expect(renderedQueryFor('/module/results')?.test('quantidade=10')).toBe(false);
    expect(renderedQueryFor('/module/daily-rate')).toBeUndefined();
  });

  it('renders a breeding season’s page by its id, without a query', () => {
    expect(renderedQueryFor(SEASON)?.test('')).toBe(true);
    expect(renderedQueryFor(SEASON)?.test('x=1')).toBe(false);
  });

  it('renders a season’s chute screen, without a query (decision 091)', () => {
    expect(renderedQueryFor(`${SEASON}/tronco`)?.test('')).toBe(true);
    expect(renderedQueryFor(`${SEASON}/tronco`)?.test('brinco=1')).toBe(false);
  });

  it('leaves to the browser what is not a season’s id, and the season’s other pages', () => {
    for (const path of [
      '/reproducao/estacoes/nova',
      '/reproducao/estacoes/0F8FAD5B-D9CB-469F-A165-70867728950E',
      `${SEASON}/tronco/x`,
      `${SEASON}/troncos`,
      `${SEASON}x`,
      '/reproducao/estacoes/%00',
    ]) {
      expect(renderedQueryFor(path), path).toBeUndefined();
    }
  });
});
