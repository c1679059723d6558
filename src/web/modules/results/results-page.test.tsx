import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { REFERENCE_LOT } from '@/domain/calculators/results.fixture';
import {
  errorOf,
  failure,
  field,
  figure,
  fillIn,
  renderWithApi,
  type Answer,
} from '../test-providers';
import ResultsPage from './results-page';

afterEach(() => {
  vi.clearAllMocks();
  onlineManager.setOnline(true);
});

const SAVE = 'POST /api/result-calculations';
const open = (path = '/module/results', saved: Answer = { status: 201, body: { id: 'r-1' } }) => {
  return renderWithApi(<ResultsPage />, { [SAVE]: saved }, { path });
};
const calculate = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Calcular' }));

/**
 * The spec's example: 100 head from 300 to 500 kg in 10 months, at R$ 300 the arroba. It is
 * the reference lot (REFERENCE_LOT) as typed, the carcass yield left at its 50.
 */
const EXAMPLE = {
  'Quantidade de Animais': '100',
  'Peso Inicial (kg)': '300',
  'Peso Final (kg)': '500',
  'Preço de Compra (R$/cabeça)': '2500',
  'Valor da Arroba (R$/@)': '300',
  'Período (meses)': '10',
  'Arrendamento (R$/cabeça/mês)': '30',
  'Outras Despesas (R$)': '5000',
  'Custo do Proteinado (R$/kg)': '2',
  'Consumo de Proteinado (% do peso vivo)': '0,1',
  'Custo do Proteico Energético (R$/kg)': '1,5',
  'Consumo de Proteico Energético (% do peso vivo)': '0,5',
};
/** A table row's share of the total, beside its figure. */
const shareOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.lastElementChild?.textContent;
const status = () => screen.queryByRole('status')?.textContent?.replace(/\s+/g, ' ').trim();

describe('Cálculo de Resultados Pecuários', () => {
  it('opens with the yield at 50, the costs at zero and the rest empty', () => {
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Cálculo de Resultados Pecuários',
    );
    expect(field('Rendimento de Carcaça (%)').value).toBe('50');
    expect(field('Arrendamento (R$/cabeça/mês)').value).toBe('0,00');
    expect(field('Consumo de Proteinado (% do peso vivo)').value).toBe('0');
    expect(field('Quantidade de Animais').value).toBe('');
    expect(screen.getByText('Típico: 0,1 a 0,2%. Fase de recria: 70% do período.')).toBeTruthy();
  });

  it('shows the profit, the margin and where the costs go, and saves the margin', async () => {
    const { user, api } = open();
    await fillIn(user, EXAMPLE);
    await calculate(user);
    expect(figure('Lucro')).toBe('R$ 171.200,00');
    expect(figure('Margem de Lucro')).toBe('34,24%');
    expect(screen.getByText('Margem excelente!')).toBeTruthy();
    expect(figure('Receita Total')).toBe('R$ 500.000,00');
    expect(figure('Custo Total')).toBe('R$ 328.800,00');
    expect(figure('Lucro por Cabeça')).toBe('R$ 1.712,00');
    expect(figure('Custo por Arroba Produzida')).toBe('R$ 118,20');
    expect(screen.getByText('666,67 @ produzidas (custos sem a compra)')).toBeTruthy();
    expect(figure('GMD Estimado')).toBe('0,667 kg/dia');
    expect(figure('Compra dos Animais')).toBe('R$ 250.000,00');
    expect(shareOf('Compra dos Animais')).toBe('76,0%');
    expect(figure('Arrendamento')).toBe('R$ 30.000,00');
    expect(figure('Proteinado')).toBe('R$ 16.800,00');
    expect(figure('Proteico Energético')).toBe('R$ 27.000,00');
    expect(shareOf('Proteico Energético')).toBe('8,2%');
    expect(figure('Outras Despesas')).toBe('R$ 5.000,00');
    expect(figure('Total')).toBe('R$ 328.800,00');
    expect(toast.success).toHaveBeenCalledWith('Cálculo realizado!');
    expect(await screen.findByText(/Margem salva no seu painel\./)).toBeTruthy();
    expect(api.to('POST', '/api/result-calculations').map((s) => s.body)).toEqual([REFERENCE_LOT]);
  });

  it('reads a loss in red words and a negative profit', async () => {
    const { user } = open();
    await fillIn(user, { ...EXAMPLE, 'Valor da Arroba (R$/@)': '150' });
    await calculate(user);
    expect(figure('Lucro')).toBe('-R$ 78.800,00');
    expect(figure('Margem de Lucro')).toBe('-31,52%');
    expect(screen.getByText('Operação no prejuízo. Considere ajustes.')).toBeTruthy();
    expect(figure('Lucro por Cabeça')).toBe('-R$ 788,00');
  });

  it('says so when the margin is not saved, and saves it again on request', async () => {
    let tries = 0;
    const { user, api } = open('/module/results', undefined);
    api.fetch.mockImplementation(async () => {
      tries += 1;
      const answer = tries === 1 ? failure(500, 'Erro interno') : { status: 201, body: {} };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    await fillIn(user, EXAMPLE);
    await calculate(user);
    expect(await screen.findByText(/A margem não foi salva\./)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Erro ao salvar', {
      description: 'Resultados calculados mas não foram salvos. Tente novamente.',
    });
    // The figures stay: only the save failed.
    expect(figure('Lucro')).toBe('R$ 171.200,00');
    await user.click(screen.getByRole('button', { name: 'Salvar novamente' }));
    expect(await screen.findByText(/Margem salva no seu painel\./)).toBeTruthy();
    expect(tries).toBe(2);
  });

  it('tells a signed-out producer to sign in again when the save is refused', async () => {
    const { user } = open('/module/results', failure(401, 'Não autenticado', 'UNAUTHORIZED'));
    await fillIn(user, EXAMPLE);
    await calculate(user);
    expect(await screen.findByText(/A margem não foi salva\./)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Erro de autenticação', {
      description: 'Você precisa estar autenticado.',
    });
  });

  it('names a lapsed subscription in the failure', async () => {
    const { user } = open(
      '/module/results',
      failure(403, 'Sua assinatura está inativa.', 'SUBSCRIPTION_INACTIVE'),
    );
    await fillIn(user, EXAMPLE);
    await calculate(user);
    await screen.findByText(/A margem não foi salva\./);
    expect(toast.error).toHaveBeenCalledWith('Assinatura inativa', {
      description: 'Sua assinatura está inativa.',
    });
  });

  it('keeps the margin to save while offline and says it will go when the internet returns', async () => {
    const { user, api } = open();
    act(() => onlineManager.setOnline(false));
    await fillIn(user, EXAMPLE);
    await calculate(user);
    expect(status()).toBe('Sem conexão: a margem será salva quando a internet voltar.');
    expect(api.sent).toEqual([]);
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText(/Margem salva no seu painel\./)).toBeTruthy();
    expect(api.sent).toHaveLength(1);
  });

  it('starts from a lot’s figures named in the address, ignoring what is not a number', () => {
    open(
      '/module/results?quantidade=40&pesoInicial=280,5&pesoFinal=abc&precoCompra=2.500,00&meses=3',
    );
    expect(field('Quantidade de Animais').value).toBe('40');
    expect(field('Peso Inicial (kg)').value).toBe('280,5');
    expect(field('Peso Final (kg)').value).toBe('');
    expect(field('Preço de Compra (R$/cabeça)').value).toBe('2.500,00');
    expect(field('Período (meses)').value).toBe('3');
  });

  it('refuses a final weight not above the initial one, and other fields, saving nothing', async () => {
    const { user, api } = open();
    await fillIn(user, {
      ...EXAMPLE,
      'Peso Final (kg)': '300',
      'Período (meses)': '61',
      'Arrendamento (R$/cabeça/mês)': '-1',
      'Consumo de Proteinado (% do peso vivo)': '1,5',
      'Consumo de Proteico Energético (% do peso vivo)': '2,5',
      'Custo do Proteinado (R$/kg)': '101',
      'Outras Despesas (R$)': '-5',
    });
    await calculate(user);
    expect(errorOf('Peso Final (kg)')).toBe('Peso final deve ser maior que peso inicial');
    expect(errorOf('Período (meses)')).toBe('Período muito longo');
    expect(errorOf('Arrendamento (R$/cabeça/mês)')).toBe('Arrendamento não pode ser negativo');
    expect(errorOf('Consumo de Proteinado (% do peso vivo)')).toBe(
      'Consumo não pode ser maior que 100%',
    );
    expect(errorOf('Consumo de Proteico Energético (% do peso vivo)')).toBe(
      'Consumo não pode ser maior que 200%',
    );
    expect(errorOf('Custo do Proteinado (R$/kg)')).toBe('Custo por kg não pode exceder R$ 100');
    expect(errorOf('Outras Despesas (R$)')).toBe('Despesas não podem ser negativas');
    expect(figure('Lucro')).toBeUndefined();
    expect(api.sent).toEqual([]);
  });
});
