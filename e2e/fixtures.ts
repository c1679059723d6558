import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { E2E } from './settings';

export const PASSWORD = 'Boiada2025';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** A fresh e-mail address per test, so tests never see each other's mail or accounts. */
export function newEmail(prefix = 'produtor'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@fazenda.test`;
}

/**
 * A valid CPF nobody else in the run has (formatted): each test's payer is a new person, since a
 * CPF that paid before gets no free trial days in another account (decision 053).
 */
export function newCpf(): string {
  const digits = Array.from(randomUUID().replace(/\D/g, '').padEnd(9, '7').slice(0, 9), Number);
  if (new Set(digits).size === 1) digits[0] = (digits[0]! + 1) % 10;
  for (const length of [9, 10]) {
    const sum = digits.reduce((total, d, i) => total + d * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  const s = digits.join('');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`;
}

/** Every message the app has sent to `to`, oldest first. */
export async function mailsTo(to: string): Promise<Mail[]> {
  const files = (await readdir(E2E.mailDir).catch(() => []))
    .filter((f) => f.startsWith(`${to.toLowerCase()}--`))
    .sort();
  return Promise.all(
    files.map(async (f) => JSON.parse(await readFile(path.join(E2E.mailDir, f), 'utf8')) as Mail),
  );
}

/** Waits for the `count`-th message to `to` and returns its confirmation link. */
export async function confirmationLink(to: string, count = 1): Promise<string> {
  await expect
    .poll(async () => (await mailsTo(to)).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(count);
  const mail = (await mailsTo(to))[count - 1]!;
  const link = mail.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
  if (!link) throw new Error(`no link in the e-mail to ${to}`);
  return link;
}

/**
 * An account created and confirmed through the API and the e-mail link; the page is signed in,
 * on `at` (the link's destination, '/dashboard' unless asked: one page load, not two).
 */
export async function signedInUser(
  page: Page,
  options: string | { name?: string; at?: string } = {},
) {
  const { name = 'Produtor Teste', at = '/dashboard' } =
    typeof options === 'string' ? { name: options } : options;
  const email = newEmail();
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: PASSWORD, callbackURL: at },
  });
  expect(res.status()).toBe(200);
  await page.goto(await confirmationLink(email));
  await expect(page).toHaveURL(new RegExp(`${at.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  return { email, name };
}

/**
 * Opens `pathname` as the installed app does (its service worker answers every page with the
 * app's shell, app.html): the browser renders the page from the API's answers, so a test's
 * mocked answers are the page's. Otherwise the server renders /dashboard, /rebanho,
 * /module/weighing... itself, with the real answers (decisions 052, 077 and 080).
 */
export async function renderedByBrowser(
  page: Page,
  pathname: string,
  /** Changes the page as sent (a deployment's meta tags). */
  edit: (html: string) => string = (html) => html,
) {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const shell = new URL('/app.html', route.request().url()).href;
      const response = await route.fetch({ url: shell });
      await route.fulfill({ response, body: edit(await response.text()) });
    },
  );
}

/** /dashboard rendered by the browser (renderedByBrowser). */
export const dashboardRenderedByBrowser = (page: Page, edit?: (html: string) => string) =>
  renderedByBrowser(page, '/dashboard', edit);

export const test = base;
export { expect };
export type { Page };

/** Fills inputs by their visible label, exactly as a person would type (pt-BR numbers). */
export async function fillByLabel(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

/**
 * Types `animal` as the weighing's animal, one neither registered nor weighed, and waits for the
 * search to say so: its notice then opens under the field and moves the form's button down.
 */
export async function typeUnknownAnimal(page: Page, animal: string) {
  await page.getByLabel('Identificação do Animal', { exact: true }).fill(animal);
  await expect(page.getByText(`O animal ${animal} não está no rebanho`)).toBeVisible();
}

/** Fills the weighing form with `values` and saves it; the server must answer 201. */
export async function saveWeighing(page: Page, values: Record<string, string>) {
  await fillByLabel(page, values);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/weighings') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
  expect((await saved).status()).toBe(201);
}

/** The result card whose label is `label`, for reading its value. */
export function resultCard(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Resultados' })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .last();
}

/** A lot typed the pt-BR way; the results calculator makes a 34,24% margin of it
 * (src/domain/calculators/results.test.ts). */
export const RESULTS_LOT = {
  'Quantidade de Animais': '100',
  'Peso Inicial (kg)': '300',
  'Peso Final (kg)': '500',
  'Preço de Compra (R$/cabeça)': '2.500',
  'Valor da Arroba (R$/@)': '300,00',
  'Rendimento de Carcaça (%)': '50',
  'Período (meses)': '10',
  'Arrendamento (R$/cabeça/mês)': '30',
  'Custo do Proteinado (R$/kg)': '2',
  'Consumo de Proteinado (% do peso vivo)': '0,1',
  'Custo do Proteico Energético (R$/kg)': '1,5',
  'Consumo de Proteico Energético (% do peso vivo)': '0,5',
  'Outras Despesas (R$)': '5.000',
};

/**
 * Picks `option` in the combobox labelled `label` (the animal and lot pickers): types `search`
 * (the option's text unless told), then chooses the option by its role and name.
 */
export async function chooseOption(
  scope: Page | Locator,
  label: string,
  option: string,
  search = option,
) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.fill(search);
  await scope.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

/** Opens the combobox labelled `label` without typing: its options, every one of them. */
export async function comboboxOptions(scope: Page | Locator, label: string) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  return scope.getByRole('listbox').getByRole('option');
}
