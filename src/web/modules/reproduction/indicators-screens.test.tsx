import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { IndicatorFigures, SeasonIndicators } from '@/domain/reproduction/api';
import { INDICATOR_BY_KEY } from '@/domain/reproduction/indicators';
import { eventually, renderInApp, stubApi } from '../test-providers';
import { SeasonPage } from './season-page';
import { COW_ID, SEASON_ID, cow, season } from './test-fixtures';

/* The season's 'Indicadores', 'Previsão de partos' and 'O que fazer' (issue 41 items 8 and 9). */

const API = `/api/reproduction/seasons/${SEASON_ID}`;
const figures: IndicatorFigures = {
  exposed: 120,
  served: 110,
  pregnant: 90,
  calved: 0,
  weaned: 0,
  serviceRate: 91.7,
  conceptionRate: 81.8,
  pregnancyRate: 75,
  calvingRate: 0,
  weaningRate: 0,
  calvingIntervalDays: 390,
  firstCalvingMonths: 37.5,
  kgWeanedPerExposed: null,
  meanP205: null,
};
const indicators: SeasonIndicators = {
  seasonId: SEASON_ID,
  overall: figures,
  byGroup: [
    { group: 'cow', ...figures, exposed: 80, pregnant: 64, pregnancyRate: 80 },
    { group: 'heifer', ...figures, exposed: 40, pregnant: 26, pregnancyRate: 65 },
  ],
  byRound: [
    { label: '1º serviço', served: 110, pregnant: 60, conceptionRate: 54.5 },
    { label: '2º serviço', served: 50, pregnant: 30, conceptionRate: 60 },
  ],
  byProtocol: [
    { label: 'IATF convencional (D0-D8-D10)', served: 110, pregnant: 60, conceptionRate: 54.5 },
  ],
  bySire: [{ label: 'Jaguar', served: 160, pregnant: 90, conceptionRate: 56.3 }],
  byInseminator: [{ label: 'Zé', served: 160, pregnant: 90, conceptionRate: 56.3 }],
};

function open(answers: Parameters<typeof stubApi>[0] = {}) {
  stubApi({
    [`GET ${API}`]: { body: season() },
    [`GET ${API}/females`]: { body: { items: [], nextCursor: null } },
    [`GET ${API}/females?status=to_diagnose`]: { body: { items: [cow()], nextCursor: null } },
    [`GET ${API}/females?status=cull`]: {
      body: {
        items: [cow({ animalId: 'h-1', tag: '205', name: null, group: 'heifer', status: 'cull' })],
        nextCursor: null,
      },
    },
    [`GET ${API}/batches`]: { body: { items: [] } },
    [`GET ${API}/indicators`]: { body: indicators },
    [`GET ${API}/calvings-by-month`]: {
      body: {
        items: [
          { month: '2027-08', heads: 60, calved: 0 },
          { month: '2027-09', heads: 30, calved: 0 },
        ],
      },
    },
    [`GET ${API}/to-wean`]: {
      body: {
        items: [
          {
            animalId: 'calf-1',
            tag: 'B-7',
            name: null,
            sex: 'M',
            birthDate: '2026-01-05',
            ageMonths: 8,
            motherId: COW_ID,
            motherTag: '101',
          },
        ],
        nextCursor: null,
      },
    },
    ...answers,
  });
  return renderInApp(<SeasonPage />, {
    path: `/reproducao/estacoes/${SEASON_ID}`,
    route: '/reproducao/estacoes/:id',
  });
}

describe('a season’s indicators', () => {
  it('each value in pt-BR with its target, and its formula behind a named button', async () => {
    const { user } = open();
    const tiles = await screen.findByRole('list', { name: 'Indicadores' });
    const pregnancy = within(tiles).getByText('Taxa de prenhez').closest('li')!;
    expect(within(pregnancy).getByText('75,0%')).toBeTruthy();
    expect(within(pregnancy).getByText('90 prenhes de 120 expostas')).toBeTruthy();
    expect(within(pregnancy).getByText('Meta: ≥ 80% · Fora da meta')).toBeTruthy();
    const interval = within(tiles).getByText('Intervalo entre partos').closest('li')!;
    expect(within(interval).getByText('390 dias')).toBeTruthy();
    expect(within(interval).getByText('Meta: ≤ 395 dias · Na meta')).toBeTruthy();
    expect(within(tiles).getByText('37,5 meses')).toBeTruthy();
    expect(within(tiles).getByText(/base: fêmeas expostas/)).toBeTruthy();
    // The formula: reached by the keyboard, shown and hidden.
    const formula = INDICATOR_BY_KEY.pregnancyRate.formula;
    const tip = within(tiles).getByRole('button', { name: 'Como é calculado: Taxa de prenhez' });
    expect(screen.queryByText(formula)).toBeNull();
    tip.focus();
    await user.keyboard('{Enter}');
    expect(tip.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(formula)).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByText(formula)).toBeNull();
  });

  it('the splits as tables, the charts with their tables', async () => {
    const { user } = open();
    const sire = await screen.findByRole('table', { name: 'Por touro ou sêmen' });
    expect(within(sire).getByRole('row', { name: 'Jaguar 160 90 56,3%' })).toBeTruthy();
    const groups = screen.getByRole('table', { name: 'Por categoria' });
    expect(within(groups).getByRole('rowheader', { name: 'Novilha' })).toBeTruthy();
    expect(within(groups).getByText('65,0%')).toBeTruthy();
    const rounds = screen.getByRole('table', { name: 'Concepção por rodada' });
    expect(within(rounds).getByRole('row', { name: '2º serviço 50 30 60,0%' })).toBeTruthy();
    const chart = screen.getByRole('region', { name: 'Prenhez por categoria' });
    await user.click(within(chart).getByRole('button', { name: 'Ver tabela' }));
    expect(within(chart).getByRole('table', { name: 'Prenhez por categoria' })).toBeTruthy();
  });

  it("'Previsão de partos' by month, chart and table", async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Partos por mês' });
    expect(within(table).getByRole('row', { name: 'ago/27 60 0' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Partos previstos por mês' })).toBeTruthy();
  });

  it('the lists say what to do, each row to the animal', async () => {
    open();
    const diagnose = await screen.findByRole('region', { name: 'A diagnosticar' });
    expect(within(diagnose).getByText(/faça o diagnóstico de gestação/)).toBeTruthy();
    const link = await within(diagnose).findByRole('link', { name: '101 — Mimosa' });
    expect(link.getAttribute('href')).toBe(`/rebanho/${COW_ID}`);
    expect(within(diagnose).getByText('Último serviço: IA em 10/11/2026 — Jaguar')).toBeTruthy();
    const cull = screen.getByRole('region', { name: 'Descarte sugerido' });
    expect(await within(cull).findByRole('link', { name: '205' })).toBeTruthy();
    const empty = screen.getByRole('region', { name: 'Vazias' });
    expect(await within(empty).findByText('Nenhuma fêmea vazia.')).toBeTruthy();
    const wean = screen.getByRole('region', { name: 'A desmamar' });
    expect(await within(wean).findByRole('link', { name: 'B-7' })).toBeTruthy();
    expect(within(wean).getByText('8 meses — nascido em 05/01/2026')).toBeTruthy();
    expect(within(wean).getByText('Mãe: 101')).toBeTruthy();
  });

  it('each list prints alone, its other pages read first, and exports as CSV', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = open({
      [`GET ${API}/females?status=to_diagnose`]: { body: { items: [cow()], nextCursor: 'c2' } },
      [`GET ${API}/females?status=to_diagnose&cursor=c2`]: {
        body: { items: [cow({ animalId: 'c-2', tag: '102', name: null })], nextCursor: null },
      },
    });
    const diagnose = await screen.findByRole('region', { name: 'A diagnosticar' });
    const csv = await within(diagnose).findByRole('link', {
      name: /^Exportar CSV ?: A diagnosticar$/,
    });
    expect(csv.getAttribute('href')).toBe(
      `/api/export/reproduction-females.csv?seasonId=${SEASON_ID}&status=to_diagnose`,
    );
    await user.click(
      within(diagnose).getByRole('button', { name: /^Imprimir ?: A diagnosticar$/ }),
    );
    await eventually(() => expect(print).toHaveBeenCalledTimes(1));
    // (happy-dom spaces the hidden part of a name: ' : '.) The second page was read before the dialog opened, and only this list goes to paper.
    expect(within(diagnose).getByRole('link', { name: '102' })).toBeTruthy();
    expect(document.documentElement.dataset.printReport).toBe('list');
    expect(diagnose.hasAttribute('data-printing')).toBe(true);
    window.dispatchEvent(new Event('afterprint'));
    await eventually(() => expect(diagnose.hasAttribute('data-printing')).toBe(false));
    expect(document.documentElement.dataset.printReport).toBeUndefined();
    // 'A desmamar' prints and exports its own file.
    const wean = screen.getByRole('region', { name: 'A desmamar' });
    expect(
      await within(wean).findByRole('button', { name: /^Imprimir ?: A desmamar$/ }),
    ).toBeTruthy();
    expect(
      within(wean)
        .getByRole('link', { name: /^Exportar CSV ?: A desmamar$/ })
        .getAttribute('href'),
    ).toBe(`/api/export/reproduction-to-wean.csv?seasonId=${SEASON_ID}`);
    vi.unstubAllGlobals();
  });
});
