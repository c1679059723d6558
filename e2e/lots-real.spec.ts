import {
  chooseOption,
  expect,
  fillByLabel,
  saveWeighing,
  signedInUser,
  test,
  type Page,
} from './fixtures';
import { daysAgo } from './lots-mock';

test.use({ reducedMotion: 'reduce' });

async function weigh(page: Page, values: Record<string, string>) {
  await saveWeighing(page, values);
  await expect(page.getByLabel('Peso (kg)')).toHaveValue('');
}

test('lots against the real server: a lot, two weighings of an animal in it, its GMD, the calculator filled', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/weighing' });
  const section = page.getByRole('region', { name: 'Lotes' });
  await expect(
    section.getByText(
      'Nenhum lote cadastrado. Crie um lote para acompanhar o desempenho do grupo.',
    ),
  ).toBeVisible();

  await section.getByRole('button', { name: 'Novo lote' }).click();
  const purchase = daysAgo(61);
  await fillByLabel(page, {
    'Nome do lote': 'Garrotes da seca',
    'Quantidade (cabeças)': '40',
    'Peso inicial (kg)': '300',
    'Preço de compra (R$/cabeça)': '2.500,00',
    'Data da compra': purchase,
  });
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/lots') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Salvar lote' }).click();
  expect((await created).status()).toBe(201);
  const card = section.getByRole('article', { name: 'Garrotes da seca' });
  await expect(card).toBeVisible();
  await expect(card.getByText('R$ 2.500,00')).toBeVisible();

  const select = page.getByRole('combobox', { name: 'Lote', exact: true });
  await fillByLabel(page, { 'Identificação do Animal': 'BR-0042' });
  await chooseOption(page, 'Lote', 'Garrotes da seca', 'garrotes');
  await weigh(page, { 'Data da Pesagem': daysAgo(60), 'Peso (kg)': '300' });
  // The lot stays chosen for the next weighing.
  await expect(select).toHaveValue('Garrotes da seca');
  await weigh(page, {
    'Identificação do Animal': 'BR-0042',
    'Data da Pesagem': daysAgo(20),
    'Peso (kg)': '332',
  });

  // 32 kg in 40 days: 0,800 kg/day.
  const figure = (label: string) =>
    card
      .locator('div')
      .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
      .locator('dd');
  await expect(figure('GMD médio')).toHaveText('0,800 kg/dia');
  await expect(figure('Pesados')).toHaveText('1');
  await expect(figure('Peso médio atual')).toHaveText('332,0 kg');
  await expect(figure('Ganho total')).toHaveText('32,0 kg');
  await expect(figure('Dias desde a compra')).toHaveText('61');
  await card.getByLabel('Peso alvo (kg)').fill('340');
  await expect(card.getByText(/^Previsão: .* \(10 dias\)$/)).toBeVisible();

  // A fresh page: the animal's last lot is suggested from the stored weighings.
  await page.reload();
  await fillByLabel(page, { 'Identificação do Animal': 'BR-0042' });
  await expect(select).toHaveValue('Garrotes da seca');

  // The lot's report: its animals' performance table, printed under the lot's name.
  await chooseOption(page, 'Relatório de', 'Lote Garrotes da seca', 'garrotes');
  const report = page.getByRole('region', { name: 'Relatório do lote Garrotes da seca' });
  await expect(report.getByRole('rowheader', { name: 'BR-0042' })).toBeVisible();
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await report.getByRole('button', { name: 'Imprimir relatório' }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('print-heading').first()).toContainText(
    'Relatório do lote Garrotes da seca',
  );
  await expect(page.getByRole('button', { name: 'Salvar Pesagem' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await card.getByRole('link', { name: 'Usar no Cálculo de Resultados' }).click();
  await expect(page).toHaveURL(/\/module\/results\?/);
  await expect(page.getByLabel('Quantidade de Animais')).toHaveValue('40');
  await expect(page.getByLabel('Peso Inicial (kg)')).toHaveValue('300');
  await expect(page.getByLabel('Preço de Compra (R$/cabeça)')).toHaveValue('2.500,00');
  await expect(page.getByLabel('Período (meses)')).toHaveValue('2');
});

test('lots against the real server: 20 lots at a time, under the totals of all of them', async ({
  page,
}) => {
  await signedInUser(page);
  // 23 lots of 10 heads; the first one is closed.
  const ids: string[] = [];
  for (let i = 1; i <= 23; i++) {
    const res = await page.request.post('/api/lots', {
      data: {
        name: `Lote ${i}`,
        quantity: 10,
        initialWeight: 250,
        purchasePrice: 2000,
        purchaseDate: daysAgo(30),
      },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  expect((await page.request.post(`/api/lots/${ids[0]}/close`)).status()).toBe(200);
  await page.goto('/module/weighing');
  const section = page.getByRole('region', { name: 'Lotes' });
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(20);
  // Open first, by name in natural order (issue 39): 'Lote 2' … 'Lote 21', then 22, 23.
  await expect(cards.first()).toHaveAccessibleName('Lote 2');
  await expect(cards.last()).toHaveAccessibleName('Lote 21');
  await expect(
    section.getByText('23 lotes · 22 abertos · 220 cabeças nos lotes abertos'),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Carregar mais lotes' }).click();
  await expect(cards).toHaveCount(23);
  // Open lots first: the closed one ends the list.
  await expect(cards.last()).toHaveAccessibleName('Lote 1');
  await expect(section.getByRole('button', { name: 'Carregar mais lotes' })).toHaveCount(0);
});
