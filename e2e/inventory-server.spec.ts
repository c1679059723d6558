import { expect, signedInUser, test } from './fixtures';
import { BOIS, pressAdd } from './inventory-steps';
import { post } from './charts-steps';
import { consoleErrors, holdApp, withoutScriptOnBoth } from './server-page-steps';

/*
 * Decision 094: 'Estoque do Rebanho' comes from the server with the farm's counts and their
 * totals; React takes it over at the first use, which is then done.
 */

test("'Estoque do Rebanho' shows the farm's counts and totals with no script at all", async ({
  page,
  browser,
}) => {
  await signedInUser(page, 'Produtora Ana');
  await post(page, '/api/inventory', {
    category: 'Garrotes',
    quantity: 25,
    averageWeight: 180.5,
    averageValue: 1850.75,
    location: 'Pasto 3',
  });
  await withoutScriptOnBoth(page, browser, async (plain, origin) => {
    await plain.goto(`${origin}/module/inventory`);
    await expect(
      plain.getByRole('heading', { name: 'Estoque do Rebanho', level: 1 }),
    ).toBeVisible();
    await expect(plain.getByText('1 categoria registrada')).toBeVisible();
    await expect(plain.getByText('Garrotes').first()).toBeVisible();
    await expect(plain.getByText('R$ 46.268,75').first()).toBeVisible();
    await expect(plain.getByLabel('Quantidade', { exact: true })).toBeVisible();
    await expect(plain.getByText('Carregando', { exact: false })).toHaveCount(0);
  });
});

test('an item typed and added before React is saved once', async ({ page }) => {
  const errors = consoleErrors(page);
  await signedInUser(page);
  const release = await holdApp(page);
  await page.goto('/module/inventory');
  await expect(page.getByText('0 categorias registradas')).toBeVisible();
  await pressAdd(page, BOIS);
  await expect.poll(() => release.asked()).toBe(true);
  await expect(page.getByText('Item salvo no estoque com sucesso!')).toHaveCount(0);
  release();
  await expect(page.getByText('Item salvo no estoque com sucesso!').last()).toBeVisible();
  await expect(page.getByText('1 categoria registrada')).toBeVisible();
  const saved = (await (await page.request.get('/api/inventory?limit=10')).json()) as {
    items: { category: string; quantity: number }[];
  };
  expect(saved.items.map((i) => [i.category, i.quantity])).toEqual([['Bois', 10]]);
  expect(errors).toEqual([]);
});
