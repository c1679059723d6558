import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { MeResponse } from '@/domain/api';
import {
  inventoryListTotals,
  type InventoryItem,
  type InventoryListPage,
} from '@/domain/records/inventory';
import {
  eventually,
  errorOf,
  failure,
  field,
  fillIn,
  producer,
  renderWithApi,
  startOutbox,
  stopOutbox,
  type Answer,
} from '../test-providers';
import InventoryPage from './inventory-page';

beforeEach(startOutbox);
afterEach(async () => {
  await stopOutbox();
  vi.clearAllMocks();
});

const GARROTES: InventoryItem = {
  id: 'i-1',
  category: 'Garrotes',
  quantity: 50,
  averageWeight: 300,
  averageValue: 2500,
  location: 'Pasto 3',
  createdAt: '2026-11-01T12:00:00Z',
};
/** A row 'Campo' entered: no value. */
const VACAS: InventoryItem = {
  id: 'i-2',
  category: 'Vacas',
  quantity: 1,
  averageWeight: 450,
  averageValue: null,
  location: null,
  createdAt: '2026-11-02T12:00:00Z',
};
const listPage = (items: InventoryItem[]): InventoryListPage => ({
  items,
  totals: inventoryListTotals(items),
  next: null,
  herd: [],
  herdWaiting: 0,
  count: {
    date: '2026-12-02',
    total: items.reduce((sum, item) => sum + item.quantity, 0),
    registry: 0,
    typed: items.reduce((sum, item) => sum + item.quantity, 0),
    covered: 0,
    coveredCategories: [],
    waiting: 0,
    byCategory: {},
  },
});

function open(options: { items?: InventoryItem[] | Answer; me?: MeResponse; saved?: Answer } = {}) {
  const { items = [GARROTES, VACAS] } = options;
  return renderWithApi(
    <InventoryPage />,
    {
      'GET /api/inventory': Array.isArray(items) ? { body: listPage(items) } : items,
      'POST /api/inventory': options.saved ?? { status: 201, body: { ...GARROTES, id: 'i-3' } },
    },
    { path: '/module/inventory', me: options.me },
  );
}
const CAMPO = producer({ role: 'field' });
/** A summary card's figure, by its label. */
const total = (label: string) => {
  const summary = screen.getByRole('region', { name: 'Resumo do Estoque' });
  return within(summary).queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent;
};
const row = (category: string) => screen.getByRole('listitem', { name: category });
/** Ten Bois of 480 kg at R$ 3.200, as typed in the form. */
const BOIS = {
  Categoria: 'Bois',
  Quantidade: '10',
  'Peso Médio (kg)': '480',
  'Valor Médio (R$/cabeça)': '3200',
};
const add = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Adicionar Item' }));

describe('Estoque do Rebanho', () => {
  it('sums the herd: heads, weight, live-weight arrobas and value', async () => {
    open();
    expect(await screen.findByText('2 categorias registradas')).toBeTruthy();
    expect(total('Total de Cabeças')).toBe('51');
    expect(total('Peso Total')).toBe('15.450 kg');
    expect(total('Total em Arrobas')).toBe('1.030,00 @');
    expect(total('Valor Total')).toBe('R$ 125.000,00');
    expect(screen.getByText('Não inclui 1 item da equipe de campo (sem valor)')).toBeTruthy();
    expect(
      screen.getByText(
        'Cadastre o gado por categoria e acompanhe cabeças, peso e valor do rebanho.',
      ),
    ).toBeTruthy();
  });

  it('shows each category with its figures, and a dash for a value nobody gave', async () => {
    open();
    const garrotes = await screen.findByRole('listitem', { name: 'Garrotes' });
    expect(garrotes.textContent).toContain('Pasto 3');
    expect(garrotes.textContent).toContain('50 cabeças');
    expect(garrotes.textContent).toContain('300,0 kg');
    expect(garrotes.textContent).toContain('R$ 2.500,00');
    expect(garrotes.textContent).toContain('R$ 125.000,00');
    expect(garrotes.textContent).toContain('1.000,0 @');
    const vacas = row('Vacas');
    expect(vacas.textContent).toContain('1 cabeça');
    expect(within(vacas).getAllByText('—')).toHaveLength(2);
  });

  it('shows Campo no money: no value field, no value figure, no R$', async () => {
    open({ me: CAMPO });
    await screen.findByText('2 categorias registradas');
    expect(screen.queryByLabelText('Valor Médio (R$/cabeça)')).toBeNull();
    expect(total('Valor Total')).toBeUndefined();
    expect(document.body.textContent).not.toContain('R$');
    expect(
      screen.getByText('Cadastre o gado por categoria e acompanhe cabeças e peso do rebanho.'),
    ).toBeTruthy();
  });

  it('says the inventory is empty', async () => {
    open({ items: [] });
    expect(
      await screen.findByText('Nenhum item no estoque. Adicione itens para começar.'),
    ).toBeTruthy();
    expect(screen.getByText('0 categorias registradas')).toBeTruthy();
  });

  it('says so when the inventory cannot be read', async () => {
    open({ items: failure(500, 'Erro interno') });
    expect(await screen.findByText('Não foi possível carregar o inventário.')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Erro ao carregar dados', {
      id: 'inventory-load',
      description: 'Não foi possível carregar o inventário.',
    });
  });

  it('adds a category, sends it with its value and clears the form', async () => {
    const { user, api } = open();
    await screen.findByText('2 categorias registradas');
    await fillIn(user, {
      Categoria: 'Bois',
      Quantidade: '1200',
      'Peso Médio (kg)': '480,5',
      'Valor Médio (R$/cabeça)': '3200',
      'Local (opcional)': 'Retiro',
    });
    expect(field('Quantidade').value).toBe('1.200');
    expect(field('Valor Médio (R$/cabeça)').value).toBe('3.200,00');
    await add(user);
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Item adicionado', {
        description: 'Item salvo no estoque com sucesso!',
      }),
    );
    expect(api.to('POST', '/api/inventory').map((s) => s.body)).toEqual([
      {
        category: 'Bois',
        quantity: 1200,
        averageWeight: 480.5,
        averageValue: 3200,
        location: 'Retiro',
      },
    ]);
    // The toast comes first, the emptied form at the next render.
    await eventually(() => expect(field('Categoria').value).toBe(''));
    expect(field('Quantidade').value).toBe('');
  });

  it('sends Campo’s category without a value', async () => {
    const { user, api } = open({ me: CAMPO });
    await screen.findByText('2 categorias registradas');
    await fillIn(user, { Categoria: 'Bezerros', Quantidade: '10', 'Peso Médio (kg)': '180' });
    await add(user);
    await eventually(() => expect(api.to('POST', '/api/inventory')).toHaveLength(1));
    expect(api.to('POST', '/api/inventory')[0]?.body).toEqual({
      category: 'Bezerros',
      quantity: 10,
      averageWeight: 180,
      location: null,
    });
  });

  it('puts the server’s field messages under the fields', async () => {
    const { user } = open({
      saved: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_ERROR',
            message: 'Dados inválidos',
            fields: { category: 'Categoria muito longa' },
          },
        },
      },
    });
    await screen.findByText('2 categorias registradas');
    await fillIn(user, BOIS);
    await add(user);
    await eventually(() => expect(errorOf('Categoria')).toBe('Categoria muito longa'));
  });

  it('refuses an empty category and wrong figures, sending nothing', async () => {
    const { user, api } = open();
    await screen.findByText('2 categorias registradas');
    await fillIn(user, {
      Quantidade: '0',
      'Peso Médio (kg)': '1001',
      'Valor Médio (R$/cabeça)': '0',
    });
    await add(user);
    expect(errorOf('Categoria')).toBe('Categoria é obrigatória');
    expect(errorOf('Quantidade')).toBe('Quantidade deve ser maior que zero');
    expect(errorOf('Peso Médio (kg)')).toBe('Peso médio não pode exceder 1.000 kg');
    expect(errorOf('Valor Médio (R$/cabeça)')).toBe('Valor médio deve ser maior que zero');
    expect(toast.error).toHaveBeenCalledWith('Erro de validação', {
      description: 'Por favor, corrija os erros no formulário',
    });
    expect(api.to('POST', '/api/inventory')).toEqual([]);
  });

  it('keeps what was typed and shows the server’s word when the add is refused', async () => {
    const { user } = open({
      saved: failure(403, 'Limite de animais do plano atingido.', 'ANIMAL_LIMIT'),
    });
    await screen.findByText('2 categorias registradas');
    await fillIn(user, BOIS);
    await add(user);
    await eventually(() =>
      expect(toast.error).toHaveBeenCalledWith('Limite atingido', {
        description: 'Limite de animais do plano atingido.',
      }),
    );
    expect(field('Categoria').value).toBe('Bois');
    expect(field('Valor Médio (R$/cabeça)').value).toBe('3.200,00');
    expect(toast.success).not.toHaveBeenCalled();
  });
});
