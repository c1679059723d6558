import { formatDateBR, todayIn } from '../src/domain/records/dates';
import { expect, signedInUser, test } from './fixtures';
import { apiAnimal, dialog, monthsAgo } from './herd-steps';

/* Undo says what it undoes (issue 39 item 5, decision 063), on a 360 px phone: from one animal's
 * page, a sale of three names them all and takes out only that animal when asked. */

test.use({ reducedMotion: 'reduce' });

test('undoing a sale of three from one animal names them all and takes out only that one', async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  const ids: string[] = [];
  for (const tag of ['00001', '00002', '00003']) {
    ids.push(await apiAnimal(page, { tag, sex: 'M', birthDate: monthsAgo(30) }));
  }
  const origin = new URL(page.url()).origin;
  const today = todayIn(new Date());
  const sale = await page.request.post('/api/animals/sales', {
    data: { date: today, animalIds: ids, priceKind: 'head', price: 3000, buyer: 'Frigorífico' },
    headers: { origin },
  });
  expect(sale.status(), await sale.text()).toBe(201);

  await page.goto(`/rebanho/${ids[1]}`);
  await expect(page.getByRole('heading', { name: 'Animal 00002' })).toBeVisible();
  const history = page.getByRole('list', { name: 'Histórico do animal' });
  await history.getByRole('button', { name: `Desfazer: Venda em ${formatDateBR(today)}` }).click();
  const undo = dialog(page, 'Desfazer evento');
  await expect(undo).toContainText('Desfazer a venda de 3 animais: 00001, 00002, 00003?');

  // What to undo is asked, never assumed.
  await undo.getByLabel('Motivo').fill('O 00002 ficou na fazenda');
  await undo.getByRole('button', { name: 'Desfazer', exact: true }).click();
  await expect(undo.getByText('Escolha o que desfazer')).toBeVisible();
  await expect(
    undo.getByRole('radio', { name: 'Desfazer a venda inteira (3 animais)' }),
  ).toBeVisible();
  await undo.getByRole('radio', { name: 'Tirar só o 00002 desta venda' }).check();
  const send = undo.getByRole('button', { name: 'Desfazer', exact: true });
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  if (process.env.SHOTS) await page.screenshot({ path: '.tmp/shots/phone-undo.png' });
  await send.click();
  await expect(page.getByText('Desfeito só para o 00002')).toBeVisible();
  await expect(undo).toHaveCount(0);
  await expect(page.locator('dd', { hasText: /^Ativo/ })).toBeVisible();
  await expect(history).toContainText('Motivo: O 00002 ficou na fazenda');

  // The two others are still sold, and their sale now names only them.
  await page.goto(`/rebanho/${ids[0]}`);
  await expect(page.locator('dd', { hasText: /^Vendido/ })).toBeVisible();
  await page
    .getByRole('list', { name: 'Histórico do animal' })
    .getByRole('button', { name: `Desfazer: Venda em ${formatDateBR(today)}` })
    .click();
  await expect(dialog(page, 'Desfazer evento')).toContainText(
    'Desfazer a venda de 2 animais: 00001, 00003?',
  );
});
