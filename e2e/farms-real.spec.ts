import { devices } from '@playwright/test';
import { expect, newEmail, PASSWORD, signedInUser, test, type Page } from './fixtures';
import { comboboxOptions, confirmationLink, fillByLabel, typeUnknownAnimal } from './fixtures';
import { becomeMaster, inviteFromTeamPage } from './owner-steps';

/*
 * Issue 11 end to end, against the real server: a MASTER owner (paid through the payment
 * sandbox) creates a second farm, switches between them and sees separate records, invites a
 * 'Campo' member who signs up, accepts, records a weighing and sees no money on the dashboard.
 */

test.use({ reducedMotion: 'reduce' });
test.setTimeout(90_000);

const EMPTY_WEIGHINGS = 'Nenhuma pesagem registrada. Adicione pesagens para começar.';

async function weigh(page: Page, animal: string, weight: string) {
  await page.goto('/module/weighing');
  // Its notice moves the button down: pressed while it moves, the press would miss the button.
  await typeUnknownAnimal(page, animal);
  await fillByLabel(page, { 'Peso (kg)': weight });
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/weighings') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByText('Pesagem salva com sucesso no banco de dados!').last()).toBeVisible();
}

async function switchFarm(page: Page, name: string) {
  const switched = page.waitForResponse(
    (r) => r.url().endsWith('/api/farms/active') && r.request().method() === 'PUT',
  );
  await page.getByLabel('Fazenda', { exact: true }).selectOption({ label: name });
  expect((await switched).status()).toBe(204);
  await expect(page.getByLabel('Fazenda', { exact: true })).toHaveValue(/.+/);
  await expect(page.getByLabel('Fazenda', { exact: true }).locator('option:checked')).toHaveText(
    name,
  );
}

test('a MASTER owner runs two farms and a Campo member who never sees money', async ({
  page,
  browser,
}) => {
  await signedInUser(page, 'Joana Prado');
  await becomeMaster(page);

  // A second farm.
  await page.goto('/fazendas');
  await fillByLabel(page, { 'Nome da fazenda': 'Retiro Santa Fé', Cidade: 'Goiânia' });
  await page.getByRole('button', { name: 'Criar fazenda' }).click();
  await expect(page.getByLabel('Fazenda', { exact: true })).toBeVisible();

  // Records stay apart: a weighing on the first farm is not on the second.
  await weigh(page, 'BR-FAZ-1', '330');
  await switchFarm(page, 'Retiro Santa Fé');
  await page.goto('/module/weighing');
  await expect(page.getByText(EMPTY_WEIGHINGS)).toBeVisible();
  await weigh(page, 'BR-RETIRO-9', '410');
  await switchFarm(page, 'Fazenda de Joana');
  await page.goto('/module/weighing');
  const animals = await comboboxOptions(page, 'Animal');
  await expect(animals.filter({ hasText: 'BR-FAZ-1' })).toHaveCount(1);
  await expect(animals.filter({ hasText: 'BR-RETIRO-9' })).toHaveCount(0);

  // The owner invites a field hand to the first farm.
  const fieldEmail = newEmail('campo');
  const { mail: invitation, link } = await inviteFromTeamPage(page, {
    email: fieldEmail,
    role: 'Campo',
  });
  // The farm's name in the body; the subject is the same for every farm (decision 058).
  expect(invitation.subject).toBe('Convite para a equipe de uma fazenda no Arroba Certa');
  expect(invitation.text).toContain('Fazenda de Joana');

  // The field hand, on their own phone, signs up with the invited address and accepts.
  const phone = await browser.newContext({
    viewport: { width: 360, height: 740 },
    userAgent: devices['Pixel 7'].userAgent,
  });
  const field = await phone.newPage();
  const signUp = await field.request.post('/api/auth/sign-up/email', {
    data: { name: 'Zé Campo', email: fieldEmail, password: PASSWORD, callbackURL: '/dashboard' },
  });
  expect(signUp.status()).toBe(200);
  await field.goto(await confirmationLink(fieldEmail, 2));
  await expect(field).toHaveURL(/\/dashboard$/);
  await field.goto(link);
  await expect(field.getByText('Fazenda de Joana').first()).toBeVisible();
  await field.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(field).toHaveURL(/\/dashboard$/);
  await expect(field.getByText('Você entrou na Fazenda de Joana')).toBeVisible();

  // The field hand records a weighing on the owner's farm...
  await weigh(field, 'BR-CAMPO-7', '287,5');
  // 'Consultar Desempenho' is in the 'Relatório' tab on a phone (issue 39).
  await field.goto('/module/weighing?aba=relatorio');
  await expect(
    (await comboboxOptions(field, 'Animal')).filter({ hasText: 'BR-FAZ-1' }),
  ).toHaveCount(1);

  // ...and sees no money figure on the dashboard, nor the financial modules.
  await field.goto('/dashboard');
  await expect(field.getByRole('link', { name: /Pesagem/ }).first()).toBeVisible();
  await expect(field.locator('main')).not.toContainText('R$');
  await expect(field.locator('main')).not.toContainText('%');
  await expect(field.getByRole('link', { name: /Cálculo de Resultados/ })).toHaveCount(0);
  await expect(field.getByRole('link', { name: /Controle Mensal/ })).toHaveCount(0);
  // The server refuses a financial module whatever the page shows.
  expect((await field.request.get('/api/monthly-control/2025-01')).status()).toBe(403);

  // The owner sees the field hand's weighing on the first farm.
  await page.goto('/module/weighing');
  await expect(
    (await comboboxOptions(page, 'Animal')).filter({ hasText: 'BR-CAMPO-7' }),
  ).toHaveCount(1);
  await phone.close();
});
