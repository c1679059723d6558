import type { LotGmdChart, SanitaryMonthsChart } from '../src/domain/charts/schemas';
import { todayIn } from '../src/domain/records/dates';
import { expect, signedInUser, test } from './fixtures';
import { apiAnimal, monthsAgo } from './herd-steps';
import { chartTable, post, rowCells } from './charts-steps';
import { daysAgo } from './lots-mock';
import { apiIvermectin } from './sanitary-herd-steps';

/* Issue 27: the lots' GMD, one lot's spread with who lags, and the sanitary months. */

test("the lots' GMD, the spread inside a lot and the animals who gain least", async ({ page }) => {
  await signedInUser(page, { at: '/module/weighing' });
  const lot = await post(page, '/api/lots', {
    name: 'Lote A',
    quantity: 4,
    initialWeight: 300,
    purchasePrice: 2000,
    purchaseDate: daysAgo(60),
  });
  await post(page, '/api/lots', {
    name: 'Lote B',
    quantity: 5,
    initialWeight: 250,
    purchasePrice: 1800,
    purchaseDate: daysAgo(60),
  });
  // Over 30 days: 1,0 · 0,5 · 1,5 · 0,0 kg/dia (mean and median 0,750).
  const ids: Record<string, string> = {};
  for (const [tag, gain] of [
    ['L-1', 30],
    ['L-2', 15],
    ['L-3', 45],
    ['L-4', 0],
  ] as const) {
    ids[tag] = await apiAnimal(page, { tag, sex: 'M', birthDate: monthsAgo(18), lotId: lot.id });
    await post(page, '/api/weighings', { animalId: tag, weighingDate: daysAgo(40), weight: 300 });
    await post(page, '/api/weighings', {
      animalId: tag,
      weighingDate: daysAgo(10),
      weight: 300 + gain,
    });
  }
  await page.reload();

  const bars = page.getByRole('img', { name: /^GMD por lote\. / });
  await expect(bars).toHaveAccessibleName('GMD por lote. GMD médio: 0,750 kg/dia em Lote A.');
  const table = await chartTable(page, 'GMD por lote');
  await expect(table.getByRole('columnheader')).toHaveText(['Lote', 'GMD médio']);
  expect(await rowCells(table, 'Lote A')).toEqual(['0,750 kg/dia']);
  expect(await rowCells(table, 'Lote B')).toEqual(['—']);

  await expect(page.getByLabel('Lote da distribuição')).toHaveValue(lot.id);
  const title = 'Distribuição do GMD no lote';
  await expect(
    page.getByRole('img', { name: new RegExp(`^${title} Lote A:`) }),
  ).toHaveAccessibleName(
    `${title} Lote A: 4 animais, de 0,000 kg/dia a 1,500 kg/dia; média 0,750 kg/dia, ` +
      'mediana 0,750 kg/dia.',
  );
  const spread = (await (
    await page.request.get(`/api/charts/lots/${lot.id}/gmd`)
  ).json()) as LotGmdChart;
  const bins = await chartTable(page, title);
  await expect(bins.getByRole('columnheader')).toHaveText(['GMD (kg/dia)', 'Animais']);
  const counts = (await bins.getByRole('cell').allInnerTexts()).map(Number);
  expect(counts).toEqual(spread.bins.map((b) => b.animals));
  expect(counts.reduce((a, b) => a + b, 0)).toBe(4);

  const lagging = page.getByRole('region', { name: 'Os que menos ganham' }).getByRole('listitem');
  await expect(lagging.first()).toContainText('L-4');
  await expect(lagging.first()).toContainText('0,000 kg/dia');
  await expect(lagging.nth(1)).toContainText('L-2');
  await expect(lagging.nth(1)).toContainText('0,500 kg/dia');
  await lagging.first().getByRole('link', { name: 'L-4' }).click();
  await expect(page).toHaveURL(new RegExp(`/rebanho/${ids['L-4']}$`));

  // A lot without weighed animals: the empty state in Portuguese.
  await page.goBack();
  const other = await page
    .getByLabel('Lote da distribuição')
    .locator('option', { hasText: 'Lote B' })
    .getAttribute('value');
  await page.getByLabel('Lote da distribuição').selectOption(other!);
  await expect(page.getByRole('region', { name: title })).toContainText(
    'São precisos ao menos 3 animais do lote pesados em dois dias para ver a distribuição.',
  );
});

test('sanitary: applications per month and the cost per head, on a 360 px phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // The charts are in the 'Aplicações' tab on a phone (issue 39).
  await signedInUser(page, { at: '/sanidade?aba=aplicacoes' });
  const empty = page.getByRole('region', { name: 'Aplicações por mês' });
  await expect(empty).toContainText('Nenhuma aplicação registrada nos últimos 12 meses.');

  const ids = [];
  for (const tag of ['S-1', 'S-2', 'S-3']) {
    ids.push(await apiAnimal(page, { tag, sex: 'F', birthDate: monthsAgo(30) }));
  }
  await apiIvermectin(page, ids);
  const data = (await (
    await page.request.get('/api/charts/sanitary/months')
  ).json()) as SanitaryMonthsChart;
  expect(data.withMoney).toBe(true);
  const now = data.months.at(-1)!;
  expect(now.month).toBe(todayIn(new Date()).slice(0, 7));
  expect(now.applications).toBe(3);

  await page.reload();
  const names = [
    'jan',
    'fev',
    'mar',
    'abr',
    'mai',
    'jun',
    'jul',
    'ago',
    'set',
    'out',
    'nov',
    'dez',
  ];
  const label = `${names[Number(now.month.slice(5, 7)) - 1]}/${now.month.slice(2, 4)}`;
  await expect(page.getByRole('img', { name: /^Aplicações por mês\. / })).toHaveAccessibleName(
    `Aplicações por mês. Aplicações: de 0 em ${monthsLabel(data.months[0]!.month)} a 3 em ` +
      `${label}; maior 3 em ${label}; total 3.`,
  );
  const table = await chartTable(page, 'Aplicações por mês');
  await expect(table.getByRole('row')).toHaveCount(13);
  expect(await rowCells(table, label)).toEqual(['3']);

  // The owner sees money: the cost per head's chart (its empty state without priced doses).
  await expect(page.getByRole('heading', { name: 'Custo sanitário por cabeça' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  function monthsLabel(month: string) {
    return `${names[Number(month.slice(5, 7)) - 1]}/${month.slice(2, 4)}`;
  }
});
