import { confirmationLink, expect, newEmail, PASSWORD, test, type Page } from './fixtures';

/** The auth screen with a long e-mail on a 360 px phone (issue 7, point 10). */
const fits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('a long e-mail wraps: after sign-up and on the resend box, nothing is wider than the phone', async ({
  page,
}) => {
  const email = newEmail('produtora.maria.aparecida.dos.santos.fazenda.boa.esperanca');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByLabel('Nome').fill('Maria Aparecida dos Santos');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText(`Enviamos um link de confirmação para ${email}.`)).toBeVisible();
  await confirmationLink(email);
  expect(await fits(page)).toBe(true);

  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const resend = page.getByRole('button', { name: 'Reenviar e-mail de confirmação' });
  await expect(resend).toBeVisible();
  expect(await fits(page)).toBe(true);
  const box = (await resend.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(box.height).toBeGreaterThanOrEqual(44);
  // The message is said once, in the box, not again in a toast.
  await expect(page.getByText(/ainda não foi confirmado/)).toHaveCount(1);
});
