import {
  expect,
  fillByLabel,
  resultCard,
  RESULTS_LOT,
  signedInUser,
  test,
  type Page,
} from './fixtures';
import { consoleErrors, holdApp, withoutScriptOnBoth } from './server-page-steps';

/*
 * Decision 103: 'Cálculo de Resultados Pecuários' comes from the server, its form ready to type
 * in; React takes it over at the first use, and what was typed and pressed meanwhile is done.
 */

/** The server's page with the app's start held back and RESULTS_LOT typed in; its release. */
async function lotTypedBeforeReact(page: Page) {
  await signedInUser(page);
  const release = await holdApp(page);
  await page.goto('/module/results');
  await fillByLabel(page, RESULTS_LOT);
  return release;
}

test("'Cálculo de Resultados Pecuários' shows its form with no script at all", async ({
  page,
  browser,
}) => {
  await signedInUser(page, 'Produtora Ana');
  await withoutScriptOnBoth(page, browser, async (plain, origin) => {
    await plain.goto(`${origin}/module/results`);
    await expect(
      plain.getByRole('heading', { name: 'Cálculo de Resultados Pecuários', level: 1 }),
    ).toBeVisible();
    await expect(plain.getByLabel('Quantidade de Animais')).toBeVisible();
    await expect(plain.getByRole('button', { name: 'Calcular' })).toBeVisible();
    await expect(plain.getByText('Carregando', { exact: false })).toHaveCount(0);
  });
});

test('a lot typed and calculated before React is calculated and saved once', async ({ page }) => {
  const errors = consoleErrors(page);
  const release = await lotTypedBeforeReact(page);
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect.poll(() => release.asked()).toBe(true);
  await expect(page.getByText('Cálculo realizado!')).toHaveCount(0);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/result-calculations'));
  release();
  await expect(resultCard(page, 'Lucro')).toContainText('R$ 171.200,00');
  expect((await saved).status()).toBe(201);
  await expect(page.getByText('Margem salva no seu painel.')).toBeVisible();
  expect(errors).toEqual([]);
});

test('Enter in a field before React neither reloads the page nor loses what was typed', async ({
  page,
}) => {
  const release = await lotTypedBeforeReact(page);
  await page.getByLabel('Outras Despesas (R$)').press('Enter');
  await expect.poll(() => release.asked()).toBe(true);
  release();
  await expect(resultCard(page, 'Lucro')).toContainText('R$ 171.200,00');
  expect(new URL(page.url()).search).toBe('');
});

test("with a lot's figures in the address, the form starts with them", async ({ page }) => {
  await signedInUser(page, { at: '/module/results?quantidade=40&meses=3' });
  await expect(page.getByLabel('Quantidade de Animais')).toHaveValue('40');
  await expect(page.getByLabel('Período (meses)')).toHaveValue('3');
});
