import { mockCheckout } from './checkout-mock';
import { expect, signedInUser, test, type Page } from './fixtures';

/**
 * Elements of the page drawn past the right edge of the screen, by tag and text, for a readable
 * failure. Toasts are left out: they slide in from the edge.
 */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => !element.closest('[data-sonner-toaster]'))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `${element.tagName}: ${(element.textContent ?? '').slice(0, 40)}`),
  );

test('on a 360 px phone the checkout fits the screen, with its errors and long e-mail', async ({
  page,
}) => {
  await signedInUser(page);
  await mockCheckout(page, {
    profile: {
      email: 'produtora.com.um.email.bem.comprido@fazenda-boa-vista.test',
      cpfCnpjOnFile: false,
    },
  });
  await page.goto('/pricing?plan=MASTER');
  await expect(page.getByRole('heading', { name: 'Assinar o plano Master' })).toBeVisible();
  await expect(page.getByText('Consultoria mensal')).toBeVisible();
  await expect(page.getByLabel('CPF ou CNPJ')).toBeVisible();
  expect(await page.evaluate(() => window.innerWidth)).toBe(360);
  expect(await overflowing(page)).toEqual([]);

  await page.getByRole('button', { name: 'Prosseguir para Pagamento' }).click();
  await expect(page.getByText('Informe seu CPF ou CNPJ')).toBeVisible();
  expect(await overflowing(page)).toEqual([]);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    ),
  ).toBe(true);
});
