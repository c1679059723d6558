import { formatDateBR } from '../src/domain/records/dates';
import { LOT_MESSAGES } from '../src/domain/records/lots';
import { mockFarmsApi } from './farms-mock';
import {
  chooseOption,
  comboboxOptions,
  expect,
  fillByLabel,
  signedInUser,
  test,
  type Page,
} from './fixtures';
import {
  BEZERROS_ID,
  daysAgo,
  GARROTES_ID,
  mockLotsApi,
  NOVILHAS_ID,
  sampleLots,
  type LotsCall,
} from './lots-mock';

// Settled screens: with reduced motion, toasts and dialogs appear without a fade.
test.use({ reducedMotion: 'reduce' });

const lotsSection = (page: Page) => page.getByRole('region', { name: 'Lotes' });
const lotCard = (page: Page, name: string) => lotsSection(page).getByRole('article', { name });
const figure = (page: Page, lot: string, label: string) =>
  lotCard(page, lot)
    .locator('div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');
const sent = (calls: LotsCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);

test('lots: figures, target projection, and open lots before closed ones', async ({ page }) => {
  await signedInUser(page);
  await mockLotsApi(page);
  await page.goto('/module/weighing');

  const section = lotsSection(page);
  await expect(section.getByRole('heading', { name: 'Lotes', level: 2 })).toBeVisible();
  await expect(section.getByRole('article')).toHaveCount(3);
  await expect(section.getByRole('article').last()).toHaveAccessibleName('Bezerros 2024');
  await expect(
    lotCard(page, 'Bezerros 2024').getByText('Encerrado', { exact: true }),
  ).toBeVisible();
  await expect(
    lotCard(page, 'Garrotes da seca').getByText('Encerrado', { exact: true }),
  ).toHaveCount(0);

  const g = 'Garrotes da seca';
  await expect(figure(page, g, 'Cabeças')).toHaveText('40');
  await expect(figure(page, g, 'Pesados')).toHaveText('2');
  await expect(figure(page, g, 'Peso médio atual')).toHaveText('327,5 kg');
  await expect(figure(page, g, 'GMD médio')).toHaveText('0,750 kg/dia');
  await expect(figure(page, g, 'Ganho total')).toHaveText('45,0 kg');
  await expect(figure(page, g, 'Dias desde a compra')).toHaveText('90');
  await expect(figure(page, g, 'Data da compra')).toHaveText(formatDateBR(daysAgo(90)));
  await expect(figure(page, g, 'Preço por cabeça')).toHaveText('R$ 2.500,00');

  // 327,5 kg at 0,75 kg/day from the last weighing (30 days ago): 350 kg in 30 days, i.e. today.
  const target = lotCard(page, g).getByLabel('Peso alvo (kg)');
  await target.fill('350');
  await expect(lotCard(page, g)).toContainText(`Previsão: ${formatDateBR(daysAgo(0))} (30 dias)`);
  await target.fill('380,5');
  // (380,5 − 327,5) / 0,75 = 70,7 → 71 days after 30 days ago.
  await expect(lotCard(page, g)).toContainText(`Previsão: ${formatDateBR(daysAgo(-41))} (71 dias)`);
  await target.fill('320');
  await expect(lotCard(page, g).getByText('Peso alvo já atingido')).toBeVisible();

  // Novilhas: each animal weighed once in the lot, no GMD.
  await expect(figure(page, 'Novilhas', 'GMD médio')).toHaveText('—');
  await lotCard(page, 'Novilhas').getByLabel('Peso alvo (kg)').fill('300');
  await expect(lotCard(page, 'Novilhas').getByText('Sem GMD para projetar')).toBeVisible();
});

test('lots: the empty state and a list that could not load', async ({ page }) => {
  await signedInUser(page);
  await mockLotsApi(page, { lots: [] });
  await page.goto('/module/weighing');
  await expect(lotsSection(page).getByText(LOT_MESSAGES.empty)).toBeVisible();

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await mockLotsApi(page, { failLots: true });
  await page.reload();
  await expect(lotsSection(page).getByText('Não foi possível carregar os lotes.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(lotsSection(page).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
});

test('lots: a new lot is checked like the server does, the server’s messages show, then it is saved', async ({
  page,
}) => {
  await signedInUser(page);
  const { calls } = await mockLotsApi(page);
  await page.goto('/module/weighing');

  await lotsSection(page).getByRole('button', { name: 'Novo lote' }).click();
  const form = page.getByRole('form', { name: 'Novo lote' });
  await expect(form.getByLabel('Nome do lote')).toBeFocused();
  await fillByLabel(page, { 'Quantidade (cabeças)': '0', 'Peso final (kg, opcional)': '1.200' });
  await form.getByRole('button', { name: 'Salvar lote' }).click();
  await expect(page.getByText('Por favor, corrija os campos inválidos.').first()).toBeVisible();
  await expect(form.getByText('Nome do lote é obrigatório')).toBeVisible();
  await expect(form.getByText('Quantidade deve ser maior que zero')).toBeVisible();
  await expect(form.getByText('Peso final não pode exceder 1.000 kg')).toBeVisible();
  await expect(form.getByLabel('Nome do lote')).toBeFocused();
  expect(sent(calls, 'POST', '/api/lots')).toHaveLength(0);

  // The server refuses a name already used: its message shows under the field.
  await fillByLabel(page, {
    'Nome do lote': 'Novilhas',
    'Quantidade (cabeças)': '30',
    'Peso inicial (kg)': '280,5',
    'Peso final (kg, opcional)': '',
    'Preço de compra (R$/cabeça)': '2.350,00',
    'Data da compra': '2026-02-01',
  });
  await form.getByRole('button', { name: 'Salvar lote' }).click();
  await expect(form.getByText('Já existe um lote com este nome')).toBeVisible();
  await expect(form.getByLabel('Nome do lote')).toHaveAttribute('aria-invalid', 'true');

  await fillByLabel(page, { 'Nome do lote': 'Lote das águas' });
  await form.getByRole('button', { name: 'Salvar lote' }).click();
  await expect(page.getByText('Lote criado', { exact: true })).toBeVisible();
  await expect(form).toHaveCount(0);
  expect(sent(calls, 'POST', '/api/lots').at(-1)!.body).toEqual({
    name: 'Lote das águas',
    quantity: 30,
    initialWeight: 280.5,
    finalWeight: null,
    purchasePrice: 2350,
    purchaseDate: '2026-02-01',
  });
  await expect(figure(page, 'Lote das águas', 'Preço por cabeça')).toHaveText('R$ 2.350,00');
  await expect(figure(page, 'Lote das águas', 'Pesados')).toHaveText('0');

  // Edit: the form comes filled, the change is sent with PUT.
  await lotCard(page, 'Novilhas').getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('form', { name: 'Editar lote' });
  await expect(edit.getByLabel('Nome do lote')).toHaveValue('Novilhas');
  await expect(edit.getByLabel('Peso inicial (kg)')).toHaveValue('250,5');
  await expect(edit.getByLabel('Preço de compra (R$/cabeça)')).toHaveValue('2.100,50');
  await fillByLabel(page, { 'Quantidade (cabeças)': '26' });
  await edit.getByRole('button', { name: 'Salvar lote' }).click();
  await expect(page.getByText('Lote atualizado', { exact: true })).toBeVisible();
  await expect(figure(page, 'Novilhas', 'Cabeças')).toHaveText('26');
  expect(sent(calls, 'PUT', `/api/lots/${NOVILHAS_ID}`)).toHaveLength(1);
});

test('lots: closing asks first, then the lot is closed; it can be reopened', async ({ page }) => {
  await signedInUser(page);
  const { calls } = await mockLotsApi(page);
  await page.goto('/module/weighing');

  const card = lotCard(page, 'Garrotes da seca');
  await card.getByRole('button', { name: 'Encerrar lote' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Encerrar lote?' });
  await expect(dialog).toContainText('Garrotes da seca deixa de receber novas pesagens');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  expect(sent(calls, 'POST', `/api/lots/${GARROTES_ID}/close`)).toHaveLength(0);

  await card.getByRole('button', { name: 'Encerrar lote' }).click();
  await dialog.getByRole('button', { name: 'Encerrar lote' }).click();
  await expect(page.getByText('Lote encerrado', { exact: true })).toBeVisible();
  await expect(card.getByText('Encerrado', { exact: true })).toBeVisible();
  await expect(card.getByText(LOT_MESSAGES.closed)).toBeVisible();
  await expect(lotsSection(page).getByRole('article').first()).toHaveAccessibleName('Novilhas');
  // A closed lot cannot be picked for a weighing.
  await expect(await comboboxOptions(page, 'Lote')).toHaveText(['Sem lote', 'Novilhas']);
  await page.getByRole('combobox', { name: 'Lote', exact: true }).press('Escape');

  await card.getByRole('button', { name: 'Reabrir' }).click();
  await expect(page.getByText('Lote reaberto', { exact: true })).toBeVisible();
  await expect(card.getByText('Encerrado', { exact: true })).toHaveCount(0);
  expect(sent(calls, 'POST', `/api/lots/${GARROTES_ID}/reopen`)).toHaveLength(1);
  await expect(
    lotCard(page, 'Bezerros 2024').getByRole('button', { name: 'Reabrir' }),
  ).toBeVisible();
  expect(BEZERROS_ID).toBeTruthy();
});

test('lots: ‘Usar no Cálculo de Resultados’ opens the calculator filled with the lot', async ({
  page,
}) => {
  await signedInUser(page);
  await mockLotsApi(page);
  await page.goto('/module/weighing');

  await lotCard(page, 'Garrotes da seca')
    .getByRole('link', { name: 'Usar no Cálculo de Resultados' })
    .click();
  await expect(page).toHaveURL(/\/module\/results\?/);
  await expect(
    page.getByRole('heading', { name: 'Cálculo de Resultados Pecuários' }),
  ).toBeVisible();
  await expect(page.getByLabel('Quantidade de Animais')).toHaveValue('40');
  await expect(page.getByLabel('Peso Inicial (kg)')).toHaveValue('300');
  await expect(page.getByLabel('Preço de Compra (R$/cabeça)')).toHaveValue('2.500,00');
  await expect(page.getByLabel('Período (meses)')).toHaveValue('3');
  await expect(page.getByLabel('Peso Final (kg)')).toHaveValue('');
  // The rest keeps the calculator's defaults and the result still needs the missing fields.
  await expect(page.getByLabel('Rendimento de Carcaça (%)')).toHaveValue('50');
  await fillByLabel(page, { 'Peso Final (kg)': '450', 'Valor da Arroba (R$/@)': '300,00' });
  await page.getByRole('button', { name: /Calcular/ }).click();
  await expect(page.getByText('Cálculo realizado!').first()).toBeVisible();
});

test('lots: Campo lists lots without prices, creation or changes', async ({ page }) => {
  await signedInUser(page);
  await mockFarmsApi(page, { role: 'field' });
  await mockLotsApi(page, { field: true });
  await page.goto('/module/weighing');

  const card = lotCard(page, 'Garrotes da seca');
  await expect(figure(page, 'Garrotes da seca', 'GMD médio')).toHaveText('0,750 kg/dia');
  await expect(lotsSection(page).getByRole('button', { name: 'Novo lote' })).toHaveCount(0);
  await expect(card.getByText('Preço por cabeça')).toHaveCount(0);
  await expect(page.getByText(/R\$/)).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Encerrar lote' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Usar no Cálculo de Resultados' })).toHaveCount(0);
  // Campo still picks a lot for a weighing.
  await expect(await comboboxOptions(page, 'Lote')).toHaveText([
    'Sem lote',
    'Garrotes da seca',
    'Novilhas',
  ]);
});

test('weighing form: the Lote select offers open lots and suggests the animal’s last lot', async ({
  page,
}) => {
  await signedInUser(page);
  const { calls } = await mockLotsApi(page);
  await page.goto('/module/weighing');

  const select = page.getByRole('combobox', { name: 'Lote', exact: true });
  await expect(await comboboxOptions(page, 'Lote')).toHaveText([
    'Sem lote',
    'Garrotes da seca',
    'Novilhas',
  ]);
  await select.press('Escape');
  await expect(select).toHaveValue('Sem lote');

  await fillByLabel(page, { 'Identificação do Animal': 'BR-1' });
  await expect(select).toHaveValue('Garrotes da seca');
  await expect(page.getByText('Último lote deste animal. Você pode trocar.')).toBeVisible();
  await fillByLabel(page, { 'Identificação do Animal': 'BR-7' });
  await expect(select).toHaveValue('Novilhas');
  // The person can change it; chosen, the lot stays theirs whatever the next animal's last lot
  // (issue 39 item 4: a suggestion fills only what the person has not chosen).
  await chooseOption(page, 'Lote', 'Sem lote', 'sem');
  await expect(select).toHaveValue('Sem lote');
  await fillByLabel(page, { 'Identificação do Animal': 'BR-1' });
  await expect(select).toHaveValue('Sem lote');
  await expect(page.getByText('Último lote deste animal. Você pode trocar.')).toHaveCount(0);

  await fillByLabel(page, { 'Identificação do Animal': 'BR-7' });
  await chooseOption(page, 'Lote', 'Novilhas', 'Novi');

  await fillByLabel(page, { 'Data da Pesagem': daysAgo(0), 'Peso (kg)': '205' });
  const lotsAgain = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/lots' && r.method() === 'GET',
  );
  await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
  await expect(page.getByText('Pesagem registrada', { exact: true })).toBeVisible();
  expect(sent(calls, 'POST', '/api/weighings').at(-1)!.body).toMatchObject({
    animalId: 'BR-7',
    weight: 205,
    batchId: NOVILHAS_ID,
  });
  // The lot stays chosen for the next animal of the same lot, and its figures are read again.
  await expect(select).toHaveValue('Novilhas');
  await lotsAgain;
  await expect(figure(page, 'Novilhas', 'GMD médio')).toHaveText('5,000 kg/dia');

  // The animal's history names the lot of each weighing.
  await chooseOption(page, 'Animal', 'BR-9');
  const history = page.getByRole('region', { name: 'Histórico de Pesagens' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Lote: Novilhas');
  await expect(history.getByRole('listitem').last()).not.toContainText('Lote:');
});

test('weighing form: a lot closed meanwhile is refused by the server, under the Lote select', async ({
  page,
}) => {
  await signedInUser(page);
  const { lots } = await mockLotsApi(page);
  await page.goto('/module/weighing');

  await fillByLabel(page, { 'Identificação do Animal': 'BR-1', 'Peso (kg)': '350' });
  const select = page.getByRole('combobox', { name: 'Lote', exact: true });
  await expect(select).toHaveValue('Garrotes da seca');
  // Someone else closes the lot before this weighing is saved.
  lots.find((l) => l.id === GARROTES_ID)!.closedAt = new Date().toISOString();
  await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
  await expect(page.getByText('Lote não encontrado.')).toBeVisible();
  await expect(select).toHaveAttribute('aria-invalid', 'true');
  await expect(select).toBeFocused();
  await expect(page.getByLabel('Peso (kg)')).toHaveValue('350');
});

test('a lot with more animals weighed than heads shows a warning', async ({ page }) => {
  await signedInUser(page);
  const lots = sampleLots();
  // Garrotes da seca has two animals weighed (lots-mock): one head too few.
  lots.find((l) => l.id === GARROTES_ID)!.quantity = 1;
  await mockLotsApi(page, { lots });
  await page.goto('/module/weighing');

  const card = lotCard(page, 'Garrotes da seca');
  await expect(figure(page, 'Garrotes da seca', 'Pesados')).toHaveText('2');
  await expect(card.getByText('Pesados acima das cabeças')).toBeVisible();
  await expect(card).toContainText(
    'Mais animais pesados (2) do que cabeças no lote (1). Confira as identificações ou a quantidade do lote.',
  );
  // Within its heads a lot has no warning.
  await expect(lotCard(page, 'Novilhas').getByText('Pesados acima das cabeças')).toHaveCount(0);
});

test('the lot and animal pickers search as you type, by keyboard too', async ({ page }) => {
  await signedInUser(page);
  await mockLotsApi(page);
  await page.goto('/module/weighing');

  const lot = page.getByRole('combobox', { name: 'Lote', exact: true });
  await expect(lot).toHaveAttribute('aria-expanded', 'false');
  await lot.fill('novi');
  await expect(lot).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('listbox', { name: 'Lotes abertos' });
  await expect(lot).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
  await expect(list.getByRole('option')).toHaveText(['Novilhas']);
  await lot.press('ArrowDown');
  const active = list.getByRole('option', { name: 'Novilhas' });
  await expect(lot).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id'))!);
  await lot.press('Enter');
  await expect(lot).toHaveValue('Novilhas');
  await expect(lot).toHaveAttribute('aria-expanded', 'false');

  // Escape closes the list and gives back the chosen lot; nothing found says so.
  await lot.fill('gar');
  await expect(list.getByRole('option')).toHaveText(['Garrotes da seca']);
  await lot.press('Escape');
  await expect(lot).toHaveValue('Novilhas');
  await lot.fill('xyz');
  await expect(
    page.getByRole('status').filter({ hasText: 'Nenhum lote aberto com esse nome.' }),
  ).toBeVisible();
  await lot.press('Escape');
  await expect(lot).toHaveValue('Novilhas');

  // The animal's id searches the animals weighed before, and takes a new one as typed.
  const animal = page.getByRole('combobox', { name: 'Identificação do Animal', exact: true });
  await animal.fill('br-');
  await expect(
    page.getByRole('listbox', { name: 'Animais', exact: true }).getByRole('option'),
  ).toHaveText(['BR-1', 'BR-2', 'BR-7', 'BR-9']);
  await animal.fill('BR-77');
  await expect(animal).toHaveAttribute('aria-expanded', 'false');
  await expect(animal).toHaveValue('BR-77');
});
