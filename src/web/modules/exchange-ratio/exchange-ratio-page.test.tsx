import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { clickButton, errorOf, field, figure, fillIn, renderInApp } from '../test-providers';
import ExchangeRatioPage from './exchange-ratio-page';

const open = () => renderInApp(<ExchangeRatioPage />, { path: '/module/exchange-ratio' }).user;
const calculate = (user: UserEvent) => clickButton(user, 'Calcular');
/** The results section of one block, 'Machos' or 'Fêmeas'. */
const block = (title: 'Machos' | 'Fêmeas') => screen.getByRole('region', { name: title });
const TREND_NOTE =
  'A tendência é lida do lado de quem vende bezerros (cria): quanto maior a relação, pior para quem vende.';

describe('Cálculo da Relação de Troca', () => {
  it('opens with the spec’s defaults in each block and column, written the pt-BR way', () => {
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Cálculo da Relação de Troca',
    );
    expect(field('Ano (Machos, atual)').value).toBe('2025');
    expect(field('Ano (Machos, anterior)').value).toBe('2021');
    expect(field('Valor da Arroba (R$/@) – Machos, atual').value).toBe('255,00');
    expect(field('Valor da Arroba (R$/@) – Machos, anterior').value).toBe('320,00');
    expect(field('Arrobas por Animal (@) – Machos, atual').value).toBe('20');
    expect(field('Valor do Bezerro (R$) – Machos, atual').value).toBe('2.100,00');
    expect(field('Valor da Bezerra (R$) – Fêmeas, anterior').value).toBe('1.600,00');
    expect(field('Arrobas por Animal (@) – Fêmeas, anterior').value).toBe('14');
  });

  it('shows each block’s ratios, change and trend for the defaults', async () => {
    const user = open();
    await calculate(user);
    const males = block('Machos');
    expect(figure('Relação Atual', males)).toBe('2,43 bezerros');
    expect(figure('Relação Anterior', males)).toBe('3,05 bezerros');
    expect(figure('Variação', males)).toBe('-20,31%');
    expect(males.textContent).toContain('-0,62 bezerro por animal vendido');
    expect(figure('Tendência', males)).toBe('Melhorou');
    expect(males.textContent).toContain('A relação caiu desde 2021.');
    expect(males.textContent).toContain('Em 2025');
    const females = block('Fêmeas');
    expect(figure('Relação Atual', females)).toBe('2,10 bezerras');
    expect(figure('Relação Anterior', females)).toBe('2,63 bezerras');
    expect(figure('Variação', females)).toBe('-20,00%');
    expect(figure('Tendência', females)).toBe('Melhorou');
    expect(screen.getByText(TREND_NOTE)).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Cálculo realizado!');
  });

  it('reads a greater ratio as worse, with a plus sign on the change', async () => {
    const user = open();
    await fillIn(user, { 'Valor da Arroba (R$/@) – Machos, atual': '400' });
    await calculate(user);
    const males = block('Machos');
    expect(figure('Relação Atual', males)).toBe('3,81 bezerros');
    expect(figure('Variação', males)).toBe('+25,00%');
    expect(males.textContent).toContain('+0,76 bezerro por animal vendido');
    expect(figure('Tendência', males)).toBe('Piorou');
    expect(males.textContent).toContain('A relação subiu desde 2021.');
  });

  it('calls equal ratios stable, in the years typed', async () => {
    const user = open();
    await fillIn(user, {
      'Ano (Fêmeas, anterior)': '2019',
      'Valor da Arroba (R$/@) – Fêmeas, anterior': '240',
    });
    await calculate(user);
    const females = block('Fêmeas');
    expect(figure('Tendência', females)).toBe('Estável');
    expect(figure('Variação', females)).toBe('0,00%');
    expect(females.textContent).toContain('A relação não mudou.');
    expect(females.textContent).toContain('Em 2019');
  });

  it('shows a typed year above its column as soon as it is typed', async () => {
    const user = open();
    await fillIn(user, { 'Ano (Machos, anterior)': '2018' });
    expect(screen.getAllByText('2018').length).toBeGreaterThan(0);
    expect(field('Ano (Machos, anterior)').value).toBe('2018');
  });

  it('refuses a year out of range, a zero arroba and too many arrobas', async () => {
    const user = open();
    await fillIn(user, {
      'Ano (Machos, atual)': '1999',
      'Valor da Arroba (R$/@) – Fêmeas, atual': '0',
      'Arrobas por Animal (@) – Machos, anterior': '51',
      'Valor da Bezerra (R$) – Fêmeas, anterior': '50001',
    });
    await calculate(user);
    expect(errorOf('Ano (Machos, atual)')).toBe('Ano inválido');
    expect(errorOf('Valor da Arroba (R$/@) – Fêmeas, atual')).toBe(
      'Valor da arroba deve ser maior que zero',
    );
    expect(errorOf('Arrobas por Animal (@) – Machos, anterior')).toBe('Quantidade muito alta');
    expect(errorOf('Valor da Bezerra (R$) – Fêmeas, anterior')).toBe('Valor muito alto');
    expect(screen.queryByText(TREND_NOTE)).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('Erro de validação', {
      description: 'Verifique os campos destacados',
    });
  });

  it('asks again for an emptied calf value', async () => {
    const user = open();
    await fillIn(user, { 'Valor do Bezerro (R$) – Machos, anterior': '' });
    await calculate(user);
    expect(errorOf('Valor do Bezerro (R$) – Machos, anterior')).toBe('Campo obrigatório');
  });
});
