import { expect, signedInUser, test, type Page } from './fixtures';
import { consoleErrors, holdApp, PHONE_AGENT, withoutScript } from './server-page-steps';
import { apiAnimal, monthsAgo } from './herd-steps';

/*
 * Decision 080: 'Rebanho' comes from the server with the herd's first page; React takes it over
 * at the first use. Boxes ticked meanwhile stay ticked, the rows stay under the finger when the
 * selection's bar appears above them, and an Enter in 'Buscar animal' is done once React comes.
 */

async function herdOf(page: Page, count: number) {
  for (let i = 1; i <= count; i++) {
    await apiAnimal(page, {
      tag: `R-${String(i).padStart(2, '0')}`,
      sex: 'M',
      birthDate: monthsAgo(20),
    });
  }
}

test("'Rebanho' shows the herd with no script at all", async ({ page, browser }) => {
  await signedInUser(page, 'Produtora Ana');
  await herdOf(page, 3);
  await withoutScript(page, browser, async (plain, origin) => {
    await plain.goto(`${origin}/rebanho`);
    await expect(plain.getByRole('heading', { name: 'Rebanho', level: 1 })).toBeVisible();
    await expect(plain.getByText('R-03').first()).toBeVisible();
    await expect(plain.locator('form:not([method="dialog"])')).toHaveCount(0);
  });
  // A phone: the counts under the list, shown once the list has all arrived (styles.css).
  const phone = { width: 360, height: 740, userAgent: PHONE_AGENT };
  await withoutScript(
    page,
    browser,
    async (plain, origin) => {
      await plain.goto(`${origin}/rebanho`);
      const counts = plain.getByText(/^Rebanho ativo/).first();
      await expect(counts).toBeVisible();
      const list = plain.getByRole('list', { name: 'Animais do rebanho' });
      const lastRow = (await list.getByRole('listitem').last().boundingBox())!;
      expect((await counts.boundingBox())!.y).toBeGreaterThan(lastRow.y + lastRow.height);
    },
    phone,
  );
});

test('boxes ticked before React stay ticked, and the rows stay put when the bar appears', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await signedInUser(page);
  await herdOf(page, 6);
  const release = await holdApp(page);
  await page.goto('/rebanho');
  const box = (tag: string) => page.getByRole('checkbox', { name: `Selecionar ${tag}` });
  await box('R-02').check();
  const before = (await box('R-04').boundingBox())!;
  release();
  const bar = page.getByRole('region', { name: 'Animais selecionados' });
  await expect(bar).toContainText('1 selecionado');
  const after = (await box('R-04').boundingBox())!;
  expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
  await box('R-04').check();
  await box('R-05').check();
  await expect(bar).toContainText('3 selecionados');
  for (const tag of ['R-02', 'R-04', 'R-05']) await expect(box(tag)).toBeChecked();
  await expect(box('R-03')).not.toBeChecked();
  expect(errors).toEqual([]);
});

test('an Enter in ‘Buscar animal’ before React opens the animal once it comes', async ({
  page,
}) => {
  await signedInUser(page);
  await herdOf(page, 2);
  const release = await holdApp(page);
  await page.goto('/rebanho');
  const search = page.getByLabel('Buscar animal');
  await search.fill('R-02');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/rebanho$/);
  release();
  await expect(page).toHaveURL(/\/rebanho\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /R-02/, level: 1 })).toBeVisible();
});

test('the first key asks for all the page’s code at once; the search typed meanwhile is done', async ({
  page,
}) => {
  await signedInUser(page);
  await herdOf(page, 3);
  const release = await holdApp(page);
  const scripts = new Set<string>();
  page.on(
    'request',
    (r) => r.resourceType() === 'script' && scripts.add(new URL(r.url()).pathname),
  );
  const searches: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/animals' && url.searchParams.has('q')) searches.push(url.search);
  });
  await page.goto('/rebanho');
  const listed = JSON.parse(
    (await page.locator('#take-over-chunks').textContent()) ?? '[]',
  ) as string[];
  // The app and the herd's chunk, listed, are not asked before the person does something.
  const app = listed.find((file) => /\/assets\/app-start-/.test(file));
  const herd = listed.find((file) => /\/assets\/herd-/.test(file));
  expect(app && herd).toBeTruthy();
  expect(scripts.has(app!) || scripts.has(herd!)).toBe(false);
  await page.getByLabel('Buscar animal').fill('R-02');
  // The herd's chunk asked while the app is still held: not found only after the app has run.
  await expect.poll(() => listed.filter((file) => !scripts.has(file))).toEqual([]);
  // The search itself asked while the app is still held (early-search.ts): once.
  await expect.poll(() => searches.length).toBe(1);
  expect(new URLSearchParams(searches[0]).get('q')).toBe('R-02');
  release();
  await expect(page.getByText(/^1 animal\b/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Selecionar R-02' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Selecionar R-01' })).toHaveCount(0);
  // React took that answer: not asked again.
  expect(searches).toHaveLength(1);
});
