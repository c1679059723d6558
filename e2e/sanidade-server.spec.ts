import { expect, signedInUser, test } from './fixtures';
import { consoleErrors, holdApp, withoutScriptOnBoth } from './server-page-steps';
import { apiAnimal, dialog, monthsAgo } from './herd-steps';

/*
 * Decision 080: 'Sanidade' comes from the server with the farm's calendar, applications and
 * products, every part of the page (the width is not known there: CSS shows a phone its first
 * tab, a computer all of them); React takes it over at the first press, which is then done.
 */

test("'Sanidade' shows the farm's calendar and products with no script at all", async ({
  page,
  browser,
}) => {
  await signedInUser(page, 'Produtora Ana');
  // A heifer of 4 months: her brucellosis vaccine is due.
  await apiAnimal(page, { tag: 'NOV-1', sex: 'F', birthDate: monthsAgo(4) });
  await withoutScriptOnBoth(page, browser, async (plain, origin, width) => {
    await plain.goto(`${origin}/sanidade`);
    await expect(plain.getByRole('heading', { name: 'Sanidade', level: 1 })).toBeVisible();
    await expect(plain.getByRole('heading', { name: 'Calendário sanitário' })).toBeVisible();
    await expect(plain.getByText('Vacina brucelose B19').first()).toBeAttached();
    const products = plain.getByRole('heading', { name: 'Produtos sanitários' });
    const chart = plain.getByRole('heading', { name: 'Aplicações por mês' });
    if (width === 360) {
      // A phone: the first tab, the others one press away.
      await expect(plain.getByRole('tab', { name: 'Calendário' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(products).toBeHidden();
      await expect(chart).toBeHidden();
    } else {
      await expect(plain.getByRole('tab', { name: 'Calendário' })).toBeHidden();
      await expect(products).toBeVisible();
      await expect(chart).toBeVisible();
    }
    await expect(plain.locator('form:not([method="dialog"])')).toHaveCount(0);
  });
});

test('a press on the server’s Sanidade before React is held, then done', async ({ page }) => {
  const errors = consoleErrors(page);
  await signedInUser(page);
  // The app's start held back: the page is the server's until it comes.
  const release = await holdApp(page);
  await page.goto('/sanidade');
  await expect(page.getByRole('heading', { name: 'Calendário sanitário' })).toBeVisible();
  await page.getByRole('button', { name: 'Registrar aplicação' }).click();
  await expect(dialog(page, 'Registrar aplicação')).toHaveCount(0);
  release();
  const form = dialog(page, 'Registrar aplicação');
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Produto')).toBeVisible();
  // React took the page over as it was: no error.
  expect(errors).toEqual([]);
});
