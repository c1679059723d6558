import { expect, fillByLabel, signedInUser, test, type Page } from './fixtures';

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('on a 360 px phone the auth form and the dashboard fit the screen', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Transforme sua gestão pecuária' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);

  await signedInUser(page, 'Produtora com Nome Bem Comprido da Silva');
  await expect(page.locator('a[href^="/module/"]').first()).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
});

/**
 * Every money amount on the screen ('R$ 2.450.750,00') that is drawn on more than one line or
 * past the right edge of the screen. Each amount is measured as a text range, so an amount split
 * as 'R$' / '2.450.750,00' or 'R$ 2.450.750,' / '00' shows up with two line tops.
 */
async function brokenAmounts(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/R\$\s?\d[\d.]*,\d{2}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((r) => r.width > 0);
        if (rects.length === 0) continue; // not displayed
        found.push(match[0]);
        const tops = new Set(rects.map((r) => Math.round(r.top)));
        const right = Math.max(...rects.map((r) => r.right));
        if (tops.size > 1 || right > window.innerWidth) broken.push(match[0]);
      }
    }
    return { found, broken };
  });
}

async function expectWholeAmounts(page: Page, amount: string) {
  await expect(page.getByText(amount).first()).toBeVisible();
  // Polled: a refetch may re-render the figures between the check above and the walk.
  await expect
    .poll(async () => (await brokenAmounts(page)).found.map((a) => a.replace(/\s/g, ' ')))
    .toContain(amount);
  const { broken } = await brokenAmounts(page);
  expect(broken).toEqual([]);
  expect(await noHorizontalScroll(page)).toBe(true);
}

test('on a 360 px phone 7-digit money stays on one line in cards, summaries, tables and lists', async ({
  page,
}) => {
  await signedInUser(page);

  // Inventory: summary cards and the item's figures (1.000 × R$ 2.450,75).
  await page.goto('/module/inventory');
  await fillByLabel(page, {
    Categoria: 'Bois de engorda do pasto grande',
    Quantidade: '1000',
    'Peso Médio (kg)': '450',
    'Valor Médio (R$/cabeça)': '2.450,75',
  });
  await page.getByRole('button', { name: 'Adicionar Item' }).click();
  await expect(page.getByRole('list', { name: 'Itens do Estoque' })).toBeVisible();
  await expectWholeAmounts(page, 'R$ 2.450.750,00');

  // Results: result cards and the cost breakdown.
  await page.goto('/module/results');
  await fillByLabel(page, {
    'Quantidade de Animais': '1000',
    'Peso Inicial (kg)': '300',
    'Peso Final (kg)': '540',
    'Preço de Compra (R$/cabeça)': '2.450,75',
    'Valor da Arroba (R$/@)': '300',
    'Período (meses)': '10',
    'Arrendamento (R$/cabeça/mês)': '30',
    'Outras Despesas (R$)': '50.000',
  });
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(page.getByText('Composição dos Custos')).toBeVisible();
  await expectWholeAmounts(page, 'R$ 2.450.750,00');

  // Planning: result cards and the saved plans' list.
  await page.goto('/module/budget');
  await fillByLabel(page, {
    'Nome do Planejamento': 'Recria do lote grande',
    'Período (meses)': '8',
    'Quantidade Prevista': '1000',
    'Preço de Compra Estimado (R$/cabeça)': '2.450,75',
    'Preço de Venda Estimado (R$/cabeça)': '3.980,75',
    'Suplemento Mensal (R$)': '42.000',
    'Arrendamento Mensal (R$)': '31.500',
    'Mão de Obra Mensal (R$)': '2.800,90',
    'Outros Custos Mensais (R$)': '650,45',
  });
  await page.getByRole('button', { name: 'Calcular e Salvar' }).click();
  await expect(
    page.getByRole('list', { name: 'Planejamentos Salvos' }).getByText('R$ 2.450.750,00'),
  ).toBeVisible();
  await expectWholeAmounts(page, 'R$ 2.450.750,00');

  // Annual results: 8-digit figures in the cards and the year summary.
  await page.goto('/module/annual-results');
  // The typed inventory counts on 1 January (decision 062): the year opens from it and notes it.
  // Waited for, so the notes it adds above the button have moved the button before the press.
  await expect(
    page.getByText('Preenchido com os eventos do rebanho', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(/^Rebanho no início de \d{4}:/)).toBeVisible();
  await fillByLabel(page, {
    'Estoque Inicial (cabeças)': '4200',
    'Total de Compras (cabeças)': '1350',
    'Total de Vendas (cabeças)': '2600',
    'Total de Mortes (cabeças)': '90',
    'Investimento Total (R$)': '7.850.000,40',
    'Receita Total (R$)': '13.942.250,75',
    'Custos Totais (R$)': '3.124.800,10',
  });
  await page.getByRole('button', { name: 'Calcular Resultados Anuais' }).click();
  await expectWholeAmounts(page, 'R$ 13.942.250,75');
});

/**
 * Every visible link and button of the page that is less than 44 px high. A link stretched over
 * its card (the dashboard's cards: an `::after` over the card) is as high as the card.
 */
async function smallTargets(page: Page) {
  const small: string[] = [];
  for (const target of await page.locator('a:visible, button:visible').all()) {
    const height = await target.evaluate((el) => {
      const after = getComputedStyle(el, '::after');
      const card = after.position === 'absolute' ? (el as HTMLElement).offsetParent : null;
      return (card ?? el).getBoundingClientRect().height;
    });
    if (height < 44) {
      const name = (await target.getAttribute('aria-label')) ?? (await target.innerText());
      small.push(`${name.trim()} (${Math.round(height)} px)`);
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
  // The header's 'Menu' (issue 39), open, with every page by its name.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);

  await page.goto('/module/results');
  await expect(page.getByRole('link', { name: 'Voltar ao painel' })).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
});

test("on a phone the header's 'Menu' shows the whole name, never cut", async ({ page }) => {
  await signedInUser(page, 'João da Silva Albuquerque Neto');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Menu' }).click();
  // The name wraps in the menu rather than end in '…'.
  const name = header.getByText('João da Silva Albuquerque Neto').filter({ visible: true });
  await expect(name).toBeVisible();
  expect(await name.evaluate((el) => (el as HTMLElement).innerText.trim())).toBe(
    'João da Silva Albuquerque Neto',
  );
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await noHorizontalScroll(page)).toBe(true);
});
