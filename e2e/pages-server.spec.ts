import { rm } from 'node:fs/promises';
import { expect, signedInUser, test, type Page } from './fixtures';
import {
  consoleErrors,
  holdApp,
  PHONE_AGENT,
  signedInBrowser,
  withoutScript,
} from './server-page-steps';
import { apiEntry, toast } from './finance-steps';
import { apiAnimal, dialog } from './herd-steps';
import { apiPaddock } from './pasture-steps';
import { controlledBySw, newProfile, openBrowser } from './offline-helpers';

/*
 * Decision 077: 'Pastos' and 'Financeiro' come from the server with the producer's records (as
 * the dashboard does, decision 052), read before any script; React takes them over at the first
 * press, and what was pressed meanwhile is done. The installed app asks
 * the server for them first, and opens them from its shell offline.
 */

/** A paddock and an expense of the signed-in producer, through the API. */
async function paddockAndExpense(page: Page) {
  await apiPaddock(page, 'Piquete da Sede');
  await apiEntry(page, {
    type: 'expense',
    description: 'Sal mineral da seca',
    amount: 1500,
    account: 'Suplementação e ração',
  });
}

test("'Pastos' and 'Financeiro' show the producer's records with no script at all", async ({
  page,
  browser,
}) => {
  await signedInUser(page, 'Produtora Ana');
  await paddockAndExpense(page);
  await withoutScript(page, browser, async (plain, origin) => {
    await plain.goto(`${origin}/pastos`);
    await expect(plain.getByRole('heading', { name: 'Pastos', level: 1 })).toBeVisible();
    await expect(plain.getByRole('link', { name: 'Piquete da Sede' }).first()).toBeVisible();
    await expect(plain.getByRole('button', { name: 'Cadastrar pasto' })).toBeVisible();
    // A form pressed before the page's script submits nowhere (lib/native-submit.ts): the
    // browser's own submit would ask the page again without the fields, the typing gone.
    const boi = plain.getByLabel('Boi (kg)');
    await boi.fill('510');
    await boi.press('Enter');
    await expect(plain).toHaveURL(/\/pastos$/);
    await expect(boi).toHaveValue('510');
    await expect(plain.locator('form:not([method="dialog"])')).toHaveCount(0);
    await plain.goto(`${origin}/financeiro`);
    await expect(plain.getByRole('heading', { name: 'Financeiro', level: 1 })).toBeVisible();
    await expect(plain.getByText('Sal mineral da seca').first()).toBeVisible();
    // Its parts are links: 'Fluxo de caixa' is the server's page too.
    await plain.getByRole('link', { name: 'Fluxo de caixa', exact: true }).click();
    await expect(plain).toHaveURL(/\/financeiro\?aba=fluxo$/);
    await expect(plain.getByRole('heading', { name: 'Fluxo de caixa', exact: true })).toBeVisible();
    // Another query string (a notice), and the browser renders the page: nothing here yet.
    await plain.goto(`${origin}/financeiro?aba=fluxo&aviso=1`);
    await expect(plain.getByRole('heading', { name: 'Financeiro', level: 1 })).toHaveCount(0);
  });
});

test('a press on the server’s page before React is held, then done', async ({ page }) => {
  const errors = consoleErrors(page);
  await signedInUser(page);
  await paddockAndExpense(page);

  // The app's start held back: the page is the server's until it comes.
  const release = await holdApp(page);
  await page.goto('/pastos');
  await expect(page.getByRole('link', { name: 'Piquete da Sede' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar pasto' }).click();
  await expect(dialog(page, 'Cadastrar pasto')).toHaveCount(0);
  release();
  const form = dialog(page, 'Cadastrar pasto');
  await expect(form).toBeVisible();
  await form.getByLabel('Nome').fill('Piquete do Córrego');
  await form.getByLabel('Área (ha)').fill('8');
  await form.getByLabel('Forrageira').selectOption('Marandu');
  await form.getByRole('button', { name: 'Cadastrar pasto' }).click();
  await expect(toast(page, 'Pasto cadastrado')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Piquete do Córrego' }).first()).toBeVisible();

  // 'Financeiro': the first press takes it over, and opens the form.
  await page.goto('/financeiro');
  await page.getByRole('button', { name: 'Nova despesa' }).click();
  const expense = dialog(page, 'Nova despesa');
  await expense.getByLabel('Descrição').fill('Vacina de aftosa');
  await expense.getByLabel('Valor (R$)').fill('320');
  await expense.getByLabel('Categoria').selectOption({ label: 'Sanidade' });
  await expense.getByRole('button', { name: 'Registrar despesa' }).click();
  await expect(toast(page, 'Despesa registrada')).toBeVisible();
  await expect(page.getByText('Vacina de aftosa').first()).toBeVisible();
  // React took both pages over as they were: no error.
  expect(errors).toEqual([]);
});

test("a phone's server page makes the lists' cards and a computer's their tables, not both", async ({
  page,
  browser,
}) => {
  await signedInUser(page);
  await paddockAndExpense(page);
  await apiAnimal(page, { tag: 'BR-2207', sex: 'F' });
  const origin = new URL(page.url()).origin;
  // Decision 089: made as the User-Agent's guess calls for, none hidden by CSS.
  for (const [agent, width] of [
    ['phone', 412],
    ['computer', 1280],
  ] as const) {
    const context = await signedInBrowser(page, browser, {
      screen: { width, height: 900, ...(agent === 'phone' && { userAgent: PHONE_AGENT }) },
    });
    const shown = await context.newPage();
    await holdApp(shown);
    for (const [path, list, record] of [
      ['/pastos', 'Pastos da fazenda', 'Piquete da Sede'],
      ['/financeiro', 'Lançamentos', 'Sal mineral da seca'],
      ['/rebanho', 'Animais do rebanho', 'BR-2207'],
    ] as const) {
      await shown.goto(`${origin}${path}`);
      await expect(shown.getByText(record).first()).toBeVisible();
      if (agent === 'phone') {
        await expect(shown.getByRole('list', { name: list })).toBeVisible();
        await expect(shown.getByRole('table', { name: list })).toHaveCount(0);
      } else {
        await expect(shown.getByRole('table', { name: list })).toBeVisible();
        await expect(shown.getByRole('list', { name: list })).toHaveCount(0);
      }
    }
    await context.close();
  }
});

test('the installed app asks the server for /pastos and /financeiro, and opens them from its shell offline', async () => {
  const profile = await newProfile();
  const { context, page } = await openBrowser(profile);
  try {
    await signedInUser(page);
    await paddockAndExpense(page);
    await page.goto('/pastos');
    await controlledBySw(page);
    // Controlled by the service worker: still the server's page, with the records.
    await page.reload();
    await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Piquete da Sede' }).first()).toBeVisible();
    // A part of 'Financeiro' named in the address is the server's page too.
    await page.goto('/financeiro?aba=fluxo');
    await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
    await page.goto('/pastos');
    // Offline: the app's shell, and the page from what the device kept.
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('#root[data-server-rendered]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Pastos', level: 1 })).toBeVisible();
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
