import { mockFarmsApi } from './farms-mock';
import { dashboardRenderedByBrowser, expect, signedInUser, test } from './fixtures';

/* Issue 23: without SUPPORT_WHATSAPP the consulting card promises no WhatsApp (decision 035). */

test('Master without a support number: the card says what the plan includes, no WhatsApp', async ({
  page,
}) => {
  await signedInUser(page);
  await mockFarmsApi(page);
  // The deployment set no SUPPORT_WHATSAPP: the page's tag reads empty (the page as the browser
  // renders it: the mocked plan is the browser's).
  await dashboardRenderedByBrowser(page, (html) =>
    html.replace(/(<meta name="arroba:whatsapp" content=")[^"]*"/, '$1"'),
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
