import { expect, signedInUser, test } from './fixtures';
import { daysFromToday, noSidewaysScroll, seasonOfCows } from './reproduction-steps';

/* 'Diagnóstico no tronco' at 360 px: only down to scroll, 48 px targets, a long brinco wrapped. */

const TAG = 'VACA-DE-BRINCO-LONGO-0001';

test('the chute at 360 px: big targets, the list a finger’s, nothing sideways', async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  await seasonOfCows(page, 'Estação 2026/27', [TAG, 'V-2'], daysFromToday(-10), daysFromToday(80));
  await page.getByRole('link', { name: 'Diagnóstico no tronco' }).click();
  const list = page.getByRole('list', { name: 'Faltam diagnosticar' });
  await expect(list.getByRole('button')).toHaveCount(2);
  await noSidewaysScroll(page);
  for (const button of await list.getByRole('button').all()) {
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }

  // Picked from the list: her targets, each at least 48 px high.
  await list.getByRole('button', { name: new RegExp(`^${TAG}`) }).click();
  const her = page.getByRole('region', { name: TAG });
  await expect(her).toBeVisible();
  for (const name of ['Prenhe', 'Vazia', 'Inconclusivo']) {
    const box = (await her.getByRole('button', { name }).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(48);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  await noSidewaysScroll(page);
  await her.getByRole('button', { name: 'Prenhe' }).click();
  await expect(page.getByText('Diagnosticadas: 1 de 2')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Brinco ou EID' })).toBeFocused();
});
