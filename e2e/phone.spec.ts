import { expect, signedInUser, test, type Page } from './fixtures';

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('on a 360 px phone the auth form and the dashboard fit the screen', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Transforme sua gestão pecuária' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);

  await signedInUser(page, 'Produtora com Nome Bem Comprido da Silva');
  await expect(page.locator('a[href^="/module/"]').first()).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
});

/** Every visible link and button of the page that is less than 44 px high. */
async function smallTargets(page: Page) {
  const small: string[] = [];
  for (const target of await page.locator('a:visible, button:visible').all()) {
    const box = await target.boundingBox();
    if (box && box.height < 44) {
      const name = (await target.getAttribute('aria-label')) ?? (await target.innerText());
      small.push(`${name.trim()} (${Math.round(box.height)} px)`);
    }
  }
  return small;
}

test('on a phone every link and button of the landing, the header and a module is 44 px high', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);

  await signedInUser(page);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);

  await page.goto('/module/results');
  await expect(page.getByRole('link', { name: 'Voltar ao Dashboard' })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
});

test('on a phone the header shows the first name whole, not a cut full name', async ({ page }) => {
  await signedInUser(page, 'João da Silva Albuquerque Neto');
  const header = page.getByRole('banner');
  const name = header.getByText('João', { exact: true });
  await expect(name).toBeVisible();
  await expect(header.getByText('João da Silva Albuquerque Neto')).toBeHidden();
  // Not truncated: the text fits its box.
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await noHorizontalScroll(page)).toBe(true);
});
