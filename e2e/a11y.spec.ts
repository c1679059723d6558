import AxeBuilder from '@axe-core/playwright';
import { expect, signedInUser, test, type Page } from './fixtures';

// Analyse settled screens: with reduced motion, toasts appear without a fade that axe would
// otherwise catch half-transparent.
test.use({ reducedMotion: 'reduce' });

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(', ')}`,
  );
}

test('the auth screen, both tabs, has no WCAG A/AA violations', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Informe seu nome')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the dashboard, a module screen and the 404 page have no WCAG A/AA violations', async ({
  page,
}) => {
  await signedInUser(page);
  await expect(page.locator('a[href^="/module/"]').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.goto('/module/results');
  await expect(page.getByRole('link', { name: 'Voltar ao painel' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.goto('/nao-existe');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
