import { todayIn } from '../src/domain/records/dates';
import { seriousViolations } from './axe';
import { expect, signedInUser, test, type Page } from './fixtures';
import { apiAnimal, dialog, monthsAgo, tagLink } from './herd-steps';

/*
 * Issue 39 item 2 on a 360 px phone: a sale by the arroba counts carcass arrobas (decision 060).
 * 540,5 kg at R$ 310,50/@ used to give R$ 11.188,35 (live kg ÷ 15); at 52 % of carcass it is
 * 18,74 @ and R$ 5.817,94, said before confirming. A purchase offers kg, arroba and head, and says
 * how its arroba is counted.
 */

/** A weighing of `tag` today, through the API (the weighing screen's own request). */
async function weighed(page: Page, tag: string, weight: number) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/weighings', {
    data: { animalId: tag, weighingDate: todayIn(new Date()), weight },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("'Registrar venda' by the arroba starts from the last weighing and counts carcass arrobas", async ({
  page,
}) => {
  await signedInUser(page, { name: 'Rita Moraes', at: '/rebanho' });
  await apiAnimal(page, { tag: 'BOI-1', sex: 'M', birthDate: monthsAgo(30) });
  await weighed(page, 'BOI-1', 540.5);
  await page.reload();

  await page.getByRole('checkbox', { name: 'Selecionar BOI-1' }).check();
  await page
    .getByRole('region', { name: 'Animais selecionados' })
    .getByRole('button', { name: 'Registrar venda' })
    .click();
  const sale = dialog(page, 'Registrar venda');
  // The batch's known weight, and the sale's yield until the farm sets its own.
  await expect(sale.getByLabel('Peso (kg)')).toHaveValue('540,5');
  await expect(sale.getByText('Da última pesagem.')).toBeVisible();
  await expect(sale.getByLabel('Forma de preço')).toHaveValue('arroba');
  await expect(sale.getByLabel('Rendimento de carcaça (%)')).toHaveValue('52');
  await sale.getByLabel('Preço (R$)').fill('310,50');
  const total = sale.getByRole('status', { name: 'Total da venda' });
  await total.scrollIntoViewIfNeeded();
  await expect(total).toHaveText('18,74 @ · R$ 5.817,94');
  await expect(total).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);

  // The romaneio's carcass weight, when known, counts instead of the yield.
  await sale.getByLabel('Peso de carcaça (kg)').fill('285');
  await expect(total).toHaveText('19,00 @ · R$ 5.899,50');
  await sale.getByLabel('Peso de carcaça (kg)').fill('');
  await expect(total).toHaveText('18,74 @ · R$ 5.817,94');

  await sale.getByRole('button', { name: 'Registrar venda' }).click();
  await expect(page.getByText('Venda registrada')).toBeVisible();
  await expect(tagLink(page, 'BOI-1')).toHaveCount(0);

  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByLabel('Situação').selectOption({ label: 'Todos' });
  await tagLink(page, 'BOI-1').click();
  const history = page.getByRole('list', { name: 'Histórico do animal' });
  await expect(history).toContainText('18,74 @ (rendimento 52%)');
  await expect(history).toContainText('Valor: R$\u00a05.817,94');
  await expect(history).not.toContainText('11.188,35');
});

test("'Registrar compra' offers kg, arroba and head, and says the purchase's arroba is live ÷ 30", async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  await page.getByRole('main').getByRole('button', { name: 'Registrar compra' }).click();
  const purchase = dialog(page, 'Registrar compra');
  const kinds = purchase.getByLabel('Forma de preço');
  await expect(kinds.getByRole('option')).toHaveText(['Por cabeça', 'Por arroba', 'Por kg']);
  await purchase.getByLabel('Do brinco').fill('BZ-1');
  await purchase.getByLabel('Até o brinco').fill('BZ-10');
  await purchase.getByText('Macho', { exact: true }).click();
  await purchase.getByLabel('Peso médio (kg)').fill('195');
  await kinds.selectOption({ label: 'Por arroba' });
  await expect(purchase.getByText('peso vivo ÷ 30 (15 kg de carcaça a 50%)')).toBeVisible();
  await purchase.getByLabel('Preço (R$)').fill('350');
  await expect(purchase.getByRole('status', { name: 'Total da compra' })).toHaveText(
    '65,00 @ · R$ 22.750,00',
  );
  await kinds.selectOption({ label: 'Por kg' });
  await purchase.getByLabel('Preço (R$)').fill('12');
  await expect(purchase.getByRole('status', { name: 'Total da compra' })).toHaveText(
    '1.950,0 kg · R$ 23.400,00',
  );
  await purchase.getByRole('button', { name: 'Registrar compra' }).click();
  await expect(page.getByText('Compra registrada')).toBeVisible();
  await tagLink(page, 'BZ-1').click();
  await expect(page.getByRole('list', { name: 'Histórico do animal' })).toContainText(
    'R$\u00a012,00 por kg',
  );
});

test("the sale's yield starts from the farm's 'Rendimento de carcaça (%)', set on 'Fazendas'", async ({
  page,
}) => {
  await signedInUser(page, { at: '/fazendas' });
  await page.getByRole('button', { name: /^Editar / }).click();
  const edit = page.getByRole('dialog', { name: 'Editar fazenda' });
  await expect(edit.getByLabel('Rendimento de carcaça (%)')).toHaveValue('');
  await edit.getByLabel('Rendimento de carcaça (%)').fill('54,5');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Fazenda atualizada')).toBeVisible();

  await page.goto('/rebanho');
  await apiAnimal(page, { tag: 'BOI-2', sex: 'M', birthDate: monthsAgo(30) });
  await page.goto('/rebanho');
  await tagLink(page, 'BOI-2').click();
  await page.getByRole('button', { name: 'Registrar venda' }).click();
  const sale = dialog(page, 'Registrar venda');
  await expect(sale.getByLabel('Rendimento de carcaça (%)')).toHaveValue('54,5');
  await sale.getByLabel('Peso (kg)').fill('540');
  await sale.getByLabel('Preço (R$)').fill('300');
  // 540 × 54,5 % ÷ 15 = 19,62 @; × R$ 300 = R$ 5.886,00.
  await expect(sale.getByRole('status', { name: 'Total da venda' })).toHaveText(
    '19,62 @ · R$ 5.886,00',
  );
});
