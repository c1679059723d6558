import { seriousViolations } from './axe';
import { expect, signedInUser, test, type Page } from './fixtures';
import { apiAnimal, dialog, monthsAgo } from './herd-steps';

test.use({ reducedMotion: 'reduce' });

// Against 360, not innerWidth: a phone's layout viewport grows to fit content that overflows.
const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= 360 && window.innerWidth <= 360);

test("'Sanidade' on a 360 px phone: the calendar, the dialog and the applications fit", async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  await apiAnimal(page, {
    tag: 'NEL-000123456789',
    sex: 'F',
    birthDate: monthsAgo(5),
    name: 'Estrela da Manhã do Retiro São Sebastião',
  });
  await page.goto('/sanidade');
  await page.getByRole('button', { name: /^Ver .* \(Atrasadas\): Brucelose/ }).click();
  const overdue = page.getByRole('list', { name: 'Animais: Atrasadas' });
  await expect(overdue).toContainText('NEL-000123456789');
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  if (process.env.SHOTS)
    await page.screenshot({ path: '.tmp/shots/phone-page.png', fullPage: true });

  await page.getByRole('button', { name: /Registrar para todos: Brucelose/ }).click();
  const form = dialog(page, 'Registrar aplicação');
  await expect(form).toBeVisible();
  const box = (await form.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByLabel('Dose').fill('2');
  await form.getByLabel('Veterinário responsável').fill('Dra. Ana Lima (CRMV-GO 1234)');
  await form.getByRole('button', { name: 'Registrar aplicação' }).click();
  await expect(page.getByText('Aplicação registrada', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Registrar aplicação' }).click();
  await form.getByLabel('Aplicar em').selectOption('Uma categoria');
  await expect(form.getByLabel('Categoria', { exact: true })).toBeVisible();
  await form.getByLabel('Aplicar em').selectOption('Alguns animais');
  await form.getByRole('combobox', { name: 'Animais' }).fill('NEL');
  await form.getByRole('option', { name: /NEL-000123456789/ }).click();
  await expect(form.getByRole('button', { name: 'Tirar NEL-000123456789' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  if (process.env.SHOTS) await page.screenshot({ path: '.tmp/shots/phone-dialog.png' });
  await page.keyboard.press('Escape');
  // Changed: leaving asks first (issue 39 item 4).
  await page
    .getByRole('alertdialog', { name: 'Descartar as alterações?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The applications are the page's second tab (issue 39).
  await page.getByRole('tab', { name: 'Aplicações' }).click();
  await expect(page.getByRole('list', { name: 'Aplicações registradas' })).toContainText(
    'NEL-000123456789',
  );
  expect(await noHorizontalScroll(page)).toBe(true);
  if (process.env.SHOTS)
    await page.screenshot({ path: '.tmp/shots/phone-after.png', fullPage: true });
});
