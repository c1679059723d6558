import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Weighing } from '@/domain/records/weighing';
import { aLot } from './lots/lot.fixture';
import { lastLotOf, projectionText, resultsLink } from './lots/lot-helpers';
import { formatKg, formatKgChange, formatPeriod } from './weighing-format';
import { UnknownTagPrompt, WeighingResultLine } from './weighing-result';
import type { WeighingResult } from './weighing-save';
// Registers the screen's cleanup after each test.
import '../test-providers';

describe('weighing figures', () => {
  it('writes kilos to one decimal, the pt-BR way', () => {
    expect(formatKg(412.5)).toBe('412,5 kg');
    expect(formatKg(1234.56)).toBe('1.234,6 kg');
  });

  it('signs a change of weight, and leaves none on nothing', () => {
    expect(formatKgChange(18.4)).toBe('+18,4 kg');
    expect(formatKgChange(-2.5)).toBe('-2,5 kg');
    expect(formatKgChange(0.01)).toBe('0,0 kg');
    expect(formatKgChange(-0.04)).toBe('0,0 kg');
  });

  it('says the period in days, one in the singular, none as the same day', () => {
    expect(formatPeriod(0)).toBe('no mesmo dia');
    expect(formatPeriod(1)).toBe('em 1 dia');
    expect(formatPeriod(1200)).toBe('em 1.200 dias');
  });
});

const LOT = aLot({ quantity: 1200, initialWeight: 300.5 });

describe('a lot’s link to the results calculator', () => {
  it('carries the heads, weights, price and months typed the pt-BR way', () => {
    const url = new URL(resultsLink({ ...LOT, finalWeight: 480 }), 'http://test');
    expect(url.pathname).toBe('/module/results');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      quantidade: '1.200',
      pesoInicial: '300,5',
      pesoFinal: '480',
      precoCompra: '2.500,00',
      meses: '3',
    });
  });

  it('leaves out the price Campo does not see and the final weight not given', () => {
    const url = new URL(resultsLink({ ...LOT, purchasePrice: null }), 'http://test');
    expect(url.searchParams.has('precoCompra')).toBe(false);
    expect(url.searchParams.has('pesoFinal')).toBe(false);
  });

  it('counts at least one month', () => {
    const fresh = { ...LOT, figures: { ...LOT.figures, daysSincePurchase: 3 } };
    expect(new URL(resultsLink(fresh), 'http://test').searchParams.get('meses')).toBe('1');
  });
});

describe('a lot’s projection', () => {
  it('says the date and the days, one day in the singular', () => {
    expect(projectionText({ kind: 'date', date: '2026-03-15', days: 45 })).toBe(
      'Previsão: 15/03/2026 (45 dias)',
    );
    expect(projectionText({ kind: 'date', date: '2026-03-15', days: 1 })).toBe(
      'Previsão: 15/03/2026 (1 dia)',
    );
    expect(projectionText({ kind: 'date', date: '2029-01-01', days: 1500 })).toBe(
      'Previsão: 01/01/2029 (1.500 dias)',
    );
  });

  it('says a target reached, or that there is no gain to project', () => {
    expect(projectionText({ kind: 'reached' })).toBe('Peso alvo já atingido');
    expect(projectionText({ kind: 'unknown' })).toBe('Sem GMD para projetar');
  });
});

describe('the lot of an animal’s last weighing', () => {
  const weighing = (id: string, animalId: string, date: string, batchId: string | null) =>
    ({
      id,
      animalId,
      weighingDate: date,
      weight: 300,
      batchId,
      notes: null,
      createdAt: `${date}T12:00:00Z`,
    }) as Weighing;
  const HISTORY = [
    weighing('w-2', 'B1', '2026-10-01', 'l-2'),
    weighing('w-1', 'B1', '2026-09-01', 'l-1'),
    weighing('w-3', 'B2', '2026-11-01', 'l-3'),
  ];

  it('is the lot of its latest weighing by date', () => {
    expect(lastLotOf(HISTORY, 'B1')).toBe('l-2');
    expect(lastLotOf(HISTORY, ' B2 ')).toBe('l-3');
  });

  it('is none for an animal never weighed, a blank id or a weighing without a lot', () => {
    expect(lastLotOf(HISTORY, 'B9')).toBeNull();
    expect(lastLotOf(HISTORY, '  ')).toBeNull();
    expect(lastLotOf([weighing('w-4', 'B3', '2026-11-01', null)], 'B3')).toBeNull();
  });
});

describe('the weighing result line', () => {
  const line = (result: WeighingResult | null) => {
    render(<WeighingResultLine result={result} />);
    return screen.getByRole('status', { name: 'Última pesagem' });
  };
  const base = { animalId: 'B-102', weight: 412.5, registers: false };

  it('is in the page, empty, before any weighing', () => {
    expect(line(null).textContent).toBe('');
  });

  it('says a weighing is being saved', () => {
    expect(line({ ...base, state: 'saving' }).textContent).toBe('Salvando a pesagem de B-102…');
  });

  it('says a weighing was not saved', () => {
    expect(line({ ...base, state: 'failed' }).textContent).toBe(
      'A pesagem de B-102 não foi salva.',
    );
  });

  it('compares a saved weighing with the one before it', () => {
    const shown = line({
      ...base,
      state: 'saved',
      first: false,
      since: {
        previous: { weighingDate: '2026-10-15', weight: 374 },
        gain: 38.5,
        days: 45,
        dailyGain: 0.8556,
      },
    });
    const [weighed, since] = within(shown).getAllByText(/./, { selector: 'p' });
    expect(weighed?.textContent).toBe('B-102 · 412,5 kg');
    expect(since?.textContent).toBe(
      'Anterior: 374,0 kg em 15/10/2026 · +38,5 kg em 45 dias · 0,856 kg/dia',
    );
  });

  it('says a first weighing, one kept on the device, and one that registered the animal', () => {
    const shown = line({ ...base, state: 'queued', first: true, since: null, registers: true });
    expect(shown.textContent).toContain('B-102 · 412,5 kg · guardada no aparelho');
    expect(shown.textContent).toContain('Primeira pesagem deste animal.');
    expect(shown.textContent).toContain(
      'Entrou no Rebanho: complete sexo, raça e idade em Rebanho.',
    );
  });

  it('says when the animal had weighings, none before this date', () => {
    const shown = line({ ...base, state: 'saved', first: false, since: null });
    expect(shown.textContent).toContain('Nenhuma pesagem deste animal antes desta data.');
  });

  it('says offline that the weighing before is not on the device', () => {
    const shown = line({ ...base, state: 'queued', first: false, since: 'unknown' });
    expect(shown.textContent).toContain(
      'Sem conexão: a pesagem anterior deste animal não está neste aparelho.',
    );
  });
});

describe('the unknown tag prompt', () => {
  const ask = (tag: string | null) => {
    const onConfirm = vi.fn();
    const onCorrect = vi.fn();
    render(
      <>
        <input
          id="weighing-animalId"
          aria-label="Identificação do Animal"
          defaultValue={tag ?? ''}
        />
        <UnknownTagPrompt
          tag={tag}
          fieldId="weighing-animalId"
          onConfirm={onConfirm}
          onCorrect={onCorrect}
        />
      </>,
    );
    return { onConfirm, onCorrect, user: userEvent.setup() };
  };

  it('asks nothing without a tag', () => {
    ask(null);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('names a brinco and registers it on request', async () => {
    const { user, onConfirm } = ask('99999');
    const dialog = screen.getByRole('alertdialog', {
      name: 'O brinco 99999 não está no rebanho. Cadastrar como novo animal?',
    });
    expect(dialog.textContent).toContain(
      'Confira o número. Cadastrado, ele entra no Rebanho com a data desta pesagem; sexo, raça e idade ficam para completar depois.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cadastrar e salvar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('names an EID by its parts, and gives the field back selected to correct it', async () => {
    const { user, onCorrect } = ask('982000123456789');
    const dialog = screen.getByRole('alertdialog', {
      name: 'O EID 982 000123456789 não está no rebanho. Cadastrar como novo animal?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Corrigir' }));
    expect(onCorrect).toHaveBeenCalledTimes(1);
  });
});
