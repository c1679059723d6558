import AxeBuilder from '@axe-core/playwright';
import { mockCheckout, SANDBOX_INVOICE } from './checkout-mock';
import { expect, signedInUser, test } from './fixtures';

const proceed = 'Prosseguir para Pagamento';

test.describe('the checkout page', () => {
  test('an unknown plan shows Pro; the plan can be switched, with its price and features', async ({
    page,
  }) => {
    const { email } = await signedInUser(page);
    await mockCheckout(page, { profile: { email } });
    await page.goto('/pricing?plan=OURO');
    await expect(page.getByRole('heading', { name: 'Assinar o plano Pro' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Pro/ })).toBeChecked();
    await expect(page.getByText('Mais Popular')).toBeVisible();
    await expect(page.getByText('Todos os 12 módulos')).toBeVisible();
    await expect(page.getByText('Exportação de dados')).toBeVisible();
    const summary = page.locator('dl');
    await expect(summary.getByText('R$ 97,90/mês')).toBeVisible();
    await expect(summary.getByText(email)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Termos de Uso/ })).toHaveAttribute(
      'href',
      '/termos',
    );
    await expect(page.getByRole('link', { name: /^Política de Privacidade/ })).toHaveAttribute(
      'href',
      '/privacidade',
    );

    await page.getByRole('radio', { name: /^Starter/ }).check();
    await expect(page).toHaveURL(/\/pricing\?plan=STARTER$/);
    await expect(page.getByRole('heading', { name: 'Assinar o plano Starter' })).toBeVisible();
    await expect(summary.getByText('R$ 49,90/mês')).toBeVisible();
    await expect(page.getByText('Até 100 animais')).toBeVisible();
    await expect(page.getByText('Todos os 12 módulos')).toHaveCount(0);

    await page.getByRole('radio', { name: /^Master/ }).check();
    await expect(page).toHaveURL(/\/pricing\?plan=MASTER$/);
    await expect(page.getByText('Múltiplas fazendas')).toBeVisible();

    await page.getByRole('link', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test("'Voltar' returns to where the person came from", async ({ page }) => {
    await signedInUser(page, { at: '/subscription' });
    await page.getByRole('link', { name: /^Starter/ }).click();
    await expect(page.getByRole('heading', { name: 'Assinar o plano Starter' })).toBeVisible();
    await page.getByRole('radio', { name: /^Pro/ }).check();
    await expect(page).toHaveURL(/\/pricing\?plan=PRO$/);
    await page.getByRole('link', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByRole('heading', { name: 'Minha assinatura' })).toBeVisible();
  });

  test('the card is the default method; Pix and boleto can be chosen and are sent', async ({
    page,
  }) => {
    await signedInUser(page);
    const checkout = await mockCheckout(page, {
      profile: { cpfCnpjOnFile: true },
      answer: { status: 502, json: { error: { code: 'PAYMENT_PROVIDER', message: 'Falhou.' } } },
    });
    await page.goto('/pricing?plan=PRO');
    const methods = page.getByRole('group', { name: 'Forma de pagamento' });
    await expect(
      methods.getByRole('radio', { name: /Cartão de Crédito \(Recorrente\)/ }),
    ).toBeChecked();
    await expect(methods.getByRole('radio')).toHaveCount(3);
    // The profile has a CPF/CNPJ: it is not asked again.
    await expect(page.getByLabel('CPF ou CNPJ')).toHaveCount(0);

    await page.getByRole('button', { name: proceed }).click();
    await expect(page.getByText('Erro no checkout')).toBeVisible();
    await methods.getByRole('radio', { name: /^Pix/ }).check();
    await page.getByRole('button', { name: proceed }).click();
    await methods.getByRole('radio', { name: /^Boleto bancário/ }).check();
    await page.getByRole('button', { name: proceed }).click();
    await expect.poll(() => checkout.posted.length).toBe(3);
    expect(checkout.posted).toEqual([
      { plan: 'PRO', billingType: 'CREDIT_CARD' },
      { plan: 'PRO', billingType: 'PIX' },
      { plan: 'PRO', billingType: 'BOLETO' },
    ]);
  });

  test('without a CPF/CNPJ on file it is asked, checked before sending, and sent as digits', async ({
    page,
  }) => {
    await signedInUser(page);
    const checkout = await mockCheckout(page, {
      profile: { cpfCnpjOnFile: false },
      answer: { status: 502, json: { error: { code: 'PAYMENT_PROVIDER', message: 'Falhou.' } } },
    });
    await page.goto('/pricing?plan=STARTER');
    const field = page.getByLabel('CPF ou CNPJ');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(page.getByText(/uma única vez, para emitir a cobrança/)).toBeVisible();

    await page.getByRole('button', { name: proceed }).click();
    await expect(page.getByText('Informe seu CPF ou CNPJ')).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill('529.982.247-26');
    await expect(page.getByText('Informe seu CPF ou CNPJ')).toHaveCount(0);
    await page.getByRole('button', { name: proceed }).click();
    await expect(page.getByText('CPF ou CNPJ inválido')).toBeVisible();
    await expect(field).toBeFocused();
    expect(checkout.posted).toEqual([]);

    // Typed as digits, it is punctuated as it goes: a CPF, then a CNPJ past 11 digits.
    await field.fill('');
    await field.pressSequentially('5299822472');
    await expect(field).toHaveValue('529.982.247-2');
    await field.pressSequentially('5');
    await expect(field).toHaveValue('529.982.247-25');
    await field.pressSequentially('1');
    await expect(field).toHaveValue('52.998.224/7251');
    await field.press('Backspace');
    await expect(field).toHaveValue('529.982.247-25');
    await page.getByRole('button', { name: proceed }).click();
    await expect
      .poll(() => checkout.posted)
      .toEqual([{ plan: 'STARTER', billingType: 'CREDIT_CARD', cpfCnpj: '52998224725' }]);
  });

  test('success: processing, the payment page in a new tab, "Checkout iniciado", the dashboard 2 s later', async ({
    page,
  }) => {
    await page.clock.install();
    await signedInUser(page);
    const checkout = await mockCheckout(page);
    await page.goto('/pricing?plan=MASTER');
    await expect(page.getByRole('heading', { name: 'Assinar o plano Master' })).toBeVisible();

    // The POST is held to see the processing state; then the clock stands still, so the 2 s
    // before the dashboard pass only when the test says so.
    const release = checkout.hold();
    await page.getByRole('button', { name: proceed }).click();
    await expect(page.getByRole('button', { name: 'Processando...' })).toBeDisabled();
    await page.clock.pauseAt(Date.now() + 60_000);
    const popup = page.waitForEvent('popup');
    release();

    const tab = await popup;
    await expect(tab).toHaveURL(new RegExp(`${SANDBOX_INVOICE}$`));
    await expect(tab.getByRole('heading', { name: 'Pagamento de teste' })).toBeVisible();
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(checkout.posted).toEqual([{ plan: 'MASTER', billingType: 'CREDIT_CARD' }]);

    await page.clock.runFor(100);
    await expect(page.getByText('Checkout iniciado')).toBeVisible();
    await expect(page.getByRole('button', { name: proceed })).toBeDisabled();
    await page.clock.runFor(1800);
    await expect(page).toHaveURL(/\/pricing\?plan=MASTER$/);
    await page.clock.runFor(100);
    await page.clock.resume();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an absolute invoice address (Asaas) opens as is; a blocked tab leaves a link', async ({
    page,
  }) => {
    await signedInUser(page);
    const invoice = 'https://sandbox.asaas.com/i/abc123';
    await mockCheckout(page, { answer: { json: { invoiceUrl: invoice } } });
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/pricing?plan=PRO');
    await page.getByRole('button', { name: proceed }).click();
    await expect(page.getByText('Checkout iniciado')).toBeVisible();
    const link = page.getByRole('link', { name: 'Abrir página de pagamento' });
    await expect(link).toHaveAttribute('href', invoice);
    await expect(link).toHaveAttribute('target', '_blank');
    // Without the payment page open, the person is not hurried away from its link.
    await expect(page).toHaveURL(/\/pricing\?plan=PRO$/);

    const popup = page.waitForEvent('popup');
    await link.click();
    await expect(await popup).toHaveURL(invoice);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("failures: the provider's message, the fallback, no payment URL, field errors", async ({
    page,
  }) => {
    await signedInUser(page);
    const checkout = await mockCheckout(page, {
      answer: {
        status: 502,
        json: {
          error: { code: 'PAYMENT_PROVIDER', message: 'O provedor de pagamento não respondeu.' },
        },
      },
    });
    await page.goto('/pricing?plan=PRO');
    const button = page.getByRole('button', { name: proceed });

    await button.click();
    await expect(page.getByText('Erro no checkout')).toBeVisible();
    await expect(page.getByText('O provedor de pagamento não respondeu.')).toBeVisible();
    await expect(button).toBeEnabled();
    await expect(page).toHaveURL(/\/pricing\?plan=PRO$/);

    checkout.answerWith({ status: 500, body: 'Internal Server Error' });
    await button.click();
    await expect(page.getByText('Tente novamente mais tarde', { exact: true })).toBeVisible();

    checkout.answerWith({ status: 200, json: {} });
    await button.click();
    await expect(
      page.getByText('URL de pagamento não disponível. Por favor, entre em contato com o suporte.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/pricing\?plan=PRO$/);

    checkout.answerWith({
      status: 400,
      json: {
        error: {
          code: 'VALIDATION',
          message: 'Verifique os dados do pagamento.',
          fields: { billingType: 'Selecione uma forma de pagamento' },
        },
      },
    });
    await button.click();
    const methods = page.getByRole('group', { name: 'Forma de pagamento' });
    await expect(methods.getByText('Selecione uma forma de pagamento')).toBeVisible();
    await expect(methods.getByRole('radio', { name: /Cartão de Crédito/ })).toBeFocused();
    await methods.getByRole('radio', { name: /^Pix/ }).check();
    await expect(methods.getByText('Selecione uma forma de pagamento')).toHaveCount(0);
  });

  test('a session that ended says so and leads to sign-in, with the way back', async ({ page }) => {
    await signedInUser(page);
    await mockCheckout(page, {
      answer: { status: 401, json: { error: { code: 'UNAUTHORIZED', message: 'Não autorizado' } } },
    });
    await page.goto('/pricing?plan=STARTER');
    await page.getByRole('button', { name: proceed }).click();
    await expect(page.getByText('Você precisa estar logado para assinar')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?next=%2Fpricing%3Fplan%3DSTARTER$/);
  });

  test('a failure to load the account data says so and can be retried', async ({ page }) => {
    await signedInUser(page);
    const checkout = await mockCheckout(page, { profileStatus: 500 });
    await page.goto('/pricing?plan=PRO');
    await expect(page.getByText('Erro ao carregar dados')).toBeVisible();
    await expect(page.getByRole('button', { name: proceed })).toHaveCount(0);
    checkout.loadWith(200);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('button', { name: proceed })).toBeEnabled();
  });
});

test.describe('accessibility', () => {
  // Settled screens: with reduced motion, toasts appear without a fade axe would catch midway.
  test.use({ reducedMotion: 'reduce' });

  test('the checkout page, with its field errors, has no WCAG A/AA violations', async ({
    page,
  }) => {
    await signedInUser(page);
    await mockCheckout(page, { profile: { cpfCnpjOnFile: false } });
    await page.goto('/pricing?plan=PRO');
    await expect(page.getByLabel('CPF ou CNPJ')).toBeVisible();
    const violations = async () =>
      (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    expect(await violations()).toEqual([]);
    await page.getByRole('button', { name: proceed }).click();
    await expect(page.getByText('Informe seu CPF ou CNPJ')).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
