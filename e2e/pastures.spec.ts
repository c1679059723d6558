import { expect, signedInUser, test } from './fixtures';
import { apiAnimal, dialog, monthsAgo } from './herd-steps';
import type { Page } from './fixtures';

/** A toast of these words (the page may say them inside a longer sentence). */
const toast = (page: Page, words: string) =>
  page.locator('[data-sonner-toast]').getByText(words, { exact: true });

/*
 * Issue 42 ('Pastos'): a paddock registered on its screen, two animals picked in the herd list
 * moved into it, its grass measured, its boundary imported from a GeoJSON file and drawn on the
 * farm's map; the move is in 'Histórico de ocupação'.
 */

const geojson = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Piquete 1' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-54.6, -20.5],
            [-54.59, -20.5],
            [-54.59, -20.49],
            [-54.6, -20.49],
            [-54.6, -20.5],
          ],
        ],
      },
    },
  ],
});

test('a paddock registered, animals moved into it, its height and its shape on the map', async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  for (const tag of ['BOI-1', 'BOI-2', 'BOI-3']) {
    await apiAnimal(page, { tag, sex: 'M', birthDate: monthsAgo(30) });
  }

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Pastos' }).first().click();
  await expect(page).toHaveURL(/\/pastos$/);
  await expect(page.getByRole('heading', { name: 'Pastos', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar pasto' }).first().click();
  const form = dialog(page, 'Cadastrar pasto');
  await form.getByLabel('Nome').fill('Piquete 1');
  await form.getByLabel('Área (ha)').fill('12,5');
  await form.getByLabel('Forrageira').selectOption('Mombaça');
  await form.getByLabel('Rotacionado').check();
  await form.getByLabel('Retiro').fill('Sede');
  await form.getByLabel('Águas').fill('2');
  await form.getByLabel('Seca').fill('1,5');
  await form.getByRole('button', { name: 'Cadastrar pasto' }).click();
  await expect(toast(page, 'Pasto cadastrado')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Piquete 1' }).first()).toBeVisible();

  await page.goto('/rebanho');
  for (const tag of ['BOI-1', 'BOI-2']) {
    await page.getByRole('checkbox', { name: `Selecionar ${tag}` }).check();
  }
  await page
    .getByRole('region', { name: 'Animais selecionados' })
    .getByRole('button', { name: 'Mover para pasto' })
    .click();
  const move = dialog(page, 'Mover para pasto');
  await move.getByLabel('Pasto').selectOption({ label: 'Piquete 1' });
  await move.getByRole('button', { name: 'Mover' }).click();
  await expect(toast(page, 'Animais movidos')).toBeVisible();

  await page.goto('/pastos');
  await expect(page.getByText('Ocupado há 0 dias (2 cabeças)').first()).toBeVisible();
  await page.getByRole('link', { name: 'Piquete 1' }).first().click();
  await expect(page.getByRole('heading', { name: 'Piquete 1', level: 1 })).toBeVisible();
  await expect(page.getByText('85 cm').first()).toBeVisible();
  await page.getByRole('button', { name: 'Registrar altura' }).click();
  const height = dialog(page, 'Registrar altura');
  await height.getByLabel('Altura (cm)').fill('40');
  await height.getByRole('button', { name: 'Registrar altura' }).click();
  await expect(toast(page, 'Altura registrada')).toBeVisible();
  const history = page.getByRole('region', { name: 'Histórico de ocupação' });
  await expect(history.getByText('Piquete 1').first()).toBeVisible();

  await page.goto('/pastos');
  await page.getByRole('button', { name: 'Importar mapa' }).click();
  const upload = dialog(page, 'Importar mapa');
  await upload
    .getByLabel('Arquivo do mapa (KML, GeoJSON ou shapefile do CAR em .zip)')
    .setInputFiles({
      name: 'fazenda.geojson',
      mimeType: 'application/json',
      buffer: Buffer.from(geojson),
    });
  await upload.getByRole('button', { name: 'Importar 1 pasto' }).click();
  await expect(toast(page, 'Pastos importados')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Mapa da fazenda com 1 pasto' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Piquete 1: Ocupado/ })).toBeVisible();
});
