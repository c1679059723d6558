import { expect, signedInUser, test } from './fixtures';

/**
 * Issue 8 end to end, in the local payment sandbox: a trial user subscribes to Starter from the
 * plan button, pays on the 'Pagamento de teste' page, sees the dashboard change, upgrades to Pro
 * and cancels from 'Minha assinatura'.
 */
test('trial → Starter in the sandbox → dashboard changes → upgrade to Pro → cancel', async ({
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

  // Upgrade at once: Pro, with the prorated difference to pay in a one-off invoice.
  await sandbox.getByRole('radio', { name: /Pro/ }).check();
  await sandbox.getByRole('button', { name: 'Mudar de plano' }).click();
  await sandbox
    .getByRole('alertdialog', { name: 'Mudar para o plano Pro?' })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  await expect(sandbox.getByText('Plano alterado')).toBeVisible();
  await expect(sandbox.getByRole('heading', { name: 'Plano Pro' })).toBeVisible();
  await expect(sandbox.getByRole('link', { name: /Pagar a diferença/ })).toBeVisible();
  await expect(sandbox.getByRole('link', { name: /Ver fatura/ })).toHaveCount(2);

  await sandbox.getByRole('button', { name: 'Cancelar assinatura' }).click();
  const dialog = sandbox.getByRole('alertdialog', { name: 'Cancelar assinatura?' });
  await dialog.getByRole('button', { name: 'Cancelar assinatura' }).click();
  await expect(sandbox.getByText('Assinatura cancelada', { exact: true })).toBeVisible();
  await expect(sandbox.getByText(/Você tem acesso completo até/)).toBeVisible();
  await expect(sandbox.getByText('Acesso até')).toBeVisible();
  // Still Pro until the paid period ends.
  await sandbox.getByRole('link', { name: 'Voltar ao Dashboard' }).click();
  await expect(sandbox.locator('a[href^="/module/"]')).toHaveCount(12);
});
