import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FarmRole } from '@/domain/farms';
import type { SubscriptionPlan } from '@/domain/plans';
import {
  eventually,
  failure,
  figure,
  producer,
  renderInApp,
  stubApi,
  unknownScreen,
} from '../test-providers';
import { FinancePage } from '.';
import {
  API,
  ENTRIES,
  LOT_ID,
  PADDOCK_ID,
  accountId,
  accounts,
  entry,
  entryPage,
  herdSale,
  plannedEntry,
  totals,
} from './test-fixtures';

beforeEach(unknownScreen);

/*
 * /financeiro (issue 43 item 1): who sees it, the parts, 'Lançamentos' with its filters, totals,
 * empty and failed states, the file and the paper. The entry's form: entry-dialog.test.tsx.
 */

function openFinance(
  handlers: Parameters<typeof stubApi>[0] = {},
  options: { role?: FarmRole; plan?: SubscriptionPlan; path?: string } = {},
) {
  const api = stubApi({
    [`GET ${ENTRIES}`]: {
      body: entryPage([entry(), herdSale(), plannedEntry()], {
        totals: totals({ count: 3 }),
      }),
    },
    [`GET ${API}/accounts`]: { body: { items: accounts() } },
    'GET /api/lots': { body: LOTS },
    'GET /api/pastures/options': {
      body: { paddocks: [{ id: PADDOCK_ID, name: 'Pasto 3', retiro: null }], retiros: [] },
    },
    ...handlers,
  });
  const rendered = renderInApp(<FinancePage />, {
    path: options.path ?? '/financeiro',
    route: '/financeiro',
    me: producer({ role: options.role ?? 'owner', plan: options.plan ?? 'PRO' }),
  });
  return { api, ...rendered };
}

const CLOSED_LOT = 'c1c1c1c1-1f3a-4c5b-8d6e-7f8091a2b3c4';
const LOTS = {
  items: [
    { id: LOT_ID, name: 'Lote 3', closedAt: null },
    { id: CLOSED_LOT, name: 'Lote vendido', closedAt: '2026-01-01' },
  ],
  totals: { lots: 2, open: 1, openHeads: 120 },
  next: null,
};

const cards = async () => within(await screen.findByRole('list', { name: 'Lançamentos' }));

describe('/financeiro', () => {
  it('lists the entries with their origin, situation and actions, and the totals of all', async () => {
    openFinance();
    expect(await screen.findByRole('heading', { name: 'Financeiro', level: 1 })).toBeTruthy();
    const list = await cards();
    const [typed, sale, planned] = list.getAllByRole('listitem');
    expect(within(typed!).getByText('-R$ 1.234,56')).toBeTruthy();
    expect(within(typed!).getByText('Realizado')).toBeTruthy();
    expect(
      within(typed!).getByRole('button', { name: 'Editar: Sal mineral (10/11/2026)' }),
    ).toBeTruthy();
    expect(
      within(typed!).getByRole('button', { name: 'Desfazer: Sal mineral (10/11/2026)' }),
    ).toBeTruthy();
    // Fed by the herd: marked, not editable, and where to change it.
    expect(within(sale!).getByText('Do rebanho')).toBeTruthy();
    expect(within(sale!).getByText('R$ 60.000,00')).toBeTruthy();
    expect(within(sale!).queryByRole('button', { name: /^Editar/ })).toBeNull();
    expect(within(sale!).queryByRole('button', { name: /^Desfazer/ })).toBeNull();
    expect(
      within(sale!).getByText(/Lançado pelo rebanho: para mudar, edite a venda em/),
    ).toBeTruthy();
    expect(within(sale!).getByRole('link', { name: 'Rebanho' }).getAttribute('href')).toBe(
      '/rebanho',
    );
    // Foreseen: its due date, its instalment and 'Marcar como pago'.
    expect(within(planned!).getByText('Previsto, vence em 15/01/2099')).toBeTruthy();
    expect(within(planned!).getByText('Parcela 2 de 10')).toBeTruthy();
    expect(
      within(planned!).getByRole('button', {
        name: 'Marcar como pago: Ração, parcela 2 de 10 (10/11/2026)',
      }),
    ).toBeTruthy();
    expect(figure('Entradas')).toBe('R$ 60.000,00');
    expect(figure('Saídas')).toBe('R$ 1.734,56');
    expect(figure('Saldo')).toBe('R$ 58.265,44');
    expect(screen.getByText('3 lançamentos com esses filtros.')).toBeTruthy();
    // The wide screen's table says the same, with its headers.
    const table = within(screen.getByRole('table', { name: 'Lançamentos' }));
    expect(table.getByRole('columnheader', { name: 'Centro de custo' })).toBeTruthy();
    expect(table.getByRole('rowheader', { name: /^Sal mineral/ })).toBeTruthy();
  });

  it('asks the server with the filters and the search, and offers to clear them', async () => {
    const { api, user } = openFinance({
      [`GET ${ENTRIES}`]: ({ path }) => ({
        body: path.includes('q=') ? entryPage([]) : entryPage([entry()]),
      }),
    });
    await cards();
    await eventually(() =>
      expect(screen.getByRole('option', { name: 'Venda de animais' })).toBeTruthy(),
    );
    await user.selectOptions(screen.getByLabelText('Tipo'), 'Despesas');
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Suplementação e ração');
    await user.selectOptions(screen.getByLabelText('Situação'), 'Previsto');
    await user.selectOptions(screen.getByLabelText('Origem'), 'Do rebanho');
    await user.type(screen.getByLabelText('Data inicial'), '2026-01-01');
    await user.type(screen.getByLabelText('Data final'), '2026-06-30');
    // 'Centro de custo': the farm, every lot (a lot sold keeps its costs), the paddocks.
    const center = screen.getByLabelText('Centro de custo') as HTMLSelectElement;
    await eventually(() =>
      expect([...center.options].map((o) => o.textContent)).toEqual([
        'Todos',
        'Fazenda (geral)',
        'Lote 3',
        'Lote vendido',
        'Pasto 3',
      ]),
    );
    await user.selectOptions(center, 'Lote vendido');
    const base = `from=2026-01-01&to=2026-06-30&type=expense&accountId=${accountId('Suplementação e ração')}&status=planned&source=herd`;
    const expected = `${base}&costCenter=lot%3A${CLOSED_LOT}`;
    await eventually(() => expect(api.sent.map((s) => s.path)).toContain(`${ENTRIES}?${expected}`));
    // The file follows the list's filters.
    await eventually(() =>
      expect(screen.getByRole('link', { name: /^Exportar CSV/ }).getAttribute('href')).toBe(
        `${API}/entries.csv?${expected}`,
      ),
    );
    await user.selectOptions(center, 'Fazenda (geral)');
    await eventually(() =>
      expect(api.sent.at(-1)!.path).toBe(`${ENTRIES}?${base}&costCenter=farm`),
    );
    await user.selectOptions(center, 'Todos');
    await user.type(screen.getByLabelText('Buscar lançamento'), 'ração');
    expect(await screen.findByText('Nenhum lançamento encontrado com esses filtros.')).toBeTruthy();
    expect(api.sent.at(-1)!.path).toBe(`${ENTRIES}?${base}&q=ra%C3%A7%C3%A3o`);
    await user.click(screen.getByRole('button', { name: 'Limpar busca e filtros' }));
    // Back to the whole book (read before, from the cache).
    expect((await cards()).getByText('Sal mineral')).toBeTruthy();
    expect((screen.getByLabelText('Tipo') as HTMLSelectElement).value).toBe('');
  });

  it('says a period typed backwards under it, and does not ask for it', async () => {
    const { api, user } = openFinance();
    await cards();
    await user.type(screen.getByLabelText('Data inicial'), '2026-06-01');
    await user.type(screen.getByLabelText('Data final'), '2026-01-01');
    expect(await screen.findByText('O início do período deve ser antes do fim')).toBeTruthy();
    expect(api.sent.some((s) => s.path.includes('to=2026-01-01'))).toBe(false);
  });

  it('says when the book is empty, and when it could not be read', async () => {
    openFinance({ [`GET ${ENTRIES}`]: { body: entryPage([], { totals: totals({ count: 0 }) }) } });
    expect(await screen.findByText(/^Nenhum lançamento ainda\./)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Exportar CSV/ })).toBeNull();
  });

  it('offers to try again when the list fails', async () => {
    openFinance({ [`GET ${ENTRIES}`]: failure(500, 'Erro interno') });
    expect(await screen.findByText('Erro ao carregar os lançamentos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it("opens on the part the address names, and moves between them by the parts' links", async () => {
    const { user } = openFinance(
      { [`GET ${API}/settings`]: { body: { funruralRate: 1.5 } } },
      { path: '/financeiro?aba=configuracoes' },
    );
    expect(await screen.findByLabelText('Funrural (%)')).toBeTruthy();
    const nav = within(screen.getByRole('navigation', { name: 'Partes do Financeiro' }));
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Lançamentos',
      'Fluxo de caixa',
      'Resultado',
      'Importar extrato',
      'Plano de contas',
      'Configurações',
    ]);
    expect(nav.getByRole('link', { name: 'Configurações' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(nav.getByRole('link', { name: 'Lançamentos' }));
    expect(await cards()).toBeTruthy();
    expect(screen.queryByLabelText('Funrural (%)')).toBeNull();
  });

  it("is a Gerente's too", async () => {
    openFinance({}, { role: 'manager' });
    expect(await cards()).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nova receita' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nova despesa' })).toBeTruthy();
  });

  it("shows 'Campo' what the app shows for a module outside its role, and asks for nothing", async () => {
    const { api } = openFinance({}, { role: 'field' });
    expect(await screen.findByRole('heading', { name: 'Financeiro', level: 1 })).toBeTruthy();
    expect(
      screen.getByText(
        'Seu acesso nesta fazenda (Campo) não inclui este módulo. Fale com o proprietário da fazenda.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nova receita' })).toBeNull();
    expect(screen.queryByText(/planos Pro e Master/)).toBeNull();
    // No header link either.
    expect(screen.queryByRole('link', { name: 'Financeiro' })).toBeNull();
    expect(api.sent.filter((s) => s.path.startsWith(API))).toEqual([]);
  });

  it('tells a Starter owner it is of the Pro and Master plans', async () => {
    const { api } = openFinance({}, { plan: 'STARTER' });
    expect(await screen.findByText('O Financeiro faz parte dos planos Pro e Master.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver planos' }).getAttribute('href')).toBe(
      '/pricing?plan=PRO',
    );
    expect(api.sent.filter((s) => s.path.startsWith(API))).toEqual([]);
  });
});
