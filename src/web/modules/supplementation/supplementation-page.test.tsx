import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import { clickButton, errorOf, field, figure, fillIn, renderInApp } from '../test-providers';
import SupplementationPage from './supplementation-page';

const open = () => renderInApp(<SupplementationPage />, { path: '/module/supplementation' }).user;
const calculate = (user: UserEvent) => clickButton(user, 'Calcular');

describe('Cálculo de Quantidade a Ser Colocada', () => {
  it('opens with the spec’s defaults written the pt-BR way and no results', () => {
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Cálculo de Quantidade a Ser Colocada',
    );
    expect(field('Quantidade de Animais').value).toBe('100');
    expect(field('Consumo (% do peso vivo)').value).toBe('0,1');
    expect(field('Peso Médio (kg)').value).toBe('300');
    expect(field('Peso do Saco (kg)').value).toBe('30');
    expect(
      screen.getByText('Proteinado: 0,1 a 0,2%. Proteico energético: 0,3 a 1,0%.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Preencha os dados e selecione Calcular para ver os resultados.'),
    ).toBeTruthy();
    expect(figure('Sacos por Dia')).toBeUndefined();
  });

  it('calculates the defaults: 30 kg a day, one bag', async () => {
    const user = open();
    await calculate(user);
    expect(figure('Sacos por Dia')).toBe('1 saco/dia');
    expect(screen.getByText('Sacos de 30 kg, arredondado para cima')).toBeTruthy();
    expect(figure('Consumo por Cabeça')).toBe('0,300 kg/cabeça/dia');
    expect(figure('Total por Dia')).toBe('30,00 kg/dia');
    expect(figure('Total por Semana')).toBe('210,00 kg');
    expect(screen.getByText('7 sacos em 7 dias')).toBeTruthy();
    expect(figure('Total por Mês')).toBe('900,00 kg');
    expect(screen.getByText('30 sacos em 30 dias')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Cálculo realizado!');
  });

  it('rounds the bags up and writes thousands the pt-BR way', async () => {
    const user = open();
    await fillIn(user, {
      'Quantidade de Animais': '1250',
      'Consumo (% do peso vivo)': '0,25',
      'Peso Médio (kg)': '412,5',
      'Peso do Saco (kg)': '25',
    });
    expect(field('Quantidade de Animais').value).toBe('1.250');
    await calculate(user);
    // 412,5 × 0,25 % = 1,03125 kg a head; × 1.250 = 1.289,0625 kg a day: 51,56 bags -> 52.
    expect(figure('Consumo por Cabeça')).toBe('1,031 kg/cabeça/dia');
    expect(figure('Total por Dia')).toBe('1.289,06 kg/dia');
    expect(figure('Sacos por Dia')).toBe('52 sacos/dia');
    expect(screen.getByText('Sacos de 25 kg, arredondado para cima')).toBeTruthy();
    expect(figure('Total por Mês')).toBe('38.671,88 kg');
    expect(screen.getByText('1.547 sacos em 30 dias')).toBeTruthy();
  });

  it('writes a bag weight with decimals as typed in the note', async () => {
    const user = open();
    await fillIn(user, { 'Peso do Saco (kg)': '22,5' });
    await calculate(user);
    expect(screen.getByText('Sacos de 22,5 kg, arredondado para cima')).toBeTruthy();
    expect(figure('Sacos por Dia')).toBe('2 sacos/dia');
  });

  it('shows each field’s message, marks it invalid and shows no results', async () => {
    const user = open();
    await fillIn(user, {
      'Quantidade de Animais': '',
      'Consumo (% do peso vivo)': '11',
      'Peso Médio (kg)': '0',
      'Peso do Saco (kg)': '101',
    });
    await calculate(user);
    expect(errorOf('Quantidade de Animais')).toBe('Campo obrigatório');
    expect(errorOf('Consumo (% do peso vivo)')).toBe('Percentual não pode exceder 10%');
    expect(errorOf('Peso Médio (kg)')).toBe('Peso médio deve ser maior que zero');
    expect(errorOf('Peso do Saco (kg)')).toBe('Peso do saco não pode exceder 100 kg');
    expect(field('Peso do Saco (kg)').getAttribute('aria-invalid')).toBe('true');
    expect(figure('Sacos por Dia')).toBeUndefined();
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Erro de validação', {
      description: 'Verifique os campos destacados',
    });
  });

  it('refuses a fraction of a head and text that is not a number', async () => {
    const user = open();
    await fillIn(user, { 'Quantidade de Animais': '10,5', 'Peso Médio (kg)': 'trezentos' });
    await calculate(user);
    expect(errorOf('Quantidade de Animais')).toBe('Informe um número inteiro');
    expect(errorOf('Peso Médio (kg)')).toBe('Informe um número válido');
  });

  it('takes the results away when the next calculation fails, and brings them back', async () => {
    const user = open();
    await calculate(user);
    expect(figure('Sacos por Dia')).toBe('1 saco/dia');
    await fillIn(user, { 'Peso do Saco (kg)': '0' });
    await calculate(user);
    expect(errorOf('Peso do Saco (kg)')).toBe('Peso do saco deve ser maior que zero');
    expect(figure('Sacos por Dia')).toBeUndefined();
    await fillIn(user, { 'Peso do Saco (kg)': '50' });
    await calculate(user);
    expect(errorOf('Peso do Saco (kg)')).toBeUndefined();
    expect(figure('Sacos por Dia')).toBe('1 saco/dia');
  });

  it('warns, without refusing, about a live weight far outside the usual', async () => {
    const user = open();
    await fillIn(user, { 'Peso Médio (kg)': '5' });
    const input = field('Peso Médio (kg)');
    const warning = document.getElementById(`${input.id}-warning`);
    expect(warning?.textContent).toBeTruthy();
    await calculate(user);
    expect(figure('Sacos por Dia')).toBe('1 saco/dia');
  });
});
