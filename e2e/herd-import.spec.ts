import { seriousViolations } from './axe';
import { expect, signedInUser, test } from './fixtures';
import { dialog, tagLink } from './herd-steps';

test.use({ reducedMotion: 'reduce' });

const FILE = [
  'Brinco;EID;Sexo;Raça;Nascimento;Lote',
  'IMP-1;982 000555000001;M;Nelore;15/01/2025;Recria',
  'IMP-2;;Fêmea;Angus;;',
  'IMP-3;982000555000003;F;Outra;01/06/2024;recria',
].join('\r\n');

const chooseFile = (page: import('./fixtures').Page, text: string) =>
  page.getByLabel('Arquivo CSV dos animais').setInputFiles({
    name: 'animais.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${text}`, 'utf8'),
  });

test("herd import: a 3-line file previewed, imported into the list, then again as 0 new; 'Exportar' offered", async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  const origin = new URL(page.url()).origin;
  const lot = await page.request.post('/api/lots', {
    data: {
      name: 'Recria',
      quantity: 1,
      initialWeight: 200,
      purchasePrice: 1000,
      purchaseDate: '2025-01-01',
    },
    headers: { origin },
  });
  expect(lot.status(), await lot.text()).toBe(201);
  await page.reload();
  await expect(page.getByText('Exportar rebanho (CSV)')).toBeVisible();
  await expect(page.getByText('Exportar eventos (CSV)')).toBeVisible();

  await page.getByRole('button', { name: 'Importar animais' }).click();
  const importing = dialog(page, 'Importar animais');
  await expect(importing).toBeVisible();
  await chooseFile(page, FILE);
  const preview = importing.getByRole('region', { name: 'Prévia da importação' });
  await expect(preview.getByText('Novos: 3 · Já cadastrados: 0 · Com erro: 0')).toBeVisible();
  await expect(preview.getByRole('cell', { name: 'IMP-2', exact: true })).toBeVisible();
  await importing.getByRole('button', { name: 'Importar 3 animais' }).click();
  await expect(page.getByText('3 animais importados')).toBeVisible();
  await expect(importing).toBeHidden();
  for (const tag of ['IMP-1', 'IMP-2', 'IMP-3']) await expect(tagLink(page, tag)).toBeVisible();

  // The same file again: everything already registered, nothing to import.
  await page.getByRole('button', { name: 'Importar animais' }).click();
  await chooseFile(page, FILE);
  await expect(preview.getByText('Novos: 0 · Já cadastrados: 3 · Com erro: 0')).toBeVisible();
  await expect(importing.getByText(/Nenhum animal novo no arquivo/)).toBeVisible();
  await importing.getByRole('button', { name: 'Importar 0 animais' }).click();
  await expect(importing).toBeVisible();

  // A line with an error is shown with its reason and blocks the import until skipped.
  // No lot on this farm: the lines naming one have errors.
  await chooseFile(page, `${FILE}\r\nIMP-4;9,82E+14;M;;;\r\nIMP-5;;M;;;Engorda`);
  await expect(preview.getByText('Novos: 0 · Já cadastrados: 3 · Com erro: 2')).toBeVisible();
  await expect(preview.getByText(/gravado pelo Excel como número/)).toBeVisible();
  await expect(preview.getByText('Lote não encontrado: Engorda')).toBeVisible();
  await expect(importing.getByText(/Corrija o arquivo ou marque/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await importing.getByRole('button', { name: 'Cancelar' }).click();
  // A file was chosen: leaving asks first (issue 39 item 4).
  await page
    .getByRole('alertdialog', { name: 'Descartar as alterações?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await expect(importing).toHaveCount(0);
  await expect(page.getByText('3 animais', { exact: true })).toBeVisible();
});

test('herd import on a 360 px phone: the dialog and its preview fit without sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInUser(page, { at: '/rebanho' });
  await page.getByRole('button', { name: 'Importar animais' }).click();
  const importing = dialog(page, 'Importar animais');
  await chooseFile(
    page,
    `${FILE}\r\nIMP-4;982 000555000004;M;Nelore;01/02/2025;Lote com um nome bem comprido`,
  );
  await expect(importing.getByText('Novos: 1 · Já cadastrados: 0 · Com erro: 3')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await importing.getByLabel('Ignorar linhas com erro').check();
  await importing.getByRole('button', { name: 'Importar 1 animal' }).click();
  await expect(page.getByText('1 animal importado')).toBeVisible();
});

test('herd import: a line without Sexo is imported without one, and a later file gives it', async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  await page.getByRole('button', { name: 'Importar animais' }).click();
  const importing = dialog(page, 'Importar animais');
  const preview = importing.getByRole('region', { name: 'Prévia da importação' });
  await chooseFile(page, 'Brinco;Sexo;Raça\r\nSS-1;;Nelore\r\nSS-2;M;\r\n');
  await expect(preview.getByText('Novos: 2 · Já cadastrados: 0 · Com erro: 0')).toBeVisible();
  await expect(
    preview.getByText('1 animal sem sexo no arquivo não entra no estoque. Complete-o no Rebanho.'),
  ).toBeVisible();
  await expect(preview.getByText('Sem sexo', { exact: true })).toBeVisible();
  await importing.getByRole('button', { name: 'Importar 2 animais' }).click();
  await expect(page.getByText('2 animais importados')).toBeVisible();
  await expect(tagLink(page, 'SS-1')).toBeVisible();

  await page.getByRole('button', { name: 'Importar animais' }).click();
  await chooseFile(page, 'Brinco;Sexo\r\nSS-1;Fêmea\r\nSS-2;F\r\n');
  await expect(preview.getByText('Novos: 0 · Já cadastrados: 2 · Com erro: 0')).toBeVisible();
  await expect(
    preview.getByText('1 animal já cadastrado sem sexo recebe o sexo do arquivo.'),
  ).toBeVisible();
  await expect(preview.getByText('Recebe o sexo Fêmea', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await importing.getByRole('button', { name: 'Completar o sexo de 1 animal' }).click();
  await expect(page.getByText('Sexo completado: 1 animal')).toBeVisible();
  await expect(importing).toBeHidden();
});
