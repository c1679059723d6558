import { rm } from 'node:fs/promises';
import type { MeResponse } from '@/domain/api';
import { expect, signedInUser, test } from './fixtures';
import {
  cachedOnDevice,
  controlledBySw,
  newProfile,
  openBrowser,
  pendingList,
  serverWeighings,
} from './offline-helpers';

test.setTimeout(120_000);

// Decision 034: the app's new version drops the old whole-table cache; a weighing queued by the
// old version on the phone is still sent once.
test('the update to the per-query cache keeps the weighings waiting in the outbox', async () => {
  const profile = await newProfile();
  const { context, page } = await openBrowser(profile);
  try {
    await signedInUser(page, { name: 'Joana Campeira', at: '/module/weighing' });
    await controlledBySw(page);
    const me = (await (await page.request.get('/api/me')).json()) as MeResponse;
    const weighingDate = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);

    // The device as the previous version left it, written from a page of the same origin that
    // does not run the app (so that nothing opens the database meanwhile).
    await page.goto('/api/health');
    await page.evaluate(
      async ({ userId, farmId, weighingDate }) => {
        const request = (r: IDBRequest | IDBOpenDBRequest) =>
          new Promise((resolve, reject) => {
            r.onsuccess = () => resolve(r.result);
            r.onerror = () => reject(r.error ?? new Error('IndexedDB'));
          });
        await request(indexedDB.deleteDatabase('arroba-certa-offline'));
        const open = indexedDB.open('arroba-certa-offline', 1);
        open.onupgradeneeded = () => {
          const outbox = open.result.createObjectStore('outbox', { keyPath: 'key' });
          outbox.createIndex('byQueue', ['queue', 'seq']);
          outbox.createIndex('byUser', 'userId');
          open.result.createObjectStore('meta', { keyPath: 'id' });
          open.result.createObjectStore('cache', { keyPath: 'id' });
        };
        const db = (await request(open)) as IDBDatabase;
        const tx = db.transaction(['outbox', 'cache'], 'readwrite');
        tx.objectStore('outbox').put({
          key: crypto.randomUUID(),
          queue: `${userId}:${farmId}`,
          userId,
          farmId,
          seq: Date.now() * 1000,
          kind: 'weighing',
          method: 'POST',
          path: '/api/weighings',
          body: { animalId: 'BR-V1', weighingDate, weight: 312.5, notes: null },
          enteredAt: new Date().toISOString(),
          state: 'pending',
        });
        tx.objectStore('cache').put({ id: 'queries', owner: `${userId}:${farmId}`, state: {} });
        await new Promise((resolve) => (tx.oncomplete = resolve));
        db.close();
      },
      { userId: me.user.id, farmId: me.farm.id, weighingDate },
    );

    await page.goto('/module/weighing');
    await expect(pendingList(page)).toHaveCount(0, { timeout: 30_000 });
    await expect.poll(async () => (await serverWeighings(page)).length).toBe(1);
    expect((await serverWeighings(page))[0]).toMatchObject({ animalId: 'BR-V1', weight: 312.5 });
    // The lists are kept again, in the new store; the old one is gone.
    await expect.poll(() => cachedOnDevice(page, 'weighings')).toBe(true);
    const stores = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const open = indexedDB.open('arroba-certa-offline');
          open.onsuccess = () => {
            resolve([...open.result.objectStoreNames]);
            open.result.close();
          };
        }),
    );
    expect(stores).toEqual(['meta', 'outbox', 'query-data', 'query-index']);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
