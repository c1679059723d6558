import { mockCheckout } from './checkout-mock';
import { confirmationLink, expect, newEmail, PASSWORD, signedInUser, test } from './fixtures';

test.describe('the way to the checkout', () => {
  test('a visitor is asked to sign in and comes back to the same plan', async ({ page }) => {
    const { email } = await signedInUser(page);
    await page.context().clearCookies();
    await mockCheckout(page, { profile: { email } });

    await page.goto('/pricing?plan=STARTER');
    await expect(page).toHaveURL(/\/auth\?next=%2Fpricing%3Fplan%3DSTARTER$/);
    await expect(page.getByText('Login necessário')).toBeVisible();
    await expect(page.getByText('Faça login para continuar com a assinatura')).toBeVisible();

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/pricing\?plan=STARTER$/);
    await expect(page.getByRole('heading', { name: 'Assinar o plano Starter' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });

  test("a new account's confirmation link lands back on the chosen plan, signed in", async ({
    page,
  }) => {
    await mockCheckout(page);
    const email = newEmail();
    await page.goto('/pricing?plan=MASTER');
    await expect(page).toHaveURL(/\/auth\?next=%2Fpricing%3Fplan%3DMASTER$/);
    await page.getByRole('tab', { name: 'Cadastrar' }).click();
    await page.getByLabel('Nome').fill('Rita Pecuarista');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Conta criada com sucesso!')).toBeVisible();

    const link = await confirmationLink(email);
    expect(link).toContain('callbackURL=%2Fpricing%3Fplan%3DMASTER');
    await page.goto(link);
    await expect(page).toHaveURL(/\/pricing\?plan=MASTER$/);
    await expect(page.getByRole('heading', { name: 'Assinar o plano Master' })).toBeVisible();
  });

  test('a hostile next path is ignored: sign-in goes to the dashboard', async ({ page }) => {
    const { email } = await signedInUser(page);
    await page.context().clearCookies();
    await page.goto('/auth?next=%2F%2Fevil.example%2Froubar');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
  });

  test('a confirmation link sent again from the sign-in form keeps the way back', async ({
    page,
  }) => {
    const email = newEmail();
    const res = await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Ana', email, password: PASSWORD, callbackURL: '/dashboard' },
    });
    expect(res.status()).toBe(200);
    await confirmationLink(email, 1);
    await mockCheckout(page);

    await page.goto('/pricing?plan=STARTER');
    await expect(page).toHaveURL(/\/auth\?next=/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
    await expect(page.getByText('E-mail reenviado')).toBeVisible();
    await page.goto(await confirmationLink(email, 2));
    await expect(page).toHaveURL(/\/pricing\?plan=STARTER$/);
  });
});
