import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { clickButton, errorOf, field, figure, fillIn, renderInApp } from '../test-providers';
import SupplementationCostPage from './supplementation-cost-page';

const open = () =>
  renderInApp(<SupplementationCostPage />, { path: '/module/supplementation-cost' }).user;
const calculate = (user: UserEvent) => clickButton(user, 'Calcular');

/** The spec's example: 50 head at 0,2 % of 350 kg, R$ 2,35 a kg, for 90 days. */
const EXAMPLE = {
  'Quantidade de Animais': '50',
  'Consumo (% do peso vivo)': '0,2',
  'Peso Médio (kg)': '350',
  'Custo do Suplemento (R$/kg)': '2,35',
  'Período (dias)': '90',
};

describe('Custo de Suplementação', () => {
  it('opens with every field empty, its examples and no results', () => {
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Custo de Suplementação');
    for (const label of Object.keys(EXAMPLE)) expect(field(label).value).toBe('');
    expect(field('Custo do Suplemento (R$/kg)').placeholder).toBe('Ex.: 2,35');
    expect(field('Período (dias)').placeholder).toBe('Ex.: 90');
    expect(figure('Custo Total no Período')).toBeUndefined();
  });

  it('shows the spec’s example in reais, per head and for the lot', async () => {
    const user = open();
    await fillIn(user, EXAMPLE);
    await calculate(user);
    expect(figure('Custo Total no Período')).toBe('R$ 7.402,50');
    expect(figure('Custo por Cabeça no Período')).toBe('R$ 148,05');
    expect(figure('Consumo Total no Período')).toBe('3.150,00 kg');
    expect(figure('Consumo por Cabeça')).toBe('0,700 kg/cabeça/dia');
    expect(figure('Custo por Cabeça por Dia')).toBe('R$ 1,65');
    expect(figure('Custo Diário do Lote')).toBe('R$ 82,25');
    expect(screen.getAllByText('Em 90 dias, para o lote inteiro')).toHaveLength(2);
    expect(screen.getByText('R$/dia para 50 cabeças')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Cálculo realizado');
  });

  it('speaks of one day and one head in the singular', async () => {
    const user = open();
    await fillIn(user, { ...EXAMPLE, 'Quantidade de Animais': '1', 'Período (dias)': '1' });
    await calculate(user);
    expect(screen.getAllByText('Em 1 dia, para o lote inteiro')).toHaveLength(2);
    expect(screen.getByText('R$/dia para 1 cabeça')).toBeTruthy();
    expect(figure('Custo Total no Período')).toBe('R$ 1,65');
  });

  it('writes the price as money and the head count with a thousands dot on leaving', async () => {
    const user = open();
    await fillIn(user, { 'Custo do Suplemento (R$/kg)': '2,5', 'Quantidade de Animais': '1500' });
    expect(field('Custo do Suplemento (R$/kg)').value).toBe('2,50');
    expect(field('Quantidade de Animais').value).toBe('1.500');
  });

  it('refuses each field out of bounds with its message', async () => {
    const user = open();
    await fillIn(user, {
      'Quantidade de Animais': '100001',
      'Consumo (% do peso vivo)': '0',
      'Peso Médio (kg)': '1001',
      'Custo do Suplemento (R$/kg)': '101',
      'Período (dias)': '366',
    });
    await calculate(user);
    expect(errorOf('Quantidade de Animais')).toBe('Quantidade não pode exceder 100.000 cabeças');
    expect(errorOf('Consumo (% do peso vivo)')).toBe('Percentual deve ser maior que zero');
    expect(errorOf('Peso Médio (kg)')).toBe('Peso médio não pode exceder 1.000 kg');
    expect(errorOf('Custo do Suplemento (R$/kg)')).toBe('Custo por kg não pode exceder R$ 100');
    expect(errorOf('Período (dias)')).toBe('Período não pode exceder 365 dias');
    expect(figure('Custo Total no Período')).toBeUndefined();
    expect(toast.error).toHaveBeenCalledWith('Erro de validação', {
      description: 'Verifique os campos destacados',
    });
  });

  it('asks for every empty field and for whole days', async () => {
    const user = open();
    await calculate(user);
    expect(errorOf('Quantidade de Animais')).toBe('Campo obrigatório');
    expect(errorOf('Custo do Suplemento (R$/kg)')).toBe('Campo obrigatório');
    await fillIn(user, { ...EXAMPLE, 'Período (dias)': '0' });
    await calculate(user);
    expect(errorOf('Período (dias)')).toBe('Período deve ser maior que zero');
    expect(errorOf('Quantidade de Animais')).toBeUndefined();
    await fillIn(user, { 'Período (dias)': '30,5' });
    await calculate(user);
    expect(errorOf('Período (dias)')).toBe('Informe um número inteiro');
  });
});
