import { describe, expect, it } from 'vitest';
import type { MeResponse } from '@/domain/api';
import { chartWidthFor, renderDashboard } from '../../server-render';

/* Decision 052: the dashboard as the server renders it, with a producer's answers. */

const ME = {
  user: { id: 'u-ana', name: 'Ana Prado', email: 'ana@fazenda.test', createdAt: '2026-01-01' },
  isAdmin: false,
  subscription: { plan: 'PRO', status: 'active' },
  modules: ['results', 'weighing'],
  banners: [],
  farm: {
    id: 'f-1',
    name: 'Fazenda Boa Vista',
    seesMoney: true,
    isOwner: true,
    plan: 'PRO',
  },
  farms: [{ id: 'f-1', name: 'Fazenda Boa Vista', role: 'owner' }],
} as unknown as MeResponse;

const ANSWERS = {
  me: ME,
  dashboard: {
    herdTotal: 1035,
    averageDailyGain: 0.875,
    marginPercent: 34.24,
    marginAt: '2026-11-20T12:00:00.000Z',
    reportsCount: 3,
    scope: 'farm' as const,
  },
  categories: {
    date: '2026-11-27',
    items: [
      { category: 'Vaca', heads: 3, registry: 3, typed: 0 },
      { category: 'Boi', heads: 1, registry: 1, typed: 0 },
    ],
    totals: { heads: 4, registry: 4, typed: 0 },
    waiting: 0,
  },
  months: {
    months: ['2026-10', '2026-11'].map((month, i) => ({
      month,
      heads: 3 + i,
      source: 'registry' as const,
      registryHeads: 3 + i,
      monthlyHeads: null,
      births: 0,
      purchases: i,
      sales: 0,
      deaths: 0,
      transfersIn: 0,
      transfersOut: 0,
    })),
  },
};

const company = { cnpj: '', whatsapp: '' };

describe('renderDashboard', () => {
  it('renders the producer’s greeting, figures and drawn charts, with no script in the markup', async () => {
    const { html, state } = await renderDashboard(ANSWERS as never, { company, chartWidth: 320 });
    expect(html).toContain('Olá, Ana Prado!');
    expect(html).toContain('1.035');
    expect(html).toContain('34,24%');
    expect(html).toMatch(/role="img" aria-label="Rebanho por categoria\. [^"]*total 4\."/);
    expect(html).toMatch(/<svg width="320"/);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<template');
    expect(html).not.toMatch(/^<link/);
    // The state the browser takes the page over with: every answer, the router ready.
    expect(state.queries.queries.map((q) => q.queryKey)).toEqual([
      ['me'],
      ['dashboard'],
      ['dashboard', 'charts', 'categories'],
      ['dashboard', 'charts', 'months'],
    ]);
    expect(Object.values(state.loaderData)).toEqual([null]);
    expect(state.chartWidth).toBe(320);
    // The first rendering loads the page's route code (each module transformed for the test):
    // 3-4 s on CI's machine, over 5 s while it is busy. A rendering's speed is bench:dashboard's.
  }, 30_000);

  it('without the charts’ answers, keeps their places for the browser to fill', async () => {
    const { html, state } = await renderDashboard({ me: ME }, { company, chartWidth: 520 });
    expect(html).toContain('Gráficos do rebanho');
    expect(html).not.toContain('role="img"');
    expect(state.queries.queries.map((q) => q.queryKey)).toEqual([['me']]);
  });
});

describe('chartWidthFor', () => {
  it('guesses a phone’s card or a computer’s column', () => {
    expect(chartWidthFor('Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36')).toBe(320);
    expect(chartWidthFor('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe(320);
    expect(chartWidthFor('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130')).toBe(520);
  });
});
