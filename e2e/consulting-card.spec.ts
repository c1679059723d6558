import { mockFarmsApi } from './farms-mock';
import { expect, signedInUser, test } from './fixtures';

/* Issue 23: without SUPPORT_WHATSAPP the consulting card promises no WhatsApp (decision 035). */

test('Master without a support number: the card says what the plan includes, no WhatsApp', async ({
  page,
}) => {
  await signedInUser(page);
  await mockFarmsApi(page);
  // The deployment set no SUPPORT_WHATSAPP: the page's tag reads empty.
  // The page itself only: '**/dashboard' would also catch GET /api/dashboard.
  await page.route(
    (url) => url.pathname === '/dashboard',
    async (route) => {
      // The page as the browser renders it (the mocked plan is the browser's): the app's shell.
      const response = await route.fetch({ url: new URL('/app.html', route.request().url()).href });
      const body = (await response.text()).replace(
        /(<meta name="arroba:whatsapp" content=")[^"]*"/,
        '$1"',
      );
      await route.fulfill({ response, body });
    },
  );
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Consultoria mensal' });
  await expect(card).toContainText(
    'O plano Master da fazenda inclui uma consultoria por mês com nossa equipe.',
  );
  await expect(card).not.toContainText('WhatsApp');
  await expect(card.getByRole('link')).toHaveCount(0);
  await expect(page.locator('a[href*="wa.me"]')).toHaveCount(0);
});
