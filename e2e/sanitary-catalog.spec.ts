import { todayIn } from '../src/domain/records/dates';
import { seriousViolations } from './axe';
import { expect, signedInUser, test, type Page } from './fixtures';
import { apiAnimal, dialog, monthsAgo } from './herd-steps';

/* 'Sanidade' (issue 26): the farm's products and protocols on /sanidade. */

test.setTimeout(90_000);

/** The card of `name` in the list named `list` ('Produtos sanitários', 'Protocolos'). */
const item = (page: Page, list: string, name: string) =>
  page
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a producer confirms an example, adds a product and a protocol, each checked before saving', async ({
  page,
}) => {
  await signedInUser(page, { name: 'Helena Prado', at: '/sanidade' });

  // The suggestions a farm starts with: examples whose withdrawal the producer confirms.
  const ivermectin = item(page, 'Produtos sanitários', 'Ivermectina 1%');
  await expect(ivermectin).toContainText('Vermífugo · Carência de 35 dias · Dose em mL');
  await expect(ivermectin).toContainText('Exemplo: confira a carência na bula');
  await expect(page.getByRole('list', { name: 'Protocolos' })).toContainText('Brucelose');
  expect(await seriousViolations(page)).toEqual([]);
  const confirmed = page.waitForResponse(
    (r) => r.url().includes('/api/sanitary/products/') && r.request().method() === 'PUT',
  );
  await ivermectin.getByRole('button', { name: 'Confirmar Ivermectina 1%' }).click();
  expect((await confirmed).status()).toBe(200);
  await expect(ivermectin).not.toContainText('Exemplo');
  await expect(ivermectin).toContainText('Carência de 35 dias');
  await expect(item(page, 'Produtos sanitários', 'Vacina contra raiva')).toContainText('Exemplo');

  // A negative withdrawal is refused in the form, by the field.
  await page.getByRole('button', { name: 'Novo produto' }).click();
  const product = dialog(page, 'Novo produto');
  await product.getByLabel('Nome', { exact: true }).fill('Doramectina 1%');
  await product.getByLabel('Tipo').selectOption('Vermífugo');
  await product.getByLabel('Carência para abate (dias)').fill('-5');
  await product.getByLabel('Preço por dose').fill('1,2');
  await product.getByRole('button', { name: 'Salvar produto' }).click();
  await expect(product.getByText('A carência não pode ser negativa')).toBeVisible();
  await expect(product.getByLabel('Carência para abate (dias)')).toBeFocused();
  await product.getByLabel('Carência para abate (dias)').fill('42');
  await product.getByRole('button', { name: 'Salvar produto' }).click();
  await expect(product).toBeHidden();
  await expect(item(page, 'Produtos sanitários', 'Doramectina 1%')).toContainText(
    /Vermífugo · Carência de 42 dias · Dose em mL · R\$\s1,20 por mL/,
  );

  // A protocol whose age window is empty is refused; fixed, it is listed in words.
  await page.getByRole('button', { name: 'Novo protocolo' }).click();
  const protocol = dialog(page, 'Novo protocolo');
  await protocol.getByLabel('Nome', { exact: true }).fill('Doramectina na recria');
  await protocol.getByLabel('Produto').selectOption({ label: 'Doramectina 1%' });
  await protocol.getByLabel('Sexo').selectOption({ label: 'Machos' });
  await protocol.getByLabel('Idade mínima (meses)').fill('10');
  await protocol.getByLabel('Idade máxima (meses)').fill('6');
  await protocol.getByLabel('Primeira dose aos (meses)').fill('10');
  await protocol.getByRole('button', { name: 'Salvar protocolo' }).click();
  await expect(
    protocol.getByText('A faixa de idade está vazia: a idade inicial passa da final'),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await protocol.getByLabel('Idade máxima (meses)').fill('18');
  await protocol.getByLabel('Reforço após (dias)').fill('21');
  await protocol.getByLabel('Maio').check();
  await protocol.getByLabel('Novembro').check();
  await protocol.getByRole('button', { name: 'Salvar protocolo' }).click();
  await expect(protocol).toBeHidden();
  const saved = item(page, 'Protocolos', 'Doramectina na recria');
  await expect(saved).toContainText(
    'Doramectina 1% · Machos de 10 a 18 meses · aos 10 meses · reforço após 21 dias · depois em maio e novembro',
  );

  // The suggested calendar: brucellosis in words, rabies paused until the producer turns it on.
  await expect(item(page, 'Protocolos', 'Brucelose: fêmeas de 3 a 8 meses')).toContainText(
    'Fêmeas de 3 a 8 meses · aos 3 meses · dose única',
  );
  const rabies = item(page, 'Protocolos', 'Raiva: todo ano (onde a doença ocorre)');
  await expect(rabies).toContainText('Pausado');
  await rabies.getByRole('button', { name: /^Editar/ }).click();
  const edit = dialog(page, 'Editar protocolo');
  await edit.getByLabel('Ativo').check();
  await edit.getByRole('button', { name: 'Salvar protocolo' }).click();
  await expect(edit).toBeHidden();
  await expect(rabies).not.toContainText('Pausado');
  await expect(rabies).not.toContainText('Sugestão');

  // Deleting asks first.
  await saved.getByRole('button', { name: 'Excluir Doramectina na recria' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(saved).toHaveCount(0);
});

test('a product with applications stays: deleting it says why', async ({ page }) => {
  await signedInUser(page, { name: 'Otávio Lima', at: '/sanidade' });
  const ivermectin = item(page, 'Produtos sanitários', 'Ivermectina 1%');
  await expect(ivermectin).toBeVisible();

  const origin = new URL(page.url()).origin;
  const animalId = await apiAnimal(page, { tag: 'S-1', sex: 'M', birthDate: monthsAgo(14) });
  const { items } = (await (await page.request.get('/api/sanitary/products')).json()) as {
    items: { id: string; name: string }[];
  };
  const applied = await page.request.post('/api/sanitary/applications', {
    data: {
      productId: items.find((p) => p.name === 'Ivermectina 1%')!.id,
      date: todayIn(new Date()),
      dose: 5,
      target: { animalIds: [animalId] },
    },
    headers: { origin },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await ivermectin.getByRole('button', { name: 'Excluir Ivermectina 1%' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Produto em uso')).toBeVisible();
  await expect(
    page.getByText('Este produto já tem aplicações registradas: ele fica no histórico'),
  ).toBeVisible();
  await expect(ivermectin).toBeVisible();
});
