import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { clickButton, errorOf, field, figure, fillIn, renderInApp } from '../test-providers';
import PremiumPage from './premium-page';

const open = () => renderInApp(<PremiumPage />, { path: '/module/premium' }).user;
const calculate = (user: UserEvent) => clickButton(user, 'Calcular');

/** The spec's example: R$ 3.000 paid where the market asks R$ 2.700, 100 head. */
const EXAMPLE = {
  'Preço de Compra (R$/cabeça)': '3000',
  'Preço de Mercado (R$/cabeça)': '2700',
  'Quantidade de Animais': '100',
  'Ganho de Peso Diário (kg/cabeça/dia)': '0,8',
  'Valor da Arroba (R$/@)': '300',
};
const HIGH = 'Ágio acima de 30% do preço de mercado. Avalie bem antes de comprar.';
const NONE = 'Preço de compra igual ou abaixo do mercado: não há ágio a diluir.';

describe('Diluir Ágio na Compra', () => {
  it('opens with the carcass yield at 50 and the rest empty', () => {
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Diluir Ágio na Compra');
    expect(field('Rendimento de Carcaça (%)').value).toBe('50');
    expect(field('Preço de Compra (R$/cabeça)').value).toBe('');
    expect(field('Preço de Compra (R$/cabeça)').placeholder).toBe('Ex.: 3.000,00');
    expect(screen.getByText('Carcaça em % do peso vivo: 1 @ = 15 kg de carcaça.')).toBeTruthy();
  });

  it('shows the days that pay the premium back, in the spec’s example', async () => {
    const user = open();
    await fillIn(user, EXAMPLE);
    expect(field('Preço de Compra (R$/cabeça)').value).toBe('3.000,00');
    expect(field('Valor da Arroba (R$/@)').value).toBe('300,00');
    await calculate(user);
    expect(figure('Dias para Diluir o Ágio')).toBe('37,5 dias');
    expect(figure('Ágio por Cabeça')).toBe('R$ 300,00');
    expect(figure('Ágio Total')).toBe('R$ 30.000,00');
    expect(figure('Ágio sobre o Mercado')).toBe('11,11%');
    expect(figure('Arrobas Necessárias')).toBe('100,00 @');
    expect(figure('Peso Vivo a Ganhar')).toBe('3.000,00 kg');
    expect(screen.queryByText(HIGH)).toBeNull();
    expect(screen.queryByText(NONE)).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Cálculo realizado');
  });

  it('warns about a premium above 30 % of the market', async () => {
    const user = open();
    await fillIn(user, { ...EXAMPLE, 'Preço de Compra (R$/cabeça)': '3600' });
    await calculate(user);
    expect(figure('Ágio sobre o Mercado')).toBe('33,33%');
    expect(screen.getByText(HIGH)).toBeTruthy();
  });

  it('does not warn at exactly 30 %', async () => {
    const user = open();
    await fillIn(user, { ...EXAMPLE, 'Preço de Compra (R$/cabeça)': '3510' });
    await calculate(user);
    expect(figure('Ágio sobre o Mercado')).toBe('30,00%');
    expect(screen.queryByText(HIGH)).toBeNull();
  });

  it('says there is nothing to dilute when bought below the market', async () => {
    const user = open();
    await fillIn(user, { ...EXAMPLE, 'Preço de Compra (R$/cabeça)': '2500' });
    await calculate(user);
    expect(screen.getByText(NONE)).toBeTruthy();
    expect(figure('Ágio por Cabeça')).toBe('-R$ 200,00');
    expect(figure('Ágio Total')).toBe('-R$ 20.000,00');
    expect(figure('Dias para Diluir o Ágio')).toBe('0,0 dias');
    expect(figure('Arrobas Necessárias')).toBe('0,00 @');
  });

  it('counts the carcass yield typed in', async () => {
    const user = open();
    await fillIn(user, { ...EXAMPLE, 'Rendimento de Carcaça (%)': '60' });
    await calculate(user);
    expect(figure('Peso Vivo a Ganhar')).toBe('2.500,00 kg');
    expect(figure('Dias para Diluir o Ágio')).toBe('31,3 dias');
  });

  it('refuses each field with its message', async () => {
    const user = open();
    await fillIn(user, {
      'Preço de Compra (R$/cabeça)': '0',
      'Ganho de Peso Diário (kg/cabeça/dia)': '11',
      'Valor da Arroba (R$/@)': '10001',
      'Rendimento de Carcaça (%)': '39',
    });
    await calculate(user);
    expect(errorOf('Preço de Compra (R$/cabeça)')).toBe('Preço de compra deve ser maior que zero');
    expect(errorOf('Preço de Mercado (R$/cabeça)')).toBe('Campo obrigatório');
    expect(errorOf('Ganho de Peso Diário (kg/cabeça/dia)')).toBe(
      'Ganho de peso não pode exceder 10 kg/dia',
    );
    expect(errorOf('Valor da Arroba (R$/@)')).toBe('Valor muito alto');
    expect(errorOf('Rendimento de Carcaça (%)')).toBe('Rendimento deve ser de no mínimo 40%');
    expect(figure('Dias para Diluir o Ágio')).toBeUndefined();
    await fillIn(user, { 'Rendimento de Carcaça (%)': '71', 'Valor da Arroba (R$/@)': '0' });
    await calculate(user);
    expect(errorOf('Rendimento de Carcaça (%)')).toBe('Rendimento deve ser de no máximo 70%');
    expect(errorOf('Valor da Arroba (R$/@)')).toBe('Valor da arroba deve ser maior que zero');
  });
});
