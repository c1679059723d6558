// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardResponse, MeResponse } from '@/domain/api';
import { eventually, failure, producer, renderInApp, stubApi } from '../../modules/test-providers';
import { DashboardBanners } from './dashboard-banners';
import { DashboardStats } from './dashboard-stats';

afterEach(() => {
  vi.restoreAllMocks();
});

const FARM: DashboardResponse = {
  herdTotal: 5128,
  herd: {
    date: '2026-12-02',
    total: 5128,
    registry: 3131,
    typed: 1997,
    covered: 0,
    coveredCategories: [],
    waiting: 0,
    byCategory: {},
  },
  averageDailyGain: 0.8125,
  marginPercent: -4.5,
  marginAt: '2026-11-24T18:00:00Z',
  reportsCount: 12,
  unpriced: null,
  scope: 'farm',
};
/** A stat card's figure (with its unit), by its label; undefined when the card is not shown. */
const stat = (label: string) => {
  const term = screen.queryByText(label, { selector: 'dt span' })?.closest('dt');
  return term?.nextElementSibling?.textContent?.replace(/\s+/g, ' ').trim();
};
const source = (label: string) =>
  screen.queryByText(label, { selector: 'dt span' })?.closest('div')?.querySelectorAll('dd')[1]
    ?.textContent;

describe('Dashboard stat cards', () => {
  it('shows the herd with its parts, the daily gain, the margin with its source, the reports', async () => {
    stubApi({ 'GET /api/dashboard': { body: FARM } });
    renderInApp(<DashboardStats />, { path: '/dashboard' });
    await eventually(() => expect(stat('Rebanho Total')).toBe('5.128 cabeças'));
    expect(source('Rebanho Total')).toBe('3.131 no Rebanho + 1.997 lançados no estoque');
    expect(stat('Ganho Médio Diário')).toBe('0,813 kg/dia');
    expect(stat('Margem de Lucro')).toBe('-4,50%');
    expect(source('Margem de Lucro')).toBe('do Cálculo de Resultados de 24/11/2026');
    expect(stat('Relatórios Gerados')).toBe('12');
  });

  it('shows Campo the herd and the gain only', async () => {
    stubApi({
      'GET /api/dashboard': { body: { ...FARM, marginPercent: null, reportsCount: null } },
    });
    renderInApp(<DashboardStats seesMoney={false} />, { path: '/dashboard' });
    await eventually(() => expect(stat('Rebanho Total')).toBe('5.128 cabeças'));
    expect(stat('Margem de Lucro')).toBeUndefined();
    expect(stat('Relatórios Gerados')).toBeUndefined();
    expect(document.body.textContent).not.toContain('%');
  });

  it('shows dashes, without units, when nothing is known yet', async () => {
    stubApi({
      'GET /api/dashboard': {
        body: { ...FARM, averageDailyGain: null, marginPercent: null, marginAt: null },
      },
    });
    renderInApp(<DashboardStats />, { path: '/dashboard' });
    await eventually(() => expect(stat('Rebanho Total')).toBe('5.128 cabeças'));
    expect(stat('Ganho Médio Diário')).toBe('—');
    expect(stat('Margem de Lucro')).toBe('—');
    expect(source('Margem de Lucro')).toBeUndefined();
  });

  it('only logs a failure, the cards showing dashes', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'GET /api/dashboard': failure(500, 'Erro interno') });
    renderInApp(<DashboardStats />, { path: '/dashboard' });
    await eventually(() => expect(stat('Rebanho Total')).toBe('—'));
    expect(logged).toHaveBeenCalledWith(
      '[dashboard] não foi possível carregar as estatísticas:',
      expect.anything(),
    );
  });

  it('adds up every farm when asked', async () => {
    const api = stubApi({ 'GET /api/dashboard?farm=all': { body: { ...FARM, herdTotal: 9000 } } });
    renderInApp(<DashboardStats scope="all" />, { path: '/dashboard' });
    await eventually(() => expect(stat('Rebanho Total')).toBe('9.000 cabeças'));
    expect(api.sent.map((s) => s.path)).toEqual(['/api/dashboard?farm=all']);
  });
});

describe('Dashboard banners', () => {
  const banners = (changes: Partial<MeResponse['banners']>) => ({
    ...producer().banners,
    ...changes,
  });
  const show = (changes: Partial<MeResponse['banners']>, isOwner = true) =>
    renderInApp(<DashboardBanners banners={banners(changes)} isOwner={isOwner} />);

  it('shows nothing when there is nothing to say', () => {
    const { container } = show({});
    expect(container.textContent).toBe('');
  });

  it('counts the trial’s days, one in the singular', () => {
    show({ trialDaysLeft: 1 });
    expect(screen.getByText('Teste grátis: falta 1 dia do período Pro.')).toBeTruthy();
  });

  it('counts several trial days', () => {
    show({ trialDaysLeft: 5 });
    expect(screen.getByText('Teste grátis: faltam 5 dias do período Pro.')).toBeTruthy();
  });

  it('offers the owner of a lapsed plan the plans', () => {
    show({ inactive: true });
    expect(
      screen.getByText(
        'Sua assinatura está inativa. Assine um plano para continuar usando todos os recursos.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver Planos' }).getAttribute('href')).toBe(
      '/pricing?plan=PRO',
    );
  });

  it('tells a member of a lapsed farm to talk to its owner, with no offer', () => {
    show({ inactive: true }, false);
    expect(
      screen.getByText(
        'A assinatura desta fazenda está inativa: novos registros ficam bloqueados. Fale com o proprietário da fazenda.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('states the Starter limit and offers the upgrade', () => {
    show({ animalLimit: 100, starterNote: true });
    expect(screen.getByText('Seu plano permite até 100 animais.')).toBeTruthy();
    const note = screen.getByText(
      'Plano Starter: 5 módulos disponíveis. Faça upgrade para o Pro e tenha acesso aos 12 módulos.',
    );
    expect(note).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fazer upgrade' }).getAttribute('href')).toBe(
      '/pricing?plan=PRO',
    );
  });

  it('leads an admin to the admin panel', () => {
    show({ admin: true });
    const banner = screen.getByText('Você é administrador').closest('[role]') ?? document.body;
    expect(
      within(banner as HTMLElement)
        .getByRole('link', { name: 'Painel Administrativo' })
        .getAttribute('href'),
    ).toBe('/admin');
  });
});

describe('Dashboard scope', () => {
  it('is asked of someone with several farms only', async () => {
    const { DashboardPage } = await import('./dashboard-page');
    stubApi({});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const me = producer();
    const twoFarms = {
      ...me,
      farms: [...me.farms, { id: 'f-2', name: 'Sítio', role: 'owner' as const }],
    };
    const user = userEvent.setup();
    renderInApp(<DashboardPage />, { path: '/dashboard', me: twoFarms });
    const group = screen.getByRole('group', { name: 'Resumo de' });
    const all = within(group).getByRole('button', { name: 'Todas as fazendas' });
    expect(all.getAttribute('aria-pressed')).toBe('false');
    await user.click(all);
    expect(all.getAttribute('aria-pressed')).toBe('true');
  });
});
