import { execFileSync } from 'node:child_process';
import { expect, newEmail, PASSWORD, signedInUser, test, type Page } from './fixtures';
import { E2E } from './settings';

/**
 * Issue 9 end to end against the real API: an admin made by `npm run admin:create` signs in,
 * resets a producer's password (only the new one works), extends a trial, and finds both in the
 * history; the producer cannot reach the panel.
 */
const ADMIN_PASSWORD = 'SuporteForte2026';

function createAdmin(email: string) {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/create-admin.ts', email, ADMIN_PASSWORD, 'Equipe de Suporte'],
    {
      env: { ...process.env, EMBEDDED_PG_PORT: String(E2E.pgPort), DATA_DIR: E2E.dataDir },
      stdio: 'pipe',
    },
  );
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('an admin made by the command resets a password and extends a trial, both in the history', async ({
  page,
  browser,
}) => {
  // Two browsers, an admin made by the command and a dozen screens: 20-25 s on a quiet machine,
  // more than the 30 s budget on a busy one.
  test.slow();
  // The producer, in a browser of their own.
  const producerContext = await browser.newContext();
  const producer = await producerContext.newPage();
  const { email: producerEmail } = await signedInUser(producer, 'Produtora do Retiro');
  // Not at: '/admin': a producer sent there lands on the dashboard, which is what is checked.
  await producer.goto('/admin');
  await expect(producer.getByText('Acesso negado')).toBeVisible();
  await expect(producer).toHaveURL(/\/dashboard$/);

  const adminEmail = newEmail('suporte');
  createAdmin(adminEmail);
  await signIn(page, adminEmail, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page
    .getByRole('link', { name: /painel/i })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { name: 'Painel Administrativo', level: 1 }),
  ).toBeVisible();

  await page.getByLabel('Buscar por nome ou e-mail').fill(producerEmail);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const producerRow = row(page, producerEmail);
  await expect(producerRow).toHaveCount(1);
  await expect(producerRow.getByText('Ativo')).toBeVisible();

  await producerRow.getByRole('button', { name: 'Resetar Senha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resetar senha de Produtora do Retiro' });
  await dialog.getByLabel('Nova senha').fill('NovaDoSuporte9');
  await dialog.getByRole('button', { name: 'Resetar Senha' }).click();
  await expect(page.getByText(`Nova senha definida para ${producerEmail}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await producerRow.getByRole('button', { name: 'Estender teste' }).click();
  const extend = page.getByRole('dialog', { name: 'Estender teste de Produtora do Retiro' });
  await extend.getByLabel('Dias').fill('14');
  await extend.getByRole('button', { name: 'Estender' }).click();
  await expect(page.getByText('Teste estendido')).toBeVisible();

  const history = page.getByRole('list', { name: 'Histórico' });
  await expect(history.getByRole('listitem').filter({ hasText: producerEmail })).toHaveCount(2);
  await expect(history.getByText('Senha resetada').first()).toBeVisible();
  await expect(history.getByText('Teste grátis estendido').first()).toBeVisible();

  // The producer's session ended; only the new password works.
  await producer.goto('/dashboard');
  await expect(producer).toHaveURL(/\/auth/);
  await signIn(producer, producerEmail, PASSWORD);
  await expect(producer.getByText('E-mail ou senha incorretos').first()).toBeVisible();
  await signIn(producer, producerEmail, 'NovaDoSuporte9');
  await expect(producer).toHaveURL(/\/dashboard$/);
  await producerContext.close();
});
