import { formatDateBR, todayIn } from '../src/domain/records/dates';
import { expect, fillByLabel, signedInUser, test, type Page } from './fixtures';
import { apiAnimal, dialog, monthsAgo, tagLink } from './herd-steps';

/* A sale of animals still in a withdrawal ('carência', issue 26): said, then confirmed. */

/** One dose of the farm's Ivermectina 1% (35 days of withdrawal) today, through the API. */
async function wormed(page: Page, animalIds: string[]) {
  const origin = new URL(page.url()).origin;
  const { items } = (await (await page.request.get('/api/sanitary/products')).json()) as {
    items: { id: string; name: string }[];
  };
  const res = await page.request.post('/api/sanitary/applications', {
    data: {
      productId: items.find((p) => p.name === 'Ivermectina 1%')!.id,
      date: todayIn(new Date()),
      dose: 10,
      target: { animalIds },
    },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("'Registrar venda' says which animals are in a withdrawal; 'Vender mesmo assim' sells them", async ({
  page,
}) => {
  await signedInUser(page, { name: 'Rita Moraes', at: '/rebanho' });
  const ids = [];
  for (const tag of ['W-1', 'W-2', 'W-3']) {
    ids.push(await apiAnimal(page, { tag, sex: 'M', birthDate: monthsAgo(30) }));
  }
  await wormed(page, ids.slice(0, 2));
  const [y, m, d] = todayIn(new Date()).split('-').map(Number) as [number, number, number];
  const until = formatDateBR(new Date(Date.UTC(y, m - 1, d + 35)).toISOString().slice(0, 10));

  await page.reload();
  for (const tag of ['W-1', 'W-2', 'W-3']) {
    await page.getByRole('checkbox', { name: `Selecionar ${tag}` }).check();
  }
  await page
    .getByRole('region', { name: 'Animais selecionados' })
    .getByRole('button', { name: 'Registrar venda' })
    .click();
  const sale = dialog(page, 'Registrar venda');
  await fillByLabel(page, { Comprador: 'Frigorífico Central', 'Peso médio (kg)': '520' });
  await sale.getByRole('button', { name: 'Registrar venda' }).click();

  const warning = sale.getByRole('alert');
  await expect(warning).toContainText(
    new RegExp(`Em carência até ${until}: W-[12] \\(Ivermectina 1%\\) e mais 1 animal`),
  );
  await expect(warning.getByRole('list', { name: 'Animais em carência' })).toContainText(
    `W-1: em carência até ${until} (Ivermectina 1%)`,
  );
  await expect(warning.getByRole('listitem')).toHaveCount(2);
  // Nothing was sold yet: the dialog waits for the producer's word.
  await expect(sale.getByLabel('Comprador')).toHaveValue('Frigorífico Central');

  await warning.getByRole('button', { name: 'Vender mesmo assim' }).click();
  await expect(page.getByText('Venda registrada')).toBeVisible();
  await expect(sale).toBeHidden();
  for (const tag of ['W-1', 'W-2', 'W-3']) await expect(tagLink(page, tag)).toHaveCount(0);
});
