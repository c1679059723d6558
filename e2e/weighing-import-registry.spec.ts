import { seriousViolations } from './axe';
import { expect, signedInUser, test, type Page } from './fixtures';
import { apiAnimal, tagLink } from './herd-steps';

test.use({ reducedMotion: 'reduce' });

/*
 * The scale import matches the registry (decision 039): before saving it says how many ids name
 * no animal of 'Rebanho' and which, saving registers them, and their page says the sex is not
 * known and invites 'Editar'.
 */

async function chooseFile(page: Page, csv: string) {
  await page.getByLabel('Arquivo CSV da balança').setInputFiles({
    name: 'curral.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
}

test('weighing import: the unknown animals are listed before saving and registered by the save', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/weighing' });
  await apiAnimal(page, { tag: 'BR-1', sex: 'F' });
  await page.getByRole('button', { name: 'Importar da balança' }).click();
  await chooseFile(
    page,
    [
      'Brinco;Peso;Data',
      'BR-1;345,5;10/03/2025',
      'BR-2;300;10/03/2025',
      'BR-3;310;10/03/2025',
      '982 000123456789;320;10/03/2025',
      'BR-2;305;11/03/2025',
    ].join('\n'),
  );
  await expect(page.getByText('5 novas, 0 duplicadas, 0 inválidas')).toBeVisible();
  const unknown = page.getByRole('region', {
    name: '3 animais não cadastrados serão cadastrados no Rebanho ao salvar',
  });
  await expect(unknown).toBeVisible();
  const ids = unknown.getByRole('list', { name: 'Animais não cadastrados' }).getByRole('listitem');
  await expect(ids).toHaveText(['982000123456789', 'BR-2', 'BR-3']);
  // The lines say it too; the registered BR-1 does not.
  await expect(page.getByText('Não cadastrado', { exact: true })).toHaveCount(4);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Salvar 5 pesagens' }).click();
  await expect(page.getByText('5 pesagens importadas.')).toBeVisible();
  await expect(page.getByText('3 animais cadastrados no Rebanho.')).toBeVisible();

  await page.goto('/rebanho');
  await page.getByLabel('Buscar animal').fill('BR-2');
  const row = page.getByRole('row').filter({ has: tagLink(page, 'BR-2') });
  await expect(row.getByRole('cell', { name: 'Não informado' })).toBeVisible();
  await expect(tagLink(page, 'BR-3')).toHaveCount(0);
  await tagLink(page, 'BR-2').click();
  await expect(page.getByRole('heading', { name: 'Animal BR-2' })).toBeVisible();
  await expect(page.getByText(/Sexo não informado: este animal foi cadastrado/)).toBeVisible();
  await expect(page.getByText('305 kg').first()).toBeVisible();
  await expect(page.getByText('Cadastrado a partir das pesagens', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrar nascimento' })).toHaveCount(0);

  // The same file again: nothing new, nobody left to register.
  await page.goto('/module/weighing');
  await page.getByRole('button', { name: 'Importar da balança' }).click();
  await chooseFile(page, 'Brinco;Peso;Data\nBR-2;300;10/03/2025\nBR-4;280;10/03/2025\n');
  await expect(page.getByText('1 nova, 1 duplicada, 0 inválidas')).toBeVisible();
  await expect(
    page.getByRole('region', {
      name: '1 animal não cadastrado será cadastrado no Rebanho ao salvar',
    }),
  ).toBeVisible();
});

test('weighing import: 30 unknown animals at 360 px, 20 listed then all, nothing overflows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInUser(page, { at: '/module/weighing' });
  await page.getByRole('button', { name: 'Importar da balança' }).click();
  const lines = Array.from(
    { length: 30 },
    (_, i) => `9820001234${String(10000 + i)};${300 + i};10/03/2025`,
  );
  await chooseFile(page, ['EID;Peso;Data', ...lines].join('\n'));
  const unknown = page.getByRole('region', {
    name: '30 animais não cadastrados serão cadastrados no Rebanho ao salvar',
  });
  const ids = unknown.getByRole('list', { name: 'Animais não cadastrados' }).getByRole('listitem');
  await expect(ids).toHaveCount(20);
  await expect(unknown.getByText('e mais 10')).toBeVisible();
  await unknown.getByRole('button', { name: 'Mostrar mais' }).click();
  await expect(ids).toHaveCount(30);
  await expect(unknown.getByRole('button', { name: 'Mostrar mais' })).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});
