import { expect, fillByLabel, signedInUser, test, type Page } from './fixtures';
import { post } from './charts-steps';
import { apiPaddock } from './pasture-steps';
import {
  consoleErrors,
  emptyWeighingPageHeld,
  holdApp,
  savePressedAcrossTakeOver,
  withoutScriptOnBoth,
} from './server-page-steps';

/*
 * Decision 081: 'Controle de Pesagem' comes from the server with the farm's weighings, the herd's
 * report and its lots, every part of the page (CSS shows a phone the tab the address names, a
 * computer all of them); React takes it over at the first use, which is then done.
 */

/** The farm's lot 'Garrotes da seca' (40 head of 300 kg). */
const garrotesDaSeca = (page: Page) =>
  post(page, '/api/lots', {
    name: 'Garrotes da seca',
    quantity: 40,
    initialWeight: 300,
    purchasePrice: 2500,
    purchaseDate: '2025-01-01',
  });

test("'Controle de Pesagem' shows the farm's weighings, report and lots with no script at all", async ({
  page,
  browser,
}) => {
  await signedInUser(page, 'Produtora Ana');
  await garrotesDaSeca(page);
  for (const [animalId, weighingDate, weight] of [
    ['BR-1', '2025-01-01', 300],
    ['BR-1', '2025-03-02', 348],
  ] as const) {
    await post(page, '/api/weighings', { animalId, weighingDate, weight });
  }
  await withoutScriptOnBoth(page, browser, async (plain, origin, width) => {
    await plain.goto(`${origin}/module/weighing`);
    await expect(
      plain.getByRole('heading', { name: 'Controle de Pesagem', level: 1 }),
    ).toBeVisible();
    await expect(plain.getByLabel('Identificação do Animal', { exact: true })).toBeVisible();
    const list = plain.getByRole('list', { name: 'Pesagens registradas' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const report = plain.getByRole('region', { name: 'Relatório do rebanho' });
    await expect(plain.getByText('Garrotes da seca').first()).toBeAttached();
    await expect(plain.getByText('Carregando', { exact: false })).toHaveCount(0);
    if (width === 360) {
      // A phone: 'Pesar', the others one press away (each its own page).
      await expect(plain.getByRole('tab', { name: 'Pesar' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(report).toBeHidden();
      await plain.goto(`${origin}/module/weighing?aba=lotes`);
      await expect(plain.getByRole('tab', { name: 'Lotes' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(plain.getByRole('heading', { name: 'Garrotes da seca' })).toBeVisible();
      await expect(plain.getByLabel('Identificação do Animal', { exact: true })).toBeHidden();
    } else {
      await expect(plain.getByRole('tab', { name: 'Pesar' })).toBeHidden();
      await expect(report).toBeVisible();
      // Drawn once near the screen (content-visibility): a person scrolls down to it.
      await report.scrollIntoViewIfNeeded();
      await expect(report.getByRole('row', { name: /BR-1/ })).toBeVisible();
    }
  });
});

test('a weighing typed and saved before React is saved once, and the next one typed stays', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const release = await emptyWeighingPageHeld(page);
  await fillByLabel(page, { 'Identificação do Animal': 'BR-9', 'Peso (kg)': '301,5' });
  await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
  // The next animal, typed while the app is still on its way.
  await fillByLabel(page, { 'Identificação do Animal': 'BR-10', 'Peso (kg)': '288' });
  release();
  await expect(page.getByText('Pesagem registrada').first()).toBeVisible();
  const list = page.getByRole('list', { name: 'Pesagens registradas' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('BR-9');
  await expect(page.getByLabel('Identificação do Animal', { exact: true })).toHaveValue('BR-10');
  await expect(page.getByLabel('Peso (kg)', { exact: true })).toHaveValue('288');
  const saved = (await (await page.request.get('/api/weighings?limit=10')).json()) as {
    items: { animalId: string; weight: number }[];
  };
  expect(saved.items.map((w) => [w.animalId, w.weight])).toEqual([['BR-9', 301.5]]);
  expect(errors).toEqual([]);
});

test('a press begun while React takes the page over is not lost when the page moves under it', async ({
  page,
}) => {
  await savePressedAcrossTakeOver(page, {
    // On the button (scrolled into view), pressed and held.
    async down(save) {
      await save.hover();
      await page.mouse.down();
    },
    up: () => page.mouse.up(),
  });
});

test('on a phone, a tab pressed before React opens its part at once, and React takes the page over on it', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await signedInUser(page);
  await garrotesDaSeca(page);
  const release = await holdApp(page);
  await page.goto('/module/weighing');
  await page.getByRole('tab', { name: 'Lotes' }).click();
  // Decision 083: the part the server rendered, shown at once, the address naming it.
  await expect(page.getByRole('heading', { name: 'Garrotes da seca' })).toBeVisible();
  await expect(page.getByLabel('Identificação do Animal', { exact: true })).toBeHidden();
  await expect(page).toHaveURL(/\/module\/weighing\?aba=lotes$/);
  expect(release.asked()).toBe(false);
  // A key on the tabs is a use: React comes, takes the page over on 'Lotes', then moves left.
  // (The page's ask for the app's code reaches the route a moment after the key: polled.)
  await page.getByRole('tab', { name: 'Lotes' }).press('ArrowLeft');
  await expect.poll(() => release.asked()).toBe(true);
  release();
  await expect(page.getByRole('tab', { name: 'Pesar' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Identificação do Animal', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Garrotes da seca' })).toBeHidden();
  await page.getByRole('tab', { name: 'Relatório' }).click();
  await expect(page.getByRole('region', { name: 'Relatório do rebanho' })).toBeVisible();
  await expect(page).toHaveURL(/\?aba=relatorio$/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Pesar' })).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);
});

test("an animal searched in 'Consultar Desempenho' before React is asked at once, and React shows that answer", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await signedInUser(page);
  for (const animalId of ['BR-131', 'BR-7']) {
    await post(page, '/api/weighings', { animalId, weighingDate: '2025-01-01', weight: 300 });
  }
  const release = await holdApp(page);
  const searches: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/weighings/animals') searches.push(url.search);
  });
  await page.goto('/module/weighing');
  await page.getByRole('combobox', { name: 'Animal', exact: true }).fill('br-13');
  // Asked while the app's code is still held back (issue 44 item 5): once, for the text typed.
  await expect.poll(() => searches).toEqual(['?q=br-13&limit=20']);
  await expect.poll(() => release.asked()).toBe(true);
  release();
  await expect(page.getByRole('option', { name: 'BR-131' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'BR-7' })).toHaveCount(0);
  // React took the early answer: the same search was not asked again.
  expect(searches).toEqual(['?q=br-13&limit=20']);
  expect(errors).toEqual([]);
});

/** BR-131 and BR-1310 weighed twice, BR-7 once; 'Animal' typed 'br-13' while the app is held. */
async function searchedBeforeReact(page: Page) {
  await signedInUser(page);
  for (const animalId of ['BR-131', 'BR-1310', 'BR-7']) {
    for (const [weighingDate, weight] of [
      ['2025-01-01', 300],
      ['2025-03-02', 342],
    ] as const) {
      if (animalId !== 'BR-7' || weight === 300) {
        await post(page, '/api/weighings', { animalId, weighingDate, weight });
      }
    }
  }
  const release = await holdApp(page);
  await page.goto('/module/weighing');
  const animal = page.getByRole('combobox', { name: 'Animal', exact: true });
  await animal.fill('br-13');
  // The answer is listed while the app's code is still held back (issue 44 item 5).
  const list = page.getByRole('listbox', { name: 'Animais com pesagens' });
  await expect(list.getByRole('option')).toHaveText(['BR-131', 'BR-1310']);
  await expect(animal).toHaveAttribute('aria-expanded', 'true');
  expect(release.asked()).toBe(true);
  return { release, animal, list };
}

test('an animal searched before React is listed at once, and the one pressed is the one React shows', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const { release, animal, list } = await searchedBeforeReact(page);
  await list.getByRole('option', { name: 'BR-1310', exact: true }).click();
  await expect(animal).toHaveValue('BR-1310');
  await expect(list).toHaveCount(0);
  release();
  const figures = page.getByRole('region', { name: 'Desempenho de BR-1310' });
  await expect(figures.getByText('Ganho Total', { exact: true })).toBeVisible();
  await expect(animal).toHaveValue('BR-1310');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the early list answers the keyboard: arrows, Enter, and Escape to close it', async ({
  page,
}) => {
  const { release, animal, list } = await searchedBeforeReact(page);
  await animal.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(animal).toHaveAttribute('aria-expanded', 'false');
  // Typed again: listed again; the second option chosen with the keyboard.
  await animal.fill('br-131');
  await expect(list.getByRole('option')).toHaveText(['BR-131', 'BR-1310']);
  await animal.press('ArrowDown');
  await animal.press('ArrowDown');
  await expect(animal).toHaveAttribute(
    'aria-activedescendant',
    (await list.getByRole('option').nth(1).getAttribute('id'))!,
  );
  await animal.press('Enter');
  await expect(animal).toHaveValue('BR-1310');
  release();
  await expect(page.getByRole('region', { name: 'Desempenho de BR-1310' })).toBeVisible();
});

test('text selected to be typed over before React stays selected as React takes the field over', async ({
  page,
}) => {
  const { release, animal } = await searchedBeforeReact(page);
  // The replay's input event (a script's, not a key's) tells that React has been given the text.
  await animal.evaluate((field) => {
    field.addEventListener('input', (event) => {
      if (!event.isTrusted) field.dataset.givenBack = 'yes';
    });
  });
  // Selected all, as a person does to type over it (and Playwright's fill), then React comes.
  await animal.selectText();
  release();
  await expect(animal).toHaveAttribute('data-given-back', 'yes');
  const shown = (field: HTMLInputElement) => [
    field.value,
    field.selectionStart,
    field.selectionEnd,
  ];
  expect(await animal.evaluate(shown)).toEqual(['br-13', 0, 5]);
  await page.keyboard.insertText('br-7');
  await expect(animal).toHaveValue('br-7');
  await expect(page.getByRole('option', { name: 'BR-7', exact: true })).toBeVisible();
});

test("the report's 'Pasto' filter comes with the server's page, and React asks for no paddocks again", async ({
  page,
  browser,
}) => {
  const errors = consoleErrors(page);
  await signedInUser(page);
  await apiPaddock(page, 'Piquete da Sede');
  await post(page, '/api/weighings', { animalId: 'BR-1', weighingDate: '2025-01-01', weight: 300 });
  const report = (p: Page) => p.getByRole('region', { name: 'Relatório do rebanho' });
  // The page alone, no script: the filter is part of it.
  await withoutScriptOnBoth(page, browser, async (plain, origin, width) => {
    await plain.goto(`${origin}/module/weighing${width === 360 ? '?aba=relatorio' : ''}`);
    await expect(report(plain).getByLabel('Pasto', { exact: true })).toBeVisible();
  });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/pastures/options') asked.push(r.url());
  });
  const release = await holdApp(page);
  await page.goto('/module/weighing');
  const filter = report(page).getByLabel('Pasto', { exact: true });
  await expect(filter).toBeVisible();
  // A choice made before React is React's once it has the page; the paddocks came with it.
  await filter.selectOption({ label: 'Piquete da Sede' });
  await expect.poll(() => release.asked()).toBe(true);
  release();
  await expect(
    page.getByRole('heading', { name: 'Relatório do rebanho no pasto Piquete da Sede' }),
  ).toBeVisible();
  await expect(report(page).getByText('Nenhuma pesagem registrada.')).toBeVisible();
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});
