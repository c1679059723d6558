import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

// The public pages on a 360 px phone: no serious accessibility problem, nothing wider than the
// screen (issue 10).
test('on a 360 px phone the landing and the sign-in page pass axe and fit the screen', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const path of ['/', '/auth', '/termos', '/privacidade']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      path,
    ).toBeLessThanOrEqual(360);
  }
});
