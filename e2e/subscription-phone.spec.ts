import AxeBuilder from '@axe-core/playwright';
import { expect, signedInUser, test, type Page } from './fixtures';
import { paidStarter } from './owner-steps';

test.use({ reducedMotion: 'reduce' });

/** No sideways scrolling at 360 px and no axe finding (WCAG A/AA) of any impact. */
async function expectFitsWithoutViolations(page: Page) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(result.violations.map((v) => v.id)).toEqual([]);
}

test('Minha assinatura on a 360 px phone: fits, reachable from the header, no axe violations', async ({
  page,
}) => {
  await signedInUser(page, 'Maria Aparecida dos Santos Albuquerque');
  // In the header's 'Menu' (issue 39).
  await page.getByRole('button', { name: 'Menu' }).click();
  const link = page.getByRole('link', { name: 'Minha assinatura' });
  expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await link.click();
  await expect(page.getByRole('heading', { name: 'Minha assinatura' })).toBeVisible();
  await expect(page.getByText(/\d dias restantes/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Starter/ })).toHaveAttribute(
    'href',
    '/pricing?plan=STARTER',
  );
  await expect(page.getByText('Nenhum pagamento ainda.')).toBeVisible();
  await expectFitsWithoutViolations(page);
});

test('an upgrade waiting for its charge on a 360 px phone: fits, buttons large, no axe violations', async ({
  page,
}) => {
  await signedInUser(page, 'Maria Aparecida dos Santos Albuquerque');
  await paidStarter(page);
  const upgrade = await page.request.post('/api/subscription/plan', {
    data: { plan: 'MASTER' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(upgrade.status()).toBe(200);

  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Mudança para o plano Master' })).toBeVisible();
  await expect(page.getByText('Aguardando pagamento', { exact: true }).first()).toBeVisible();
  for (const control of [
    page.getByRole('link', { name: /Pagar agora/ }),
    page.getByRole('button', { name: 'Desistir da mudança' }),
  ]) {
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await expectFitsWithoutViolations(page);
});

test('cancelling on a 360 px phone: Manter/Cancelar assinatura, then Cancelada with its last day', async ({
  page,
}) => {
  await signedInUser(page, 'Maria Aparecida dos Santos Albuquerque');
  await paidStarter(page);

  await page.goto('/subscription');
  const status = page.locator('dl').first();
  await expect(status.getByText('R$ 49,90/mês')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancelar assinatura?' });
  const keep = dialog.getByRole('button', { name: 'Manter assinatura' });
  const confirm = dialog.getByRole('button', { name: 'Cancelar assinatura' });
  for (const button of [keep, confirm]) {
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  await confirm.click();
  await expect(page.getByText('Assinatura cancelada', { exact: true })).toBeVisible();
  await expect(status.getByText('Cancelada', { exact: true })).toBeVisible();
  await expect(status.getByText('Acesso até')).toBeVisible();
  await expect(status.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByText(/\/mês/)).toHaveCount(0);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
});
