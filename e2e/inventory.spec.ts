import AxeBuilder from '@axe-core/playwright';
import { expect, fillByLabel, renderedByBrowser, signedInUser, test, type Page } from './fixtures';
import { addItem, BOIS, GARROTES } from './inventory-steps';

// Settled screens for axe: with reduced motion, toasts appear without a half-transparent fade.
test.use({ reducedMotion: 'reduce' });

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** The summary card whose label is `label`. */
const card = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Resumo do Estoque' })
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) });

test('inventory: adds two categories, sums them, and removes one after confirming', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/inventory' });
  await expect(page.getByRole('heading', { name: 'Estoque do Rebanho', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Adicionar ao Estoque' })).toBeVisible();
  await expect(
    page.getByText('Nenhum item no estoque. Adicione itens para começar.'),
  ).toBeVisible();
  await expect(page.getByText('0 categorias registradas')).toBeVisible();

  await addItem(page, GARROTES);
  await expect(page.getByText('Item adicionado').first()).toBeVisible();
  for (const label of Object.keys(GARROTES)) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
  }
  await expect(page.getByText('1 categoria registrada')).toBeVisible();
  await addItem(page, BOIS);

  // 25 + 10 heads; 4.512,5 + 3.000 = 7.512,5 kg; / 15 = 500,83 @; R$ 46.268,75 + 20.000
  await expect(page.getByText('2 categorias registradas')).toBeVisible();
  await expect(card(page, 'Total de Cabeças')).toContainText('35');
  await expect(card(page, 'Peso Total')).toContainText('7.513 kg');
  await expect(card(page, 'Total em Arrobas')).toContainText('500,83 @');
  await expect(card(page, 'Total em Arrobas')).toContainText('Peso vivo ÷ 15 kg');
  await expect(card(page, 'Valor Total')).toContainText('R$ 66.268,75');

  const items = page.getByRole('list', { name: 'Itens do Estoque' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Bois'); // newest first
  const garrotes = page.getByRole('listitem', { name: 'Garrotes' });
  await expect(garrotes).toContainText('Pasto 3');
  await expect(garrotes).toContainText('25 cabeças');
  await expect(garrotes).toContainText('180,5 kg');
  await expect(garrotes).toContainText('R$ 1.850,75');
  await expect(garrotes).toContainText('R$ 46.268,75');
  await expect(garrotes).toContainText('300,8 @');

  expect(await violations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Remover Bois' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remover item?' });
  await expect(dialog).toContainText('Bois (10 cabeças) sairá do estoque.');
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(items).toHaveCount(2);

  await page.getByRole('button', { name: 'Remover Bois' }).click();
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Item removido', { exact: true })).toBeVisible();
  await expect(page.getByText('Item removido do estoque.')).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(page.getByText('1 categoria registrada')).toBeVisible();
  await expect(card(page, 'Total de Cabeças')).toContainText('25');

  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Garrotes' })).toBeVisible();
  await expect(card(page, 'Valor Total')).toContainText('R$ 46.268,75');
});

test('inventory: a wrong field shows its message, which clears when edited', async ({ page }) => {
  await signedInUser(page, { at: '/module/inventory' });
  await expect(page.getByText('0 categorias registradas')).toBeVisible();
  await fillByLabel(page, { Quantidade: '2,5', 'Peso Médio (kg)': '1.200' });
  await page.getByRole('button', { name: 'Adicionar Item' }).click();
  await expect(page.getByText('Erro de validação', { exact: true })).toBeVisible();
  await expect(page.getByText('Por favor, corrija os erros no formulário')).toBeVisible();
  await expect(page.getByText('Categoria é obrigatória')).toBeVisible();
  await expect(page.getByText('Informe um número inteiro')).toBeVisible();
  await expect(page.getByText('Peso médio não pode exceder 1.000 kg')).toBeVisible();
  await expect(page.getByText('Campo obrigatório')).toHaveCount(1);
  await expect(page.getByLabel('Categoria')).toBeFocused();
  await expect(page.getByLabel('Categoria')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Categoria').fill('Novilhas');
  await expect(page.getByText('Categoria é obrigatória')).toHaveCount(0);
  await expect(page.getByLabel('Categoria')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Informe um número inteiro')).toBeVisible();
  await expect(page.getByText('0 categorias registradas')).toBeVisible();
});

test('inventory: says why a save, a load or a removal failed', async ({ page }) => {
  await signedInUser(page);
  let answer: { status: number; json: unknown } | null = {
    status: 500,
    json: { error: { code: 'INTERNAL', message: 'Erro interno.' } },
  };
  await page.route('**/api/inventory?*', (route) =>
    answer && route.request().method() === 'GET' ? route.fulfill(answer) : route.fallback(),
  );
  // The screen's reads answered here: opened as the installed app does, from the shell (the
  // server's page has its reads in it; decision 094).
  await renderedByBrowser(page, '/module/inventory');
  await page.goto('/module/inventory');
  await expect(page.getByText('Erro ao carregar dados').first()).toBeVisible();
  await expect(page.getByText('Não foi possível carregar o inventário.').first()).toBeVisible();
  answer = null;
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByText('0 categorias registradas')).toBeVisible();

  const failSave = (status: number, json: unknown) =>
    page.route('**/api/inventory', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status, json }) : route.fallback(),
    );
  await failSave(403, {
    error: {
      code: 'ANIMAL_LIMIT',
      message: 'Seu plano permite até 100 animais e você já tem 90 (cabem mais 10).',
    },
  });
  await fillByLabel(page, BOIS);
  await page.getByRole('button', { name: 'Adicionar Item' }).click();
  await expect(page.getByText('Limite atingido')).toBeVisible();
  await expect(page.getByText('você já tem 90 (cabem mais 10)', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Categoria')).toHaveValue('Bois');

  await page.unrouteAll();
  await failSave(401, { error: { code: 'UNAUTHORIZED', message: 'x' } });
  await page.getByRole('button', { name: 'Adicionar Item' }).click();
  await expect(page.getByText('Erro de autenticação')).toBeVisible();
  await expect(page.getByText('Você precisa estar autenticado.')).toBeVisible();
  // A lost session keeps the record on the device (issue 13); here it is discarded by hand.
  const pending = page.getByRole('list', { name: 'Registros pendentes' });
  await expect(pending).toContainText('Inventário: Bois (10 cab.)');
  await pending.getByRole('button', { name: /^Descartar/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Descartar' }).click();
  await expect(pending).toHaveCount(0);

  await page.unrouteAll();
  await failSave(500, { error: { code: 'INTERNAL', message: 'Erro interno.' } });
  await fillByLabel(page, BOIS);
  await page.getByRole('button', { name: 'Adicionar Item' }).click();
  await expect(page.getByText('Não foi possível salvar o item. Tente novamente.')).toBeVisible();
  await expect(page.getByText('0 categorias registradas')).toBeVisible();

  await page.unrouteAll();
  await addItem(page, BOIS);
  await page.route('**/api/inventory/*', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }),
  );
  await page.getByRole('button', { name: 'Remover Bois' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Erro ao remover')).toBeVisible();
  await expect(page.getByText('Não foi possível remover o item.')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Bois' })).toBeVisible();
});

test('inventory: fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInUser(page, { at: '/module/inventory' });
  await addItem(page, { ...GARROTES, Quantidade: '12345', 'Valor Médio (R$/cabeça)': '98.765,43' });
  await expect(card(page, 'Valor Total')).toContainText('R$ 1.219.259.233,35');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  const remove = await page.getByRole('button', { name: 'Remover Garrotes' }).boundingBox();
  expect(remove!.x + remove!.width).toBeLessThanOrEqual(360);
});

test('inventory: shows 50 categories at a time, with the totals of the whole herd', async ({
  page,
}) => {
  await signedInUser(page);
  // 55 categories of 1 to 55 heads: 1.540 heads, R$ 1.000 each.
  for (let i = 1; i <= 55; i++) {
    const data = {
      category: `Categoria ${i}`,
      quantity: i,
      averageWeight: 300,
      averageValue: 1000,
    };
    expect((await page.request.post('/api/inventory', { data })).status()).toBe(201);
  }
  await page.goto('/module/inventory');
  const items = page.getByRole('list', { name: 'Itens do Estoque' }).getByRole('listitem');
  await expect(items).toHaveCount(50);
  await expect(items.first()).toHaveAccessibleName('Categoria 55');
  await expect(page.getByText('55 categorias registradas')).toBeVisible();
  await expect(card(page, 'Total de Cabeças')).toContainText('1.540');
  await expect(card(page, 'Peso Total')).toContainText('462.000 kg');
  await expect(card(page, 'Valor Total')).toContainText('R$ 1.540.000,00');

  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(items).toHaveCount(55);
  await expect(items.last()).toHaveAccessibleName('Categoria 1');
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
  await expect(card(page, 'Total de Cabeças')).toContainText('1.540');
});
