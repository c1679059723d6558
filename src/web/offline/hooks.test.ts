import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { ApiError } from '../lib/api';
import { canFix, requestFix, useFixRequests } from './fix-channel';
import { OfflineSync } from './offline-sync';
import { addEntry, entriesOfUser, getEntry, refuseEntry } from './outbox';
import { keepQueryCache, restoreQueryCache } from './query-cache';
import { resetSyncStoreForTests, syncNow, syncStore } from './sync-store';
import { freshDatabase, stubBrowser, weighing, ofAna } from './test-helpers';
import { useOnline } from './use-online';

/**
 * The hooks' effects (subscriptions to the browser, the sync store and the forms), without a
 * DOM: React's useEffect, useRef, useState and useSyncExternalStore are replaced by a tiny
 * harness that runs each effect (and subscription) once on mount and its cleanup on unmount,
 * which is all these hooks rely on.
 */
const harness = vi.hoisted(() => ({
  effects: [] as (() => void | (() => void))[],
  setState: [] as ((value: unknown) => void)[],
  client: null as unknown,
}));

vi.mock('react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react')>();
  return {
    ...actual,
    useEffect: (effect: () => void | (() => void)) => {
      harness.effects.push(effect);
    },
    useRef: <T>(value: T) => ({ current: value }),
    // A store's snapshot as it is now; its listener is kept as a state setter is.
    useSyncExternalStore: <T>(subscribe: (notify: () => void) => () => void, snapshot: () => T) => {
      const notify = vi.fn(() => snapshot());
      harness.setState.push(notify);
      harness.effects.push(() => subscribe(notify));
      return snapshot();
    },
    useState: <T>(init: T | (() => T)) => {
      const set = vi.fn();
      harness.setState.push(set);
      return [typeof init === 'function' ? (init as () => T)() : init, set];
    },
  };
});
vi.mock('@tanstack/react-query', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-query')>()),
  useQueryClient: () => harness.client,
}));

/** Renders `render` once and runs its effects; `unmount` runs their cleanups. */
function mount<T>(render: () => T) {
  harness.effects.length = 0;
  harness.setState.length = 0;
  const result = render();
  const setState = [...harness.setState];
  const cleanups = harness.effects.splice(0).map((effect) => effect());
  return { result, setState, unmount: () => cleanups.forEach((cleanup) => cleanup?.()) };
}

let answers: Response[] = [];
let requests = 0;
let browser: ReturnType<typeof stubBrowser>;
let client: QueryClient;

beforeEach(async () => {
  resetSyncStoreForTests();
  await freshDatabase();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  answers = [];
  requests = 0;
  vi.stubGlobal('fetch', async () => {
    requests += 1;
    const next = answers.shift();
    if (!next) throw new TypeError('Failed to fetch');
    return next;
  });
  browser = stubBrowser(false);
  client = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity, retry: false } } });
  harness.client = client;
  for (const fn of [toast.error, toast.info, toast.warning]) vi.mocked(fn).mockClear();
});
afterEach(() => {
  resetSyncStoreForTests();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const refusal = (status: number, message: string, fields?: Record<string, string>) =>
  Response.json({ error: { code: 'X', message, ...(fields ? { fields } : {}) } }, { status });

/** Mounts OfflineSync for Ana and waits until her `waiting` entries show. */
async function mountSync(waiting = 1) {
  const mounted = mount(() => OfflineSync({ userId: 'ana', farmId: 'fazenda-a' }));
  expect(syncStore.getSnapshot().userId).toBe('ana');
  await vi.waitFor(() => expect(syncStore.getSnapshot().entries).toHaveLength(waiting));
  return mounted;
}

describe('OfflineSync', () => {
  it('runs the outbox of the signed-in person and stops on unmount', async () => {
    await addEntry(weighing(1));
    const { unmount } = await mountSync();
    expect(syncStore.getSnapshot().entries).toHaveLength(1);
    expect(browser.persist).toHaveBeenCalledTimes(1);
    unmount();
    expect(syncStore.getSnapshot().userId).toBeNull();
    // Gone: neither the connection coming back nor the minute passing sends anything.
    browser.setOnline(true);
    vi.advanceTimersByTime(60_000);
    await syncNow();
    expect(requests).toBe(0);
    expect(await entriesOfUser('ana')).toHaveLength(1);
  });

  it('sends what waits when the connection returns, and tells of a refusal', async () => {
    await addEntry(weighing(1));
    const { unmount } = await mountSync();
    expect(requests).toBe(0);
    answers.push(refusal(422, 'Erro de validação', { weight: 'Peso acima do limite.' }));
    browser.setOnline(true);
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith('Registro recusado pelo servidor', {
      description: 'Pesagem de B1 (301,0 kg, 20/11/2026): Peso acima do limite.',
      duration: 10_000,
    });
    unmount();
  });

  it("tells the server's message when a refusal names no field", async () => {
    await addEntry(weighing(1));
    const { unmount } = await mountSync();
    answers.push(refusal(403, 'Assinatura inativa.'));
    browser.setOnline(true);
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Registro recusado pelo servidor', {
        description: 'Pesagem de B1 (301,0 kg, 20/11/2026): Assinatura inativa.',
        duration: 10_000,
      }),
    );
    unmount();
  });

  it('tries again every minute while online, not offline', async () => {
    await addEntry(weighing(1));
    const { unmount } = await mountSync();
    // The minute's tick is the only timer; offline it starts nothing.
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersToNextTimer();
    expect(syncStore.getSnapshot().syncing).toBe(false);
    await syncNow();
    expect(requests).toBe(0);
    // Online without the event (a flaky signal): the next tick sends it.
    browser.setOnline(true, false);
    answers.push(Response.json({ id: 'w1' }, { status: 201 }));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersToNextTimer();
    // A run starts at once (it says so before its first await).
    expect(syncStore.getSnapshot().syncing).toBe(true);
    await vi.waitFor(async () => expect(await entriesOfUser('ana')).toEqual([]));
    expect(requests).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the changed lists again after a background send', async () => {
    await addEntry(weighing(1));
    await addEntry({ ...weighing(2), kind: 'lot', path: '/api/lots', body: { name: 'L' } });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { unmount } = await mountSync(2);
    answers.push(Response.json({ id: 'w1' }, { status: 201 }));
    answers.push(Response.json({ id: 'l1' }, { status: 201 }));
    browser.setOnline(true);
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledTimes(3));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['weighings'],
      ['lots'],
      ['dashboard'],
    ]);
    unmount();
  });

  it('tells of a delete already done elsewhere, and of a month kept by a later record', async () => {
    await addEntry(
      ofAna({
        kind: 'inventory-delete',
        method: 'DELETE',
        path: '/api/inventory/i1',
        summary: 'Vacas',
      }),
    );
    await addEntry(
      ofAna({
        kind: 'monthly',
        method: 'PUT',
        path: '/api/monthly-control/2026-03',
        body: {},
      }),
    );
    const { unmount } = await mountSync(2);
    answers.push(new Response(null, { status: 404 }));
    answers.push(Response.json({ outcome: 'superseded' }, { status: 200 }));
    browser.setOnline(true);
    await vi.waitFor(() => expect(toast.warning).toHaveBeenCalled());
    expect(toast.info).toHaveBeenCalledWith('Item já excluído', {
      description: 'Este item já tinha sido excluído em outro aparelho.',
    });
    expect(toast.warning).toHaveBeenCalledWith('Registro mais recente mantido', {
      description: expect.stringContaining('Controle mensal de 03/2026: outro registro'),
      duration: 10_000,
    });
    unmount();
  });

  it('asks for the session again when the server says it is gone', async () => {
    await addEntry(weighing(1));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { unmount } = await mountSync();
    answers.push(refusal(401, 'Não autenticado.'));
    browser.setOnline(true);
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith('Sua sessão expirou', {
      id: 'sync-session',
      description: expect.stringContaining('Entre novamente'),
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['me'] });
    expect(await entriesOfUser('ana')).toHaveLength(1);
    unmount();
  });

  describe('the stored answers', () => {
    /** Ana's lots on her farm, as a visit with a connection stored them. */
    async function stored() {
      const earlier = new QueryClient();
      const stop = keepQueryCache(earlier, { userId: 'ana', farmId: 'fazenda-a' });
      await earlier.fetchQuery({ queryKey: ['lots'], queryFn: async () => ['guardado'] });
      vi.advanceTimersByTime(250);
      await vi.waitFor(async () => {
        const probe = new QueryClient();
        await restoreQueryCache(probe, { userId: 'ana', farmId: 'fazenda-a' });
        expect(probe.getQueryData(['lots'])).toEqual(['guardado']);
      });
      stop();
    }

    it('include an answer that arrived before the keeping started, on the first start only', async () => {
      const early = new QueryClient();
      await early.fetchQuery({ queryKey: ['lots'], queryFn: async () => ['cedo'] });
      await early.fetchQuery({ queryKey: ['inventory'], queryFn: async () => ['outra fazenda'] });
      // After a change of farm the client may still hold the previous farm's answers: not kept.
      const later = keepQueryCache(early, { userId: 'ana', farmId: 'fazenda-b' });
      vi.advanceTimersByTime(250);
      later();
      const first = keepQueryCache(
        early,
        { userId: 'ana', farmId: 'fazenda-a' },
        { keepEarlier: true },
      );
      vi.advanceTimersByTime(250);
      await vi.waitFor(async () => {
        const probe = new QueryClient();
        await restoreQueryCache(probe, { userId: 'ana', farmId: 'fazenda-a' });
        expect(probe.getQueryData(['lots'])).toEqual(['cedo']);
      });
      first();
      const probe = new QueryClient();
      await restoreQueryCache(probe, { userId: 'ana', farmId: 'fazenda-b' });
      expect(probe.getQueryData(['inventory'])).toBeUndefined();
    });

    it('come back when the app opens offline', async () => {
      await stored();
      const { unmount } = await mountSync(0);
      await vi.waitFor(() => expect(client.getQueryData(['lots'])).toEqual(['guardado']));
      unmount();
    });

    it('stay away online, and come back when the connection goes', async () => {
      await stored();
      browser.setOnline(true);
      const { unmount } = await mountSync(0);
      await restoreQueryCache(new QueryClient(), { userId: 'ana', farmId: 'fazenda-a' }); // a read of the database, to settle
      expect(client.getQueryData(['lots'])).toBeUndefined();
      browser.setOnline(false);
      await vi.waitFor(() => expect(client.getQueryData(['lots'])).toEqual(['guardado']));
      unmount();
    });

    it('come back when a list fails for want of a connection', async () => {
      await stored();
      browser.setOnline(true);
      const { unmount } = await mountSync(0);
      await expect(
        client.fetchQuery({
          queryKey: ['dashboard'],
          queryFn: () => Promise.reject(new ApiError(500, 'INTERNAL', 'Erro interno.')),
        }),
      ).rejects.toThrow();
      await restoreQueryCache(new QueryClient(), { userId: 'ana', farmId: 'fazenda-a' });
      expect(client.getQueryData(['lots'])).toBeUndefined();
      await expect(
        client.fetchQuery({
          queryKey: ['weighings'],
          queryFn: () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'Sem conexão.')),
        }),
      ).rejects.toThrow();
      await vi.waitFor(() => expect(client.getQueryData(['lots'])).toEqual(['guardado']));
      unmount();
    });
  });
});

describe('useOnline', () => {
  it("starts from the browser's state and follows its events until unmounted", () => {
    const { result, setState, unmount } = mount(() => useOnline());
    expect(result).toBe(false);
    const [notify] = setState;
    browser.setOnline(true);
    expect(notify).toHaveLastReturnedWith(true);
    browser.setOnline(false);
    expect(notify).toHaveLastReturnedWith(false);
    unmount();
    browser.setOnline(true);
    expect(notify).toHaveBeenCalledTimes(2);
  });
});

describe("'Corrigir'", () => {
  async function refusedWeighing() {
    const entry = await addEntry(weighing(1));
    await refuseEntry(entry.key, { status: 422, code: 'X', message: 'Peso inválido.' });
    return (await getEntry(entry.key))!;
  }

  it('puts a refused entry back into the form on screen, and takes it out of the outbox', async () => {
    const entry = await refusedWeighing();
    expect(canFix('weighing')).toBe(false);
    const handler = vi.fn();
    const form = mount(() => useFixRequests('weighing', handler));
    expect(canFix('weighing')).toBe(true);
    expect(canFix('lot')).toBe(false);
    requestFix(entry);
    expect(handler).toHaveBeenCalledWith(weighing(1).body, entry);
    await vi.waitFor(async () => expect(await entriesOfUser('ana')).toEqual([]));
    form.unmount();
    expect(canFix('weighing')).toBe(false);
  });

  it('does nothing without a form for the kind on screen', async () => {
    const entry = await refusedWeighing();
    const handler = vi.fn();
    const form = mount(() => useFixRequests('lot', handler));
    requestFix(entry);
    expect(handler).not.toHaveBeenCalled();
    expect(await entriesOfUser('ana')).toEqual([entry]);
    form.unmount();
  });

  it('gives an entry without a body as an empty one', async () => {
    const entry = { ...(await refusedWeighing()), body: undefined };
    const handler = vi.fn();
    const form = mount(() => useFixRequests('weighing', handler));
    requestFix(entry);
    expect(handler).toHaveBeenCalledWith({}, entry);
    form.unmount();
  });

  it("keeps the newer form's handler when an older one unmounts", async () => {
    const entry = await refusedWeighing();
    const older = vi.fn();
    const newer = vi.fn();
    const first = mount(() => useFixRequests('weighing', older));
    const second = mount(() => useFixRequests('weighing', newer));
    first.unmount();
    expect(canFix('weighing')).toBe(true);
    requestFix(entry);
    expect(newer).toHaveBeenCalledTimes(1);
    expect(older).not.toHaveBeenCalled();
    second.unmount();
  });
});
