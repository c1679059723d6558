import { networkInterfaces } from 'node:os';
import { confirmationLink, expect, mailsTo, newEmail, PASSWORD, test, type Page } from './fixtures';
import { E2E } from './settings';

/** Account flows a new user meets (issue 7): recovery, another address, a taken address. */

async function signUpInBrowser(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByLabel('Nome').fill('Produtora Teste');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText(`Enviamos um link de confirmação para ${email}.`)).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

async function resetLink(email: string): Promise<string> {
  await expect
    .poll(async () => (await mailsTo(email)).some((m) => m.subject.startsWith('Redefina')))
    .toBe(true);
  const mail = (await mailsTo(email)).filter((m) => m.subject.startsWith('Redefina')).at(-1)!;
  return mail.text.match(/https?:\/\/\S+reset-password\S+/)![0];
}

test('Esqueci minha senha: e-mail, link, new password, signed in; the old password stops working', async ({
  page,
}) => {
  const email = newEmail('esqueci');
  await signUpInBrowser(page, email);
  await page.goto(await confirmationLink(email));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText(/você receberá um e-mail com o link/)).toBeVisible();

  const link = await resetLink(email);
  expect(new URL(link).origin).toBe(E2E.baseURL);
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('Nova senha').fill('fraca123');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(
    page.getByText('A senha deve conter pelo menos uma letra maiúscula').first(),
  ).toBeVisible();
  await page.getByLabel('Nova senha').fill('NovaSenha2026');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.context().clearCookies();
  await signIn(page, email, PASSWORD);
  await expect(page.getByText('E-mail ou senha incorretos').first()).toBeVisible();
  await signIn(page, email, 'NovaSenha2026');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link is used up: opening it again says so and offers a new one.
  await page.goto(link);
  await expect(page.getByText(/Link inválido ou expirado/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toBeVisible();
});

/** Addresses of this machine other than the one the tests use: localhost and the LAN address. */
const otherAddresses = [
  `http://localhost:${E2E.port}`,
  ...Object.values(networkInterfaces())
    .flat()
    .filter((i) => i?.family === 'IPv4' && !i.internal)
    .slice(0, 1)
    .map((i) => `http://${i!.address}:${E2E.port}`),
];

for (const base of otherAddresses) {
  test(`opened at ${base}: sign up, the e-mailed link leads back there, records save`, async ({
    page,
  }) => {
    const email = newEmail('endereco');
    await page.goto(`${base}/auth`);
    await page.getByRole('tab', { name: 'Cadastrar' }).click();
    await page.getByLabel('Nome').fill('Produtor do Escritório');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText(`Enviamos um link de confirmação para ${email}.`)).toBeVisible();

    const link = await confirmationLink(email);
    expect(new URL(link).origin).toBe(base);
    await page.goto(link);
    await expect(page).toHaveURL(`${base}/dashboard`);

    await page.goto(`${base}/module/inventory`);
    await page.getByLabel('Categoria', { exact: true }).fill('Garrotes');
    await page.getByLabel('Quantidade', { exact: true }).fill('25');
    await page.getByLabel('Peso Médio (kg)', { exact: true }).fill('180,5');
    await page.getByLabel('Valor Médio (R$/cabeça)', { exact: true }).fill('1.850,75');
    await page.getByRole('button', { name: 'Adicionar Item' }).click();
    await expect(page.getByText('Item salvo no estoque com sucesso!').last()).toBeVisible();
  });
}

test('an address a stranger signed up first ends up with only the owner’s password', async ({
  page,
}) => {
  const email = newEmail('vitima');
  const stranger = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Estranho', email, password: 'Estranho2025', callbackURL: '/dashboard' },
  });
  expect(stranger.status()).toBe(200);
  await confirmationLink(email, 1);

  await signUpInBrowser(page, email, 'DonaDaFazenda9');
  // The first link (from the stranger's sign-up) is void.
  await page.goto(await confirmationLink(email, 1));
  await expect(page).toHaveURL(/\/auth\?error=/);
  await expect(page.getByText(/inválido ou expirado/)).toBeVisible();
  // The owner's link asks for her password before confirming (decision 009): the one typed at a
  // repeated sign-up is never taken on trust.
  const mail = (await mailsTo(email))[1]!;
  await page.goto(mail.text.match(/https?:\/\/\S+definir-senha\S+/)![0]);
  await expect(page.getByRole('heading', { name: 'Defina sua senha' })).toBeVisible();
  await page.getByLabel('Senha', { exact: true }).fill('DonaDaFazenda9');
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.context().clearCookies();
  await signIn(page, email, 'Estranho2025');
  await expect(page.getByText('E-mail ou senha incorretos').first()).toBeVisible();
  await signIn(page, email, 'DonaDaFazenda9');
  await expect(page).toHaveURL(/\/dashboard$/);
});
