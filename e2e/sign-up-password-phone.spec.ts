import type { Browser } from '@playwright/test';
import { seriousViolations } from './axe';
import { confirmationLink, expect, mailsTo, newEmail, PASSWORD, test, type Page } from './fixtures';

/*
 * Issue 38 items 1 and 8 on a 360 px phone: the password a confirmation activates is the one the
 * mailbox's holder chose ('Defina sua senha'), and a second account of the same mailbox has no
 * free trial and is told why on 'Minha assinatura' (decisions 009 and 053).
 */

const STRANGER_PASSWORD = 'Estranho2025';

const fits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** The newest message to `email` once there are `count`; its link, whatever page it opens. */
async function newestLink(email: string, count: number): Promise<string> {
  await expect.poll(async () => (await mailsTo(email)).length).toBeGreaterThanOrEqual(count);
  const mail = (await mailsTo(email)).at(-1)!;
  const link = mail.text.match(/https?:\/\/\S+(verify-email|definir-senha)\S+/)?.[0];
  if (!link) throw new Error(`no link in the last e-mail to ${email}`);
  return link;
}

const signUp = (page: Page, email: string, name: string, password: string) =>
  page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password, callbackURL: '/dashboard' },
  });

/** Signs in from a browser of its own on /auth; answers that browser's page. */
async function signInElsewhere(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  return page;
}

test('after a stranger signs up again, the owner sets her own password on the newest link; the stranger’s never works', async ({
  page,
  browser,
}) => {
  const email = newEmail('dona');
  expect((await signUp(page, email, 'Dona Vitória', PASSWORD)).status()).toBe(200);
  await confirmationLink(email, 1);
  // Someone else signs up with her address before she opened her link: same answer as ever.
  expect((await signUp(page, email, 'Estranho', STRANGER_PASSWORD)).status()).toBe(200);

  await page.goto(await newestLink(email, 2));
  await expect(page).toHaveURL(/\/definir-senha\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Defina sua senha' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByLabel('Nome')).toHaveValue('Dona Vitória');
  await expect(
    page.getByText('Mínimo 8 caracteres com maiúscula, minúscula e número'),
  ).toBeVisible();
  expect(await fits(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  // By keyboard: a weak password is refused with the rule's message, then hers is taken.
  const password = page.getByLabel('Senha', { exact: true });
  await password.fill('fraca');
  await password.press('Enter');
  await expect(page.getByText('Senha muito fraca')).toBeVisible();
  await password.fill(PASSWORD);
  await password.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Cadastro confirmado!')).toBeVisible();

  // The link is used up.
  const used = await browser.newPage();
  await used.goto(await newestLink(email, 2));
  await expect(used.getByText(/Link inválido ou expirado/)).toBeVisible();
  await expect(used.getByRole('link', { name: 'Pedir um novo link' })).toBeVisible();
  await used.close();

  const stranger = await signInElsewhere(browser, email, STRANGER_PASSWORD);
  await expect(stranger.getByText('E-mail ou senha incorretos')).toBeVisible();
  await expect(stranger).toHaveURL(/\/auth$/);
  await stranger.context().close();
  const owner = await signInElsewhere(browser, email, PASSWORD);
  await expect(owner).toHaveURL(/\/dashboard$/);
  await owner.context().close();
});

test('a second account of the same mailbox starts without a trial and says why', async ({
  page,
}) => {
  const first = newEmail('ana');
  expect((await signUp(page, first, 'Ana', PASSWORD)).status()).toBe(200);
  // The trial goes to the first account of the mailbox whose address is confirmed (decision 053).
  expect((await page.request.get(await confirmationLink(first))).ok()).toBe(true);
  const second = first.replace('@', '+segunda@');
  expect((await signUp(page, second, 'Ana', PASSWORD)).status()).toBe(200);
  await page.goto(await confirmationLink(second));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Sua assinatura está inativa.', { exact: false })).toBeVisible();
  await expect(page.getByText(/Teste grátis/)).toHaveCount(0);

  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Minha assinatura' })).toBeVisible();
  await expect(page.getByText('O período de teste já foi usado por este e-mail.')).toBeVisible();
  await expect(page.getByText('Inativo', { exact: true })).toBeVisible();
  await expect(page.getByText(/dias? restantes?/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Pro/ }).first()).toBeVisible();
  expect(await fits(page)).toBe(true);
});
