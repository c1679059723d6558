import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { NOT_OFX_MESSAGE } from '@/domain/finance/ofx';
import { sgmlStatement } from '@/domain/finance/ofx.fixture';
import { eventually, failure, producer, renderInApp, stubApi } from '../test-providers';
import { FinancePage } from '.';
import {
  API,
  ENTRIES,
  accountId,
  accounts,
  entry,
  entryPage,
  herdSale,
  importResult,
  uuid,
} from './test-fixtures';

/*
 * 'Importar extrato' (issue 43 item 4): the OFX read and previewed here, sent whole, the server's
 * sentence; the lines 'A conferir' with their guessed category; a bank line reconciled with the
 * 'Do rebanho' entry it pays.
 */

beforeEach(() => vi.mocked(toast.success).mockClear());

const FILE_LABEL = 'Arquivo OFX do extrato';

/** Two bank lines to review: a tariff guessed as 'Impostos e taxas', a frigorífico's transfer. */
const tariff = entry({
  id: uuid(20),
  description: 'Tarifa pacote',
  date: '2026-11-03',
  amountCents: 1250,
  accountId: accountId('Impostos e taxas'),
  accountName: 'Impostos e taxas',
  source: 'bank',
  bank: { key: '100', accountKey: 'conta:001/1234-5/98765-4' },
  toReview: true,
});
const transfer = entry({
  id: uuid(21),
  type: 'income',
  description: 'TED FRIGORIFICO BOI BOM',
  date: '2026-11-04',
  amountCents: 6_000_000,
  accountId: accountId('Outras receitas'),
  accountName: 'Outras receitas',
  source: 'bank',
  bank: { key: '101', accountKey: 'conta:001/1234-5/98765-4' },
  toReview: true,
});

function openImport(handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    [`GET ${API}/accounts`]: { body: { items: accounts() } },
    [`GET ${ENTRIES}`]: ({ path }) => ({
      body: path.includes('review=1')
        ? entryPage([tariff, transfer])
        : entryPage([herdSale({ id: uuid(30), amountCents: 5_000_000 }), herdSale()]),
    }),
    ...handlers,
  });
  const rendered = renderInApp(<FinancePage />, {
    path: '/financeiro?aba=extrato',
    route: '/financeiro',
    me: producer(),
  });
  return { api, ...rendered };
}

const statement = () =>
  sgmlStatement([
    { date: '20250102', amount: '0.00', memo: 'Saldo Anterior' },
    { date: '20250103', amount: '-12.50', fitId: '100', memo: 'Tarifa pacote' },
    { date: '20250110', amount: '60000.00', fitId: '101', name: 'TED FRIGORIFICO BOI BOM' },
    { date: '20250132', amount: '-1.00', fitId: '102', memo: 'Data ruim' },
  ]);

async function pick(
  user: ReturnType<typeof openImport>['user'],
  text: string,
  name = 'extrato.ofx',
) {
  const form = within(await screen.findByRole('form', { name: 'Importar extrato' }));
  await user.upload(
    form.getByLabelText(FILE_LABEL),
    new File([text], name, { type: 'application/x-ofx' }),
  );
  return form;
}

describe("'Importar extrato'", () => {
  it("previews the file read here, sends it whole and says the server's sentence", async () => {
    const { api, user } = openImport({
      [`POST ${API}/imports/ofx`]: { status: 201, body: importResult() },
    });
    const form = await pick(user, statement());
    const preview = within(await form.findByRole('region', { name: /^Lançamentos do extrato/ }));
    expect(form.getByText('Conta 98765-4 · banco 001 · agência 1234-5')).toBeTruthy();
    expect(form.getByText(/de 01\/01\/2025 a 31\/01\/2025 · 2 lançamentos/)).toBeTruthy();
    const rows = preview
      .getAllByRole('row')
      .map((r) => [...(r as HTMLTableRowElement).cells].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Data', 'Descrição', 'Valor'],
      ['03/01/2025', 'Tarifa pacote', '-R$ 12,50'],
      ['10/01/2025', 'TED FRIGORIFICO BOI BOM', 'R$ 60.000,00'],
    ]);
    expect(
      form.getByText('1 linha de saldo ou de valor zero não é lançamento e fica de fora.'),
    ).toBeTruthy();
    expect(form.getByText('1 linha do extrato não pôde ser lida e ficou de fora:')).toBeTruthy();
    expect(form.getByText(/data inválida "20250132"/)).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Importar 2 lançamentos' }));
    await eventually(() => expect(api.to('POST', `${API}/imports/ofx`)).toHaveLength(1));
    const sent = api.to('POST', `${API}/imports/ofx`)[0]!;
    expect(sent.headers.get('Content-Type')).toBe('application/x-ofx');
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
    const bytes = (api.fetch.mock.calls[api.sent.indexOf(sent)]![1] as RequestInit)
      .body as Uint8Array;
    expect(new TextDecoder().decode(bytes)).toBe(statement());
    const done = await screen.findByRole('status');
    expect(within(done).getByText('12 lançamentos importados, 3 já existiam')).toBeTruthy();
    expect(
      within(done).getByText(
        '8 de 12 com a categoria adivinhada de lançamentos anteriores. Confira abaixo.',
      ),
    ).toBeTruthy();
    // The lines to review are read again.
    await eventually(() =>
      expect(api.sent.filter((s) => s.path === `${ENTRIES}?review=1`).length).toBeGreaterThan(1),
    );
  });

  it('says what is not an OFX file, and sends nothing', async () => {
    const { api, user } = openImport();
    const form = await pick(user, 'Data;Valor\n01/01/2025;10,00', 'extrato.csv');
    expect(await form.findByText(NOT_OFX_MESSAGE)).toBeTruthy();
    expect(form.queryByRole('button', { name: /^Importar/ })).toBeNull();
    expect(api.to('POST', `${API}/imports/ofx`)).toEqual([]);
  });

  it("shows the server's refusal of the file", async () => {
    const { user } = openImport({
      [`POST ${API}/imports/ofx`]: failure(
        400,
        'O extrato está em USD: só extratos em reais (BRL) são importados.',
      ),
    });
    const form = await pick(user, statement());
    await user.click(await form.findByRole('button', { name: 'Importar 2 lançamentos' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'O extrato está em USD: só extratos em reais (BRL) são importados.',
    );
  });
});

describe("'A conferir'", () => {
  it('keeps the guessed categories, takes the ones changed, and saves them all', async () => {
    const { api, user } = openImport({
      [`POST ${API}/imports/categorise`]: { body: { updated: 2 } },
    });
    const list = within(await screen.findByRole('list', { name: 'Linhas a conferir' }));
    const first = list.getByLabelText(
      'Categoria de Tarifa pacote (03/11/2026)',
    ) as HTMLSelectElement;
    expect(first.value).toBe(accountId('Impostos e taxas'));
    const second = list.getByLabelText('Categoria de TED FRIGORIFICO BOI BOM (04/11/2026)');
    // A line of money in offers the income accounts only.
    expect(within(second).queryByRole('option', { name: 'Frete' })).toBeNull();
    await user.selectOptions(second, 'Venda de animais');
    await user.click(screen.getByRole('button', { name: 'Salvar categorias' }));
    await eventually(() => expect(api.to('POST', `${API}/imports/categorise`)).toHaveLength(1));
    expect(api.to('POST', `${API}/imports/categorise`)[0]!.body).toEqual({
      items: [
        { entryId: tariff.id, accountId: accountId('Impostos e taxas') },
        { entryId: transfer.id, accountId: accountId('Venda de animais') },
      ],
    });
    await eventually(() =>
      expect(toast.success).toHaveBeenCalledWith('Categorias salvas', {
        description: '2 lançamentos conferidos.',
      }),
    );
  });

  it("reconciles a bank line with the 'Do rebanho' entry it pays, the same amount first", async () => {
    const { api, user } = openImport({ [`POST ${API}/reconcile`]: { body: herdSale() } });
    const list = within(await screen.findByRole('list', { name: 'Linhas a conferir' }));
    await user.click(
      list.getByRole('button', { name: 'Conciliar: TED FRIGORIFICO BOI BOM (04/11/2026)' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Conciliar com o rebanho' }));
    await eventually(() =>
      expect(api.sent.map((s) => s.path)).toContain(
        `${ENTRIES}?from=2026-09-04&to=2026-12-04&type=income&source=herd`,
      ),
    );
    const choices = await dialog.findAllByRole('radio');
    expect(choices).toHaveLength(2);
    expect(dialog.getByText('Mesmo valor')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Conciliar' }));
    expect(
      await dialog.findByText('Escolha o lançamento do rebanho que esta linha paga.'),
    ).toBeTruthy();
    await user.click(choices[0]!);
    await user.click(dialog.getByRole('button', { name: 'Conciliar' }));
    await eventually(() => expect(api.to('POST', `${API}/reconcile`)).toHaveLength(1));
    expect(api.to('POST', `${API}/reconcile`)[0]!.body).toEqual({
      bankEntryId: transfer.id,
      entryId: herdSale().id,
    });
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Lançamento conciliado'));
  });

  it('says when nothing is left to review', async () => {
    openImport({ [`GET ${ENTRIES}`]: { body: entryPage([]) } });
    expect(await screen.findByText('Nenhuma linha do extrato a conferir.')).toBeTruthy();
  });
});
