import { expect, signedInUser, test } from './fixtures';

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  const response = await page.goto('/pasto/que/nao/existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('every page but the landing sends a visitor without a session to /auth', async ({ page }) => {
  for (const path of [
    '/dashboard',
    '/admin',
    '/pricing?plan=PRO',
    '/module/results',
    '/module/weighing',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/auth(\?.*)?$/);
  }
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in visitor of /auth goes straight to the dashboard; a non-admin is kept out of /admin', async ({
  page,
}) => {
  await signedInUser(page, 'Carlos');
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/admin');
  await expect(page.getByText('Acesso negado')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a module card opens its module screen with the way back', async ({ page }) => {
  await signedInUser(page, 'Beatriz');
  await page.getByRole('link', { name: /Controle de Pesagem/ }).click();
  await expect(page).toHaveURL(/\/module\/weighing$/);
  await expect(page.getByText('Beatriz').first()).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao painel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a bad confirmation link lands on /auth with an explanation', async ({ page }) => {
  await page.goto('/api/auth/verify-email?token=forjado&callbackURL=%2Fdashboard');
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByText(/Link de confirmação inválido ou expirado/)).toBeVisible();
});
