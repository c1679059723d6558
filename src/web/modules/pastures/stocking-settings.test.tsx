import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { todayIn } from '@/domain/records/dates';
import {
  eventually,
  field,
  figure,
  fillIn,
  producer,
  renderInApp,
  stubApi,
} from '../test-providers';
import { API, settings, stocking } from './moves-fixtures';
import { PastureSettingsCard } from './pasture-settings';
import { StockingCard } from './stocking-card';

/* 'Lotação' and 'Peso típico por categoria' (issue 42 item 5). */

beforeEach(() => vi.mocked(toast.success).mockClear());

describe('Lotação', () => {
  it("shows the farm's UA/ha today, each retiro's, and opens the calculator with them", async () => {
    const today = todayIn(new Date());
    const api = stubApi({
      [`GET ${API}/stocking?date=${today}`]: { body: stocking({ date: today }) },
      [`GET ${API}/stocking?date=2026-06-30`]: {
        body: stocking({
          date: '2026-06-30',
          season: 'dry',
          farm: { retiro: null, areaHa: 250, heads: 150, units: 120, uaPerHa: 0.48 },
          retiros: [],
        }),
      },
    });
    const { user } = renderInApp(<StockingCard />);
    expect(field('Data').value).toBe(today);
    await eventually(() => expect(figure('UA/ha')).toBe('1,05'));
    expect(figure('Cabeças')).toBe('300');
    expect(figure('UA')).toBe('262,5');
    expect(figure('Área (ha)')).toBe('250,0');
    expect(
      screen.getByText('UA = peso vivo ÷ 450 kg; sem pesagem, o peso típico da categoria.'),
    ).toBeTruthy();
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...(r as HTMLTableRowElement).cells].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Retiro', 'Área (ha)', 'Cabeças', 'UA', 'UA/ha'],
      ['Retiro Norte', '150,0', '200', '180,0', '1,20'],
      ['Sem retiro', '100,0', '100', '82,5', '0,83'],
    ]);
    // 262,5 UA × 450 kg ÷ 300 cabeças = 393,75 kg: 393,8.
    expect(screen.getByRole('link', { name: 'Calcular lotação' }).getAttribute('href')).toBe(
      '/module/stocking?area=250&cabecas=300&pesoMedio=393%2C8',
    );
    await fillIn(user, { Data: '2026-06-30' });
    await eventually(() => expect(figure('UA/ha')).toBe('0,48'));
    expect(screen.getByText('Período: Seca')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(api.to('GET', `${API}/stocking`)).toHaveLength(2);
  });
});

describe('Peso típico por categoria', () => {
  it('saves the weights the owner typed', async () => {
    const api = stubApi({
      [`GET ${API}/settings`]: { body: settings() },
      [`PUT ${API}/settings`]: ({ body }) => ({ body }),
    });
    const { user } = renderInApp(<PastureSettingsCard />);
    expect((await screen.findByLabelText('Bezerro (kg)')) as HTMLInputElement).toBeTruthy();
    expect(field('Bezerro (kg)').value).toBe('180');
    expect(field('Vaca (kg)').value).toBe('450');
    await fillIn(user, { 'Bezerro (kg)': '195', 'Boi (kg)': '510,5' });
    await user.click(screen.getByRole('button', { name: 'Salvar pesos' }));
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Pesos salvos'));
    const [sent] = api.to('PUT', `${API}/settings`);
    expect(sent?.body).toEqual(settings({ Bezerro: 195, Boi: 510.5 }));
    expect(field('Boi (kg)').value).toBe('510,5');
  });

  it('says what is wrong, and shows Campo the weights without a form', async () => {
    const api = stubApi({ [`GET ${API}/settings`]: { body: settings() } });
    const first = renderInApp(<PastureSettingsCard />);
    await screen.findByLabelText('Touro (kg)');
    await fillIn(first.user, { 'Touro (kg)': '0' });
    await first.user.click(screen.getByRole('button', { name: 'Salvar pesos' }));
    expect(await screen.findByText('O peso deve ser maior que zero')).toBeTruthy();
    expect(api.to('PUT', `${API}/settings`)).toHaveLength(0);
    first.unmount();
    renderInApp(<PastureSettingsCard />, { me: producer({ role: 'field' }) });
    await eventually(() => expect(figure('Novilha')).toBe('300 kg'));
    expect(screen.queryByRole('button', { name: 'Salvar pesos' })).toBeNull();
    expect(screen.queryByLabelText('Novilha (kg)')).toBeNull();
  });
});
