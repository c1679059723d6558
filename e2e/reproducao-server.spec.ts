import { expect, signedInUser, test } from './fixtures';
import { consoleErrors, holdApp, withoutScript } from './server-page-steps';
import { daysFromToday, newSeason } from './reproduction-steps';

/*
 * Decision 080: 'Reprodução' comes from the server with the farm's seasons, protocols and semen;
 * React takes it over at the first press, which is then done.
 */

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
