import { todayIn } from '../src/domain/records/dates';
import { seriousViolations } from './axe';
import { expect, signedInUser, test, type Page } from './fixtures';
import { apiAnimal, dialog, monthsAgo } from './herd-steps';

/*
 * Issue 26 ('Sanidade'): the calendar lists a 5-month heifer as overdue for brucellosis; 'Registrar
 * para todos' with the veterinarian records it once, and 'Atrasadas' is empty.
 */

interface Application {
  animalId: string;
  productName: string;
  veterinarian: string | null;
}

async function applications(page: Page): Promise<Application[]> {
  const res = await page.request.get('/api/sanitary/applications?limit=100');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Application[] }).items;
}

test("'Registrar para todos' of 'Atrasadas' records the heifer's B19 with the veterinarian", async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  const origin = new URL(page.url()).origin;
  const heifer = await apiAnimal(page, { tag: 'NOV-5', sex: 'F', birthDate: monthsAgo(5) });
  const calf = await apiAnimal(page, { tag: 'BEZ-5', sex: 'M', birthDate: monthsAgo(5) });
  const older = await apiAnimal(page, { tag: 'NOV-10', sex: 'F', birthDate: monthsAgo(10) });

  // Their first clostridial dose today: the booster is 30 days ahead, so only B19 is overdue.
  const products = await page.request.get('/api/sanitary/products');
  const { items } = (await products.json()) as { items: { id: string; name: string }[] };
  const clostridial = items.find((p) => p.name.startsWith('Vacina clostridioses'))!;
  const given = await page.request.post('/api/sanitary/applications', {
    data: {
      productId: clostridial.id,
      date: todayIn(new Date()),
      dose: 5,
      target: { animalIds: [heifer, calf, older] },
    },
    headers: { origin },
  });
  expect(given.status(), await given.text()).toBe(201);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Sanidade' }).first().click();
  await expect(page).toHaveURL(/\/sanidade$/);
  await expect(page.getByRole('heading', { name: 'Sanidade', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Calendário sanitário' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Atrasadas/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(/Febre aftosa: a vacinação acabou/)).toBeVisible();

  // Counted by vaccine (issue 39 item 6): the line opens on its animals.
  await page.getByRole('button', { name: /^Ver .* \(Atrasadas\): Brucelose/ }).click();
  const overdue = page.getByRole('list', { name: 'Animais: Atrasadas' });
  await expect(overdue.getByRole('listitem')).toHaveCount(1);
  await expect(overdue).toContainText('NOV-5');
  await expect(overdue).toContainText('Vacina brucelose B19');
  // A male and a heifer past 8 months are not for B19 (the heifer, registered at 10 months, is
  // in 'Histórico anterior ao cadastro').
  await expect(overdue).not.toContainText('BEZ-5');
  await expect(overdue).not.toContainText('NOV-10');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: /Registrar para todos: Brucelose/ }).click();
  const form = dialog(page, 'Registrar aplicação');
  await expect(form.getByLabel('Produto')).toHaveValue(/.+/);
  await expect(form).toContainText('1 animal');
  await form.getByLabel('Dose').fill('2');
  // The brucellosis vaccine asks for the veterinarian.
  await form.getByRole('button', { name: 'Registrar aplicação' }).click();
  await expect(form.getByText('Informe o veterinário responsável')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByLabel('Veterinário responsável').fill('Dra. Ana Lima (CRMV-GO 1234)');
  await form.getByRole('button', { name: 'Registrar aplicação' }).click();
  await expect(page.getByText('Aplicação registrada', { exact: true })).toBeVisible();
  await expect(form).toHaveCount(0);

  await expect(page.getByText('Nenhuma aplicação atrasada')).toBeVisible();
  await expect(overdue).toHaveCount(0);
  const recorded = page.getByRole('list', { name: 'Aplicações registradas' });
  await expect(recorded).toContainText('Vacina brucelose B19');

  const b19 = (await applications(page)).filter((a) => a.productName === 'Vacina brucelose B19');
  expect(b19).toEqual([
    expect.objectContaining({ animalId: heifer, veterinarian: 'Dra. Ana Lima (CRMV-GO 1234)' }),
  ]);
});

test("'Desfazer' an application asks the reason and puts the heifer back in 'Atrasadas'", async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  await apiAnimal(page, { tag: 'NOV-4', sex: 'F', birthDate: monthsAgo(4) });
  await page.goto('/sanidade');
  await page.getByRole('button', { name: 'Registrar aplicação' }).click();
  const form = dialog(page, 'Registrar aplicação');
  await form.getByLabel('Produto').selectOption({ label: 'Vacina brucelose B19' });
  await form.getByLabel('Dose').fill('2');
  await form.getByLabel('Veterinário responsável').fill('Dr. João');
  await form.getByRole('combobox', { name: 'Animais' }).fill('NOV-4');
  await form.getByRole('option', { name: /NOV-4/ }).click();
  await expect(form.getByRole('list', { name: 'Animais escolhidos' })).toContainText('NOV-4');
  await form.getByRole('button', { name: 'Registrar aplicação' }).click();
  await expect(page.getByText('Aplicação registrada', { exact: true })).toBeVisible();

  const overdue = page.getByRole('list', { name: 'Animais: Atrasadas' });
  const b19Row = overdue.getByRole('listitem').filter({ hasText: 'Vacina brucelose B19' });
  await expect(page.getByRole('button', { name: /^Ver .* \(Atrasadas\): Brucelose/ })).toHaveCount(
    0,
  );
  await expect(b19Row).toHaveCount(0);
  await page.getByRole('button', { name: /Desfazer: Vacina brucelose B19 em NOV-4/ }).click();
  const undo = dialog(page, 'Desfazer aplicação');
  await undo.getByLabel('Motivo').fill('Lançada no animal errado');
  await undo.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText('Aplicação desfeita')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Aplicações registradas' })).toContainText(
    'Motivo: Lançada no animal errado',
  );
  await page.getByRole('button', { name: /^Ver .* \(Atrasadas\): Brucelose/ }).click();
  await expect(b19Row).toContainText('NOV-4');
});

test("'Atrasadas' comes 50 at a time, and 'Registrar para todos' reaches every page of it", async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  const origin = new URL(page.url()).origin;
  const tags = Array.from({ length: 60 }, (_, i) => `F-${String(i + 1).padStart(2, '0')}`);
  const bought = await page.request.post('/api/animals/purchases', {
    data: { date: todayIn(new Date()), tags, sex: 'F', birthDate: monthsAgo(5) },
    headers: { origin },
  });
  expect(bought.status(), await bought.text()).toBe(201);

  await page.goto('/sanidade');
  // Each heifer is due for B19; their clostridial first dose (at 4 months) fell due before they
  // were bought and registered: not overdue (issue 39 item 6).
  const lines = page.getByRole('list', { name: 'Atrasadas por vacina' });
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(lines).toContainText('Vacina brucelose B19');
  await expect(lines).toContainText('60 animais');
  await page.getByRole('button', { name: /^Ver .* \(Atrasadas\): Brucelose/ }).click();
  const overdue = page.getByRole('list', { name: 'Animais: Atrasadas' });
  await expect(page.getByText('60 aplicações (mostrando 50)')).toBeVisible();
  await expect(overdue.getByRole('listitem')).toHaveCount(50);
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(overdue.getByRole('listitem')).toHaveCount(60);
  await expect(page.getByText('60 aplicações', { exact: true })).toBeVisible();
  await expect(overdue).not.toContainText('clostridioses');

  await page.getByRole('button', { name: /Registrar para todos: Brucelose/ }).click();
  const form = dialog(page, 'Registrar aplicação');
  await expect(form).toContainText('60 animais');
  await form.getByLabel('Dose').fill('2');
  await form.getByLabel('Veterinário responsável').fill('Dr. Paulo');
  await form.getByRole('button', { name: 'Registrar aplicação' }).click();
  await expect(page.getByText('60 animais receberam a aplicação.')).toBeVisible();
  await expect(page.getByText('Nenhuma aplicação atrasada')).toBeVisible();
  await expect(overdue).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Registrar para todos: Brucelose/ })).toHaveCount(
    0,
  );
  await expect(
    page.getByRole('list', { name: 'Histórico anterior ao cadastro por vacina' }),
  ).toContainText('Vacina clostridioses (polivalente)');
  const b19 = (await applications(page)).filter((a) => a.productName === 'Vacina brucelose B19');
  expect(new Set(b19.map((a) => a.animalId)).size).toBe(60);
});
