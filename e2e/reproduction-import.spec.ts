import { formatDateBR } from '../src/domain/records/dates';
import { expect, signedInUser, test } from './fixtures';
import { dialog } from './herd-steps';
import { cowsInTheHerd, daysFromToday, exposeCategory, newSeason } from './reproduction-steps';

/*
 * Issue 41 item 10: the vet's file of checks ('brinco;resultado;data') brought into a season —
 * previewed line by line, the unknown brinco left out, the rest recorded once.
 */
test("'Importar diagnósticos': a vet's file previewed, its error left out, the rest recorded", async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  await cowsInTheHerd(page, ['IMP-1', 'IMP-2']);
  await page.goto('/reproducao');
  await newSeason(page, 'Estação importada', daysFromToday(-60), daysFromToday(30));
  await exposeCategory(page, 'Vaca');

  const day = formatDateBR(daysFromToday(-5));
  const file = `brinco;resultado;data\nIMP-1;P;${day}\nIMP-2;V;${day}\nNAO-EXISTE;P;${day}\n`;
  await page.getByRole('button', { name: 'Importar diagnósticos' }).click();
  const form = dialog(page, 'Importar diagnósticos');
  await form.getByLabel('Arquivo dos diagnósticos').setInputFiles({
    name: 'diagnosticos.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file, 'utf8'),
  });
  const preview = form.getByRole('region', { name: 'Prévia da importação' });
  await expect(preview.getByText('Novos: 2 · Já registrados: 0 · Com erro: 1')).toBeVisible();
  await expect(preview.getByText('NAO-EXISTE', { exact: true })).toBeVisible();

  await form.getByLabel('Ignorar linhas com erro').check();
  await form.getByRole('button', { name: 'Importar 2 diagnósticos' }).click();
  await expect(page.getByText('2 diagnósticos importados')).toBeVisible();
  await expect(page.getByText('Diagnosticadas: 2 de 2')).toBeVisible();
});
