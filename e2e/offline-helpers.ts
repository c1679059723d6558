import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { expect, fillByLabel, signedInUser, typeUnknownAnimal, type Page } from './fixtures';
import { E2E } from './settings';

/** A browser with a profile on disk: closing it and opening it again is a browser restart. */
export async function openBrowser(
  profile: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: E2E.chromium,
    baseURL: E2E.baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'allow',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

export const newProfile = () => mkdtemp(path.join(tmpdir(), 'arroba-offline-'));

/** Waits until the service worker controls the page, so that it opens offline. */
export async function controlledBySw(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 20_000,
  });
}

/**
 * The weighing screen used while online (an animal looked up, then the field cleared): the
 * server's page is then the app's, as when a producer starts weighing before the signal drops
 * (with no service worker yet, the app's code comes at the first use).
 */
export async function usedOnline(page: Page) {
  await typeUnknownAnimal(page, 'BR-0');
  await page.getByLabel('Identificação do Animal', { exact: true }).fill('');
}

/** Joana, signed up and in, with 12 'Novilhas' in her inventory: a dashboard with figures. */
export async function signedInWithHeifers(page: Page) {
  await signedInUser(page, 'Joana Campeira');
  const res = await page.request.post('/api/inventory', {
    data: { category: 'Novilhas', quantity: 12, averageWeight: 280, averageValue: 2600 },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(201);
}

/** A month's figures as typed in 'Controle Mensal' (October 2026 in the offline tests). */
export const OCTOBER = {
  'Quantidade Inicial': '300',
  Compras: '10',
  Vendas: '20',
  Mortes: '1',
  'Custos Totais (R$)': '40.000,00',
  'Receita Total (R$)': '90.000,00',
};

/** The screen's list of records waiting on this device. */
export const pendingList = (page: Page) => page.getByRole('list', { name: 'Registros pendentes' });

/** The header's strip: records waiting, last sync, 'Sincronizar agora'. */
export const syncStrip = (page: Page) => page.getByRole('status', { name: 'Sincronização' });

/** One weighing typed and saved as a person does; `n` names the animal and the weight. */
export async function enterWeighing(page: Page, n: number) {
  await fillByLabel(page, {
    'Identificação do Animal': `BR-${String(n).padStart(3, '0')}`,
    'Peso (kg)': `${300 + n},5`,
  });
  await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
  await expect(pendingList(page).getByRole('listitem')).toHaveCount(n);
}

/** Every weighing the server holds for the signed-in user (up to 100), through the page's cookie. */
export async function serverWeighings(page: Page) {
  const res = await page.request.get('/api/weighings?limit=100');
  expect(res.status()).toBe(200);
  const { items, nextCursor } = (await res.json()) as {
    items: { animalId: string; weight: number }[];
    nextCursor: string | null;
  };
  expect(nextCursor, 'more than 100 weighings').toBeNull();
  return items;
}

/** Whether answers of `list` (a query key's first element) are stored for offline reads. */
export function cachedOnDevice(page: Page, list: string) {
  return page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('arroba-certa-offline');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-index')) return resolve(false);
          const all = db.transaction('query-index').objectStore('query-index').getAll();
          all.onerror = () => resolve(false);
          all.onsuccess = () => {
            const rows = all.result as { queryHash: string }[];
            db.close();
            resolve(rows.some((row) => (JSON.parse(row.queryHash) as unknown[])[0] === wanted));
          };
        };
      }),
    list,
  );
}
