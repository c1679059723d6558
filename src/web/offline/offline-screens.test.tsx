import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '@/domain/api';
import { renderInApp } from '../test/app';
import { addEntry, refuseEntry } from './outbox';
import { PendingRecords } from './pending-records';
import { SyncIndicator } from './sync-indicator';
import { discardEntry, resetSyncStoreForTests, setSyncUser, syncStore } from './sync-store';
import { freshDatabase, weighing } from './test-helpers';

/**
 * The offline keeper's pieces on a screen, acted on as a person would (components.test.ts reads
 * what they show for each state; hooks.test.ts the hooks): the connection coming and going, the
 * 'Sincronizar agora' button, and a refused record tried again or dropped.
 */

const ANA = {
  user: { id: 'ana', name: 'Ana' },
  farm: { id: 'farm-a', name: 'Fazenda Boa Vista' },
} as unknown as MeResponse;

let online = true;
/** The server: each POST answered 201 unless told to refuse; offline, no answer at all. */
let refuse = false;
const sent: string[] = [];

function setOnline(next: boolean) {
  online = next;
  act(() => void window.dispatchEvent(new Event(next ? 'online' : 'offline')));
}
/** The sync store reads the database again (as after any change it makes). */
const reloadStore = () => act(() => discardEntry('nenhuma'));

beforeEach(async () => {
  resetSyncStoreForTests();
  await freshDatabase();
  online = true;
  refuse = false;
  sent.length = 0;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      if (!online) throw new TypeError('Failed to fetch');
      sent.push(`${init.method} ${path}`);
      return refuse
        ? new Response(
            JSON.stringify({ error: { code: 'VALIDATION', message: 'Peso inválido' } }),
            { status: 400, headers: { 'Content-Type': 'application/json' } },
          )
        : new Response(JSON.stringify({ id: `w-${sent.length}` }), {
            status: 201,
            headers: { 'Content-Type': 'application/json' },
          });
    }),
  );
});
afterEach(() => {
  resetSyncStoreForTests();
  vi.unstubAllGlobals();
});

/** Ana signed in, her records kept while offline. */
async function withWaiting(count: number) {
  online = false;
  await act(() => setSyncUser('ana'));
  for (let n = 1; n <= count; n++) await addEntry(weighing(n));
  await reloadStore();
}
const strip = () => screen.queryByRole('status', { name: 'Sincronização' });
const syncButton = () => screen.getByRole<HTMLButtonElement>('button', { name: /Sincronizar/ });

describe('SyncIndicator, acted on', () => {
  it('appears when the connection drops, and names what waits', async () => {
    await act(() => setSyncUser('ana'));
    renderInApp(<SyncIndicator />, { me: ANA });
    expect(strip()).toBeNull();
    setOnline(false);
    expect(strip()!.textContent).toContain('Sem conexão');
    expect(strip()!.textContent).toContain('0 registros aguardando envio');
    expect(syncButton().disabled).toBe(true);
  });

  it('keeps "Sincronizar agora" off offline, and sends what waits once back and pressed', async () => {
    await withWaiting(2);
    const user = userEvent.setup({ delay: null });
    renderInApp(<SyncIndicator />, { me: ANA });
    expect(strip()!.textContent).toContain('2 registros aguardando envio');
    expect(syncButton().disabled).toBe(true);
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(syncButton().disabled).toBe(false);
    await user.click(syncButton());
    await waitFor(() => expect(strip()).toBeNull());
    expect(sent).toEqual(['POST /api/weighings', 'POST /api/weighings']);
    await waitFor(() => expect(syncStore.getSnapshot().lastSyncAt).not.toBeNull());
  });

  it('counts a record the server refused apart from those waiting', async () => {
    await withWaiting(1);
    const refused = await addEntry(weighing(9));
    await refuseEntry(refused.key, { status: 400, code: 'X', message: 'Não.' });
    await reloadStore();
    renderInApp(<SyncIndicator />, { me: ANA });
    expect(strip()!.textContent).toContain('1 registro aguardando envio · 1 recusado');
  });
});

describe('PendingRecords, acted on', () => {
  async function refusedWeighing() {
    await act(() => setSyncUser('ana'));
    const entry = await addEntry(weighing(1));
    await refuseEntry(entry.key, {
      status: 400,
      code: 'VALIDATION',
      message: 'Erro de validação',
      fields: { weight: 'Peso muito alto' },
    });
    await reloadStore();
    const user = userEvent.setup({ delay: null });
    renderInApp(<PendingRecords kinds={['weighing']} />, { me: ANA });
    return user;
  }
  const list = () => screen.queryByRole('list', { name: 'Registros pendentes' });

  it('sends a refused record again on "Tentar de novo", and it leaves the list once stored', async () => {
    const user = await refusedWeighing();
    expect(screen.getByText('Peso muito alto')).toBeDefined();
    expect(screen.getByText('recusado')).toBeDefined();
    await user.click(screen.getByRole('button', { name: /^Tentar de novo:/ }));
    await waitFor(() => expect(list()).toBeNull());
    expect(sent).toEqual(['POST /api/weighings']);
  });

  it('shows the record refused again when the server still refuses it', async () => {
    const user = await refusedWeighing();
    refuse = true;
    await user.click(screen.getByRole('button', { name: /^Tentar de novo:/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(screen.getByText('recusado')).toBeDefined());
    expect(list()).not.toBeNull();
  });

  it('drops a record only on the person’s word: "Descartar", then "Descartar" again', async () => {
    const user = await refusedWeighing();
    await user.click(screen.getByRole('button', { name: /^Descartar:/ }));
    const ask = screen.getByRole('alertdialog', { name: 'Descartar registro?' });
    expect(ask.textContent).toContain('não será enviado e sairá deste aparelho.');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(list()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: /^Descartar:/ }));
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(list()).toBeNull());
    expect(sent).toEqual([]);
  });
});
