import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { resetDatabaseForTests } from './idb';
import type { NewEntry } from './outbox';
import type { CacheOwner } from './query-cache';

/** A fresh, empty offline database for the next test (fake-indexeddb keeps it in memory). */
export async function freshDatabase(): Promise<void> {
  resetDatabaseForTests();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('arroba-certa-offline');
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
}

/** An entry of Ana's on farm A, with the rest given. */
export const ofAna = (entry: Omit<NewEntry, 'userId' | 'farmId'>): NewEntry => ({
  userId: 'ana',
  farmId: 'farm-a',
  ...entry,
});

/** A new lot named `name`, of Ana's on farm A. */
export const newLot = (name: string): NewEntry =>
  ofAna({ kind: 'lot', method: 'POST', path: '/api/lots', body: { name } });

/** A weighing of animal `B${n}` for Ana on farm A (or whom and where given). */
export const weighing = (n: number, userId = 'ana', farmId = 'farm-a'): NewEntry => ({
  userId,
  farmId,
  kind: 'weighing',
  method: 'POST',
  path: '/api/weighings',
  body: { animalId: `B${n}`, weighingDate: '2026-11-20', weight: 300 + n, notes: null },
});

/**
 * The browser globals the hooks and the sync store read (Node has neither `navigator.onLine`
 * nor `window`): a switchable connection and a window that dispatches 'online' / 'offline'.
 */
export function stubBrowser(online = true) {
  const state = { onLine: online };
  const events = new EventTarget();
  /** StorageManager.persist: asked once the app runs the outbox. */
  const persist = vi.fn(() => Promise.resolve(true));
  vi.stubGlobal('navigator', {
    get onLine() {
      return state.onLine;
    },
    storage: { persist },
  });
  vi.stubGlobal('window', events);
  return {
    persist,
    /** Changes the connection and fires the browser's event for it (unless `fire` is false). */
    setOnline(next: boolean, fire = true) {
      state.onLine = next;
      if (fire) events.dispatchEvent(new Event(next ? 'online' : 'offline'));
    },
  };
}

/** The query-cache tests' "now": 21 November 2026, noon UTC. */
export const CACHE_T0 = new Date('2026-11-21T12:00:00Z').getTime();
/** Owners of a device's cached answers: Ana on farms A and B, Bento on farm A. */
export const ANA: CacheOwner = { userId: 'ana', farmId: 'A' };
export const ANA_B: CacheOwner = { userId: 'ana', farmId: 'B' };
export const BENTO: CacheOwner = { userId: 'bento', farmId: 'A' };

/** A page's query client, keeping what it fetched for the whole test. */
export const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });

/** Before a query-cache test: an empty offline database, and timers and Date faked at CACHE_T0. */
export async function freshDatabaseAtCacheT0(): Promise<void> {
  await freshDatabase();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(CACHE_T0);
}
