import { formatDateBR, todayIn } from '../src/domain/records/dates';
import { expect, fillByLabel, signedInUser, test } from './fixtures';
import { apiAnimal, dialog, monthsAgo, tagLink } from './herd-steps';
import { becomeMaster, fieldHandJoins } from './owner-steps';
import { apiIvermectin } from './sanitary-herd-steps';

test.setTimeout(90_000);

test("'Campo' records a sale and never sees a price: no price field, none in the history", async ({
  page,
  browser,
}) => {
  await signedInUser(page, 'Sebastião Rocha');
  await becomeMaster(page);
  await page.goto('/rebanho');
  await apiAnimal(page, { tag: 'G-1', sex: 'M', birthDate: monthsAgo(26) });

  const { context, field } = await fieldHandJoins(page, browser);
  try {
    await field.getByRole('link', { name: 'Rebanho' }).first().click();
    await field.getByRole('checkbox', { name: 'Selecionar G-1' }).check();
    await field
      .getByRole('region', { name: 'Animais selecionados' })
      .getByRole('button', { name: 'Registrar venda' })
      .click();
    const sale = dialog(field, 'Registrar venda');
    await expect(sale.getByLabel('Comprador')).toBeVisible();
    await expect(sale.getByLabel('Preço (R$)')).toHaveCount(0);
    await expect(sale.getByLabel('Forma de preço')).toHaveCount(0);
    await fillByLabel(field, { Comprador: 'Vizinho', 'Peso (kg)': '510' });
    await sale.getByRole('button', { name: 'Registrar venda' }).click();
    await expect(field.getByText('Venda registrada')).toBeVisible();
    await expect(tagLink(field, 'G-1')).toHaveCount(0);

    await field.getByLabel('Situação').selectOption({ label: 'Todos' });
    await tagLink(field, 'G-1').click();
    const history = field.getByRole('list', { name: 'Histórico do animal' });
    await expect(history).toContainText('Comprador: Vizinho');
    await expect(history).not.toContainText('R$');
  } finally {
    await context.close();
  }
});

test("'Campo' is offered 'Desfazer' only on what he recorded, and told why if the server refuses", async ({
  page,
  browser,
}) => {
  await signedInUser(page, 'Sebastião Rocha');
  await becomeMaster(page);
  await page.goto('/rebanho');
  const origin = new URL(page.url()).origin;
  const today = todayIn(new Date());
  const sold = await apiAnimal(page, { tag: 'G-2', sex: 'M', birthDate: monthsAgo(26) });
  const treated = await apiAnimal(page, { tag: 'G-3', sex: 'M', birthDate: monthsAgo(26) });
  const dead = await apiAnimal(page, { tag: 'G-4', sex: 'M', birthDate: monthsAgo(26) });
  // The owner's sale with a price, and the owner's dose of a product with a withdrawal.
  const sale = await page.request.post('/api/animals/sales', {
    data: { date: today, animalIds: [sold], priceKind: 'head', price: 5000 },
    headers: { origin },
  });
  expect(sale.status(), await sale.text()).toBe(201);
  await apiIvermectin(page, [treated]);

  const { context, field } = await fieldHandJoins(page, browser);
  try {
    // His own record: a death he enters.
    const death = await field.request.post('/api/animals/deaths', {
      data: { animalId: dead, date: today, cause: 'Raio' },
      headers: { origin },
    });
    expect(death.status(), await death.text()).toBe(201);

    // The owner's sale: no 'Desfazer' for him.
    await field.goto(`/rebanho/${sold}`);
    const history = field.getByRole('list', { name: 'Histórico do animal' });
    await expect(history).toContainText('Venda');
    await expect(history.getByRole('button', { name: /^Desfazer/ })).toHaveCount(0);

    // The owner's application on 'Sanidade': listed, no 'Desfazer' for him either.
    await field.goto('/sanidade');
    const recorded = field.getByRole('list', { name: 'Aplicações registradas' });
    await expect(recorded).toContainText('Ivermectina 1%');
    await expect(recorded.getByRole('button', { name: /^Desfazer/ })).toHaveCount(0);

    // Offered anyway (an answer that said he may), the server refuses: the dialog says why and
    // the sale stays.
    await field.route(/\/api\/animals\/[^/]+\/timeline/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        items: { type: string; event?: { canUndo: boolean } }[];
      };
      for (const item of body.items) if (item.event) item.event.canUndo = true;
      await route.fulfill({ response, json: body });
    });
    await field.goto(`/rebanho/${sold}`);
    await field.getByRole('button', { name: `Desfazer: Venda em ${formatDateBR(today)}` }).click();
    const undo = dialog(field, 'Desfazer evento');
    await undo.getByLabel('Motivo').fill('Quero desfazer');
    await undo.getByRole('button', { name: 'Desfazer' }).click();
    await expect(undo.getByRole('alert')).toHaveText(
      'Seu acesso nesta fazenda (Campo) não permite desfazer este registro.',
    );
    await field.unroute(/\/api\/animals\/[^/]+\/timeline/);
    const animal = await field.request.get(`/api/animals/${sold}`);
    expect(((await animal.json()) as { status: string }).status).toBe('sold');
    await undo.getByRole('button', { name: 'Cancelar' }).click();
    await field
      .getByRole('alertdialog', { name: 'Descartar as alterações?' })
      .getByRole('button', { name: 'Descartar' })
      .click();
    await expect(undo).toHaveCount(0);

    // His own death he undoes.
    await field.goto(`/rebanho/${dead}`);
    await field.getByRole('button', { name: `Desfazer: Morte em ${formatDateBR(today)}` }).click();
    const own = dialog(field, 'Desfazer evento');
    await own.getByLabel('Motivo').fill('Lançada no animal errado');
    await own.getByRole('button', { name: 'Desfazer' }).click();
    await expect(field.getByText('Evento desfeito')).toBeVisible();
    await expect(field.getByRole('list', { name: 'Histórico do animal' })).toContainText(
      'Motivo: Lançada no animal errado',
    );
  } finally {
    await context.close();
  }
});
