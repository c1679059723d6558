import { formatDateBR } from '../src/domain/records/dates';
import { expect, signedInUser, test } from './fixtures';
import { apiAnimal, monthsAgo } from './herd-steps';
import { chartTable, post, rowCells } from './charts-steps';
import { daysAgo } from './lots-mock';

/* Issue 27: the animal's page draws its weights against its lot's mean. */

const TITLE = 'Peso do animal e média do lote';

test("the animal's weight curve against its lot's monthly mean", async ({ page }) => {
  await signedInUser(page, { at: '/rebanho' });
  const lot = await post(page, '/api/lots', {
    name: 'Recria A',
    quantity: 2,
    initialWeight: 250,
    purchasePrice: 2000,
    purchaseDate: daysAgo(120),
  });
  const id = await apiAnimal(page, {
    tag: 'P-1',
    sex: 'M',
    birthDate: monthsAgo(20),
    lotId: lot.id,
  });
  await apiAnimal(page, { tag: 'P-2', sex: 'M', birthDate: monthsAgo(20), lotId: lot.id });
  const [first, second] = [monthsAgo(3), monthsAgo(2)];
  for (const [animalId, weighingDate, weight] of [
    ['P-1', first, 300],
    ['P-2', first, 280],
    ['P-1', second, 330],
    ['P-2', second, 300],
  ] as const) {
    await post(page, '/api/weighings', { animalId, weighingDate, weight });
  }

  await page.goto(`/rebanho/${id}`);
  const d1 = formatDateBR(first).slice(0, 5);
  const d2 = formatDateBR(second).slice(0, 5);
  await expect(page.getByRole('heading', { name: TITLE, level: 2 })).toBeVisible();
  const picture = page.getByRole('img', { name: new RegExp(`^${TITLE}\\. `) });
  await expect(picture).toHaveAccessibleName(
    `${TITLE}. Peso de P-1: de 300,0 kg em ${d1} a 330,0 kg em ${d2}; maior 330,0 kg em ${d2}. ` +
      `Média do lote Recria A: de 290,0 kg em ${d1} a 315,0 kg em ${d2}; maior 315,0 kg em ${d2}.`,
  );
  await expect(picture.locator('svg[data-plot] path')).not.toHaveCount(0);
  const table = await chartTable(page, TITLE);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Data',
    'Peso de P-1',
    'Média do lote Recria A',
  ]);
  expect(await rowCells(table, d1)).toEqual(['300,0 kg', '290,0 kg']);
  expect(await rowCells(table, d2)).toEqual(['330,0 kg', '315,0 kg']);
});

test('an animal weighed once shows the empty state in Portuguese', async ({ page }) => {
  await signedInUser(page, { at: '/rebanho' });
  const id = await apiAnimal(page, { tag: 'U-1', sex: 'F', birthDate: monthsAgo(30) });
  await post(page, '/api/weighings', { animalId: 'U-1', weighingDate: monthsAgo(1), weight: 410 });
  await page.goto(`/rebanho/${id}`);
  const chart = page.getByRole('region', { name: TITLE });
  await expect(chart.getByText(/pese o animal de novo para ver a evolução/)).toBeVisible();
  await expect(chart.getByRole('img')).toHaveCount(0);
  await expect(
    page.getByText('O animal não está em nenhum lote: sem média para comparar.'),
  ).toBeVisible();
});
