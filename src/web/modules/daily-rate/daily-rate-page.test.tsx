import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { figure, pageText, renderInApp, watchScreen } from '../../test/app';
import DailyRatePage from './daily-rate-page';

afterEach(() => vi.clearAllMocks());

const open = () => {
  const user = userEvent.setup({ delay: null });
  renderInApp(<DailyRatePage />, { path: '/module/daily-rate' });
  return user;
};
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
/** Types each value into the field of that label (the whole value, as after a paste). */
async function typeAll(user: UserEvent, values: Record<string, string>) {
  for (const [label, text] of Object.entries(values)) {
    if (field(label).value) await user.clear(field(label));
    else await user.click(field(label));
    await user.paste(text);
  }
}
/** Ten head at R$ 1 of rent and R$ 1 of supplement a day: R$ 2,00 a head. */
const TEN_HEAD = {
  'Quantidade de Animais': '10',
  'Arrendamento (R$/cabeça/dia)': '1',
  'Suplemento (R$/cabeça/dia)': '1',
};
const calculate = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Calcular' }));

describe('Cálculo da Diária', () => {
  it('opens with labour and other costs at zero and no results', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Cálculo da Diária' })).toBeDefined();
    expect(field('Quantidade de Animais').value).toBe('');
    expect(field('Mão de Obra (R$/dia)').value).toBe('0,00');
    expect(field('Outros Custos (R$/dia)').value).toBe('0,00');
    expect(pageText()).toContain('Preencha os dados e selecione Calcular para ver os resultados.');
  });

  it('shows the daily rate per head and the lot’s costs after a calculation', async () => {
    const user = open();
    await typeAll(user, {
      'Quantidade de Animais': '100',
      'Arrendamento (R$/cabeça/dia)': '1,20',
      'Suplemento (R$/cabeça/dia)': '0,80',
    });
    await calculate(user);
    expect(figure('Diária por Cabeça')).toBe('R$ 2,00');
    expect(figure('Custo Diário do Lote')).toBe('R$ 200,00');
    expect(figure('Custo Mensal por Cabeça')).toBe('R$ 60,00');
    expect(figure('Custo Mensal do Lote')).toBe('R$ 6.000,00');
    expect(figure('Custo Anual do Lote')).toBe('R$ 73.000,00');
    expect(toast.success).toHaveBeenCalledWith('Cálculo realizado');
  });

  it('divides labour and other costs by the lot', async () => {
    const user = open();
    await typeAll(user, {
      'Quantidade de Animais': '50',
      'Arrendamento (R$/cabeça/dia)': '1',
      'Suplemento (R$/cabeça/dia)': '0',
      'Mão de Obra (R$/dia)': '100',
      'Outros Custos (R$/dia)': '25',
    });
    await calculate(user);
    expect(figure('Diária por Cabeça')).toBe('R$ 3,50');
    expect(figure('Custo Diário do Lote')).toBe('R$ 175,00');
  });

  it('refuses empty and wrong fields with their messages and no results', async () => {
    const user = open();
    await typeAll(user, { 'Quantidade de Animais': '0', 'Arrendamento (R$/cabeça/dia)': '-1' });
    await calculate(user);
    expect(pageText()).toContain('Quantidade deve ser maior que zero');
    expect(pageText()).toContain('Arrendamento não pode ser negativo');
    expect(pageText()).toContain('Campo obrigatório');
    expect(figure('Diária por Cabeça')).toBeUndefined();
    expect(toast.error).toHaveBeenCalledWith('Erro de validação', {
      description: 'Verifique os campos destacados',
    });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('takes away the results of a calculation when the next one fails', async () => {
    const user = open();
    await typeAll(user, TEN_HEAD);
    await calculate(user);
    expect(figure('Diária por Cabeça')).toBe('R$ 2,00');
    await typeAll(user, { 'Suplemento (R$/cabeça/dia)': '101' });
    await calculate(user);
    expect(pageText()).toContain('Suplemento não pode exceder R$ 100');
    expect(figure('Diária por Cabeça')).toBeUndefined();
  });

  it('writes a money value the pt-BR way when the field is left', async () => {
    const user = open();
    await typeAll(user, { 'Arrendamento (R$/cabeça/dia)': '1234,5' });
    await user.tab();
    expect(field('Arrendamento (R$/cabeça/dia)').value).toBe('1.234,50');
    await typeAll(user, { 'Quantidade de Animais': '1200' });
    await user.tab();
    expect(field('Quantidade de Animais').value).toBe('1.200');
  });

  it('does not scroll to the results on a wide screen', async () => {
    const { scrolled } = watchScreen();
    const user = open();
    await typeAll(user, TEN_HEAD);
    await calculate(user);
    expect(scrolled).toEqual([]);
  });
});

describe('Cálculo da Diária on a phone', () => {
  it('brings the results into view after a calculation', async () => {
    const { scrolled } = watchScreen({ phone: true });
    const user = open();
    await typeAll(user, TEN_HEAD);
    await calculate(user);
    expect(scrolled).toEqual(['daily-rate-results']);
  });
});
