import { rm } from 'node:fs/promises';
import { expect, signedInUser, test } from './fixtures';
import { apiAnimal, dialog, monthsAgo } from './herd-steps';
import { controlledBySw, newProfile, openBrowser, pendingList, syncStrip } from './offline-helpers';

/*
 * Issue 26: an application recorded without signal waits on the device and reaches the server
 * once — one row per animal of the lot — even when the first answer is lost on the way back.
 */
test.setTimeout(120_000);

test("recording a lot's wormer offline", async () => {
  const profile = await newProfile();
  const { context, page } = await openBrowser(profile);
  try {
    await signedInUser(page, { name: 'Joana Campeira', at: '/rebanho' });
    const origin = new URL(page.url()).origin;
    const lot = await page.request.post('/api/lots', {
      data: {
        name: 'Recria',
        quantity: 3,
        initialWeight: 200,
        purchasePrice: 1000,
        purchaseDate: '2025-01-01',
      },
      headers: { origin },
    });
    expect(lot.status(), await lot.text()).toBe(201);
    const lotId = ((await lot.json()) as { id: string }).id;
    const ids: string[] = [];
    for (const tag of ['R-1', 'R-2', 'R-3']) {
      ids.push(await apiAnimal(page, { tag, sex: 'M', birthDate: monthsAgo(14), lotId }));
    }
    await apiAnimal(page, { tag: 'FORA', sex: 'M', birthDate: monthsAgo(14) });

    await page.goto('/sanidade');
    await controlledBySw(page);
    await expect(page.getByRole('heading', { name: 'Calendário sanitário' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Produtos sanitários' })).toContainText(
      'Ivermectina 1%',
    );

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Registrar aplicação' }).click();
    const form = dialog(page, 'Registrar aplicação');
    await form.getByLabel('Produto').selectOption({ label: 'Ivermectina 1%' });
    await form.getByLabel('Dose').fill('5');
    await form.getByLabel('Aplicar em').selectOption('Um lote');
    await form.getByLabel('Lote', { exact: true }).selectOption({ label: 'Recria' });
    await form.getByRole('button', { name: 'Registrar aplicação' }).click();
    await expect(page.getByText('Aplicação registrada', { exact: true })).toBeVisible();
    await expect(page.getByText(/Sem conexão agora/)).toBeVisible();
    await expect(pendingList(page).getByRole('listitem')).toHaveCount(1);
    await expect(pendingList(page)).toContainText('Ivermectina 1% no lote Recria');

    // Back in signal, the first answer is lost after the server stored the rows: the retry
    // carries the same Idempotency-Key, so each animal gets one row.
    let posts = 0;
    await context.route('**/api/sanitary/applications', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts += 1;
      if (posts > 1) return route.continue();
      await route.fetch();
      return route.abort('connectionreset');
    });
    await context.setOffline(false);
    await expect(pendingList(page)).toHaveCount(0, { timeout: 60_000 });
    await expect(syncStrip(page)).toHaveCount(0);
    expect(posts).toBeGreaterThan(1);

    const res = await page.request.get('/api/sanitary/applications?limit=100');
    expect(res.status()).toBe(200);
    const { items } = (await res.json()) as {
      items: { animalId: string; productName: string; withdrawalUntil: string | null }[];
    };
    const wormed = items.filter((a) => a.productName === 'Ivermectina 1%');
    expect(wormed.map((a) => a.animalId).sort()).toEqual([...ids].sort());
    expect(wormed.every((a) => a.withdrawalUntil !== null)).toBe(true);
    await expect(page.getByRole('list', { name: 'Aplicações registradas' })).toContainText('R-1');
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
