import type { Locator } from '@playwright/test';
import { expect, signedInUser, test, type Page } from './fixtures';
import { apiAnimal, dialog, monthsAgo } from './herd-steps';

/* Every herd dialog on a 360 px phone: it fits, its submit can be reached, and closing it gives
 * the focus back to the button that opened it (issue 25's review pass). */

test.use({ reducedMotion: 'reduce' });

const COW = 'NEL-2026-000123456789-A';

/** Opens `title` with `opener`, checks that it fits and can be sent, closes it by `close`. */
async function checkDialog(
  page: Page,
  opener: Locator,
  title: string,
  submit: string,
  close: 'Escape' | 'Cancelar' = 'Escape',
) {
  await opener.click();
  const box = dialog(page, title);
  await expect(box).toBeVisible();
  // The focus moves into the dialog.
  await expect
    .poll(() => box.evaluate((el) => el.contains(document.activeElement)), { message: title })
    .toBe(true);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    title,
  ).toBeLessThanOrEqual(360);
  const { x, width } = (await box.boundingBox())!;
  expect(x, title).toBeGreaterThanOrEqual(0);
  expect(x + width, title).toBeLessThanOrEqual(360);
  const send = box.getByRole('button', { name: submit, exact: true });
  await send.scrollIntoViewIfNeeded();
  await expect(send, title).toBeInViewport();
  if (close === 'Escape') await page.keyboard.press('Escape');
  else await box.getByRole('button', { name: 'Cancelar' }).click();
  await expect(box).toHaveCount(0);
  await expect(opener, `focus back on the opener of ${title}`).toBeFocused();
}

test('each herd dialog fits a 360 px phone, can be sent, and gives the focus back', async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  const cow = await apiAnimal(page, {
    tag: COW,
    sex: 'F',
    birthDate: monthsAgo(40),
    name: 'Estrela da Manhã do Retiro São Sebastião das Águas Claras',
    eid: '982000123456789',
  });
  await apiAnimal(page, { tag: 'BOI-0000000000000000002', sex: 'M', birthDate: monthsAgo(26) });
  await page.goto('/rebanho');

  const main = page.getByRole('main');
  await checkDialog(
    page,
    main.getByRole('button', { name: 'Registrar compra' }),
    'Registrar compra',
    'Registrar compra',
  );
  // Sent empty, the focus goes to the first field in error (off screen on a phone).
  await main.getByRole('button', { name: 'Registrar compra' }).click();
  const purchase = dialog(page, 'Registrar compra');
  await purchase.getByRole('button', { name: 'Registrar compra' }).click();
  await expect(purchase.getByLabel('Do brinco')).toBeFocused();
  await page.keyboard.press('Escape');

  await checkDialog(
    page,
    main.getByRole('button', { name: 'Registrar nascimento' }),
    'Registrar nascimento',
    'Registrar nascimento',
    'Cancelar',
  );

  // The cards' 'select all' (the table's header checkbox is desktop only).
  await page.getByRole('checkbox', { name: 'Selecionar os 2 mostrados' }).check();
  const bar = page.getByRole('region', { name: 'Animais selecionados' });
  await expect(bar.getByText('2 selecionados')).toBeVisible();
  await checkDialog(
    page,
    bar.getByRole('button', { name: 'Registrar venda' }),
    'Registrar venda',
    'Registrar venda',
  );
  await checkDialog(
    page,
    bar.getByRole('button', { name: 'Transferir' }),
    'Transferir',
    'Transferir',
  );
  // The bar leaves with the focused button: the focus goes to the list's count, not the body.
  await bar.getByRole('button', { name: 'Limpar seleção' }).click();
  await expect(bar).toHaveCount(0);
  await expect(page.getByText('2 animais', { exact: true })).toBeFocused();

  await page.goto(`/rebanho/${cow}`);
  await expect(page.getByRole('heading', { name: `Animal ${COW}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const title of ['Registrar venda', 'Registrar morte', 'Transferir']) {
    await checkDialog(page, main.getByRole('button', { name: title }), title, title);
  }
  const birth = main.getByRole('button', { name: 'Registrar nascimento' });
  await checkDialog(page, birth, 'Registrar nascimento', 'Registrar nascimento');

  // A birth saved: its toast, and the focus back on the button.
  await birth.click();
  const form = dialog(page, 'Registrar nascimento');
  await form.getByLabel('Brinco do bezerro').fill('BZ-2026-0001');
  await form.getByText('Fêmea', { exact: true }).click();
  await form.getByRole('button', { name: 'Registrar nascimento' }).click();
  await expect(page.getByText('Nascimento registrado')).toBeVisible();
  await expect(birth).toBeFocused();

  await checkDialog(
    page,
    page.getByRole('button', { name: /^Desfazer: Parto/ }),
    'Desfazer evento',
    'Desfazer',
  );

  // Undone, the event's 'Desfazer' leaves: the focus goes to the history.
  await page.getByRole('button', { name: /^Desfazer: Parto/ }).click();
  const undo = dialog(page, 'Desfazer evento');
  await undo.getByLabel('Motivo').fill('Lançado na vaca errada');
  await undo.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText('Evento desfeito')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Histórico do animal' })).toBeFocused();

  // Dead, her event buttons leave: the focus goes to her name.
  await main.getByRole('button', { name: 'Registrar morte' }).click();
  const death = dialog(page, 'Registrar morte');
  await death.getByLabel('Causa').selectOption('Picada de cobra');
  await death.getByRole('button', { name: 'Registrar morte' }).click();
  await expect(page.getByText('Morte registrada')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Animal ${COW}` })).toBeFocused();
});
