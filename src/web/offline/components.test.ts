import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { resetDatabaseForTests } from './idb';
import { FetchedAt } from './fetched-at';
import { addEntry, refuseEntry, setLastSync, type NewEntry } from './outbox';
import { PendingRecords } from './pending-records';
import { formatSyncTime, SyncIndicator } from './sync-indicator';
import { discardEntry, resetSyncStoreForTests, setSyncUser } from './sync-store';
import { freshDatabase, stubBrowser, weighing } from './test-helpers';
import { useRecordWrite, type RecordWrite } from './use-offline';

/**
 * The screens' pieces rendered to HTML with React's server renderer (no DOM needed): what they
 * show for the outbox's state. Effects do not run there; hooks.test.ts covers those.
 */

const NOW = new Date('2026-11-21T17:40:00Z'); // 14:40 in São Paulo
const me = {
  user: { id: 'ana', name: 'Ana' },
  farm: { id: 'farm-a', name: 'Fazenda Boa Vista' },
};

/** The visible text of `node`, rendered for the signed-in person (or nobody). */
function text(node: ReactNode, signedIn = true): string {
  const client = new QueryClient();
  if (signedIn) client.setQueryData(['me'], me);
  const html = renderToString(h(QueryClientProvider, { client }, node));
  return html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The sync store reads the database again (as after any change it makes). */
async function reloadStore() {
  await discardEntry('nenhuma');
}

let answers: Response[] = [];
const requests: [string, RequestInit][] = [];
let browser: ReturnType<typeof stubBrowser>;

beforeEach(async () => {
  resetSyncStoreForTests();
  await freshDatabase();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  answers = [];
  requests.length = 0;
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    requests.push([path, init]);
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next;
  });
  browser = stubBrowser(false);
  await setSyncUser('ana');
});
afterEach(() => {
  resetSyncStoreForTests();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('formatSyncTime', () => {
  it('says the time in Brasília, with the day when it was not today', () => {
    expect(formatSyncTime('2026-11-21T12:05:00Z', NOW)).toBe('hoje às 09:05');
    expect(formatSyncTime('2026-11-20T23:30:00Z', NOW)).toBe('20/11 às 20:30');
    // Past midnight UTC but still the 21st in São Paulo.
    expect(formatSyncTime('2026-11-22T01:00:00Z', NOW)).toBe('hoje às 22:00');
  });
});

describe('PendingRecords', () => {
  it('shows nothing when nothing of these kinds waits on this farm', async () => {
    await addEntry(weighing(1, 'ana', 'farm-b'));
    await addEntry({ ...weighing(2), kind: 'lot', path: '/api/lots', body: { name: 'L' } });
    await reloadStore();
    expect(text(h(PendingRecords, { kinds: ['weighing'] }))).toBe('');
  });

  it("lists the active farm's waiting records of the screen, each 'pendente'", async () => {
    await addEntry(weighing(1));
    await addEntry(weighing(2, 'ana', 'farm-b'));
    await addEntry({ ...weighing(3), kind: 'lot', path: '/api/lots', body: { name: 'Recria' } });
    await reloadStore();
    const shown = text(h(PendingRecords, { kinds: ['weighing', 'lot'] }));
    expect(shown).toContain('Aguardando sincronização');
    expect(shown).toContain('Guardados neste aparelho; serão enviados quando a conexão voltar.');
    expect(shown).toContain('Pesagem de B1 (301,0 kg, 20/11/2026)');
    expect(shown).toContain('Lote Recria');
    expect(shown).not.toContain('B2');
    expect(shown.match(/pendente/g)).toHaveLength(2);
    expect(shown).toContain('Descartar');
    expect(shown).not.toContain('Tentar de novo');
    expect(shown).not.toContain('recusado');
  });

  it("shows a refused record with the server's field messages and 'Tentar de novo'", async () => {
    const refused = await addEntry(weighing(1));
    await addEntry(weighing(2));
    await refuseEntry(refused.key, {
      status: 422,
      code: 'VALIDATION',
      message: 'Erro de validação',
      fields: { weight: 'Peso acima de 2.000 kg.', animalId: 'Animal não encontrado.' },
    });
    await reloadStore();
    const shown = text(h(PendingRecords, { kinds: ['weighing'] }));
    expect(shown).toContain('Alguns registros foram recusados pelo servidor: corrija ou descarte.');
    expect(shown).toContain('Peso acima de 2.000 kg. Animal não encontrado.');
    expect(shown).not.toContain('Erro de validação');
    expect(shown.match(/recusado\b/g)).toHaveLength(1);
    expect(shown.match(/pendente/g)).toHaveLength(1);
    expect(shown.match(/Tentar de novo/g)).toHaveLength(1);
  });

  it("shows the server's message when it named no field", async () => {
    const refused = await addEntry(weighing(1));
    await refuseEntry(refused.key, {
      status: 403,
      code: 'SUBSCRIPTION_INACTIVE',
      message: 'Sua assinatura está inativa.',
    });
    await reloadStore();
    expect(text(h(PendingRecords, { kinds: ['weighing'] }))).toContain(
      'Sua assinatura está inativa.',
    );
  });
});

describe('SyncIndicator', () => {
  it('is hidden online with nothing waiting', async () => {
    browser.setOnline(true);
    expect(text(h(SyncIndicator))).toBe('');
  });

  it('says so offline, with what waits and that nothing was synced yet', async () => {
    await addEntry(weighing(1));
    await reloadStore();
    const shown = text(h(SyncIndicator));
    expect(shown).toContain('Sem conexão ·');
    expect(shown).toContain('1 registro aguardando envio');
    expect(shown).toContain('Ainda não sincronizado');
    expect(shown).toContain('Sincronizar agora');
  });

  it('counts waiting and refused records, and gives the last sync time', async () => {
    browser.setOnline(true);
    await addEntry(weighing(1));
    await addEntry(weighing(2));
    await refuseEntry((await addEntry(weighing(3))).key, {
      status: 400,
      code: 'X',
      message: 'Não.',
    });
    await setLastSync('ana', new Date('2026-11-21T12:05:00Z'));
    await reloadStore();
    const shown = text(h(SyncIndicator));
    expect(shown).toContain('2 registros aguardando envio · 1 recusado');
    expect(shown).toContain('Última sincronização: hoje às 09:05');
    expect(shown).not.toContain('Sem conexão');
  });

  it("counts only the signed-in person's records", async () => {
    await addEntry(weighing(1, 'bento'));
    await reloadStore();
    expect(text(h(SyncIndicator))).toContain('0 registros aguardando envio');
    expect(text(h(SyncIndicator), false)).toContain('0 registros aguardando envio');
  });
});

describe('FetchedAt', () => {
  const query = { data: [1], dataUpdatedAt: new Date('2026-11-21T12:05:00Z').getTime() };

  it('says offline from when the list is', () => {
    expect(text(h(FetchedAt, { query, what: 'pesagens' }))).toBe(
      'Sem conexão: pesagens de hoje às 09:05.',
    );
  });

  it('says nothing online, or when nothing was fetched', () => {
    expect(text(h(FetchedAt, { query: { data: undefined, dataUpdatedAt: 0 }, what: 'x' }))).toBe(
      '',
    );
    browser.setOnline(true);
    expect(text(h(FetchedAt, { query, what: 'pesagens' }))).toBe('');
  });
});

describe('useRecordWrite', () => {
  /** The save function of a screen rendered for the signed-in person (or nobody). */
  function writer(signedIn = true) {
    let write: ReturnType<typeof useRecordWrite> | undefined;
    function Probe() {
      write = useRecordWrite();
      return null;
    }
    text(h(Probe), signedIn);
    return write!;
  }
  const save: RecordWrite = {
    kind: 'weighing',
    method: 'POST',
    path: '/api/weighings',
    body: (weighing(1) as NewEntry).body,
  };

  it("resolves with the server's answer online", async () => {
    browser.setOnline(true);
    answers.push(Response.json({ id: 'w1' }, { status: 201 }));
    expect(await writer()(save)).toEqual({ queued: false, data: { id: 'w1' } });
    expect(new Headers(requests[0]![1].headers).get('X-Farm-Id')).toBe('farm-a');
  });

  it('resolves queued offline, on the active farm of the signed-in person', async () => {
    expect(await writer()(save)).toEqual({ queued: true, reason: 'offline' });
    expect(requests).toEqual([]);
  });

  it("throws the server's refusal as an ApiError, for the form to show", async () => {
    browser.setOnline(true);
    answers.push(
      Response.json(
        { error: { code: 'VALIDATION', message: 'Erro', fields: { weight: 'Peso inválido.' } } },
        { status: 422 },
      ),
    );
    const error = await writer()(save).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION',
      message: 'Erro',
      fields: { weight: 'Peso inválido.' },
    });
  });

  it('refuses without a session', async () => {
    await expect(writer(false)(save)).rejects.toMatchObject({ status: 401 });
  });

  it('sends directly, with a key, where IndexedDB is missing', async () => {
    browser.setOnline(true);
    resetDatabaseForTests();
    vi.stubGlobal('indexedDB', undefined);
    answers.push(Response.json({ id: 'w9' }, { status: 201 }));
    expect(await writer()(save)).toEqual({ queued: false, data: { id: 'w9' } });
    const headers = new Headers(requests[0]![1].headers);
    expect(headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get('X-Farm-Id')).toBe('farm-a');
  });
});
