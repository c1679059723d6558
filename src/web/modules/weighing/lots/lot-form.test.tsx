import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { Lot } from '@/domain/records/lots';
import { aLot } from './lot.fixture';
import {
  eventually,
  errorOf,
  failure,
  field,
  fillIn,
  renderWithApi,
  startOutbox,
  stopOutbox,
  type Answer,
} from '../../test-providers';
import { LotForm } from './lot-form';

beforeEach(startOutbox);
afterEach(async () => {
  await stopOutbox();
  vi.clearAllMocks();
});

const LOT = aLot({ quantity: 1200, initialWeight: 300.5 });

function open(lot: Lot | null, saved: Answer = { status: 201, body: LOT }) {
  const onDone = vi.fn();
  return {
    ...renderWithApi(
      <LotForm lot={lot} onDone={onDone} />,
      { 'POST /api/lots': saved, 'PUT /api/lots/l-1': saved },
      { path: '/module/weighing?aba=lotes' },
    ),
    onDone,
  };
}
const NEW_LOT = {
  'Nome do lote': 'Bezerros 2026',
  'Quantidade (cabeças)': '40',
  'Peso inicial (kg)': '180,5',
  'Preço de compra (R$/cabeça)': '1800',
};

describe('Novo lote', () => {
  it('starts empty, bought today', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T15:00:00Z'));
    open(null);
    vi.useRealTimers();
    expect(screen.getByText('Novo lote')).toBeTruthy();
    expect(field('Nome do lote').value).toBe('');
    expect(field('Data da compra').value).toBe('2026-12-02');
  });

  it('creates the lot through the outbox and closes', async () => {
    const { user, api, onDone } = open(null);
    await fillIn(user, NEW_LOT);
    expect(field('Preço de compra (R$/cabeça)').value).toBe('1.800,00');
    await user.click(screen.getByRole('button', { name: 'Salvar lote' }));
    await eventually(() => expect(onDone).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Lote criado');
    expect(api.to('POST', '/api/lots')[0]?.body).toMatchObject({
      name: 'Bezerros 2026',
      quantity: 40,
      initialWeight: 180.5,
      finalWeight: null,
      purchasePrice: 1800,
    });
  });

  it('refuses each field with its message', async () => {
    const { user, api } = open(null);
    await fillIn(user, {
      'Quantidade (cabeças)': '0',
      'Peso inicial (kg)': '1001',
      'Peso final (kg, opcional)': '0',
      'Preço de compra (R$/cabeça)': '0',
      'Data da compra': '',
    });
    await user.click(screen.getByRole('button', { name: 'Salvar lote' }));
    expect(errorOf('Nome do lote')).toBe('Nome do lote é obrigatório');
    expect(errorOf('Quantidade (cabeças)')).toBe('Quantidade deve ser maior que zero');
    expect(errorOf('Peso inicial (kg)')).toBe('Peso inicial não pode exceder 1.000 kg');
    expect(errorOf('Peso final (kg, opcional)')).toBe('Peso final deve ser maior que zero');
    expect(errorOf('Preço de compra (R$/cabeça)')).toBe('Preço de compra deve ser maior que zero');
    expect(errorOf('Data da compra')).toBe('Data da compra é obrigatória');
    expect(toast.error).toHaveBeenCalledWith('Erro de validação', {
      description: 'Por favor, corrija os campos inválidos.',
    });
    expect(api.sent).toEqual([]);
  });

  it('leaves at once on Cancelar when nothing was typed', async () => {
    const { user, onDone } = open(null);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onDone).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before discarding what was typed, and keeps it on request', async () => {
    const { user, onDone } = open(null);
    await fillIn(user, { 'Nome do lote': 'Bezerros' });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Descartar as alterações?' });
    expect(dialog.textContent).toContain('O que você preencheu neste formulário será perdido.');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(onDone).not.toHaveBeenCalled();
    expect(field('Nome do lote').value).toBe('Bezerros');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

describe('Editar lote', () => {
  it('opens with the lot’s figures written the pt-BR way', () => {
    open(LOT);
    expect(screen.getByText('Editar lote')).toBeTruthy();
    expect(field('Nome do lote').value).toBe('Garrotes da seca');
    expect(field('Quantidade (cabeças)').value).toBe('1.200');
    expect(field('Peso inicial (kg)').value).toBe('300,5');
    expect(field('Peso final (kg, opcional)').value).toBe('');
    expect(field('Preço de compra (R$/cabeça)').value).toBe('2.500,00');
    expect(field('Data da compra').value).toBe('2026-09-01');
  });

  it('saves the changes with PUT and says so', async () => {
    const { user, api, onDone } = open(LOT, { body: LOT });
    await fillIn(user, { 'Peso final (kg, opcional)': '480' });
    await user.click(screen.getByRole('button', { name: 'Salvar lote' }));
    await eventually(() => expect(onDone).toHaveBeenCalled());
    expect(toast.success).toHaveBeenCalledWith('Lote atualizado');
    expect(api.to('PUT', '/api/lots/l-1')[0]?.body).toMatchObject({
      quantity: 1200,
      finalWeight: 480,
    });
  });

  it('keeps the form and says so when the save fails', async () => {
    const { user, onDone } = open(LOT, failure(500, 'Erro interno'));
    await user.click(screen.getByRole('button', { name: 'Salvar lote' }));
    await eventually(() =>
      expect(toast.error).toHaveBeenCalledWith('Erro ao salvar', {
        description: 'Não foi possível salvar o lote. Tente novamente.',
      }),
    );
    expect(onDone).not.toHaveBeenCalled();
    expect(field('Nome do lote').value).toBe('Garrotes da seca');
  });
});
