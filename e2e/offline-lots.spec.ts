import { chooseOption, comboboxOptions, expect, fillByLabel, signedInUser, test } from './fixtures';
import { daysAgo } from './lots-mock';
import { pendingList, serverWeighings, usedOnline } from './offline-helpers';

// Issue 13: a lot made in the corral without signal takes its weighings at once; they wait
// behind it and reach the server in that lot.

test('a lot made offline is chosen for weighings, which arrive in it once the lot is stored', async ({
  page,
  context,
}) => {
  await signedInUser(page, { at: '/module/weighing' });
  const section = page.getByRole('region', { name: 'Lotes' });
  await expect(section.getByText(/Nenhum lote cadastrado/)).toBeVisible();
  await usedOnline(page);

  await context.setOffline(true);
  await section.getByRole('button', { name: 'Novo lote' }).click();
  await fillByLabel(page, {
    'Nome do lote': 'Bezerros do curral',
    'Quantidade (cabeças)': '12',
    'Peso inicial (kg)': '180',
    'Preço de compra (R$/cabeça)': '1.800,00',
    'Data da compra': daysAgo(30),
  });
  await page.getByRole('button', { name: 'Salvar lote' }).click();
  await expect(pendingList(page).getByRole('listitem')).toHaveCount(1);

  // One animal weighed twice (its history needs two weighings), into the waiting lot.
  for (const [date, weight] of [
    [daysAgo(10), '190,5'],
    [daysAgo(0), '201'],
  ]) {
    await fillByLabel(page, {
      'Identificação do Animal': 'BZ-01',
      'Data da Pesagem': date!,
      'Peso (kg)': weight!,
    });
    await chooseOption(page, 'Lote', 'Bezerros do curral (pendente)', 'curral');
    await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
    await expect(page.getByLabel('Peso (kg)')).toHaveValue('');
  }
  await expect(pendingList(page).getByRole('listitem')).toHaveCount(3);
  // The animal's history ('Consultar Desempenho') names the waiting lot.
  await chooseOption(page, 'Animal', 'BZ-01');
  const history = page.getByRole('region', { name: 'Histórico de Pesagens' });
  await expect(history.getByText('Lote: Bezerros do curral (pendente)')).toHaveCount(2);
  expect(await serverWeighings(page)).toHaveLength(0);

  await context.setOffline(false);
  await expect(pendingList(page)).toHaveCount(0);
  const { items: lots } = (await (await page.request.get('/api/lots')).json()) as {
    items: { id: string; name: string }[];
  };
  expect(lots.map((lot) => lot.name)).toEqual(['Bezerros do curral']);
  const stored = (await serverWeighings(page)) as unknown as {
    animalId: string;
    batchId: string | null;
  }[];
  expect(stored.map((w) => [w.animalId, w.batchId])).toEqual([
    ['BZ-01', lots[0]!.id],
    ['BZ-01', lots[0]!.id],
  ]);
  await expect(history.getByText('Lote: Bezerros do curral', { exact: true })).toHaveCount(2);
  await expect(await comboboxOptions(page, 'Lote')).toContainText(['Bezerros do curral']);
  await expect(
    page.getByRole('listbox').getByRole('option', { name: 'Bezerros do curral', exact: true }),
  ).toHaveCount(1);
});
