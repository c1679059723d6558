import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inApp } from '../../test/app';
import { stubScreenBrowser } from '../../test/browser';
import { figure, renderScreen, typeAll, type Screen } from '../../test/screen';
import DailyRatePage from './daily-rate-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

let browser: ReturnType<typeof stubScreenBrowser>;
beforeEach(() => {
  browser = stubScreenBrowser();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const open = () => renderScreen(inApp(<DailyRatePage />, { path: '/module/daily-rate' }));
/** Ten head at R$ 1 of rent and R$ 1 of supplement a day: R$ 2,00 a head. */
const TEN_HEAD = {
  'Quantidade de Animais': '10',
  'Arrendamento (R$/cabeça/dia)': '1',
  'Suplemento (R$/cabeça/dia)': '1',
};
const calculate = (screen: Screen) => screen.click(screen.byRole('button', 'Calcular'));

describe('Cálculo da Diária', () => {
  it('opens with labour and other costs at zero and no results', () => {
    const screen = open();
    expect(screen.byRole('heading', 'Cálculo da Diária')).toBeDefined();
    expect(screen.field('Quantidade de Animais').value).toBe('');
    expect(screen.field('Mão de Obra (R$/dia)').value).toBe('0,00');
    expect(screen.field('Outros Custos (R$/dia)').value).toBe('0,00');
    expect(screen.text).toContain('Preencha os dados e selecione Calcular para ver os resultados.');
  });

  it('shows the daily rate per head and the lot’s costs after a calculation', () => {
    const screen = open();
    typeAll(screen, {
      'Quantidade de Animais': '100',
      'Arrendamento (R$/cabeça/dia)': '1,20',
      'Suplemento (R$/cabeça/dia)': '0,80',
    });
    calculate(screen);
    expect(figure(screen, 'Diária por Cabeça')).toBe('R$ 2,00');
    expect(figure(screen, 'Custo Diário do Lote')).toBe('R$ 200,00');
    expect(figure(screen, 'Custo Mensal por Cabeça')).toBe('R$ 60,00');
    expect(figure(screen, 'Custo Mensal do Lote')).toBe('R$ 6.000,00');
    expect(figure(screen, 'Custo Anual do Lote')).toBe('R$ 73.000,00');
    expect(toast.success).toHaveBeenCalledWith('Cálculo realizado');
  });

  it('divides labour and other costs by the lot', () => {
    const screen = open();
    typeAll(screen, {
      'Quantidade de Animais': '50',
      'Arrendamento (R$/cabeça/dia)': '1',
      'Suplemento (R$/cabeça/dia)': '0',
      'Mão de Obra (R$/dia)': '100',
      'Outros Custos (R$/dia)': '25',
    });
    calculate(screen);
    expect(figure(screen, 'Diária por Cabeça')).toBe('R$ 3,50');
    expect(figure(screen, 'Custo Diário do Lote')).toBe('R$ 175,00');
  });

  it('refuses empty and wrong fields with their messages and no results', () => {
    const screen = open();
    typeAll(screen, { 'Quantidade de Animais': '0', 'Arrendamento (R$/cabeça/dia)': '-1' });
    calculate(screen);
    expect(screen.text).toContain('Quantidade deve ser maior que zero');
    expect(screen.text).toContain('Arrendamento não pode ser negativo');
    expect(screen.text).toContain('Campo obrigatório');
    expect(figure(screen, 'Diária por Cabeça')).toBeUndefined();
    expect(toast.error).toHaveBeenCalledWith('Erro de validação', {
      description: 'Verifique os campos destacados',
    });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('takes away the results of a calculation when the next one fails', () => {
    const screen = open();
    typeAll(screen, TEN_HEAD);
    calculate(screen);
    expect(figure(screen, 'Diária por Cabeça')).toBe('R$ 2,00');
    screen.type(screen.field('Suplemento (R$/cabeça/dia)'), '101');
    calculate(screen);
    expect(screen.text).toContain('Suplemento não pode exceder R$ 100');
    expect(figure(screen, 'Diária por Cabeça')).toBeUndefined();
  });

  it('writes a money value the pt-BR way when the field is left', () => {
    const screen = open();
    const rent = screen.field('Arrendamento (R$/cabeça/dia)');
    screen.fill(rent, '1234,5');
    expect(rent.value).toBe('1.234,50');
    const quantity = screen.field('Quantidade de Animais');
    screen.fill(quantity, '1200');
    expect(quantity.value).toBe('1.200');
  });

  it('does not scroll to the results on a wide screen', () => {
    const screen = open();
    typeAll(screen, TEN_HEAD);
    calculate(screen);
    expect(browser.scrolled).toEqual([]);
  });
});

describe('Cálculo da Diária on a phone', () => {
  it('brings the results into view after a calculation', () => {
    vi.unstubAllGlobals();
    browser = stubScreenBrowser({ phone: true });
    const screen = open();
    typeAll(screen, TEN_HEAD);
    calculate(screen);
    expect(browser.scrolled).toEqual(['daily-rate-results']);
  });
});
