import AxeBuilder from '@axe-core/playwright';
import { chooseOption, expect, signedInUser, test, type Page } from './fixtures';

test.use({ reducedMotion: 'reduce' });

/** A Tru-Test-style export: EID, VID, weight, date and time, 50 lines. */
function truTestFile(lines = 50): Buffer {
  const rows = ['EID,VID,Weight,Date,Time,Note'];
  for (let i = 1; i <= lines; i++) {
    const eid = `982000${String(123456000 + i)}`;
    rows.push(
      `${eid},${100 + i},${(280 + i * 1.5).toFixed(1)},10/03/2025,08:${String(i % 60).padStart(2, '0')}:00,`,
    );
  }
  return Buffer.from(rows.join('\r\n'), 'utf8');
}

async function chooseFile(page: Page, buffer: Buffer) {
  await page.getByLabel('Arquivo CSV da balança').setInputFiles({
    name: 'balanca.csv',
    mimeType: 'text/csv',
    buffer,
  });
}

test('weighing import: 50 lines previewed as new, saved, then recognised as duplicates', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/weighing' });
  await page.getByRole('button', { name: 'Importar da balança' }).click();
  await expect(page.getByRole('heading', { name: 'Importar da balança' })).toBeVisible();

  const file = truTestFile();
  await chooseFile(page, file);
  await expect(page.getByLabel('Coluna 2: VID')).toHaveValue('animalId');
  await expect(page.getByLabel('Coluna 3: Weight')).toHaveValue('weight');
  await expect(page.getByText('50 novas, 0 duplicadas, 0 inválidas')).toBeVisible();
  await expect(page.getByRole('cell', { name: '101', exact: true })).toBeVisible();

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/weighings/import') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Salvar 50 pesagens' }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByText('50 pesagens importadas.')).toBeVisible();
  // The weighing screen now knows the imported animals (searched on the server, decision 031).
  const animal = page.getByRole('combobox', { name: 'Animal', exact: true });
  await animal.fill('150');
  await expect(page.getByRole('listbox').getByRole('option', { name: '150' })).toHaveCount(1);
  await animal.press('Escape');

  await chooseFile(page, file);
  await expect(page.getByText('0 novas, 50 duplicadas, 0 inválidas')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar 0 pesagens' })).toBeDisabled();
});

test('weighing import: an invalid line blocks the save until it is ignored, at 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInUser(page, { at: '/module/weighing' });
  await page.getByRole('button', { name: 'Importar da balança' }).click();
  const csv = 'Brinco;Peso;Data\nBR-1;345,5;10/03/2025\nBR-2;abc;10/03/2025\n';
  await chooseFile(page, Buffer.from(csv, 'latin1'));
  await expect(page.getByText('1 nova, 0 duplicadas, 1 inválida')).toBeVisible();
  await expect(page.getByText('Peso inválido')).toBeVisible();
  const save = page.getByRole('button', { name: 'Salvar 1 pesagem' });
  await expect(save).toBeDisabled();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
    [],
  );
  await page.getByLabel('Ignorar linhas inválidas').check();
  await expect(save).toBeEnabled();
  // Nothing overflows the page sideways: the table scrolls inside its box.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await save.click();
  await expect(page.getByText('1 pesagem importada.')).toBeVisible();
});

test('weighing import: the weighings go to the open lot chosen', async ({ page }) => {
  await signedInUser(page);
  const created = await page.request.post('/api/lots', {
    data: {
      name: 'Lote Balança',
      quantity: 5,
      initialWeight: 250,
      purchasePrice: 2000,
      purchaseDate: '2025-01-01',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto('/module/weighing');
  await page.getByRole('button', { name: 'Importar da balança' }).click();
  const importer = page.getByRole('region', { name: 'Importar da balança' });
  await chooseOption(importer, 'Lote', 'Lote Balança', 'balança');
  await chooseFile(page, truTestFile(3));
  await expect(page.getByText('3 novas, 0 duplicadas, 0 inválidas')).toBeVisible();
  const saved = page.waitForRequest(
    (r) => r.url().endsWith('/api/weighings/import') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Salvar 3 pesagens' }).click();
  expect(((await saved).postDataJSON() as { batchId: string }).batchId).toBe(id);
  await expect(page.getByText('3 pesagens importadas.')).toBeVisible();
});

test('weighing import: a file over 4 MB is refused at once, naming the limit, and nothing is sent', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/weighing' });
  await page.getByRole('button', { name: 'Importar da balança' }).click();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/weighings/import')) sent.push(request.url());
  });
  // Just over the limit: a real export's lines, repeated.
  const line = Buffer.from('982000123456789,101,301.5,10/03/2025,08:00:00,\r\n');
  const big = Buffer.alloc(4 * 1024 * 1024 + 1, line);
  await chooseFile(page, big);
  const field = page.getByLabel('Arquivo CSV da balança');
  await expect(
    page.getByText(
      'Arquivo grande demais: o limite é 4 MB. Divida o arquivo e importe em partes de até 50.000 pesagens.',
    ),
  ).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { name: 'Colunas do arquivo' })).toHaveCount(0);
  expect(sent).toEqual([]);
});

test('weighing import: a long file is previewed one page of 100 lines at a time', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/weighing' });
  await page.getByRole('button', { name: 'Importar da balança' }).click();
  await chooseFile(page, truTestFile(250));
  await expect(page.getByText('250 novas, 0 duplicadas, 0 inválidas')).toBeVisible();
  const table = page.getByRole('region', { name: 'Linhas do arquivo' });
  const pages = page.getByRole('navigation', { name: 'Páginas das linhas' });
  await expect(pages.getByText('Linhas 1–100 de 250 (as inválidas primeiro)')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(101);
  await expect(table.getByRole('cell', { name: '102', exact: true })).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Anterior' })).toBeDisabled();

  await pages.getByRole('button', { name: 'Próxima' }).click();
  await pages.getByRole('button', { name: 'Próxima' }).click();
  await expect(pages.getByText('Linhas 201–250 de 250 (as inválidas primeiro)')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(51);
  await expect(table.getByRole('cell', { name: '350', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: '102', exact: true })).toHaveCount(0);
  await expect(pages.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Salvar 250 pesagens' })).toBeEnabled();
});

/** A Tru-Test session as the indicator writes it: a preamble, then pounds and two-digit years. */
function sessionInPounds(): Buffer {
  return Buffer.from(
    [
      'Session: 12',
      'Session Name: Desmama lote 3',
      'Date: 03/04/25',
      'Weight Unit: lb',
      '',
      'EID,VID,Date,Time,Weight,Unit',
      '982 000123456789,LB-101,03/04/25,08:15:02,750,lb',
      '0982000123456790,,03/04/25,08:16:40,802.5,lb',
      'LA 982 000123456791,LB-103,04/03/25,08:17:11,661,LB',
    ].join('\r\n'),
    'utf8',
  );
}

test('weighing import: a session in pounds after its preamble, with dates that read both ways', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/weighing' });
  await page.getByRole('button', { name: 'Importar da balança' }).click();
  await chooseFile(page, sessionInPounds());

  await expect(
    page.getByText(
      'Cabeçalho encontrado na linha 6; as linhas acima (dados da sessão) foram ignoradas.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Coluna 2: VID')).toHaveValue('animalId');
  await expect(page.getByLabel('Coluna 1: EID')).toHaveValue('eid');
  await expect(page.getByLabel('Coluna 6: Unit')).toHaveValue('unit');
  await expect(page.getByText('3 novas, 0 duplicadas, 0 inválidas')).toBeVisible();
  await expect(page.getByText('3 pesos convertidos de libras (lb) para kg.')).toBeVisible();

  // Every date reads both ways: the person is asked, day first by default (as Brazil writes).
  const question = page.getByRole('group', { name: 'As datas estão como dia/mês ou mês/dia?' });
  await expect(question.getByLabel('Dia/mês (27/08)')).toBeChecked();
  const table = page.getByRole('region', { name: 'Linhas do arquivo' });
  const row = (text: string) => table.getByRole('row').filter({ hasText: text });
  await expect(row('LB-101')).toContainText('03/04/2025');
  await question.getByLabel('Mês/dia (08/27)').check();
  await expect(row('LB-101')).toContainText('04/03/2025');
  await expect(row('LB-101')).toContainText('340,2 kg');
  await expect(row('LB-101')).toContainText('750,0 lb');
  // An empty VID falls back to the EID, stored as its 15 digits.
  await expect(row('982000123456790')).toContainText('364,0 kg');
  await expect(row('LB-103')).toContainText('03/04/2025');
  await expect(page.getByText('3 novas, 0 duplicadas, 0 inválidas')).toBeVisible();

  const saved = page.waitForRequest(
    (r) => r.url().endsWith('/api/weighings/import') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Salvar 3 pesagens' }).click();
  const body = (await saved).postDataJSON() as {
    weighings: { animalId: string; weighingDate: string; weight: number }[];
  };
  expect(body.weighings.map((w) => [w.animalId, w.weighingDate, w.weight])).toEqual([
    ['LB-101', '2025-03-04', 340.2],
    ['982000123456790', '2025-03-04', 364],
    ['LB-103', '2025-04-03', 299.8],
  ]);
  await expect(page.getByText('3 pesagens importadas.')).toBeVisible();

  // The weighings are in kg, on the dates read month-first.
  const list = page.getByRole('list', { name: 'Pesagens registradas' }).getByRole('listitem');
  await expect(list.filter({ hasText: 'LB-101' })).toContainText('340,2 kg');
  await expect(list.filter({ hasText: 'LB-101' })).toContainText('04/03/2025');
  await expect(list.filter({ hasText: '982000123456790' })).toContainText('364,0 kg');
  await expect(list.filter({ hasText: 'LB-103' })).toContainText('299,8 kg');

  // The same file answered the same way again: nothing new.
  await chooseFile(page, sessionInPounds());
  await page
    .getByRole('group', { name: 'As datas estão como dia/mês ou mês/dia?' })
    .getByLabel('Mês/dia (08/27)')
    .check();
  await expect(page.getByText('0 novas, 3 duplicadas, 0 inválidas')).toBeVisible();
});
