import { rm } from 'node:fs/promises';
import { chooseOption, expect, signedInUser, test, type Page } from './fixtures';
import {
  controlledBySw,
  enterWeighing,
  newProfile,
  openBrowser,
  pendingList,
  serverWeighings,
  syncStrip,
} from './offline-helpers';

/*
 * Issue 24 item 7 (decision 034): the weighing screen reads pages and summaries, and the device
 * keeps those it showed. Offline, after a reload, the last page of weighings, the herd report and
 * an animal's history seen before stay readable; a weighing entered meanwhile is sent once.
 */
test.setTimeout(180_000);

const NEXT_PAGE_OFFLINE = 'Sem conexão: a próxima página aparece ao reconectar.';

const tag = (n: number) => `BOI-${String(n).padStart(3, '0')}`;

/** 55 animals weighed once on 01/01/2025; BOI-007 again on 02/03/2025 (+48 kg in 60 days). */
async function seed(page: Page) {
  const post = async (data: object) => {
    const res = await page.request.post('/api/weighings', { data });
    expect(res.status()).toBe(201);
  };
  for (let n = 1; n <= 55; n++) {
    await post({ animalId: tag(n), weighingDate: '2025-01-01', weight: 300 + n });
  }
  await post({ animalId: tag(7), weighingDate: '2025-03-02', weight: 355 });
}

/** The kinds of weighing answers the device keeps ('list', 'animals', 'history', 'search'). */
function keptWeighingQueries(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('arroba-certa-offline');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-index')) return resolve([]);
          const all = db.transaction('query-index').objectStore('query-index').getAll();
          all.onerror = () => resolve([]);
          all.onsuccess = () => {
            const keys = (all.result as { queryHash: string }[])
              .map((row) => JSON.parse(row.queryHash) as unknown[])
              .filter((key) => key[0] === 'weighings')
              .map((key) => String(key[1]));
            db.close();
            resolve([...new Set(keys)].sort());
          };
        };
      }),
  );
}

test('offline, the weighing pages and the animal history seen before stay readable; a weighing entered offline arrives once', async () => {
  const profile = await newProfile();
  const { context, page } = await openBrowser(profile);
  try {
    await signedInUser(page, { name: 'Joana Campeira', at: '/module/weighing' });
    await controlledBySw(page);
    await seed(page);
    await page.reload();

    // Online: a page of weighings, the herd report's first page and one animal's history.
    const list = page.getByRole('list', { name: 'Pesagens registradas' }).getByRole('listitem');
    await expect(list).toHaveCount(50);
    await expect(list.first()).toContainText(tag(7));
    const herd = page
      .getByRole('region', { name: 'Relatório do rebanho' })
      .getByRole('region', { name: 'Desempenho por animal' });
    await expect(herd.getByRole('row')).toHaveCount(51);
    await chooseOption(page, 'Animal', tag(7), '007');
    const animal = page.getByRole('region', { name: `Desempenho de ${tag(7)}` });
    await expect(animal).toContainText('0,800 kg/dia');
    await expect
      .poll(() => keptWeighingQueries(page))
      .toEqual(expect.arrayContaining(['animals', 'history', 'list', 'search']));

    // In the corral: no signal, and the page is opened again.
    await context.setOffline(true);
    await page.reload();
    await expect(syncStrip(page)).toContainText('Sem conexão');
    await expect(page.getByText(/Sem conexão: pesagens de hoje às \d\d:\d\d\./)).toBeVisible();
    await expect(list).toHaveCount(50);
    await expect(list.first()).toContainText(tag(7));
    await expect(herd.getByRole('row')).toHaveCount(51);
    await expect(herd.getByRole('row', { name: new RegExp(tag(7)) })).toContainText('0,800');
    await chooseOption(page, 'Animal', tag(7), '007');
    await expect(animal).toContainText('0,800 kg/dia');
    await expect(animal).toContainText('355,0');
    // A page never seen is not on the device: asking for it says so, and it comes with the signal.
    await page.getByRole('button', { name: 'Carregar mais', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: NEXT_PAGE_OFFLINE })).toBeVisible();
    await expect(list).toHaveCount(50);

    // A weighing entered without signal waits, then arrives once when the signal is back.
    await enterWeighing(page, 1);
    await expect(syncStrip(page)).toContainText('1 registro aguardando envio');
    await context.setOffline(false);
    await expect(pendingList(page)).toHaveCount(0, { timeout: 60_000 });
    await expect(page.getByText(NEXT_PAGE_OFFLINE)).toHaveCount(0);
    const stored = await serverWeighings(page);
    expect(stored).toHaveLength(57);
    expect(stored.filter((w) => w.animalId === 'BR-001')).toEqual([
      expect.objectContaining({ animalId: 'BR-001', weight: 301.5 }),
    ]);
    // The screen shows the server's list again, the new weighing at its head, with the page
    // asked for offline.
    await expect(list.first()).toContainText('BR-001');
    await expect(list).toHaveCount(57);
    await expect(page.getByText('pendente', { exact: true })).toHaveCount(0);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
