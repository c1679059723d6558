import { seriousViolations } from './axe';
import { chooseOption, expect, signedInUser, test, type Page } from './fixtures';
import { apiAnimal, monthsAgo } from './herd-steps';

/*
 * Issue 39 item 1 on a 360 px phone: the chute weighing never guesses a tag. Saved, the animal's
 * field is empty and focused (the next tag typed is that tag), a tag new to a farm that keeps a
 * registry is asked about, and the result line gives the gain since the animal's weighing before.
 * Dates are typed, never today's: the gain is the same whatever day the test runs.
 */

test.use({ reducedMotion: 'reduce' });

const animalField = (page: Page) =>
  page.getByRole('combobox', { name: 'Identificação do Animal', exact: true });

/** The POSTs of weighings the page sends, with their bodies. */
function weighingPosts(page: Page) {
  const posts: { animalId: string; weight: number; weighingDate: string; batchId?: string }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/weighings')) posts.push(r.postDataJSON());
  });
  return posts;
}

/** Types the weight and presses 'Salvar Pesagem'; the server's answer must be 201. */
async function saveTyped(page: Page, weight: string) {
  await page.getByLabel('Peso (kg)', { exact: true }).fill(weight);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/weighings') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
  expect((await saved).status()).toBe(201);
}

test('chute: two tags typed one after the other are saved as typed, the date and lot kept', async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  for (const tag of ['00012', '00013']) {
    await apiAnimal(page, { tag, sex: 'M', birthDate: monthsAgo(14) });
  }
  const lot = await page.request.post('/api/lots', {
    data: {
      name: 'Garrotes da seca',
      quantity: 2,
      initialWeight: 280,
      purchasePrice: 2000,
      purchaseDate: '2025-01-02',
    },
  });
  expect(lot.status()).toBe(201);
  const lotId = ((await lot.json()) as { id: string }).id;
  await page.goto('/module/weighing');
  const posts = weighingPosts(page);

  await page.getByLabel('Data da Pesagem', { exact: true }).fill('2025-02-15');
  await chooseOption(page, 'Lote', 'Garrotes da seca', 'Garrotes');
  await animalField(page).pressSequentially('00012', { delay: 5 });
  await saveTyped(page, '352,5');

  // Saved: the tag is gone and the focus is on it, so the next tag typed is exactly that tag.
  await expect(animalField(page)).toHaveValue('');
  await expect(animalField(page)).toBeFocused();
  await expect(page.getByLabel('Peso (kg)', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Data da Pesagem', { exact: true })).toHaveValue('2025-02-15');
  await expect(page.getByRole('combobox', { name: 'Lote', exact: true })).toHaveValue(
    'Garrotes da seca',
  );
  await page.keyboard.type('00013');
  await expect(animalField(page)).toHaveValue('00013');
  await saveTyped(page, '298');

  expect(posts.map((p) => [p.animalId, p.weight, p.weighingDate, p.batchId])).toEqual([
    ['00012', 352.5, '2025-02-15', lotId],
    ['00013', 298, '2025-02-15', lotId],
  ]);
  await expect(page.getByText('Pesagem registrada', { exact: true }).first()).toBeVisible();
});

test('chute: a tag not in the registry asks first; “Corrigir” saves nothing, “Cadastrar e salvar” saves', async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  await apiAnimal(page, { tag: '00012', sex: 'F', birthDate: monthsAgo(30) });
  await page.goto('/module/weighing');
  const posts = weighingPosts(page);

  await page.getByLabel('Data da Pesagem', { exact: true }).fill('2025-02-15');
  await animalField(page).fill('99999');
  await page.getByLabel('Peso (kg)', { exact: true }).fill('310');
  await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
  const ask = page.getByRole('alertdialog', {
    name: 'O brinco 99999 não está no rebanho. Cadastrar como novo animal?',
  });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Cadastrar e salvar' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // 'Corrigir': nothing saved, the tag back in the field, selected to be typed over.
  await ask.getByRole('button', { name: 'Corrigir' }).click();
  await expect(ask).toHaveCount(0);
  await expect(animalField(page)).toBeFocused();
  await expect(animalField(page)).toHaveValue('99999');
  expect(
    await animalField(page).evaluate((el: HTMLInputElement) => [
      el.selectionStart,
      el.selectionEnd,
    ]),
  ).toEqual([0, 5]);
  expect(posts).toEqual([]);
  await page.keyboard.type('00012');
  await expect(animalField(page)).toHaveValue('00012');
  await saveTyped(page, '310');
  expect(posts.map((p) => p.animalId)).toEqual(['00012']);

  // Asked again and confirmed: saved, and the animal is in the registry.
  await animalField(page).fill('99999');
  await page.getByLabel('Peso (kg)', { exact: true }).fill('280');
  await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/weighings') && r.request().method() === 'POST',
  );
  await ask.getByRole('button', { name: 'Cadastrar e salvar' }).click();
  expect((await saved).status()).toBe(201);
  await expect(animalField(page)).toHaveValue('');
  await expect(animalField(page)).toBeFocused();
  await expect(page.getByRole('status', { name: 'Última pesagem' })).toContainText(
    'Entrou no Rebanho',
  );
  const options = await page.request.get('/api/animals/options?q=99999');
  expect(((await options.json()) as { items: { tag: string }[] }).items).toEqual([
    expect.objectContaining({ tag: '99999' }),
  ]);
});

test('chute: a farm that keeps no registry weighs new tags without a question', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/weighing' });
  const posts = weighingPosts(page);
  // The first weighing registers 'A-1' bare (decision 039): that makes no registry either.
  for (const [tag, weight] of [
    ['A-1', '300'],
    ['A-2', '310'],
  ] as const) {
    await animalField(page).fill(tag);
    await saveTyped(page, weight);
  }
  expect(posts.map((p) => p.animalId)).toEqual(['A-1', 'A-2']);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('chute: saved, the result line gives the weight before and the gain since, or says it is the first', async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  await apiAnimal(page, { tag: '00012', sex: 'M', birthDate: monthsAgo(14) });
  await apiAnimal(page, { tag: '00013', sex: 'M', birthDate: monthsAgo(14) });
  const res = await page.request.post('/api/weighings', {
    data: { animalId: '00012', weighingDate: '2025-01-01', weight: 314 },
  });
  expect(res.status()).toBe(201);
  await page.goto('/module/weighing');
  const line = page.getByRole('status', { name: 'Última pesagem' });

  await page.getByLabel('Data da Pesagem', { exact: true }).fill('2025-02-15');
  await animalField(page).fill('00012');
  await saveTyped(page, '352,5');
  await expect(line).toContainText('00012 · 352,5 kg');
  await expect(line).toContainText('Anterior: 314,0 kg em 01/01/2025');
  await expect(line).toContainText('+38,5 kg em 45 dias · 0,856 kg/dia');

  // A loss, with the app's one minus sign (decision 010).
  await page.getByLabel('Data da Pesagem', { exact: true }).fill('2025-03-17');
  await animalField(page).fill('00012');
  await saveTyped(page, '340');
  await expect(line).toContainText('-12,5 kg em 30 dias · -0,417 kg/dia');

  await animalField(page).fill('00013');
  await saveTyped(page, '290');
  await expect(line).toContainText('00013 · 290,0 kg');
  await expect(line).toContainText('Primeira pesagem deste animal.');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
});

test('chute offline: kept on the phone, the gain comes from the history this phone kept', async ({
  page,
  context,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  await apiAnimal(page, { tag: '00012', sex: 'M', birthDate: monthsAgo(14) });
  const res = await page.request.post('/api/weighings', {
    data: { animalId: '00012', weighingDate: '2025-01-01', weight: 314 },
  });
  expect(res.status()).toBe(201);
  await page.goto('/module/weighing');
  const line = page.getByRole('status', { name: 'Última pesagem' });
  // Typed while online: its history is read (and kept).
  const history = page.waitForResponse((r) => r.url().includes('/api/weighings/history'));
  await animalField(page).fill('00012');
  await history;

  await context.setOffline(true);
  await page.getByLabel('Data da Pesagem', { exact: true }).fill('2025-02-15');
  await page.getByLabel('Peso (kg)', { exact: true }).fill('352,5');
  await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
  await expect(line).toContainText('00012 · 352,5 kg · guardada no aparelho');
  await expect(line).toContainText('+38,5 kg em 45 dias · 0,856 kg/dia');
  await expect(animalField(page)).toHaveValue('');
  await expect(animalField(page)).toBeFocused();

  // An animal this phone knows nothing of: said so.
  await page.keyboard.type('00077');
  await page.getByLabel('Peso (kg)', { exact: true }).fill('280');
  await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
  await expect(line).toContainText(
    'Sem conexão: a pesagem anterior deste animal não está neste aparelho.',
  );
  await context.setOffline(false);
});
