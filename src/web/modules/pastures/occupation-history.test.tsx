import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import {
  eventually,
  failure,
  producer,
  renderInApp,
  stubApi,
  unknownScreen,
} from '../test-providers';
import { API, MOVE_ID, PADDOCK_ID, occupation, outboxPerTest } from './moves-fixtures';
import { OccupationHistory } from './occupation-history';

beforeEach(unknownScreen);

/* 'Histórico de ocupação' (issue 42 item 3): the stays, a page at a time, undone with a reason. */

outboxPerTest();
beforeEach(() => vi.mocked(toast.success).mockClear());

const OLD_MOVE_ID = '4a7b8c9d-1f3a-4c5b-8d6e-7f8091a2b3c4';
const older = occupation({
  moveId: OLD_MOVE_ID,
  paddockName: 'Piquete 2',
  lotName: null,
  enteredOn: '2026-08-01',
  leftOn: '2026-10-05',
  heads: 1,
  units: 0.94,
  undoable: false,
});
const table = () => screen.findByRole('table');
/** A row's header and cells, in order. */
const cellsOf = (row: HTMLElement) =>
  [...(row as HTMLTableRowElement).cells].map((c) => c.textContent);

describe('Histórico de ocupação', () => {
  it('lists the stays, newest first, and pages on with Carregar mais', async () => {
    const api = stubApi({
      [`GET ${API}/history`]: {
        body: { items: [occupation({ units: 98.34 })], nextCursor: 'c2' },
      },
      // The farm's history comes 20 at a time (page-queries.ts).
      [`GET ${API}/history?cursor=c2&limit=20`]: { body: { items: [older], nextCursor: null } },
    });
    const { user } = renderInApp(<OccupationHistory />);
    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Pasto', 'Lote', 'Entrada', 'Saída', 'Cabeças', 'UA', 'Ações']);
    expect(cellsOf(rows[1]!)).toEqual([
      'Invernada do Rio',
      'Lote 3',
      '05/10/2026',
      'No pasto',
      '120',
      '98,3',
      'Desfazer',
    ]);
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await eventually(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3),
    );
    const last = within(screen.getByRole('table')).getAllByRole('row')[2]!;
    expect(cellsOf(last)).toEqual(['Piquete 2', '—', '01/08/2026', '05/10/2026', '1', '0,9', '']);
    // Not undoable (the animals moved since): no 'Desfazer' on its row, nor on its card.
    expect(screen.queryAllByRole('button', { name: /Desfazer: Piquete 2/ })).toHaveLength(0);
    expect(screen.getByRole('list', { name: 'Histórico de ocupação' })).toBeTruthy();
    expect(api.to('GET', `${API}/history`)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('undoes a move with its reason, then reads the history again', async () => {
    const api = stubApi({
      [`GET ${API}/history`]: { body: { items: [occupation()], nextCursor: null } },
      [`POST ${API}/moves/${MOVE_ID}/undo`]: { status: 204 },
    });
    const { user } = renderInApp(<OccupationHistory />);
    await user.click(
      within(await table()).getByRole('button', {
        name: 'Desfazer: Invernada do Rio, entrada em 05/10/2026',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Desfazer movimentação' });
    await user.type(within(dialog).getByLabelText('Motivo'), 'Lançado no pasto errado');
    await user.click(within(dialog).getByRole('button', { name: 'Desfazer' }));
    await eventually(() => expect(toast.success).toHaveBeenCalledWith('Movimentação desfeita'));
    const [sent] = api.to('POST', `${API}/moves/${MOVE_ID}/undo`);
    expect(sent?.body).toEqual({ reason: 'Lançado no pasto errado' });
    expect(sent?.headers.get('Idempotency-Key')).toBeTruthy();
    await eventually(() => expect(api.to('GET', `${API}/history`)).toHaveLength(2));
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the server's refusal in the dialog", async () => {
    stubApi({
      [`GET ${API}/history`]: { body: { items: [occupation()], nextCursor: null } },
      [`POST ${API}/moves/${MOVE_ID}/undo`]: failure(
        403,
        'Só quem registrou, o proprietário ou o gerente desfaz a movimentação.',
      ),
    });
    const { user } = renderInApp(<OccupationHistory />);
    await user.click(within(await table()).getByRole('button', { name: /^Desfazer: / }));
    const dialog = await screen.findByRole('dialog', { name: 'Desfazer movimentação' });
    await user.type(within(dialog).getByLabelText('Motivo'), 'Engano');
    await user.click(within(dialog).getByRole('button', { name: 'Desfazer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Só quem registrou, o proprietário ou o gerente desfaz a movimentação.',
    );
  });

  it("one paddock's: its history, its CSV and its print", async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    stubApi({
      [`GET ${API}/history?paddockId=${PADDOCK_ID}`]: {
        body: { items: [occupation()], nextCursor: null },
      },
    });
    const { user } = renderInApp(<OccupationHistory paddockId={PADDOCK_ID} />);
    await table();
    const csv = screen.getByRole('link', { name: /^Exportar CSV ?: Histórico de ocupação$/ });
    expect(csv.getAttribute('href')).toBe(
      `/api/export/pastures-occupation.csv?paddockId=${PADDOCK_ID}`,
    );
    await user.click(screen.getByRole('button', { name: /^Imprimir ?: Histórico de ocupação$/ }));
    await eventually(() => expect(print).toHaveBeenCalledTimes(1));
    expect(document.documentElement.dataset.printReport).toBe('list');
    window.dispatchEvent(new Event('afterprint'));
    await eventually(() => expect(document.documentElement.dataset.printReport).toBeUndefined());
  });

  it('says when nothing moved yet', async () => {
    stubApi({ [`GET ${API}/history`]: { body: { items: [], nextCursor: null } } });
    renderInApp(<OccupationHistory />);
    expect(await screen.findByText('Nenhuma movimentação registrada ainda.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: /Imprimir/ })).toBeNull();
  });

  it('offers no CSV on a plan without exports', async () => {
    stubApi({ [`GET ${API}/history`]: { body: { items: [occupation()], nextCursor: null } } });
    renderInApp(<OccupationHistory />, { me: producer({ plan: 'STARTER' }) });
    await table();
    expect(screen.queryByRole('link', { name: /Exportar CSV/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Imprimir/ })).toBeTruthy();
  });
});
