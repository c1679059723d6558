import {
  confirmationLink,
  expect,
  mailsTo,
  newEmail,
  PASSWORD,
  signedInUser,
  test,
} from './fixtures';

const weakPasswords: [password: string, message: string][] = [
  ['Ab1defg', 'A senha deve ter no mínimo 8 caracteres'],
  ['abcdefg1', 'A senha deve conter pelo menos uma letra maiúscula'],
  ['ABCDEFG1', 'A senha deve conter pelo menos uma letra minúscula'],
  ['Abcdefgh', 'A senha deve conter pelo menos um número'],
];

test.describe('sign-up', () => {
  for (const [password, message] of weakPasswords) {
    test(`a weak password (${password}) says why: ${message}`, async ({ page }) => {
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Cadastrar' }).click();
      await page.getByLabel('Nome').fill('Maria');
      await page.getByLabel('E-mail').fill(newEmail());
      await page.getByLabel('Senha').fill(password);
      await expect(
        page.getByText('Mínimo 8 caracteres com maiúscula, minúscula e número'),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Criar conta' }).click();
      await expect(page.getByText('Senha muito fraca')).toBeVisible();
      await expect(page.getByText(message).first()).toBeVisible();
      // Editing the field clears its error.
      await page.getByLabel('Senha').fill(PASSWORD);
      await expect(page.locator('form').getByText(message)).toHaveCount(0);
    });
  }

  test('sign-up, e-mail, link, dashboard with the 12 trial modules; logout; sign in again', async ({
    page,
  }) => {
    const email = newEmail();
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Cadastrar' }).click();
    await page.getByLabel('Nome').fill('João Pecuarista');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Conta criada com sucesso!')).toBeVisible();
    await expect(page.getByText('Verifique seu e-mail para confirmar o cadastro')).toBeVisible();

    const link = await confirmationLink(email);
    expect((await mailsTo(email))[0]?.subject).toBe('Confirme seu cadastro no Arroba Certa');
    await page.goto(link);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('João Pecuarista').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Cálculo de Resultados/ })).toBeVisible();
    await expect(page.locator('a[href^="/module/"]')).toHaveCount(12);
    await expect(page.getByText(/faltam 7 dias/)).toBeVisible();

    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Login realizado!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('sign-in', () => {
  test('a wrong password says "E-mail ou senha incorretos"', async ({ page }) => {
    const { email } = await signedInUser(page);
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/auth');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill('Errada2025');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Erro no login')).toBeVisible();
    await expect(page.getByText('E-mail ou senha incorretos')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('before confirming, sign-in explains and can resend the e-mail', async ({ page }) => {
    const email = newEmail();
    const res = await page.request.post('/api/auth/sign-up/email', {
      data: { name: 'Ana', email, password: PASSWORD, callbackURL: '/dashboard' },
    });
    expect(res.status()).toBe(200);
    await confirmationLink(email, 1);

    await page.goto('/auth');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText(/ainda não foi confirmado/)).toBeVisible();
    // Said once, in the box with the resend button: no toast repeating it.
    await expect(page.getByText(/ainda não foi confirmado/)).toHaveCount(1);
    await expect(page.getByText('Erro no login')).toHaveCount(0);

    await page.getByRole('button', { name: 'Reenviar e-mail de confirmação' }).click();
    await expect(page.getByText('E-mail reenviado')).toBeVisible();
    await page.goto(await confirmationLink(email, 2));
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the login form validates before calling the server', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Informe seu e-mail')).toBeVisible();
    await expect(page.getByText('Informe sua senha')).toBeVisible();
  });
});

test('the password field shows what was typed with "Mostrar senha" and hides it again', async ({
  page,
}) => {
  await page.goto('/auth');
  const password = page.getByLabel('Senha', { exact: true });
  await password.fill('Boiada2025');
  await expect(password).toHaveAttribute('type', 'password');
  const show = page.getByRole('button', { name: 'Mostrar senha' });
  await expect(show).toHaveAttribute('aria-pressed', 'false');
  await show.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('Boiada2025');
  const hide = page.getByRole('button', { name: 'Ocultar senha' });
  await expect(hide).toHaveAttribute('aria-pressed', 'true');
  await hide.press('Enter');
  await expect(password).toHaveAttribute('type', 'password');
});

test.describe('before the page has its scripts (decision 051)', () => {
  /** Holds the lean page's React part until `release` is called; resolves once it was asked. */
  async function holdReact(page: import('@playwright/test').Page) {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked: () => void = () => {};
    const wasAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route(/\/assets\/auth-start-[\w-]+\.js$/, async (route) => {
      asked();
      await released;
      await route.continue();
    });
    return { release, wasAsked };
  }

  test('the page asks for no React until it is used', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/auth');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /auth-start|client-/.test(path))).toEqual([]);
    await page.getByLabel('E-mail').focus();
    await expect.poll(() => scripts.some((path) => path.includes('auth-start'))).toBe(true);
  });

  test('typing and "Entrar" before React arrives sign in, nothing typed lost', async ({ page }) => {
    const { email } = await signedInUser(page);
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/$/);
    const react = await holdReact(page);
    await page.goto('/auth');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await react.wasAsked;
    // Held, not sent the browser's way (no password in the address, still on /auth).
    await expect(page).toHaveURL(/\/auth$/);
    react.release();
    await expect(page.getByText('Login realizado!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('"Mostrar senha" then "Cadastrar" pressed early act in order', async ({ page }) => {
    const react = await holdReact(page);
    await page.goto('/auth');
    const password = page.getByLabel('Senha', { exact: true });
    await password.fill('Boiada2025');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await react.wasAsked;
    await expect(password).toHaveAttribute('type', 'password');
    react.release();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('Boiada2025');

    await page.reload();
    await page.getByRole('tab', { name: 'Cadastrar' }).click();
    await expect(page.getByLabel('Nome')).toBeVisible();
  });

  test('"Cadastrar" tapped before any script ran opens the sign-up page', async ({ page }) => {
    // A slow phone: the page is painted, none of its scripts has arrived.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Cadastrar' }).click();
    await expect(page).toHaveURL(/\/auth\?cadastro=1$/);
    await expect(page.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByLabel('Nome')).toBeVisible();
    await page.getByRole('tab', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByLabel('Nome')).toBeHidden();
  });
});

test('when the page cannot load its scripts, it says so and tries again at the next press', async ({
  page,
}) => {
  let offline = true;
  await page.route(/\/assets\/auth-start-[\w-]+\.js$/, (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Sem conexão. Verifique sua internet e tente novamente.',
  );
  offline = false;
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Informe seu e-mail')).toBeVisible();
  await expect(
    page.getByText('Sem conexão. Verifique sua internet e tente novamente.'),
  ).toHaveCount(0);
});
