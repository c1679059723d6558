import { seriousViolations } from './axe';
import { expect, signedInUser, test } from './fixtures';
import { apiAnimal, dialog, monthsAgo } from './herd-steps';

/* The sanitary calendar without noise (issue 39 item 6, decision 063), on a 360 px phone:
 * overdue counted by vaccine, one line each that opens on its animals; the first doses whose
 * window ended before the animal was registered apart, as 'Histórico anterior ao cadastro', and
 * marked for a whole category in one press. */

test.use({ reducedMotion: 'reduce' });

test('the calendar counts overdue by vaccine and keeps what came before the registration apart', async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  // Three heifers of 5 months (B19 overdue: their window is open), one registered at 14 months
  // (her B19 window ended before), three steers of 26 months.
  for (const tag of ['BZ-1', 'BZ-2', 'BZ-3']) {
    await apiAnimal(page, { tag, sex: 'F', birthDate: monthsAgo(5) });
  }
  await apiAnimal(page, { tag: 'NV-14', sex: 'F', birthDate: monthsAgo(14) });
  for (const tag of ['BOI-1', 'BOI-2', 'BOI-3']) {
    await apiAnimal(page, { tag, sex: 'M', birthDate: monthsAgo(26) });
  }
  await page.goto('/sanidade');

  // One line per vaccine with its count, not one per animal.
  const overdue = page.getByRole('list', { name: 'Atrasadas por vacina' });
  await expect(overdue.getByRole('listitem')).toHaveCount(1);
  await expect(overdue).toContainText('Vacina brucelose B19');
  await expect(overdue).toContainText('3 animais');
  await expect(page.getByRole('tab', { name: /Atrasadas/ })).toContainText('3');
  await expect(page.getByRole('list', { name: /Animais: Atrasadas/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Ver .* \(Atrasadas\): Brucelose/ }).click();
  const animals = page.getByRole('list', { name: /Animais: Atrasadas/ });
  await expect(animals.getByRole('listitem')).toHaveCount(3);
  await expect(animals).not.toContainText('NV-14');

  // Before the registration: not overdue, counted by vaccine too.
  await expect(page.getByRole('heading', { name: 'Histórico anterior ao cadastro' })).toBeVisible();
  const prior = page.getByRole('list', { name: 'Histórico anterior ao cadastro por vacina' });
  const clostridial = prior.getByRole('listitem').filter({ hasText: 'Vacina clostridioses' });
  await expect(clostridial).toContainText('7 animais');
  await expect(
    prior.getByRole('listitem').filter({ hasText: 'Vacina brucelose B19' }),
  ).toContainText('1 animal');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
  if (process.env.SHOTS)
    await page.screenshot({ path: '.tmp/shots/phone-calendar.png', fullPage: true });

  // One press marks the steers as vaccinated before they were registered.
  await clostridial
    .getByRole('button', { name: /Marcar como vacinadas antes do cadastro: Clostridioses/ })
    .click();
  const mark = dialog(page, 'Marcar como vacinadas antes do cadastro');
  await expect(mark).toContainText('sem data, custo ou carência');
  await mark.getByLabel('Quais animais').selectOption({ label: 'Categoria: Boi' });
  if (process.env.SHOTS) await page.screenshot({ path: '.tmp/shots/phone-mark.png' });
  const send = mark.getByRole('button', { name: 'Marcar', exact: true });
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeInViewport();
  await send.click();
  await expect(page.getByText('Histórico anterior ao cadastro registrado')).toBeVisible();
  await expect(mark).toHaveCount(0);
  await expect(clostridial).toContainText('4 animais');
  await page.getByRole('tab', { name: 'Aplicações' }).click();
  const recorded = page.getByRole('list', { name: 'Aplicações registradas' });
  await expect(recorded.getByRole('listitem').filter({ hasText: 'BOI-1' })).toContainText(
    'Antes do cadastro',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Marked the wrong animals: the whole marking goes back from one of its rows, when asked.
  await recorded
    .getByRole('button', { name: /^Desfazer: .* em BOI-2 \(antes do cadastro\)/ })
    .click();
  const undo = dialog(page, 'Desfazer aplicação');
  await expect(undo).toContainText('registrada para 3 animais');
  await undo.getByRole('radio', { name: 'Toda a marcação antes do cadastro (3 animais)' }).check();
  await undo.getByLabel('Motivo').fill('Eram os bois da outra fazenda');
  await undo.getByRole('button', { name: 'Desfazer', exact: true }).click();
  await expect(page.getByText('Aplicações desfeitas')).toBeVisible();
  await page.getByRole('tab', { name: 'Calendário' }).click();
  await expect(clostridial).toContainText('7 animais');
});
