import { expect, signedInUser, test, type Page } from './fixtures';
import { consoleErrors, holdApp, withoutScript, withoutScriptOnBoth } from './server-page-steps';
import { daysFromToday, newSeason, seasonOfCows } from './reproduction-steps';

/*
 * Decision 080: 'Reprodução' comes from the server with the farm's seasons, protocols and semen;
 * React takes it over at the first press, which is then done. Decision 084: a season's page too,
 * with its exposed females, lists and indicators. Decision 091: its chute screen too.
 */

/**
 * A season of the farm's cows `tags` (put in the herd), from `from` to `to` days from today:
 * the path of its page, where it leaves `page`.
 */
async function seasonPath(page: Page, name: string, tags: string[], from: number, to: number) {
  await seasonOfCows(page, name, tags, daysFromToday(from), daysFromToday(to));
  return new URL(page.url()).pathname;
}

test("'Reprodução' shows the farm's seasons with no script at all", async ({ page, browser }) => {
  await signedInUser(page, { name: 'Produtora Ana', at: '/reproducao' });
  await newSeason(page, 'Estação das águas', daysFromToday(-30), daysFromToday(60));
  await withoutScript(page, browser, async (plain, origin) => {
    await plain.goto(`${origin}/reproducao`);
    await expect(plain.getByRole('heading', { name: 'Reprodução', level: 1 })).toBeVisible();
    await expect(plain.getByRole('link', { name: 'Estação das águas' })).toBeVisible();
    await expect(plain.getByRole('heading', { name: 'Protocolos de IATF' })).toBeVisible();
    await expect(plain.getByRole('heading', { name: 'Sêmen' })).toBeVisible();
    await expect(plain.locator('form:not([method="dialog"])')).toHaveCount(0);
  });
});

test('a press on the server’s Reprodução before React is held, then done', async ({ page }) => {
  const errors = consoleErrors(page);
  await signedInUser(page);
  // The app's start held back: the page is the server's until it comes.
  const release = await holdApp(page);
  await page.goto('/reproducao');
  await expect(page.getByRole('heading', { name: 'Estações de monta' })).toBeVisible();
  await expect(page.getByText('Nenhuma estação ainda.', { exact: false })).toBeVisible();
  const created = page.getByRole('dialog', { name: 'Nova estação' });
  await page.getByRole('button', { name: 'Nova estação' }).click();
  await expect(created).toHaveCount(0);
  release();
  await expect(created).toBeVisible();
  await expect(created.getByLabel('Nome')).toBeVisible();
  expect(errors).toEqual([]);
});

test("a season's page shows its exposed females and what to do with no script at all", async ({
  page,
  browser,
}) => {
  await signedInUser(page, { name: 'Produtora Ana', at: '/reproducao' });
  const address = await seasonPath(page, 'Estação das águas', ['V-1', 'V-2'], -30, 60);
  expect(address).toMatch(/^\/reproducao\/estacoes\/[0-9a-f-]{36}$/);
  await withoutScriptOnBoth(page, browser, async (plain, origin) => {
    await plain.goto(`${origin}${address}`);
    await expect(plain.getByRole('heading', { name: 'Estação das águas', level: 1 })).toBeVisible();
    const females = plain.getByRole('list', { name: 'Fêmeas expostas' });
    await expect(females.getByRole('listitem')).toHaveCount(2);
    await expect(females.getByText('V-1')).toBeVisible();
    await expect(plain.getByRole('button', { name: 'Expor fêmeas' })).toBeVisible();
    await expect(plain.getByText('Carregando', { exact: false })).toHaveCount(0);
  });
  // Another farm's season, or no season: the browser's page says so (not the server's).
  await withoutScript(page, browser, async (plain, origin) => {
    await plain.goto(`${origin}/reproducao/estacoes/00000000-0000-4000-8000-000000000000`);
    await expect(plain.getByRole('heading', { name: 'Estação das águas' })).toHaveCount(0);
  });
});

test('a press on a season’s page before React is held, then done', async ({ page }) => {
  const errors = consoleErrors(page);
  await signedInUser(page, { at: '/reproducao' });
  const address = await seasonPath(page, 'Estação da seca', ['S-1'], -10, 80);
  const release = await holdApp(page);
  await page.goto(address);
  await expect(page.getByRole('list', { name: 'Fêmeas expostas' }).getByText('S-1')).toBeVisible();
  const expose = page.getByRole('dialog', { name: 'Expor fêmeas' });
  await page.getByRole('button', { name: 'Expor fêmeas' }).click();
  await expect(expose).toHaveCount(0);
  release();
  await expect(expose).toBeVisible();
  expect(errors).toEqual([]);
});

test('the chute screen shows the count and the females to check with no script at all', async ({
  page,
  browser,
}) => {
  await signedInUser(page, { name: 'Produtora Ana', at: '/reproducao' });
  const address = `${await seasonPath(page, 'Estação do tronco', ['C-1', 'C-2'], -30, 60)}/tronco`;
  await withoutScriptOnBoth(page, browser, async (plain, origin) => {
    await plain.goto(`${origin}${address}`);
    await expect(
      plain.getByRole('heading', { name: 'Diagnóstico no tronco', level: 1 }),
    ).toBeVisible();
    await expect(plain.getByText('Diagnosticadas: 0 de 2')).toBeVisible();
    // The field is ready for the stick reader before any script.
    await expect(plain.getByRole('textbox', { name: 'Brinco ou EID' })).toBeFocused();
    const toCheck = plain.getByRole('list', { name: 'Faltam diagnosticar' });
    await expect(toCheck.getByRole('button')).toHaveCount(2);
    await expect(plain.getByText('Carregando', { exact: false })).toHaveCount(0);
    // A press on 'Buscar' before the script leaves the page as it is (no GET of the form).
    await plain.getByRole('textbox', { name: 'Brinco ou EID' }).fill('C-1');
    await plain.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(plain).toHaveURL(`${origin}${address}`);
  });
});

test('a brinco read into the chute before React is looked up once React comes', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await signedInUser(page, { at: '/reproducao' });
  const address = `${await seasonPath(page, 'Estação da seca', ['S-7', 'S-8'], -10, 80)}/tronco`;
  const release = await holdApp(page);
  await page.goto(address);
  const field = page.getByRole('textbox', { name: 'Brinco ou EID' });
  await expect(field).toBeFocused();
  // The stick reader's keys and its Enter, while the app's code is held back.
  await page.keyboard.type('s-8');
  await page.keyboard.press('Enter');
  const her = page.getByRole('region', { name: 'S-8' });
  await expect(her).toHaveCount(0);
  await expect.poll(() => release.asked()).toBe(true);
  release();
  await expect(her.getByRole('button', { name: 'Prenhe' })).toBeVisible();
  await expect(field).toHaveValue('s-8');
  expect(errors).toEqual([]);
});
