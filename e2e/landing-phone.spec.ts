import { expect, signedInUser, test, type Page } from './fixtures';
import { LANDING_HEADINGS, seriousViolations, sessionChecked } from './landing-helpers';

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= 360);

test('on a 360 px phone the header offers only Entrar, and the page fits the screen', async ({
  page,
}) => {
  const asked = sessionChecked(page);
  await page.goto('/');
  await asked;
  const header = page.getByRole('banner');
  // The brand name shows, whole, beside the logo (issue 23), not only to screen readers.
  const brand = header.getByText('Arroba Certa', { exact: true });
  await expect(brand).toBeInViewport({ ratio: 1 });
  expect((await brand.boundingBox())!.width).toBeGreaterThan(60);
  await expect(header.getByRole('link', { name: 'Entrar' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/auth');
  await expect(header.getByRole('link', { name: 'Testar Grátis' })).toBeHidden();
  await expect(header.getByRole('link', { name: 'Baixar App' })).toBeHidden();
  await expect(header.getByRole('link', { name: 'Ir para o painel' })).toHaveCount(0);
  await expect(header.getByRole('navigation')).toBeHidden();
  expect(await fitsTheScreen(page)).toBe(true);

  // Every section heading can be read, whole, inside the screen.
  for (const name of LANDING_HEADINGS) {
    const heading = page.getByRole('heading', { level: 2, name });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeInViewport({ ratio: 1 });
  }
  expect(await fitsTheScreen(page)).toBe(true);

  await header.getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('on a phone a signed-in producer also gets the way to the dashboard', async ({ page }) => {
  await signedInUser(page, 'Produtora com Nome Bem Comprido da Silva');
  const asked = sessionChecked(page);
  await page.goto('/');
  await asked;
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Ir para o painel' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Entrar' })).toBeVisible();
  await expect(header.getByText('Arroba Certa', { exact: true })).toBeInViewport({ ratio: 1 });
  expect(await fitsTheScreen(page)).toBe(true);
  await header.getByRole('link', { name: 'Ir para o painel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the footer links reach the sections on a phone', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Rodapé' })
    .getByRole('link', { name: 'Planos' })
    .click();
  await expect(page.getByRole('heading', { name: 'Planos e preços' })).toBeInViewport();
});

test('on a 360 px phone the landing has no serious WCAG A/AA violations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Ver depoimento 1 de 5' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
