import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { Lot } from '@/domain/records/lots';
import { aLot } from './lot.fixture';
import { eventually, failure, fillIn, renderWithApi, type Answer } from '../../test-providers';
import { LotCard, type LotPermissions } from './lot-card';

/** 40 head bought at R$ 2.500, 38 weighed at 380 kg on average, gaining 0,8 kg a day. */
const LOT = aLot({
  figures: {
    headsWeighed: 38,
    averageWeight: 380,
    averageDailyGain: 0.8,
    totalGain: 3040,
    daysSincePurchase: 92,
    lastWeighingDate: '2026-11-30',
  },
});
const OWNER: LotPermissions = { canManage: true, seesMoney: true };
const CAMPO: LotPermissions = { canManage: false, seesMoney: false };

function show(lot: Lot, permissions: LotPermissions, answers: Record<string, Answer> = {}) {
  const onEdit = vi.fn();
  return {
    ...renderWithApi(<LotCard lot={lot} permissions={permissions} onEdit={onEdit} />, answers),
    onEdit,
    card: screen.getByRole('article', { name: lot.name }),
  };
}
const figureOf = (card: HTMLElement, label: string) =>
  within(card).queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent;

describe('a lot’s card', () => {
  it('shows the lot’s figures the pt-BR way, with the price for who sees money', () => {
    const { card } = show(LOT, OWNER);
    expect(figureOf(card, 'Cabeças')).toBe('40');
    expect(figureOf(card, 'Pesados')).toBe('38');
    expect(figureOf(card, 'Peso médio atual')).toBe('380,0 kg');
    expect(figureOf(card, 'GMD médio')).toBe('0,800 kg/dia');
    expect(figureOf(card, 'Ganho total')).toBe('3.040,0 kg');
    expect(figureOf(card, 'Dias desde a compra')).toBe('92');
    expect(figureOf(card, 'Data da compra')).toBe('01/09/2026');
    expect(figureOf(card, 'Preço por cabeça')).toBe('R$ 2.500,00');
    const link = within(card).getByRole('link', { name: 'Usar no Cálculo de Resultados' });
    expect(link.getAttribute('href')).toBe(
      '/module/results?quantidade=40&pesoInicial=300&precoCompra=2.500%2C00&meses=3',
    );
  });

  it('shows Campo no money and no way to change the lot', () => {
    const { card } = show({ ...LOT, purchasePrice: null }, CAMPO);
    expect(figureOf(card, 'Preço por cabeça')).toBeUndefined();
    expect(card.textContent).not.toContain('R$');
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).queryByRole('button', { name: /Editar|Encerrar/ })).toBeNull();
  });

  it('projects the day the lot reaches a target weight', async () => {
    const { user, card } = show(LOT, OWNER);
    await fillIn(user, { 'Peso alvo (kg)': '420' });
    expect(card.textContent).toContain('Previsão: 19/01/2027 (50 dias)');
    await fillIn(user, { 'Peso alvo (kg)': '350' });
    expect(card.textContent).toContain('Peso alvo já atingido');
  });

  it('cannot project without a daily gain', async () => {
    const { user, card } = show(
      { ...LOT, figures: { ...LOT.figures, averageDailyGain: null } },
      OWNER,
    );
    expect(figureOf(card, 'GMD médio')).toBe('—');
    await fillIn(user, { 'Peso alvo (kg)': '420' });
    expect(card.textContent).toContain('Sem GMD para projetar');
  });

  it('warns when more animals were weighed than the lot has', () => {
    const { card } = show({ ...LOT, figures: { ...LOT.figures, headsWeighed: 42 } }, OWNER);
    expect(card.textContent).toContain(
      'Mais animais pesados (42) do que cabeças no lote (40). Confira as identificações ou a quantidade do lote.',
    );
  });

  it('counts the registry’s animals as the lot’s heads when it has them', () => {
    const { card } = show({ ...LOT, figures: { ...LOT.figures, registered: 45 } }, OWNER);
    expect(figureOf(card, 'Cabeças (do rebanho)')).toBe('45');
  });

  it('opens the lot for editing', async () => {
    const { user, card, onEdit } = show(LOT, OWNER);
    await user.click(within(card).getByRole('button', { name: 'Editar' }));
    expect(onEdit).toHaveBeenCalledWith(LOT);
  });

  it('closes the lot after the confirmation', async () => {
    const { user, api } = show(LOT, OWNER, {
      'POST /api/lots/l-1/close': { body: { ...LOT, closedAt: '2026-12-02T12:00:00Z' } },
    });
    await user.click(screen.getByRole('button', { name: 'Encerrar lote' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Encerrar lote?' });
    expect(dialog.textContent).toContain(
      'O lote Garrotes da seca deixa de receber novas pesagens. Você pode reabri-lo depois.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar lote' }));
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Lote encerrado'));
    expect(api.to('POST', '/api/lots/l-1/close')).toHaveLength(1);
  });

  it('shows a closed lot as such and reopens it, saying when that fails', async () => {
    const closed = { ...LOT, closedAt: '2026-12-01T12:00:00Z' };
    const { user, card } = show(closed, OWNER, {
      'POST /api/lots/l-1/reopen': failure(500, 'Erro interno'),
    });
    expect(card.textContent).toContain('Encerrado');
    expect(card.textContent).toContain('Lote encerrado: não recebe novas pesagens.');
    await user.click(within(card).getByRole('button', { name: 'Reabrir' }));
    await eventually(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao salvar', {
        description: 'Não foi possível atualizar o lote. Tente novamente.',
      }),
    );
  });

  it("shows another module's action on the lot, handed its heads (the registry's when any)", () => {
    const Extra = vi.fn(({ lot }: { lot: { name: string; heads: number; closed: boolean } }) => (
      <button type="button">{`Mover ${lot.name}: ${lot.heads}${lot.closed ? ' (encerrado)' : ''}`}</button>
    ));
    const registered = { ...LOT, figures: { ...LOT.figures, registered: 35 } };
    renderWithApi(
      <LotCard lot={registered} permissions={CAMPO} onEdit={() => undefined} Extra={Extra} />,
      {},
    );
    const card = screen.getByRole('article', { name: LOT.name });
    expect(within(card).getByRole('button', { name: 'Mover Garrotes da seca: 35' })).toBeTruthy();
    expect(Extra.mock.calls[0]?.[0]).toEqual({
      lot: { id: 'l-1', name: 'Garrotes da seca', heads: 35, closed: false },
    });
  });
});
