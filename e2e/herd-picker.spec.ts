import { expect, signedInUser, test } from './fixtures';
import { apiAnimal, dialog, monthsAgo } from './herd-steps';

/*
 * Issue 25 item 6 on the screens (decision 040): one animal combobox over the registry, and a
 * Bluetooth EID stick reader in keyboard mode (15 digits, maybe spaced, and Enter) picking the
 * animal at once, the focus left on the weight.
 */

test.use({ reducedMotion: 'reduce' });

const EID = '982000123456789';

test('weighing: a scanned EID picks the animal, the focus goes to the weight, and the weighing is the animal’s', async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  const id = await apiAnimal(page, {
    tag: '4021',
    sex: 'F',
    name: 'Mimosa',
    eid: EID,
    birthDate: monthsAgo(40),
  });
  await page.goto('/module/weighing');

  const animal = page.getByRole('combobox', { name: 'Identificação do Animal', exact: true });
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/weighings')) posts.push(r.url());
  });
  // The reader types fast, then Enter: the form is not sent, the animal is chosen.
  await animal.pressSequentially('982 000123456789', { delay: 5 });
  await animal.press('Enter');
  await expect(animal).toHaveValue('4021');
  const weight = page.getByLabel('Peso (kg)', { exact: true });
  await expect(weight).toBeFocused();
  expect(posts).toEqual([]);
  await expect(page.getByText('Cadastrar animal', { exact: false })).toHaveCount(0);

  await page.keyboard.type('352,5');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/weighings') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(201);
  expect(((await answer.json()) as { animalId: string }).animalId).toBe('4021');

  await page.goto(`/rebanho/${id}`);
  await expect(page.getByText('Pesagem: 352,5 kg')).toBeVisible();
});

test('weighing: the list shows the herd’s animals with EID, name and category; an unknown id is offered for registration and can be weighed', async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  await apiAnimal(page, {
    tag: '4021',
    sex: 'F',
    name: 'Mimosa',
    eid: EID,
    birthDate: monthsAgo(40),
  });
  await page.goto('/module/weighing');

  const animal = page.getByRole('combobox', { name: 'Identificação do Animal', exact: true });
  await animal.fill('mimo');
  const option = page.getByRole('listbox', { name: 'Animais', exact: true }).getByRole('option');
  await expect(option).toHaveCount(1);
  await expect(option).toHaveAccessibleName('4021');
  await expect(option).toHaveAccessibleDescription('EID 982 000123456789 · Mimosa · Vaca');
  await animal.press('ArrowDown');
  await animal.press('Enter');
  await expect(animal).toHaveValue('4021');

  // An EID that is no animal: weighed as its 15 digits, registration offered and announced.
  await animal.fill('');
  await animal.pressSequentially('LA 982 000999999999', { delay: 5 });
  await animal.press('Enter');
  await expect(animal).toHaveValue('982000999999999');
  await expect(page.getByLabel('Peso (kg)', { exact: true })).toBeFocused();
  const offer = page.getByRole('status').filter({ hasText: 'não está no rebanho' });
  await expect(offer).toContainText('O EID 982 000999999999 não está no rebanho');
  await page.keyboard.type('280');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/weighings') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
  // The farm keeps a registry: a new animal is asked about before it is saved (issue 39).
  await page
    .getByRole('alertdialog', {
      name: 'O EID 982 000999999999 não está no rebanho. Cadastrar como novo animal?',
    })
    .getByRole('button', { name: 'Cadastrar e salvar' })
    .click();
  expect((await saved).status()).toBe(201);
  // Saved, the animal's fields start over.
  await expect(page.getByLabel('Peso (kg)', { exact: true })).toHaveValue('');
  await expect(animal).toHaveValue('');

  // A brinco typed by hand that is no animal: the same offer opens the registration, prefilled.
  await animal.fill('NOVA-1');
  await page.getByRole('link', { name: 'Cadastrar animal NOVA-1' }).click();
  await expect(page).toHaveURL(/\/rebanho\/novo\?brinco=NOVA-1$/);
  await expect(page.getByLabel('Brinco', { exact: true })).toHaveValue('NOVA-1');
});

test('herd: the mother is picked by a scanned EID in the birth dialog', async ({ page }) => {
  await signedInUser(page, { at: '/rebanho' });
  await apiAnimal(page, { tag: 'C-003', sex: 'F', eid: EID, birthDate: monthsAgo(40) });
  await apiAnimal(page, { tag: 'T-1', sex: 'M', eid: '982000111111111', birthDate: monthsAgo(40) });
  await page.reload();
  await page.getByRole('button', { name: 'Registrar nascimento' }).click();
  const birth = dialog(page, 'Registrar nascimento');
  const mother = birth.getByRole('combobox', { name: 'Mãe', exact: true });

  // Only females are listed, with their detail.
  await mother.fill('982');
  const options = birth.getByRole('listbox', { name: 'Fêmeas do rebanho' }).getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options).toHaveAccessibleName('C-003');

  // A male's EID is no mother: said so, nothing chosen, nothing sent.
  await mother.fill('982 000111111111');
  await mother.press('Enter');
  await expect(
    birth.getByRole('status').filter({ hasText: 'Nenhum animal com o EID' }),
  ).toBeVisible();
  await expect(birth).toBeVisible();

  await mother.fill('982 000123456789');
  await mother.press('Enter');
  await expect(mother).toHaveValue('C-003');
  await expect(birth.getByLabel('Data do nascimento', { exact: true })).toBeFocused();
  await expect(birth).toBeVisible();
});

test('herd: Enter on an EID in “Buscar animal” opens that animal; an unknown one is offered', async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  const id = await apiAnimal(page, { tag: '4021', sex: 'F', eid: EID, birthDate: monthsAgo(40) });
  await apiAnimal(page, { tag: '4022', sex: 'F', birthDate: monthsAgo(40) });
  await page.reload();
  const search = page.getByLabel('Buscar animal');
  await search.pressSequentially('982 000123456789', { delay: 5 });
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/rebanho/${id}$`));
  await expect(page.getByRole('heading', { name: 'Animal 4021' })).toBeVisible();

  await page.goBack();
  await search.fill('982000555555555');
  await search.press('Enter');
  await expect(page.getByRole('link', { name: 'Cadastrar animal 982 000555555555' })).toBeVisible();
  await page.getByRole('link', { name: 'Cadastrar animal 982 000555555555' }).click();
  await expect(page.getByLabel('EID', { exact: true })).toHaveValue('982 000555555555');
});

test('“Consultar Desempenho”: a scanned EID reads the figures weighed under the brinco', async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  await apiAnimal(page, { tag: '4021', sex: 'F', eid: EID, birthDate: monthsAgo(40) });
  for (const [weighingDate, weight] of [
    ['2025-01-01', 300],
    ['2025-03-02', 348],
  ] as const) {
    const res = await page.request.post('/api/weighings', {
      data: { animalId: '4021', weighingDate, weight },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/module/weighing');
  const animal = page.getByRole('combobox', { name: 'Animal', exact: true });
  await animal.pressSequentially('982 000123456789', { delay: 5 });
  await animal.press('Enter');
  await expect(animal).toHaveValue('4021');
  await expect(page.getByRole('region', { name: 'Desempenho de 4021' })).toContainText('48,0 kg');
});
