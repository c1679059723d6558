import { expect, signedInUser, test, type Page } from './fixtures';
import { E2E } from './settings';

// Journeys across two tabs and the payment sandbox: longer than one screen's test.
test.describe.configure({ timeout: 90_000 });

/**
 * Issue 8 end to end, in the local payment sandbox: a trial user subscribes to Starter from the
 * plan button, pays on the 'Pagamento de teste' page, sees the dashboard change, upgrades to Pro
 * — granted once its difference is paid (decision 021) — and cancels from 'Minha assinatura'.
 */
test('trial → Starter in the sandbox → dashboard changes → upgrade to Pro, paid → cancel', async ({
  page,
  context,
}) => {
  await signedInUser(page, 'Produtora Assinante');
  await expect(page.locator('a[href^="/module/"]')).toHaveCount(12);

  await page.goto('/pricing?plan=STARTER');
  await expect(page.getByRole('heading', { name: /Starter/ }).first()).toBeVisible();
  await page.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
  const paymentTab = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Prosseguir para Pagamento' }).click();
  const sandbox = await paymentTab;
  await expect(page.getByText('Checkout iniciado')).toBeVisible();

  await expect(sandbox.getByRole('heading', { name: 'Pagamento de teste' })).toBeVisible();
  await expect(sandbox.getByText('R$ 49,90')).toBeVisible();
  await sandbox.getByRole('button', { name: 'Aprovar pagamento' }).click();
  await expect(sandbox.getByText('Pagamento aprovado')).toBeVisible();
  await sandbox.getByRole('link', { name: 'Voltar ao Arroba Certa' }).click();
  await expect(sandbox).toHaveURL(/\/dashboard$/);
  await expect(sandbox.locator('a[href^="/module/"]')).toHaveCount(5);
  await expect(sandbox.getByText('Seu plano permite até 100 animais.')).toBeVisible();

  await sandbox.getByRole('link', { name: 'Minha assinatura' }).click();
  await expect(sandbox.getByRole('heading', { name: 'Minha assinatura' })).toBeVisible();
  await expect(sandbox.getByRole('heading', { name: 'Plano Starter' })).toBeVisible();
  await expect(sandbox.getByText('Ativo', { exact: true })).toBeVisible();
  await expect(sandbox.getByText('Próximo vencimento')).toBeVisible();
  await expect(sandbox.getByRole('link', { name: /Ver fatura/ })).toHaveCount(1);

  // Upgrade: the confirmation names the charge; Pro waits for it to be paid.
  await sandbox.getByRole('radio', { name: /Pro/ }).check();
  await sandbox.getByRole('button', { name: 'Mudar de plano' }).click();
  const confirm = sandbox.getByRole('alertdialog', { name: 'Mudar para o plano Pro?' });
  await expect(confirm).toContainText(/R\$\s[\d.,]+, será cobrada agora/);
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(sandbox.getByText('Mudança solicitada')).toBeVisible();
  const pending = sandbox.getByRole('heading', { name: 'Mudança para o plano Pro' });
  await expect(pending).toBeVisible();
  await expect(sandbox.getByText('Aguardando pagamento', { exact: true }).first()).toBeVisible();
  await expect(sandbox.getByRole('heading', { name: 'Plano Starter' })).toBeVisible();

  const invoiceTab = context.waitForEvent('page');
  await sandbox.getByRole('link', { name: /Pagar agora/ }).click();
  const invoice = await invoiceTab;
  await expect(invoice.getByText('Mudança para o plano')).toBeVisible();
  await invoice.getByRole('button', { name: 'Aprovar pagamento' }).click();
  await expect(invoice.getByText('Pagamento aprovado')).toBeVisible();
  await invoice.close();

  await sandbox.reload();
  await expect(sandbox.getByRole('heading', { name: 'Plano Pro' })).toBeVisible();
  await expect(pending).toHaveCount(0);
  await expect(sandbox.getByText('Mudança para Pro')).toBeVisible(); // in the history

  await sandbox.getByRole('button', { name: 'Cancelar assinatura' }).click();
  const dialog = sandbox.getByRole('alertdialog', { name: 'Cancelar assinatura?' });
  // 'Manter assinatura' closes the dialog and keeps everything running.
  await dialog.getByRole('button', { name: 'Manter assinatura' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(sandbox.getByText('Mensalidade')).toBeVisible();
  await sandbox.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await dialog.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(sandbox.getByText('Assinatura cancelada', { exact: true })).toBeVisible();
  await expect(sandbox.getByText(/Você tem acesso completo até/)).toBeVisible();
  // The status reads cancelled, with the last day of access and no monthly price.
  await expect(sandbox.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect(sandbox.getByText('Acesso até')).toBeVisible();
  await expect(sandbox.getByText(/^\d{2}\/\d{2}\/\d{4}$/).first()).toBeVisible();
  await expect(sandbox.getByText('Mensalidade')).toHaveCount(0);
  await expect(sandbox.getByText(/R\$ [\d.,]+\/mês/)).toHaveCount(0);
  // Still Pro until the paid period ends.
  await sandbox.getByRole('link', { name: 'Voltar ao painel' }).click();
  await expect(sandbox.locator('a[href^="/module/"]')).toHaveCount(12);
});

/** A Starter paid in the sandbox, set up through the API as the browser would. */
async function paidStarter(page: Page) {
  await signedInUser(page, 'Produtor Starter');
  const origin = new URL(page.url()).origin;
  const checkout = await page.request.post('/api/checkout', {
    data: { plan: 'STARTER', billingType: 'CREDIT_CARD', cpfCnpj: '529.982.247-25' },
    headers: { origin },
  });
  const { invoiceUrl } = (await checkout.json()) as { invoiceUrl: string };
  const paymentId = invoiceUrl.split('/').at(-1)!;
  const approved = await page.request.post(`/api/sandbox/payments/${paymentId}/approve`, {
    form: {},
    headers: { origin },
    maxRedirects: 0,
  });
  expect(approved.status()).toBe(303);
  return { paymentId };
}

test('an unpaid upgrade to Master grants nothing: still Starter, no second farm; given up', async ({
  page,
}) => {
  await paidStarter(page);
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Plano Starter' })).toBeVisible();
  await page.getByRole('radio', { name: /Master/ }).check();
  await page.getByRole('button', { name: 'Mudar de plano' }).click();
  await page
    .getByRole('alertdialog', { name: 'Mudar para o plano Master?' })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  await expect(page.getByRole('heading', { name: 'Mudança para o plano Master' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Plano Starter' })).toBeVisible();
  // The plan form waits while the charge does.
  await expect(page.getByRole('button', { name: 'Mudar de plano' })).toHaveCount(0);

  // Not paid: the dashboard keeps Starter's five modules, and a second farm is refused.
  await page.goto('/dashboard');
  await expect(page.locator('a[href^="/module/"]')).toHaveCount(5);
  await page.goto('/fazendas');
  await expect(
    page.getByText('Várias fazendas, equipe e integrações fazem parte do plano Master.', {
      exact: false,
    }),
  ).toBeVisible();
  const created = await page.request.post('/api/farms', {
    data: { name: 'Fazenda Nova' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(created.status()).toBe(403);

  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Desistir da mudança' }).click();
  await page
    .getByRole('alertdialog', { name: 'Desistir da mudança de plano?' })
    .getByRole('button', { name: 'Desistir da mudança' })
    .click();
  await expect(page.getByText('Mudança cancelada')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mudança para o plano Master' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mudar de plano' })).toBeVisible();
  await expect(page.getByText(/Mudança para Master/)).toBeVisible(); // history: the removed charge
});

test("paid, cancelled, then refunded: 'Minha assinatura' says the account is suspended and why", async ({
  page,
}) => {
  const { paymentId } = await paidStarter(page);
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await page
    .getByRole('alertdialog', { name: 'Cancelar assinatura?' })
    .getByRole('button', { name: 'Cancelar assinatura' })
    .click();
  await expect(page.getByText('Cancelada', { exact: true })).toBeVisible();

  // Asaas reports the refund (dated a minute ahead: ordered at the moment it arrives).
  const refunded = await page.request.post('/api/webhooks/asaas', {
    headers: { 'asaas-access-token': E2E.webhookToken },
    data: {
      id: `evt_e2e_refund_${paymentId}`,
      event: 'PAYMENT_REFUNDED',
      dateCreated: new Date(Date.now() + 60_000).toISOString(),
      payment: { object: 'payment', id: paymentId, status: 'REFUNDED' },
    },
  });
  expect(refunded.status()).toBe(200);

  // A job applies it within moments.
  const notice = page.getByRole('status').filter({ hasText: 'Conta suspensa' });
  await expect(async () => {
    await page.reload();
    await expect(notice).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(notice).toContainText(
    /O pagamento de R\$\s49,90 \(vencimento \d{2}\/\d{2}\/\d{4}\) foi estornado/,
  );
  await expect(notice).toContainText('novos cadastros ficam bloqueados');
  await expect(notice).toContainText('assine um plano de novo');
  await expect(page.getByText('Suspensa', { exact: true })).toBeVisible();
  await expect(page.getByText(/Você tem acesso completo até/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Assinar um plano' })).toBeVisible();
  await expect(page.getByText(/Vencimento [\d/]+ · Estornado/)).toBeVisible(); // history
});
