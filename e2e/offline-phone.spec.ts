import { seriousViolations } from './axe';
import { expect, fillByLabel, signedInUser, test } from './fixtures';
import { pendingList, syncStrip, usedOnline } from './offline-helpers';

// Issue 13 on a 360 px phone: the sync strip and the pending records fit, read well and are
// reachable; long animal ids and notes do not push the page sideways.

const fits = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('offline on a phone: the strip and the pending list fit 360 px and pass axe', async ({
  page,
  context,
}) => {
  await signedInUser(page, { name: 'Maria Aparecida dos Santos Oliveira', at: '/module/weighing' });
  await expect(page.getByRole('heading', { name: 'Registrar Pesagem' })).toBeVisible();
  await usedOnline(page);
  await context.setOffline(true);
  for (const [animal, weight] of [
    ['BRINCO-2026-000123456789', '1.000,0'],
    ['Vaca Mimosa da Várzea Grande', '412,5'],
  ]) {
    await fillByLabel(page, { 'Identificação do Animal': animal!, 'Peso (kg)': weight! });
    await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
    // Kept on the phone, the form starts over: only then is the next one typed.
    await expect(page.getByLabel('Peso (kg)', { exact: true })).toHaveValue('');
  }
  await expect(pendingList(page).getByRole('listitem')).toHaveCount(2);
  await expect(syncStrip(page)).toContainText('2 registros aguardando envio');
  await expect(syncStrip(page).getByRole('button', { name: 'Sincronizar agora' })).toBeDisabled();
  expect(await fits(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  await context.setOffline(false);
  await expect(pendingList(page)).toHaveCount(0);
  await expect(syncStrip(page)).toHaveCount(0);
  expect(await fits(page)).toBe(true);
});
