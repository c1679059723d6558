import { seriousViolations } from './axe';
import { chooseOption, expect, fillByLabel, signedInUser, test } from './fixtures';
import { apiAnimal, dialog, monthsAgo, tagLink } from './herd-steps';

test.use({ reducedMotion: 'reduce' });

test('register an animal: toast, its page, the list, and the search by brinco and by EID with spaces', async ({
  page,
}) => {
  await signedInUser(page);
  await page.getByRole('link', { name: 'Rebanho' }).first().click();
  await expect(page.getByRole('heading', { name: 'Rebanho', level: 1 })).toBeVisible();
  await expect(page.getByText(/Nenhum animal cadastrado/)).toBeVisible();

  await page.getByRole('link', { name: 'Cadastrar animal' }).click();
  await fillByLabel(page, {
    Brinco: '4021',
    EID: '982000123456789',
    Nome: 'Mimosa',
    'Data de nascimento': monthsAgo(40),
    Pelagem: 'Branca',
  });
  await page.getByRole('radio', { name: 'Fêmea' }).check();
  await page.getByLabel('Raça', { exact: true }).selectOption('Nelore');
  await expect(page.getByLabel('Categoria', { exact: true })).toContainText('Automática: Vaca');
  await page.getByRole('button', { name: 'Cadastrar animal' }).click();

  await expect(page.getByText('Animal cadastrado')).toBeVisible();
  await expect(page).toHaveURL(/\/rebanho\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Animal 4021' })).toBeVisible();
  await expect(page.getByText('982 000123456789')).toBeVisible();

  await page.getByRole('link', { name: 'Voltar ao rebanho' }).click();
  await expect(tagLink(page, '4021')).toBeVisible();
  const search = page.getByLabel('Buscar animal');
  await search.fill('982 000 123 456 789');
  await expect(tagLink(page, '4021')).toBeVisible();
  await search.fill('9999');
  await expect(page.getByText('Nenhum animal encontrado com esses filtros.')).toBeVisible();
  await search.fill('4021');
  await expect(tagLink(page, '4021')).toBeVisible();
});

test('a brinco already active is refused by the field, with the server message', async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  await apiAnimal(page, { tag: '77', sex: 'M', birthDate: monthsAgo(20) });
  await page.goto('/rebanho/novo');
  await fillByLabel(page, { Brinco: '77' });
  await page.getByRole('radio', { name: 'Macho' }).check();
  await page.getByRole('button', { name: 'Cadastrar animal' }).click();
  await expect(page.getByText('Já existe um animal ativo com o brinco 77')).toBeVisible();
  await expect(page).toHaveURL(/\/rebanho\/novo$/);
});

test("a birth from the mother's page: the calf is linked and listed under her calves", async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  const cow = await apiAnimal(page, { tag: 'V-10', sex: 'F', birthDate: monthsAgo(48) });
  await page.goto(`/rebanho/${cow}`);
  await expect(page.getByRole('heading', { name: 'Animal V-10' })).toBeVisible();
  await expect(page.getByText('Nenhum parto registrado.')).toBeVisible();

  await page.getByRole('button', { name: 'Registrar nascimento' }).click();
  const birth = dialog(page, 'Registrar nascimento');
  await birth.getByLabel('Brinco do bezerro').fill('B-001');
  await birth.getByRole('radio', { name: 'Macho' }).check();
  await birth.getByLabel('Peso ao nascer (kg)').fill('32');
  await birth.getByRole('button', { name: 'Registrar nascimento' }).click();
  await expect(page.getByText('Nascimento registrado')).toBeVisible();
  await expect(birth).toBeHidden();

  const calves = page.getByRole('list', { name: 'Bezerros' });
  await calves.getByRole('link', { name: 'B-001' }).click();
  await expect(page.getByRole('heading', { name: 'Animal B-001' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'V-10' })).toBeVisible();
});

test("a sale of two selected animals: they leave 'Ativos' and show 'Vendido'", async ({ page }) => {
  await signedInUser(page, { at: '/rebanho' });
  for (const tag of ['S-1', 'S-2', 'S-3']) {
    await apiAnimal(page, { tag, sex: 'M', birthDate: monthsAgo(30) });
  }
  await page.goto('/rebanho');
  await expect(tagLink(page, 'S-1')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Ticked out of the list's order: the dialog names them in the list's.
  await page.getByRole('checkbox', { name: 'Selecionar S-2' }).check();
  await page.getByRole('checkbox', { name: 'Selecionar S-1' }).check();
  const bar = page.getByRole('region', { name: 'Animais selecionados' });
  await expect(bar).toContainText('2 selecionados');
  await bar.getByRole('button', { name: 'Registrar venda' }).click();

  const sale = dialog(page, 'Registrar venda');
  await expect(sale).toContainText('Venda de 2 animais: S-1, S-2.');
  await fillByLabel(page, {
    Comprador: 'Frigorífico Boi Gordo',
    'Peso médio (kg)': '540',
    'Preço (R$)': '310,00',
    'Número da GTA': 'GTA-123456',
  });
  await sale.getByRole('button', { name: 'Registrar venda' }).click();
  await expect(page.getByText('Venda registrada')).toBeVisible();

  await expect(tagLink(page, 'S-3')).toBeVisible();
  await expect(tagLink(page, 'S-1')).toHaveCount(0);
  await expect(tagLink(page, 'S-2')).toHaveCount(0);

  await page.getByLabel('Situação').selectOption({ label: 'Vendidos' });
  await expect(tagLink(page, 'S-1')).toBeVisible();
  await expect(tagLink(page, 'S-2')).toBeVisible();
  await expect(tagLink(page, 'S-3')).toHaveCount(0);
  await expect(page.getByRole('row', { name: /S-1/ })).toContainText('Vendido');
});

test('a death, then undone with a reason: the animal is active again and the history keeps both', async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  const id = await apiAnimal(page, { tag: 'M-5', sex: 'M', birthDate: monthsAgo(18) });
  await page.goto(`/rebanho/${id}`);
  await page.getByRole('button', { name: 'Registrar morte' }).click();
  const death = dialog(page, 'Registrar morte');
  await death.getByLabel('Causa').selectOption('Raio');
  await death.getByLabel('Observação (opcional)').fill('Tempestade de quinta');
  await death.getByRole('button', { name: 'Registrar morte' }).click();
  await expect(page.getByText('Morte registrada')).toBeVisible();
  const history = page.getByRole('list', { name: 'Histórico do animal' });
  await expect(history).toContainText('Causa: Raio');
  await expect(page.getByRole('button', { name: 'Registrar venda' })).toHaveCount(0);
  await expect(page.getByRole('term').filter({ hasText: 'Situação' })).toBeVisible();
  await expect(page.locator('dd', { hasText: /^Morto/ })).toBeVisible();

  await history.getByRole('button', { name: /^Desfazer: Morte/ }).click();
  const undo = dialog(page, 'Desfazer evento');
  await undo.getByLabel('Motivo').fill('Lançado no animal errado');
  await undo.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText('Evento desfeito')).toBeVisible();
  await expect(history).toContainText('Motivo: Lançado no animal errado');
  await expect(history.getByText('Desfeito', { exact: true })).toBeVisible();
  await expect(page.locator('dd', { hasText: /^Ativo/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrar venda' })).toBeVisible();
});

test('a purchase of a range of brincos, a birth from the list choosing the mother, an edit kept in the history', async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  await page.getByRole('button', { name: 'Registrar compra' }).click();
  const purchase = dialog(page, 'Registrar compra');
  await fillByLabel(page, { 'Do brinco': 'C-001', 'Até o brinco': 'C-005' });
  await expect(purchase.getByText('5 animais')).toBeVisible();
  await purchase.getByRole('radio', { name: 'Fêmea' }).check();
  await fillByLabel(page, {
    'Idade estimada (meses)': '30',
    'Peso médio (kg)': '380',
    'Preço (R$)': '3.200,00',
    Vendedor: 'Fazenda Boa Vista',
    'Número da GTA': 'GTA-9',
  });
  await purchase.getByRole('button', { name: 'Registrar compra' }).click();
  await expect(page.getByText('Compra registrada')).toBeVisible();
  for (const tag of ['C-001', 'C-003', 'C-005']) await expect(tagLink(page, tag)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rebanho ativo: 5 cabeças' })).toBeVisible();

  await page.getByRole('button', { name: 'Registrar nascimento' }).click();
  const birth = dialog(page, 'Registrar nascimento');
  await chooseOption(birth, 'Mãe', 'C-003');
  await birth.getByLabel('Brinco do bezerro').fill('B-9');
  await birth.getByRole('radio', { name: 'Macho' }).check();
  await birth.getByRole('button', { name: 'Registrar nascimento' }).click();
  await expect(page.getByText('Nascimento registrado')).toBeVisible();

  await tagLink(page, 'B-9').click();
  await expect(page.getByRole('link', { name: 'C-003' })).toBeVisible();
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByLabel('Brinco', { exact: true })).toHaveValue('B-9');
  await page.getByLabel('Nome', { exact: true }).fill('Tourinho');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Animal atualizado')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Animal B-9' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Histórico do animal' })).toContainText(
    'Nome: — → Tourinho',
  );
});

test("the animal's page: last weight, GMD and the weight chart from the weighings of its brinco", async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  const id = await apiAnimal(page, { tag: 'P-1', sex: 'M', birthDate: monthsAgo(20) });
  const origin = new URL(page.url()).origin;
  for (const [weighingDate, weight] of [
    [monthsAgo(3), 300],
    [monthsAgo(2), 330],
  ] as const) {
    const res = await page.request.post('/api/weighings', {
      data: { animalId: 'P-1', weighingDate, weight },
      headers: { origin },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto(`/rebanho/${id}`);
  await expect(
    page.getByRole('img', { name: /^Peso do animal e média do lote\. Peso de P-1: de 300,0 kg/ }),
  ).toBeVisible();
  const weights = page.getByRole('definition');
  await expect(weights.filter({ hasText: /^330 kg em / })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Histórico do animal' })).toContainText(
    'Pesagem: 300 kg',
  );
  // 30 kg in a month (28 to 31 days).
  await expect(weights.filter({ hasText: /^(0,9[6-9]\d|1,0[0-7]\d) kg\/dia$/ })).toHaveCount(2);
});
