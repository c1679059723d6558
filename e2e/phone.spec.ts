import { expect, signedInUser, test } from './fixtures';

test('on a 360 px phone the auth form and the dashboard fit the screen', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Transforme sua gestão pecuária' })).toBeVisible();
  const noHorizontalScroll = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await noHorizontalScroll()).toBe(true);

  await signedInUser(page, 'Produtora com Nome Bem Comprido da Silva');
  await expect(page.locator('a[href^="/module/"]').first()).toBeVisible();
  expect(await noHorizontalScroll()).toBe(true);
});
