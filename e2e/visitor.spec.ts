import { expect, test, type Page } from './fixtures';

/** Collects every console error, page error and failed (>= 400 or unsent) request of the page. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A request cut short by the test's next page.goto (the favicon of the page being left) is
    // the navigation's doing, not a failure of the app.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  return problems;
}

const sessionChecked = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === '/api/me');

test('a visitor on / and /auth causes no console error and no failed request', async ({ page }) => {
  const problems = watchProblems(page);

  // The landing asks whether there is a session, to offer the way to the dashboard.
  const landingAsked = sessionChecked(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Arroba Certa' })).toBeVisible();
  expect(await (await landingAsked).json()).toBeNull();

  // From the landing page to the sign-in form, where the app asks whether there is a session.
  const asked = sessionChecked(page);
  await page.getByRole('banner').getByRole('link', { name: 'Testar Grátis' }).click();
  const me = await asked;
  expect(me.status()).toBe(200);
  expect(await me.json()).toBeNull();
  await expect(page).toHaveURL(/\/auth\?cadastro=1$/);
  await expect(page.getByRole('button', { name: 'Criar conta', exact: true })).toBeVisible();

  // And /auth opened directly.
  const askedAgain = sessionChecked(page);
  await page.goto('/auth');
  expect((await askedAgain).status()).toBe(200);
  await expect(page.getByLabel('E-mail')).toBeVisible();

  expect(problems).toEqual([]);
});

test('a visitor opening a signed-in page is still sent to /auth, without errors', async ({
  page,
}) => {
  const problems = watchProblems(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  // Any other page comes back after signing in: it rides along as ?next=.
  await page.goto('/module/monthly-control');
  await expect(page).toHaveURL(/\/auth\?next=%2Fmodule%2Fmonthly-control$/);
  expect(problems).toEqual([]);
});
