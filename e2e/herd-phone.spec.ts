import { seriousViolations } from './axe';
import { expect, signedInUser, test, type Page } from './fixtures';
import { apiAnimal, monthsAgo, tagLink } from './herd-steps';

test.use({ reducedMotion: 'reduce' });

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('the herd list on a 360 px phone: cards, no sideways scroll, selection and dialogs fit', async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  await apiAnimal(page, {
    tag: 'NEL-000123456789',
    sex: 'F',
    birthDate: monthsAgo(30),
    name: 'Estrela da Manhã do Retiro São Sebastião',
    eid: '982000123456789',
  });
  await apiAnimal(page, { tag: '2', sex: 'M', birthDate: monthsAgo(8) });
  await page.goto('/rebanho');

  await expect(tagLink(page, 'NEL-000123456789')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Animais do rebanho' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(1); // the GTA counts; the list is cards
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('checkbox', { name: 'Selecionar 2' }).check();
  await page
    .getByRole('region', { name: 'Animais selecionados' })
    .getByRole('button', { name: 'Transferir' })
    .click();
  const transfer = page.getByRole('dialog', { name: 'Transferir' });
  await expect(transfer).toBeVisible();
  const box = (await transfer.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await transfer.getByLabel('Para o pasto').fill('Piquete 3');
  await transfer.getByRole('button', { name: 'Transferir' }).click();
  await expect(page.getByText('Transferência registrada')).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);

  await page.getByRole('button', { name: 'Registrar compra' }).click();
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await tagLink(page, 'NEL-000123456789').click();
  await expect(page.getByRole('heading', { name: 'Animal NEL-000123456789' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/rebanho/novo');
  await expect(page.getByRole('button', { name: 'Cadastrar animal' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
});
