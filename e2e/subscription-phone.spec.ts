import AxeBuilder from '@axe-core/playwright';
import { expect, signedInUser, test } from './fixtures';

test.use({ reducedMotion: 'reduce' });

test('Minha assinatura on a 360 px phone: fits, reachable from the header, no axe violations', async ({
  page,
}) => {
  await signedInUser(page, 'Maria Aparecida dos Santos Albuquerque');
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
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(result.violations.map((v) => v.id)).toEqual([]);
});
