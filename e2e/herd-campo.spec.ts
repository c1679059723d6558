import {
  confirmationLink,
  expect,
  fillByLabel,
  newEmail,
  PASSWORD,
  signedInUser,
  test,
} from './fixtures';
import { apiAnimal, dialog, monthsAgo, tagLink } from './herd-steps';
import { becomeMaster, inviteFromTeamPage } from './owner-steps';

test.setTimeout(90_000);

test("'Campo' records a sale and never sees a price: no price field, none in the history", async ({
  page,
  browser,
}) => {
  await signedInUser(page, 'Sebastião Rocha');
  await becomeMaster(page);
  await page.goto('/rebanho');
  await apiAnimal(page, { tag: 'G-1', sex: 'M', birthDate: monthsAgo(26) });

  const email = newEmail('campo');
  const { link } = await inviteFromTeamPage(page, { email, role: 'Campo', name: 'Zé Campo' });
  const context = await browser.newContext();
  try {
    const field = await context.newPage();
    await field.goto(link);
    await expect(field.getByLabel('Nome', { exact: true })).toHaveValue('Zé Campo');
    await fillByLabel(field, { Senha: PASSWORD });
    await field.getByRole('button', { name: 'Criar conta' }).click();
    await expect(field.getByText(/Enviamos um link para/)).toBeVisible();
    await field.goto(await confirmationLink(email, 2));
    await expect(field).toHaveURL(/\/dashboard$/);

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
