import type { Locator } from '@playwright/test';
import { seriousViolations } from './axe';
import { post } from './charts-steps';
import { expect, signedInUser, test, type Page } from './fixtures';
import { apiAnimal, monthsAgo } from './herd-steps';
import { daysAgo } from './lots-mock';

/* Issue 39, item 7: a phone page you can work in, at 360 × 740. */

test.use({ reducedMotion: 'reduce' });

const SCREEN = 740;

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Where `element` ends, from the top of the page as it opens (not scrolled). */
const bottomOf = async (element: Locator) => {
  const box = (await element.boundingBox())!;
  return box.y + box.height;
};

/** The page's tabs are `names`, and `chosen` is the open one. */
async function expectTabs(page: Page, label: string, names: string[], chosen: string) {
  const list = page.getByRole('tablist', { name: label });
  await expect(list.getByRole('tab')).toHaveText(names);
  await expect(list.getByRole('tab', { selected: true })).toHaveText(chosen);
}

const LOTS = ['Lote 10', 'Lote 2', 'Bezerros', 'Lote 1'];
const LOTS_BY_NAME = ['Bezerros', 'Lote 1', 'Lote 2', 'Lote 10'];

test('Rebanho opens on its list; the header and the selection bar take at most a fifth of the screen', async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  for (let i = 1; i <= 14; i++) {
    await apiAnimal(page, { tag: `B-${String(i).padStart(3, '0')}`, sex: i % 2 ? 'M' : 'F' });
  }
  await page.goto('/rebanho');
  const list = page.getByRole('list', { name: 'Animais do rebanho' });
  const first = list.getByRole('listitem').first();
  await expect(first).toContainText('B-001');
  expect(await bottomOf(first)).toBeLessThanOrEqual(SCREEN);
  // Every action by its name, in one row that scrolls sideways, not the page.
  for (const name of ['Registrar compra', 'Registrar nascimento', 'Importar animais']) {
    await expect(page.getByRole('button', { name })).toBeAttached();
  }
  expect(await noHorizontalScroll(page)).toBe(true);

  await page.getByRole('checkbox', { name: 'Selecionar B-002' }).check();
  const bar = page.getByRole('region', { name: 'Animais selecionados' });
  await expect(bar).toContainText('1 selecionado');
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const header = (await page.getByRole('banner').boundingBox())!;
  const sticky = (await bar.boundingBox())!;
  // Both stay on screen, one under the other, within 20 % of 740 px.
  expect(header.y).toBe(0);
  expect(Math.round(sticky.y)).toBe(Math.round(header.height));
  expect(header.height + sticky.height).toBeLessThanOrEqual(148);
  for (const name of [
    'Registrar venda',
    'Transferir',
    'Expor fêmeas',
    'Mover para pasto',
    'Limpar seleção',
  ]) {
    await expect(bar.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  }
  expect(await noHorizontalScroll(page)).toBe(true);

  // The filters under 'Filtros'; 'Em carência' beside it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByLabel('Categoria', { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByLabel('Sexo', { exact: true }).selectOption('F');
  await expect(page.getByRole('button', { name: 'Filtros (1)' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(list.getByRole('listitem')).toHaveCount(7);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the header's icons have names: at 360 px a 'Menu' with every page by its name", async ({
  page,
}) => {
  await signedInUser(page, 'Produtora com Nome Bem Comprido da Silva');
  const header = page.getByRole('banner');
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
  // Every control shown in the header says what it is, in text beside or under its icon.
  const unnamed = await header.evaluate((root) =>
    [...root.querySelectorAll('a, button')]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .filter((el) => el.getAttribute('href') !== '/dashboard')
      .filter((el) => (el as HTMLElement).innerText.trim() === '')
      .map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(unnamed).toEqual([]);

  const menu = header.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const pages = header.getByRole('navigation', { name: 'Páginas da fazenda' });
  await expect(pages.getByRole('link')).toHaveText([
    'Rebanho',
    'Sanidade',
    'Reprodução',
    'Pastos',
    'Financeiro',
    'Fazendas',
    'Equipe',
    'Integrações',
  ]);
  await expect(header.getByRole('link', { name: 'Minha assinatura' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(
    header.getByText('Produtora com Nome Bem Comprido da Silva').filter({ visible: true }),
  ).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  // Escape closes it and gives the focus back to 'Menu'.
  await page.keyboard.press('Escape');
  await expect(pages).toHaveCount(0);
  await expect(menu).toBeFocused();
  // A page chosen in it opens, and the menu closes.
  await menu.click();
  await pages.getByRole('link', { name: 'Sanidade' }).click();
  await expect(page).toHaveURL(/\/sanidade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sanidade' })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test("Sanidade opens on 'Calendário' with its list in the first screen; the tab is in the address", async ({
  page,
}) => {
  await signedInUser(page, { at: '/sanidade' });
  // A heifer of 4 months: her brucellosis vaccine is due.
  await apiAnimal(page, { tag: 'NOV-1', sex: 'F', birthDate: monthsAgo(4) });
  await page.goto('/sanidade');
  await expectTabs(
    page,
    'Partes da Sanidade',
    ['Calendário', 'Aplicações', 'Produtos'],
    'Calendário',
  );
  const calendar = page.getByRole('tabpanel', { name: 'Calendário' });
  const item = calendar.getByRole('listitem').first();
  await expect(item).toBeVisible();
  expect(await bottomOf(item)).toBeLessThanOrEqual(SCREEN);
  await expect(page.getByRole('heading', { name: 'Produtos sanitários' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Produtos' }).click();
  await expect(page).toHaveURL(/\/sanidade\?aba=produtos$/);
  await expect(page.getByRole('heading', { name: 'Produtos sanitários' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // A reload keeps the tab; back goes to the one before.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Produtos' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/sanidade$/);
  await expect(page.getByRole('tab', { name: 'Calendário' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // By keyboard: the arrows move along the tabs.
  await page.getByRole('tab', { name: 'Calendário' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Aplicações' })).toBeFocused();
  await expect(page).toHaveURL(/\?aba=aplicacoes$/);
  await expect(page.getByRole('heading', { name: 'Aplicações registradas' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
});

test("lots are listed and picked by name ('Lote 2' before 'Lote 10')", async ({ page }) => {
  await signedInUser(page, { at: '/module/weighing' });
  for (const name of LOTS) {
    await post(page, '/api/lots', {
      name,
      quantity: 10,
      initialWeight: 200,
      purchasePrice: 2000,
      purchaseDate: daysAgo(30),
    });
  }
  await page.goto('/module/weighing');
  await page.getByRole('combobox', { name: 'Lote', exact: true }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
    'Sem lote',
    ...LOTS_BY_NAME,
  ]);
  await page.keyboard.press('Escape');
  await page.goto('/rebanho');
  await page.getByRole('button', { name: 'Registrar compra' }).click();
  const purchaseLot = page
    .getByRole('dialog', { name: 'Registrar compra' })
    .getByLabel('Lote', { exact: true });
  await expect(purchaseLot.getByRole('option')).toHaveText(['Sem lote', ...LOTS_BY_NAME]);
});

test("Pesagem opens on 'Pesar'; 'Lotes' lists the lots by name, first in the first screen", async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/weighing' });
  for (const name of LOTS) {
    await post(page, '/api/lots', {
      name,
      quantity: 10,
      initialWeight: 200,
      purchasePrice: 2000,
      purchaseDate: daysAgo(30),
    });
  }
  // The server's page has the tabs before its scripts (no other layout), where React keeps them.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/module/weighing');
  const painted = (await page.getByRole('tab', { name: 'Relatório' }).boundingBox())!;
  await page.unrouteAll();

  await page.goto('/module/weighing');
  const tab = (await page.getByRole('tab', { name: 'Relatório' }).boundingBox())!;
  expect(Math.abs(tab.y - painted.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(tab.x - painted.x)).toBeLessThanOrEqual(1);
  await expectTabs(page, 'Partes do Controle de Pesagem', ['Pesar', 'Lotes', 'Relatório'], 'Pesar');
  await expect(page.getByLabel('Identificação do Animal')).toBeInViewport();

  await page.getByRole('tab', { name: 'Lotes' }).click();
  await expect(page).toHaveURL(/\?aba=lotes$/);
  const lots = page.getByRole('region', { name: 'Lotes' }).getByRole('article');
  await expect(lots.getByRole('heading')).toHaveText(LOTS_BY_NAME);
  expect(await bottomOf(lots.first().getByRole('heading'))).toBeLessThanOrEqual(SCREEN);
  expect(await noHorizontalScroll(page)).toBe(true);

  await page.getByRole('tab', { name: 'Relatório' }).click();
  await expect(page).toHaveURL(/\?aba=relatorio$/);
  await expect(page.getByRole('heading', { name: 'Consultar Desempenho' })).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);

  // The herd's 'Lote' filter lists them by name too.
  await page.goto('/rebanho');
  await page.getByRole('button', { name: 'Filtros' }).click();
  await expect(page.getByLabel('Lote', { exact: true }).getByRole('option')).toHaveText([
    'Todos',
    'Sem lote',
    ...LOTS_BY_NAME,
  ]);
});
