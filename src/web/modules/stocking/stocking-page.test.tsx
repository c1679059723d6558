import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { toast } from 'sonner';
import type { MeResponse } from '@/domain/api';
import {
  clickButton,
  errorOf,
  field,
  figure,
  fillIn,
  producer,
  renderInApp,
} from '../test-providers';
import StockingPage from './stocking-page';

const open = (me: MeResponse = producer()) =>
  renderInApp(<StockingPage />, { path: '/module/stocking', me }).user;
const calculate = (user: UserEvent) => clickButton(user, 'Calcular');
const withArea = (areaHectares: number | null): MeResponse => {
  const me = producer();
  return { ...me, farm: { ...me.farm, areaHectares } };
};

describe('Taxa de Lotação', () => {
  it('opens with its title, its line and empty fields', () => {
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Taxa de Lotação');
    expect(
      screen.getByText(
        'Informe a área e o rebanho para ver as unidades animais por hectare e a situação do pasto.',
      ),
    ).toBeTruthy();
    expect(field('Área (ha)').value).toBe('');
    expect(
      screen.getByText('Peso vivo médio por cabeça. 1 UA (unidade animal) = 450 kg de peso vivo.'),
    ).toBeTruthy();
    expect(figure('Lotação (UA/ha)')).toBeUndefined();
  });

  it('shows the UA per hectare and its classification (the spec’s example)', async () => {
    const user = open();
    await fillIn(user, {
      'Área (ha)': '100',
      'Quantidade de Animais': '150',
      'Peso Médio (kg)': '420',
    });
    await calculate(user);
    expect(figure('Lotação (UA/ha)')).toBe('1,40 UA/ha');
    expect(figure('Classificação')).toBe('Lotação adequada (extensivo)');
    expect(
      screen.getByText('Lotação compatível com pastagem extensiva bem manejada.'),
    ).toBeTruthy();
    expect(figure('Total de Unidades Animais')).toBe('140,00 UA');
    expect(figure('Cabeças por Hectare')).toBe('1,50 cab./ha');
    expect(toast.success).toHaveBeenCalledWith('Cálculo realizado');
  });

  it.each([
    ['10', 'Lotação baixa', 'A pastagem suporta mais animais.'],
    [
      '225',
      'Lotação moderada (semi-intensivo)',
      'Exige pastagem bem manejada, com adubação de manutenção.',
    ],
    ['450', 'Lotação alta (intensivo)', 'Exige adubação, pastejo rotacionado e suplementação.'],
    ['2250', 'Lotação muito alta', 'Risco de degradação da pastagem.'],
  ])('classifies %s head of 450 kg on 100 ha as “%s”', async (heads, label, description) => {
    const user = open();
    await fillIn(user, {
      'Área (ha)': '100',
      'Quantidade de Animais': heads,
      'Peso Médio (kg)': '450',
    });
    await calculate(user);
    expect(figure('Classificação')).toBe(label);
    expect(screen.getByText(description)).toBeTruthy();
  });

  it('offers the farm’s area and puts it in the field, without the thousands dot', async () => {
    const user = open(withArea(1250.5));
    await user.click(screen.getByRole('button', { name: 'Usar a área da fazenda (1.250,5 ha)' }));
    expect(field('Área (ha)').value).toBe('1250,5');
  });

  it('offers no farm area when the farm has none', () => {
    open(withArea(null));
    expect(screen.queryByRole('button', { name: /Usar a área da fazenda/ })).toBeNull();
  });

  it('refuses an area of zero, one too large and a missing weight', async () => {
    const user = open();
    await fillIn(user, { 'Área (ha)': '0', 'Quantidade de Animais': '10' });
    await calculate(user);
    expect(errorOf('Área (ha)')).toBe('Área deve ser maior que zero');
    expect(errorOf('Peso Médio (kg)')).toBe('Campo obrigatório');
    await fillIn(user, { 'Área (ha)': '100001' });
    await calculate(user);
    expect(errorOf('Área (ha)')).toBe('Área não pode exceder 100.000 ha');
    expect(figure('Lotação (UA/ha)')).toBeUndefined();
  });

  it("starts from the figures in the address ('Calcular lotação' in Pastos)", async () => {
    const { user } = renderInApp(
      <>
        <Link to="/module/stocking?area=99&cabecas=10&pesoMedio=400">Outro retiro</Link>
        <StockingPage />
      </>,
      {
        path: '/module/stocking?area=250&cabecas=300&pesoMedio=393,8&x=1',
        route: '/module/stocking',
      },
    );
    expect(field('Área (ha)').value).toBe('250');
    expect(field('Quantidade de Animais').value).toBe('300');
    expect(field('Peso Médio (kg)').value).toBe('393,8');
    await calculate(user);
    expect(figure('Lotação (UA/ha)')).toBe('1,05 UA/ha');
    // Figures that come later fill only the fields the person has not typed in.
    await fillIn(user, { 'Área (ha)': '120' });
    await user.click(screen.getByRole('link', { name: 'Outro retiro' }));
    expect(field('Área (ha)').value).toBe('120');
    expect(field('Quantidade de Animais').value).toBe('10');
    expect(field('Peso Médio (kg)').value).toBe('400');
  });

  it('ignores what in the address is not a number', () => {
    renderInApp(<StockingPage />, {
      path: '/module/stocking?area=abc&cabecas=-5&pesoMedio=420',
      route: '/module/stocking',
    });
    expect(field('Área (ha)').value).toBe('');
    expect(field('Quantidade de Animais').value).toBe('');
    expect(field('Peso Médio (kg)').value).toBe('420');
  });
});
