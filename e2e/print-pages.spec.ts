import { chooseOption, expect, signedInUser, test, type Page } from './fixtures';

/*
 * Issue 24 item 5: a printed list longer than one page says how much of it is on the paper and
 * that the totals above it are of the whole set; a small herd report prints whole.
 */

const tag = (prefix: string, n: number) => `${prefix}-${String(n).padStart(3, '0')}`;

/** POSTs `bodies` to `path`, ten at a time; each must answer 201. */
async function postAll(page: Page, path: string, bodies: object[]) {
  for (let i = 0; i < bodies.length; i += 10) {
    const answers = await Promise.all(
      bodies.slice(i, i + 10).map((data) => page.request.post(path, { data })),
    );
    for (const res of answers) expect(res.status(), path).toBe(201);
  }
}

/** `window.print` counted instead of opening a dialog, and 'afterprint' sent at once. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { prints: number };
    w.prints = 0;
    window.print = () => {
      w.prints += 1;
      setTimeout(() => window.dispatchEvent(new Event('afterprint')), 0);
    };
  });
  return () => page.evaluate(() => (window as unknown as { prints: number }).prints);
}

test('print: the herd report says how many of how many animals it prints, a small lot prints whole', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const prints = await countPrints(page);
  await signedInUser(page);
  const lot = await page.request.post('/api/lots', {
    data: {
      name: 'Bois da seca',
      quantity: 60,
      initialWeight: 300,
      purchasePrice: 2500,
      purchaseDate: '2025-01-01',
    },
  });
  expect(lot.status()).toBe(201);
  const lotId = ((await lot.json()) as { id: string }).id;
  // 55 animals in the lot, 150 outside it: a herd of 205; L-001 gains 1 kg a day.
  await postAll(page, '/api/weighings', [
    ...Array.from({ length: 55 }, (_, i) => ({
      animalId: tag('L', i + 1),
      weighingDate: '2025-01-01',
      weight: 300,
      batchId: lotId,
    })),
    { animalId: tag('L', 1), weighingDate: '2025-01-11', weight: 310, batchId: lotId },
    ...Array.from({ length: 150 }, (_, i) => ({
      animalId: tag('R', i + 1),
      weighingDate: '2025-01-01',
      weight: 280,
    })),
  ]);
  await page.goto('/module/weighing');

  const report = page.getByRole('region', { name: 'Relatório do rebanho' });
  const rows = report.getByRole('region', { name: 'Desempenho por animal' }).getByRole('row');
  await expect(rows).toHaveCount(51);
  // The totals are of all 205 animals (the GMD of the one weighed twice), not of the page.
  await expect(report.getByText('205 animais · GMD médio 1,000 kg/dia')).toBeVisible();
  const part = 'Mostrando 50 de 205 animais — os totais são de todos.';
  // Paper only.
  await expect(report.getByText(part)).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(report.getByText(part)).toBeVisible();
  await expect(report.getByText('205 animais · GMD médio 1,000 kg/dia')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Bigger than what prints whole: the pages shown are printed, saying so.
  await report.getByRole('button', { name: 'Imprimir relatório' }).click();
  await expect.poll(prints).toBe(1);
  await expect(rows).toHaveCount(51);
  await report.getByRole('button', { name: 'Carregar mais animais' }).click();
  await expect(rows).toHaveCount(101);
  await page.emulateMedia({ media: 'print' });
  await expect(
    report.getByText('Mostrando 100 de 205 animais — os totais são de todos.'),
  ).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // A lot of 55: its remaining page is read before printing, and nothing is left out.
  await chooseOption(page, 'Relatório de', 'Lote Bois da seca', 'seca');
  const lotReport = page.getByRole('region', { name: 'Relatório do lote Bois da seca' });
  const lotRows = lotReport.getByRole('region', { name: 'Desempenho por animal' }).getByRole('row');
  await expect(lotRows).toHaveCount(51);
  await expect(lotReport.getByText('55 animais · GMD médio 1,000 kg/dia')).toBeVisible();
  await lotReport.getByRole('button', { name: 'Imprimir relatório' }).click();
  await expect.poll(prints).toBe(2);
  await expect(lotRows).toHaveCount(56);
  await expect(lotReport.getByRole('button', { name: 'Carregar mais animais' })).toHaveCount(0);
  await page.emulateMedia({ media: 'print' });
  await expect(lotReport.getByTestId('printed-part')).toHaveCount(0);
});

test('print: the lists of lots and of inventory say how many of how many are on the paper', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInUser(page);
  await postAll(
    page,
    '/api/lots',
    Array.from({ length: 21 }, (_, i) => ({
      name: tag('Lote', i + 1),
      quantity: 2,
      initialWeight: 300,
      purchasePrice: 2500,
      purchaseDate: '2025-01-01',
    })),
  );
  await postAll(
    page,
    '/api/inventory',
    Array.from({ length: 51 }, (_, i) => ({
      category: tag('Categoria', i + 1),
      quantity: 1,
      averageWeight: 300,
      averageValue: 2000,
    })),
  );

  await page.goto('/module/weighing');
  const lots = page.getByRole('region', { name: 'Lotes' });
  await expect(lots.getByRole('button', { name: 'Carregar mais lotes' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(lots.getByText('Mostrando 20 de 21 lotes — os totais são de todos.')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await lots.getByRole('button', { name: 'Carregar mais lotes' }).click();
  await expect(lots.getByRole('button', { name: 'Carregar mais lotes' })).toHaveCount(0);
  await expect(lots.getByTestId('printed-part')).toHaveCount(0);

  await page.goto('/module/inventory');
  await expect(page.getByText('51 categorias registradas')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(
    page.getByText('Mostrando 50 de 51 categorias — os totais são de todas.'),
  ).toBeVisible();
});
