import {
  PASSWORD,
  chooseOption,
  expect,
  fillByLabel,
  signedInUser,
  test,
  type Page,
} from './fixtures';
import {
  OCTOBER,
  enterWeighing,
  pendingList,
  serverWeighings,
  syncStrip,
  usedOnline,
} from './offline-helpers';

// Issue 13: what the offline outbox does when the server says no, when the phone changes hands,
// and when two devices disagree. The pages stay open: no service worker is needed.

async function signIn(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a weighing refused on arrival is shown with the reason, fixed and sent', async ({
  page,
  context,
}) => {
  await signedInUser(page);
  const lot = await page.request.post('/api/lots', {
    data: {
      name: 'Garrotes da seca',
      quantity: 20,
      initialWeight: 250,
      purchasePrice: 2500,
      purchaseDate: '2026-01-10',
    },
  });
  expect(lot.status()).toBe(201);
  const { id: lotId } = (await lot.json()) as { id: string };
  // The form's 'Lote' has the first 100 lots: they came with the page, before it goes offline.
  await page.goto('/module/weighing');
  await expect(page.getByRole('heading', { name: 'Registrar Pesagem' })).toBeVisible();
  await usedOnline(page);

  await context.setOffline(true);
  await fillByLabel(page, { 'Identificação do Animal': 'BR-100', 'Peso (kg)': '301,5' });
  await chooseOption(page, 'Lote', 'Garrotes da seca', 'seca');
  await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
  await expect(page.getByText('Pesagem guardada no aparelho')).toBeVisible();
  await expect(pendingList(page).getByText('pendente')).toHaveCount(1);

  // Meanwhile, at the office, the lot is closed.
  expect((await page.request.post(`/api/lots/${lotId}/close`)).status()).toBe(200);
  await context.setOffline(false);

  const item = pendingList(page).getByRole('listitem');
  await expect(item.getByText('recusado')).toBeVisible();
  await expect(item).toContainText(/encerrado/i);
  await expect(page.getByText('Registro recusado pelo servidor')).toBeVisible();
  expect(await serverWeighings(page)).toHaveLength(0);

  // 'Corrigir' puts it back in the form; without the lot it goes through.
  await item.getByRole('button', { name: /^Corrigir/ }).click();
  await expect(page.getByLabel('Identificação do Animal')).toHaveValue('BR-100');
  await expect(page.getByLabel('Peso (kg)')).toHaveValue('301,5');
  await expect(pendingList(page)).toHaveCount(0);
  await chooseOption(page, 'Lote', 'Sem lote');
  await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
  await expect(page.getByText('Pesagem registrada', { exact: true })).toBeVisible();
  const stored = await serverWeighings(page);
  expect(stored.map((w) => [w.animalId, w.weight])).toEqual([['BR-100', 301.5]]);
});

test('a lost session keeps the queue, and another person on the same phone never sends it', async ({
  page,
  context,
}) => {
  const ana = await signedInUser(page, { name: 'Ana Vaqueira', at: '/module/weighing' });
  await expect(page.getByRole('heading', { name: 'Registrar Pesagem' })).toBeVisible();
  await usedOnline(page);
  await context.setOffline(true);
  for (let n = 1; n <= 3; n++) await enterWeighing(page, n);

  // Ana's session ends (expired, or she signed out elsewhere) before the signal comes back.
  await context.clearCookies();
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/auth/);

  // Bento signs in on the same phone: Ana's records are neither shown nor sent as his.
  const bento = await signedInUser(page, { name: 'Bento Peão', at: '/module/weighing' });
  await expect(page.getByRole('heading', { name: 'Registrar Pesagem' })).toBeVisible();
  await expect(pendingList(page)).toHaveCount(0);
  await expect(syncStrip(page)).toHaveCount(0);
  expect(await serverWeighings(page)).toHaveLength(0);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(bento.email).not.toBe(ana.email);

  // Ana signs in again: her queue goes out, once, under her account.
  await signIn(page, ana.email);
  await page.goto('/module/weighing');
  await expect.poll(async () => (await serverWeighings(page)).length).toBe(3);
  await expect(pendingList(page)).toHaveCount(0);
});

test('an item deleted elsewhere while its offline delete waits: done, and the person is told', async ({
  page,
  context,
}) => {
  await signedInUser(page);
  const res = await page.request.post('/api/inventory', {
    data: { category: 'Bois', quantity: 10, averageWeight: 450, averageValue: 3000, location: '' },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await page.goto('/module/inventory');
  await expect(page.getByRole('listitem', { name: 'Bois' })).toBeVisible();
  // Used online first, as a producer does before the signal drops: the server's page is then
  // the app's (decision 081: on a first visit, the app's code comes at the first use).
  await page.getByRole('button', { name: 'Remover Bois' }).click();
  await page.getByRole('button', { name: 'Cancelar' }).click();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Remover Bois' }).click();
  await page.getByRole('button', { name: 'Remover', exact: true }).click();
  await expect(page.getByText('Exclusão guardada no aparelho')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Bois' })).toHaveCount(0);
  await expect(pendingList(page)).toContainText('Exclusão do inventário: Bois (10 cab.)');

  // Someone at the office deletes the same item first.
  expect((await page.request.delete(`/api/inventory/${id}`)).status()).toBe(204);
  await context.setOffline(false);
  await expect(page.getByText('Item já excluído')).toBeVisible();
  await expect(pendingList(page)).toHaveCount(0);
  const { items } = await (await page.request.get('/api/inventory')).json();
  expect(items).toEqual([]);
});

async function saveOctoberOffline(page: Page, sales: string) {
  await page.goto('/module/monthly-control');
  await page.getByLabel('Mês/Ano').fill('2026-10');
  await page.context().setOffline(true);
  await fillByLabel(page, { ...OCTOBER, Vendas: sales });
  await page.getByRole('button', { name: 'Calcular e Salvar' }).click();
  await expect(page.getByText('Controle guardado no aparelho')).toBeVisible();
  await expect(pendingList(page)).toContainText('Controle mensal de 10/2026');
}

test('the same month saved offline on two phones: the later entry wins, the other is told', async ({
  page,
  browser,
}) => {
  const { email } = await signedInUser(page, 'Carla Retireira');
  const phone2 = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    const page2 = await phone2.newPage();
    await signIn(page2, email);

    // Phone 1 first (20 sold), phone 2 a moment later (25 sold), both without signal.
    await saveOctoberOffline(page, '20');
    await saveOctoberOffline(page2, '25');

    // Phone 2 reaches the server first; then phone 1, whose entry is older.
    await phone2.setOffline(false);
    await expect(pendingList(page2)).toHaveCount(0);
    await page.context().setOffline(false);
    await expect(page.getByText('Registro mais recente mantido')).toBeVisible();
    await expect(pendingList(page)).toHaveCount(0);

    const stored = await (await page.request.get('/api/monthly-control/2026-10')).json();
    expect(stored).toMatchObject({ sales: 25 });
  } finally {
    await phone2.close();
  }
});
