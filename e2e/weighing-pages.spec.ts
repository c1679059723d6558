import { expect, saveWeighing, signedInUser, test, type Page } from './fixtures';

/*
 * Issue 24 item 2: the weighing screen reads one page at a time — the animal is searched on the
 * server in a combobox, its history loads when it is chosen, and the lists page.
 */

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

/** Every answer of the weighing reads, to check that none holds more than 100 rows. */
function watchReads(page: Page) {
  const sizes: { url: string; rows: number }[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (!/\/api\/weighings(\/animals)?\?/.test(url) || response.request().method() !== 'GET') {
      return;
    }
    const body = (await response.json().catch(() => null)) as { items?: unknown[] } | null;
    if (body?.items) sizes.push({ url, rows: body.items.length });
  });
  return sizes;
}

test('weighing pages: the list and the herd report page; no answer holds more than 100 rows', async ({
  page,
}) => {
  await signedInUser(page);
  await seed(page);
  const sizes = watchReads(page);
  await page.goto('/module/weighing');

  const list = page.getByRole('list', { name: 'Pesagens registradas' }).getByRole('listitem');
  await expect(list).toHaveCount(50);
  // Newest first: BOI-007's second weighing heads the list.
  await expect(list.first()).toContainText('02/03/2025');
  await expect(list.first()).toContainText(tag(7));
  await page.getByRole('button', { name: 'Carregar mais', exact: true }).click();
  await expect(list).toHaveCount(56);
  await expect(page.getByRole('button', { name: 'Carregar mais', exact: true })).toHaveCount(0);

  const herd = page
    .getByRole('region', { name: 'Relatório do rebanho' })
    .getByRole('region', { name: 'Desempenho por animal' });
  await expect(herd.getByRole('row')).toHaveCount(51);
  await page.getByRole('button', { name: 'Carregar mais animais' }).click();
  await expect(herd.getByRole('row')).toHaveCount(56);
  // The figures come from the server: 48 kg in 60 days.
  const row = herd.getByRole('row', { name: new RegExp(tag(7)) });
  await expect(row).toContainText('48,0');
  await expect(row).toContainText('60');
  await expect(row).toContainText('0,800');
  await expect(herd.getByRole('row', { name: new RegExp(tag(55)) })).toContainText('355,0');

  expect(sizes.length).toBeGreaterThan(0);
  for (const { url, rows } of sizes) expect(rows, url).toBeLessThanOrEqual(100);
});

test('weighing pages: the animal is searched on the server, chosen by keyboard, and its history loads', async ({
  page,
}) => {
  await signedInUser(page);
  await seed(page);
  await page.goto('/module/weighing');
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/weighings/animals' && url.searchParams.has('q')) {
      searches.push(url.searchParams.get('q')!);
    }
  });
  const histories: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/weighings/history') histories.push(url.searchParams.get('animal')!);
  });

  await expect(page.getByText('Selecione um animal para visualizar o desempenho.')).toBeVisible();
  const animal = page.getByRole('combobox', { name: 'Animal', exact: true });
  await animal.fill('05');
  const options = page.getByRole('listbox', { name: 'Animais com pesagens' }).getByRole('option');
  // Part of the id, anywhere in it: the server's matches (not a list held by the page).
  await expect(options).toHaveText([tag(5), tag(50), tag(51), tag(52), tag(53), tag(54), tag(55)]);
  expect(searches).toContain('05');
  expect(histories).toEqual([]);

  await animal.fill('boi-007');
  await expect(options).toHaveText([tag(7)]);
  await animal.press('ArrowDown');
  await expect(animal).toHaveAttribute('aria-activedescendant', /option-0$/);
  await animal.press('Enter');
  await expect(animal).toHaveValue(tag(7));
  await expect(animal).toHaveAttribute('aria-expanded', 'false');

  const performance = page.getByRole('region', { name: `Desempenho de ${tag(7)}` });
  await expect(performance.getByText('0,800 kg/dia')).toBeVisible();
  await expect(performance.getByText('em 60 dias')).toBeVisible();
  const history = page.getByRole('region', { name: 'Histórico de Pesagens' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('01/01/2025');
  expect(histories).toEqual([tag(7)]);

  // Nothing found says so.
  await animal.fill('VACA');
  await expect(page.getByText('Nenhum animal pesado com essa identificação.')).toBeVisible();
  await animal.press('Escape');
  await expect(animal).toHaveValue(tag(7));
});

test('weighing pages: the form suggests animals from the server and takes a new id', async ({
  page,
}) => {
  await signedInUser(page);
  await seed(page);
  await page.goto('/module/weighing');

  const id = page.getByRole('combobox', { name: 'Identificação do Animal', exact: true });
  await id.fill('boi-01');
  const suggested = page.getByRole('listbox', { name: 'Animais', exact: true }).getByRole('option');
  await expect(suggested).toHaveText(Array.from({ length: 10 }, (_, i) => tag(10 + i)));
  await suggested.filter({ hasText: tag(12) }).click();
  await expect(id).toHaveValue(tag(12));

  // A new ear tag is typed whole and saved as typed.
  await saveWeighing(page, {
    'Identificação do Animal': 'NOVILHA-9',
    'Data da Pesagem': '2025-04-01',
    'Peso (kg)': '250',
  });
  await expect(page.getByText('Pesagem salva com sucesso no banco de dados!').last()).toBeVisible();
  // Saved, the field is free for the next animal (issue 39 item 1).
  await expect(id).toHaveValue('');

  const animal = page.getByRole('combobox', { name: 'Animal', exact: true });
  await animal.fill('novilha');
  await page.getByRole('option', { name: 'NOVILHA-9', exact: true }).click();
  await expect(
    page.getByText('É necessário pelo menos 2 pesagens para calcular o desempenho.'),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Pesagens registradas' }).getByRole('listitem').first(),
  ).toContainText('NOVILHA-9');
});

test('weighing pages: offline, a weighing of the chosen animal joins its history as pending', async ({
  page,
  context,
}) => {
  await signedInUser(page);
  for (const [weighingDate, weight] of [
    ['2025-01-01', 300],
    ['2025-03-02', 348],
  ] as const) {
    const res = await page.request.post('/api/weighings', {
      data: { animalId: 'BR-77', weighingDate, weight },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/module/weighing');
  const animal = page.getByRole('combobox', { name: 'Animal', exact: true });
  await animal.fill('77');
  await page.getByRole('option', { name: 'BR-77', exact: true }).click();
  const history = page.getByRole('region', { name: 'Histórico de Pesagens' }).getByRole('listitem');
  await expect(history).toHaveCount(2);

  await context.setOffline(true);
  await page.getByLabel('Identificação do Animal', { exact: true }).fill('BR-77');
  await page.getByLabel('Data da Pesagem', { exact: true }).fill('2025-04-01');
  await page.getByLabel('Peso (kg)', { exact: true }).fill('366');
  await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
  await expect(page.getByRole('list', { name: 'Registros pendentes' })).toBeVisible();
  await expect(history).toHaveCount(3);
  await expect(history.nth(2)).toContainText('01/04/2025');
  await expect(history.nth(2)).toContainText('pendente');
  // 300 → 366 kg in 90 days, with the waiting weighing.
  await expect(
    page.getByRole('region', { name: 'Desempenho de BR-77' }).getByText('0,733 kg/dia'),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('list', { name: 'Registros pendentes' })).toHaveCount(0);
  await expect(history).toHaveCount(3);
  await expect(history.getByText('pendente', { exact: true })).toHaveCount(0);
});

test('weighing pages: an animal weighed more than 100 times shows its latest 100, with figures from the first', async ({
  page,
}) => {
  await signedInUser(page);
  // 101 daily weighings from 01/01/2024, 1 kg more each day.
  for (let batch = 0; batch <= 100; batch += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, 101 - batch) }, async (_, k) => {
        const day = batch + k;
        const date = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
        const res = await page.request.post('/api/weighings', {
          data: { animalId: 'DIARIO', weighingDate: date, weight: 200 + day },
        });
        expect(res.status()).toBe(201);
      }),
    );
  }
  await page.goto('/module/weighing');
  const animal = page.getByRole('combobox', { name: 'Animal', exact: true });
  await animal.fill('diar');
  await page.getByRole('option', { name: 'DIARIO', exact: true }).click();

  const performance = page.getByRole('region', { name: 'Desempenho de DIARIO' });
  await expect(performance.getByText('Histórico: as últimas 100 de 101 pesagens.')).toBeVisible();
  const history = page.getByRole('region', { name: 'Histórico de Pesagens' }).getByRole('listitem');
  await expect(history).toHaveCount(100);
  await expect(history.first()).toContainText('2.');
  await expect(history.first()).toContainText('02/01/2024');
  await expect(history.first()).not.toContainText('Primeira pesagem');
  await expect(history.last()).toContainText('101.');
  // The first weighing (200 kg on 01/01/2024) still starts the figures: 100 kg in 100 days.
  await expect(performance.getByText('200,0 kg', { exact: true })).toBeVisible();
  await expect(performance.getByText('01/01/2024', { exact: true })).toBeVisible();
  await expect(performance.getByText('em 100 dias')).toBeVisible();
  await expect(performance.getByText('1,000 kg/dia')).toBeVisible();
});
