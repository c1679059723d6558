import AxeBuilder from '@axe-core/playwright';
import { expect, newCpf, signedInUser, test, type Page } from './fixtures';

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Starts a sandbox checkout through the API with the page's session; answers the invoice path. */
async function startCheckout(page: Page, plan: string, billingType: string) {
  const res = await page.request.post('/api/checkout', {
    data: { plan, billingType, cpfCnpj: newCpf() },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { invoiceUrl: string }).invoiceUrl;
}

test('on a 360 px phone the test payment page fits, is accessible, and approving activates the plan', async ({
  page,
}) => {
  await signedInUser(page);
  await page.goto(await startCheckout(page, 'STARTER', 'CREDIT_CARD'));

  await expect(page.getByRole('heading', { level: 1, name: 'Pagamento de teste' })).toBeVisible();
  await expect(page.getByText('Starter', { exact: true })).toBeVisible();
  await expect(page.getByText('R$ 49,90')).toBeVisible();
  await expect(page.getByText('Cartão de Crédito (Recorrente)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recusar pagamento' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
  await expect(page.getByText('Pagamento aprovado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aprovar pagamento' })).toHaveCount(0);
  const me = await (await page.request.get('/api/me')).json();
  expect(me.subscription).toMatchObject({ plan: 'STARTER', status: 'active', animalLimit: 100 });
  expect(me.modules).toHaveLength(5);

  await page.getByRole('link', { name: 'Voltar ao Arroba Certa' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('refusing the test payment says so and leaves the trial as it was', async ({ page }) => {
  await signedInUser(page);
  await page.goto(await startCheckout(page, 'MASTER', 'PIX'));
  await expect(page.getByText('R$ 197,90')).toBeVisible();
  await page.getByRole('button', { name: 'Recusar pagamento' }).click();
  await expect(page.getByText('Pagamento recusado')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar ao Arroba Certa' })).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  expect(me.subscription).toMatchObject({ plan: 'PRO', status: 'active' });
  expect(me.banners.trialDaysLeft).toBe(7);
});
