import { seriousViolations } from './axe';
import { FARMS, LONG_FARM_NAME, mockFarmsApi } from './farms-mock';
import { expect, fillByLabel, signedInUser, test, type Page } from './fixtures';

test.use({ reducedMotion: 'reduce' });

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Boxes of links, buttons and selects in `root` narrower or lower than a finger's 44 px. */
async function smallTargets(page: Page, selector = 'main') {
  return page.locator(selector).evaluate((root) =>
    [...root.querySelectorAll('a, button, select')]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44)
      .map(
        ({ el, box }) =>
          `${el.textContent?.trim() || el.getAttribute('aria-label')}: ${box.height}`,
      ),
  );
}

const LONG_FIRST = [{ ...FARMS[1]!, role: 'owner' as const }, FARMS[0]!];

test('a long farm name in the header is cut, never wider than the phone', async ({ page }) => {
  await signedInUser(page, 'Produtora com Nome Bem Comprido da Silva');
  await mockFarmsApi(page, { farms: LONG_FIRST });
  await page.goto('/dashboard');
  const switcher = page.getByRole('banner').getByLabel('Fazenda', { exact: true });
  await expect(switcher).toHaveValue('f-longa');
  await expect(switcher).toHaveAttribute('title', LONG_FARM_NAME);
  const box = (await switcher.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(box.height).toBeGreaterThanOrEqual(44);
  // The farm's pages in the header's 'Menu' (issue 39).
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  for (const name of ['Fazendas', 'Equipe', 'Integrações']) {
    const link = page
      .getByRole('navigation', { name: 'Páginas da fazenda' })
      .getByRole('link', { name });
    const linkBox = (await link.boundingBox())!;
    expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(360);
  }
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await smallTargets(page, 'header')).toEqual([]);
  await expect(page.getByRole('button', { name: 'Todas as fazendas' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('with one farm with a long name the header shows it cut with …', async ({ page }) => {
  await signedInUser(page);
  await mockFarmsApi(page, { farms: [LONG_FIRST[0]!] });
  await page.goto('/dashboard');
  const name = page.getByTestId('active-farm');
  await expect(name).toHaveText(LONG_FARM_NAME);
  const box = (await name.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await noHorizontalScroll(page)).toBe(true);
});

test('Equipe on a phone: members, invitations and the invite form fit, no axe violations', async ({
  page,
}) => {
  await signedInUser(page);
  await mockFarmsApi(page);
  await page.goto('/equipe');
  await expect(page.getByRole('listitem', { name: 'Gabriel Gerente' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'pendente@fazenda.test' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await smallTargets(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Papel de Gabriel Gerente').selectOption('field');
  await expect(page.getByText('Gabriel Gerente agora é Campo.')).toBeVisible();
  await page.getByRole('button', { name: 'Remover Cida do Campo' }).click();
  const dialog = page.getByRole('alertdialog');
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByRole('listitem', { name: 'Cida do Campo' })).toHaveCount(0);

  await fillByLabel(page, { 'E-mail': 'novo@fazenda.test' });
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByRole('listitem', { name: 'novo@fazenda.test' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
});

test('Integrações on a phone: the list, the show-once dialog within the screen, axe', async ({
  page,
}) => {
  await signedInUser(page);
  await mockFarmsApi(page);
  await page.goto('/integracoes');
  await expect(page.getByRole('listitem', { name: 'Balança do curral' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await smallTargets(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  await fillByLabel(page, { Nome: 'Sistema de gestão' });
  await page.getByRole('button', { name: 'Criar chave' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chave criada' });
  await expect(dialog.getByRole('button', { name: 'Copiar chave' })).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('listitem', { name: 'Sistema de gestão' })).toContainText(
    'Somente leitura',
  );
});

test('Fazendas on a phone: the list and the form fit, no axe violations', async ({ page }) => {
  await signedInUser(page);
  await mockFarmsApi(page);
  await page.goto('/fazendas');
  await expect(page.getByRole('listitem', { name: LONG_FARM_NAME })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Nova fazenda' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await smallTargets(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
});
