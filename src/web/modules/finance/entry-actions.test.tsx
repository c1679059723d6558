import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { todayIn } from '@/domain/records/dates';
import {
  eventually,
  failure,
  fillIn,
  producer,
  renderInApp,
  stubApi,
  unknownScreen,
} from '../test-providers';
import { FinancePage } from '.';
import {
  API,
  ENTRIES,
  ENTRY_ID,
  LOT_ID,
  accountId,
  accounts,
  entry,
  entryPage,
  outboxPerTest,
  plannedEntry,
  uuid,
} from './test-fixtures';

beforeEach(unknownScreen);

/* A row's actions (issue 43 item 1): 'Editar', 'Marcar como pago / recebido', 'Desfazer'. */

outboxPerTest();
beforeEach(() => vi.mocked(toast.success).mockClear());

const typed = entry({
  costCenter: { type: 'lot', id: LOT_ID, name: 'Lote 3' },
});

function openList(handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    [`GET ${ENTRIES}`]: { body: entryPage([typed, plannedEntry()]) },
    [`GET ${API}/accounts`]: { body: { items: accounts() } },
    'GET /api/lots': {
      body: { items: [], totals: { lots: 0, open: 0, openHeads: 0 }, next: null },
    },
    'GET /api/pastures/options': { body: { paddocks: [], retiros: [] } },
    ...handlers,
  });
  const rendered = renderInApp(<FinancePage />, { path: '/financeiro', me: producer() });
  return { api, ...rendered };
}

const rowActions = async () => within(await screen.findByRole('list', { name: 'Lançamentos' }));

describe("a row's actions", () => {
  it("edits an entry with its own values, its closed lot kept, and says 'Lançamento alterado'", async () => {
    const { api, user } = openList({
      [`PUT ${ENTRIES}/${ENTRY_ID}`]: { body: typed },
    });
    await user.click(
      (await rowActions()).getByRole('button', { name: 'Editar: Sal mineral (10/11/2026)' }),
    );
    const form = within(screen.getByRole('form', { name: 'Editar lançamento' }));
    expect((form.getByLabelText('Descrição') as HTMLInputElement).value).toBe('Sal mineral');
    expect((form.getByLabelText('Valor (R$)') as HTMLInputElement).value).toBe('1.234,56');
    expect((form.getByLabelText('Data') as HTMLInputElement).value).toBe('2026-11-10');
    await eventually(() =>
      expect((form.getByLabelText('Categoria') as HTMLSelectElement).value).toBe(
        accountId('Suplementação e ração'),
      ),
    );
    expect((form.getByLabelText('Centro de custo') as HTMLSelectElement).value).toBe(
      `lot:${LOT_ID}`,
    );
    expect(form.queryByLabelText('Parcelas')).toBeNull();
    await fillIn(user, { 'Valor (R$)': '1.300' });
    await user.click(form.getByRole('button', { name: 'Salvar lançamento' }));
    await eventually(() => expect(api.to('PUT', `${ENTRIES}/${ENTRY_ID}`)).toHaveLength(1));
    expect(api.to('PUT', `${ENTRIES}/${ENTRY_ID}`)[0]!.body).toEqual({
      type: 'expense',
      date: '2026-11-10',
      description: 'Sal mineral',
      amount: 1300,
      accountId: accountId('Suplementação e ração'),
      costCenter: { type: 'lot', id: LOT_ID },
      status: 'realized',
      dueDate: null,
    });
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Lançamento alterado', undefined),
    );
  });

  it('marks a foreseen expense paid today at the foreseen amount, or at the one typed', async () => {
    const planned = plannedEntry();
    const path = `${ENTRIES}/${planned.id}/settle`;
    const { api, user } = openList({
      [`POST ${path}`]: { body: { ...planned, status: 'realized' } },
    });
    await user.click(
      (await rowActions()).getByRole('button', {
        name: 'Marcar como pago: Ração, parcela 2 de 10 (10/11/2026)',
      }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Marcar como pago' }));
    expect(dialog.getByText('Ração: R$ 500,00 previstos, vencimento em 15/01/2099.')).toBeTruthy();
    expect((dialog.getByLabelText('Data do pagamento') as HTMLInputElement).value).toBe(
      todayIn(new Date()),
    );
    await user.click(dialog.getByRole('button', { name: 'Marcar como pago' }));
    await eventually(() => expect(api.to('POST', path)).toHaveLength(1));
    expect(api.to('POST', path)[0]!.body).toEqual({ date: todayIn(new Date()), amount: null });
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Pagamento registrado', undefined),
    );
    // Once more, with interest.
    await user.click(
      (await rowActions()).getByRole('button', {
        name: 'Marcar como pago: Ração, parcela 2 de 10 (10/11/2026)',
      }),
    );
    const again = within(screen.getByRole('dialog', { name: 'Marcar como pago' }));
    await fillIn(user, { 'Valor pago (R$)': '512,30' });
    await user.click(again.getByRole('button', { name: 'Marcar como pago' }));
    await eventually(() => expect(api.to('POST', path)).toHaveLength(2));
    expect(api.to('POST', path)[1]!.body).toEqual({ date: todayIn(new Date()), amount: 512.3 });
  });

  it("says 'Marcar como recebido' for money to come in", async () => {
    const income = plannedEntry({
      id: uuid(7),
      type: 'income',
      description: 'Leite de novembro',
      // Only expenses are split into instalments.
      instalment: null,
    });
    const { user } = openList({ [`GET ${ENTRIES}`]: { body: entryPage([income]) } });
    await user.click(
      (await rowActions()).getByRole('button', {
        name: 'Marcar como recebido: Leite de novembro (10/11/2026)',
      }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Marcar como recebido' }));
    expect(dialog.getByLabelText('Data do recebimento')).toBeTruthy();
    expect(dialog.getByLabelText('Valor recebido (R$)')).toBeTruthy();
  });

  it("undoes an entry with its reason, through the app's undo dialog", async () => {
    const path = `${ENTRIES}/${ENTRY_ID}/undo`;
    const { api, user } = openList({ [`POST ${path}`]: { status: 204 } });
    await user.click(
      (await rowActions()).getByRole('button', { name: 'Desfazer: Sal mineral (10/11/2026)' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Desfazer lançamento' }));
    expect(dialog.getByText(/^Sal mineral, -R\$ 1\.234,56 em 10\/11\/2026\./)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Desfazer' }));
    expect(await dialog.findByText('Informe o motivo')).toBeTruthy();
    await user.type(dialog.getByLabelText('Motivo'), 'Lançado em dobro');
    await user.click(dialog.getByRole('button', { name: 'Desfazer' }));
    await eventually(() => expect(api.to('POST', path)).toHaveLength(1));
    expect(api.to('POST', path)[0]!.body).toEqual({ reason: 'Lançado em dobro' });
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Lançamento desfeito'));
    await eventually(() =>
      expect(screen.queryByRole('dialog', { name: 'Desfazer lançamento' })).toBeNull(),
    );
  });

  it("keeps the server's refusal to undo inside the dialog", async () => {
    const message = 'Só quem lançou, o proprietário ou o gerente desfaz este lançamento.';
    const { user } = openList({ [`POST ${ENTRIES}/${ENTRY_ID}/undo`]: failure(403, message) });
    await user.click(
      (await rowActions()).getByRole('button', { name: 'Desfazer: Sal mineral (10/11/2026)' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Desfazer lançamento' }));
    await user.type(dialog.getByLabelText('Motivo'), 'Errado');
    await user.click(dialog.getByRole('button', { name: 'Desfazer' }));
    expect(await dialog.findByText(message)).toBeTruthy();
  });
});
