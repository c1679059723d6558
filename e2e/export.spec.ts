import { readFile } from 'node:fs/promises';
import { chooseOption, expect, renderedByBrowser, signedInUser, test, type Page } from './fixtures';

/** Weighings typed through the API, as the weighing screen would save them. */
async function addWeighings(page: Page) {
  const weighings = [
    { animalId: 'BR-1', weighingDate: '2026-01-01', weight: 300 },
    { animalId: 'BR-1', weighingDate: '2026-03-02', weight: 348.5, notes: 'Pasto; sede' },
    { animalId: 'BR-2', weighingDate: '2026-02-10', weight: 330.5 },
  ];
  for (const data of weighings) {
    const res = await page.request.post('/api/weighings', { data });
    expect(res.status()).toBe(201);
  }
}

test('export: downloads the weighings CSV (BOM, ";", decimal comma, dd/mm/aaaa)', async ({
  page,
}) => {
  await signedInUser(page, 'Ana Produtora');
  await addWeighings(page);
  await page.goto('/module/weighing');
  await expect(page.getByRole('heading', { name: 'Controle de Pesagem', level: 1 })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pesagens-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await download.path();
  const bytes = await readFile(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('Animal;Data da pesagem;Peso (kg);Observações;GMD do animal (kg/dia)');
  expect(lines[1]).toBe('BR-1;01/01/2026;300;;0,808');
  expect(lines[2]).toBe('BR-1;02/03/2026;348,5;"Pasto; sede";0,808');
  expect(lines[3]).toBe('BR-2;10/02/2026;330,5;;');

  // The lots, from the same bar.
  const lot = await page.request.post('/api/lots', {
    data: {
      name: 'Garrotes',
      quantity: 20,
      initialWeight: 250,
      purchasePrice: 2100.5,
      purchaseDate: '2026-01-01',
    },
  });
  expect(lot.status()).toBe(201);
  const lotDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exportar lotes (CSV)' }).click();
  const lots = await lotDownload;
  expect(lots.suggestedFilename()).toMatch(/^lotes-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
  const lotLines = (await readFile(await lots.path())).subarray(3).toString('utf8').split('\r\n');
  expect(lotLines[0]).toMatch(/^Lote;Quantidade \(cabeças\);Data da compra;/);
  expect(lotLines[1]).toMatch(/^Garrotes;20;01\/01\/2026;250;;2100,5;Aberto;/);

  // The herd's performance table, on screen.
  const herd = page.getByRole('region', { name: 'Relatório do rebanho' });
  await expect(herd.getByRole('row', { name: /BR-1/ })).toContainText('0,808');
  await expect(herd.getByRole('row', { name: /BR-2/ })).toContainText('330,5');
});

test('export: a refused export says why beside its button; pressed again later it downloads', async ({
  page,
}) => {
  await signedInUser(page, 'Ana Produtora');
  await addWeighings(page);
  await page.goto('/module/weighing');
  // The server's answer while two of her exports run (src/server/export/busy.test.ts), once.
  const busy = 'Há uma exportação em andamento. Aguarde ela terminar.';
  let refused = 0;
  await page.route('**/api/export/weighings.csv', async (route) => {
    if (refused++ > 0) return route.fallback();
    await route.fulfill({
      status: 429,
      headers: { 'retry-after': '30' },
      json: { error: { code: 'EXPORT_BUSY', message: busy } },
    });
  });
  const button = page.getByRole('link', { name: 'Exportar CSV' });
  await button.click();
  await expect(page.getByRole('alert').filter({ hasText: busy })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pesagens-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
  expect((await readFile(await download.path())).subarray(3).toString('utf8')).toContain(
    'BR-1;01/01/2026;300;;0,808',
  );
  await expect(page.getByText(busy)).toHaveCount(0);
});

test('print: the animal history and the annual results print without the app chrome', async ({
  page,
}, testInfo) => {
  await signedInUser(page, 'Ana Produtora');
  await addWeighings(page);
  const me = (await (await page.request.get('/api/me')).json()) as { farm: { name: string } };
  await page.goto('/module/weighing');
  await chooseOption(page, 'Animal', 'BR-1');
  await expect(page.getByRole('region', { name: /^Desempenho de / })).toBeVisible();

  const heading = page.getByTestId('print-heading');
  await expect(heading).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(heading).toBeVisible();
  await expect(heading).toContainText('Histórico de pesagens — animal BR-1');
  await expect(heading).toContainText(me.farm.name);
  await expect(heading).toContainText('Ana Produtora');
  await expect(heading).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByRole('link', { name: 'Exportar CSV' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Salvar Pesagem' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Voltar ao painel' })).toBeHidden();
  await expect(page.getByRole('region', { name: /^Desempenho de / })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('print-weighing.png'), fullPage: true });

  await page.emulateMedia({ media: 'screen' });
  await expect(heading).toBeHidden();
  await expect(page.getByRole('link', { name: 'Exportar CSV' })).toBeVisible();

  // 'Imprimir relatório' prints the herd's table alone, under its own heading.
  await page.evaluate(() => {
    const w = window as unknown as { printed?: string[] };
    window.print = () => {
      const report = document.documentElement.dataset.printReport ?? '';
      const title = document.querySelector('[data-testid="print-heading"]')?.textContent ?? '';
      w.printed = [report, title];
    };
  });
  await page.getByRole('button', { name: 'Imprimir relatório' }).click();
  const printed = await page.evaluate(() => (window as unknown as { printed?: string[] }).printed);
  expect(printed?.[0]).toBe('herd');
  expect(printed?.[1]).toContain('Relatório do rebanho');
  await page.evaluate(() => (document.documentElement.dataset.printReport = 'herd'));
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('region', { name: 'Relatório do rebanho' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Desempenho de / })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('print-herd.png'), fullPage: true });
  await page.evaluate(() => delete document.documentElement.dataset.printReport);
  await page.emulateMedia({ media: 'screen' });

  await page.goto('/module/annual-results');
  await page.emulateMedia({ media: 'print' });
  const annual = page.getByTestId('print-heading');
  await expect(annual).toBeVisible();
  await expect(annual).toContainText(/Resultados anuais de \d{4}/);
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('print-annual.png'), fullPage: true });
});

test('export: Starter sees the button disabled, with the Pro note and the plans link', async ({
  page,
}) => {
  await signedInUser(page);
  // The farm's plan as a Starter account's /api/me names it; the server refuses it too
  // (src/server/export/routes.test.ts).
  await page.route('**/api/me', async (route) => {
    const res = await route.fetch();
    const me = (await res.json()) as { farm: { plan: string }; subscription: { plan: string } };
    me.farm.plan = 'STARTER';
    me.subscription.plan = 'STARTER';
    await route.fulfill({ response: res, json: me });
  });
  // /api/me answered here: the page as the installed app opens it, from the shell (decision 094).
  await renderedByBrowser(page, '/module/inventory');
  await page.goto('/module/inventory');
  await expect(page.getByText('A exportação de dados faz parte do plano Pro.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('link', { name: 'Ver planos' })).toHaveAttribute(
    'href',
    '/pricing?plan=PRO',
  );
});
