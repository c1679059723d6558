import { todayIn } from '../src/domain/records/dates';
import {
  confirmationLink,
  expect,
  fillByLabel,
  newEmail,
  PASSWORD,
  signedInUser,
  test,
} from './fixtures';
import { apiAnimal, dialog, monthsAgo } from './herd-steps';
import { becomeMaster, inviteFromTeamPage, paidStarter } from './owner-steps';

/*
 * Issue 26: 'Sanidade' is Pro and Master's (the trial included) — a Starter farm is told so on
 * the card and the page; 'Campo' records applications and never sees a price.
 */
test.setTimeout(90_000);

test('on Starter the card and the page say the Sanidade is Pro and Master’s', async ({ page }) => {
  await signedInUser(page);
  await paidStarter(page);
  await page.goto('/dashboard');
  // The card's link is its title; what the plan says is its description (issue 39).
  const card = page.getByRole('link', { name: 'Sanidade', exact: true }).last();
  await expect(card).toHaveAccessibleDescription(/Disponível nos planos Pro e Master\./);
  // Tagged on Starter: 'Sanidade', 'Reprodução' (issue 41), 'Pastos' (issue 42) and
  // 'Financeiro' (issue 43).
  await expect(page.getByText('Pro e Master', { exact: true })).toHaveCount(4);
  await card.click();
  await expect(page.getByText('A Sanidade faz parte dos planos Pro e Master.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver planos' })).toHaveAttribute(
    'href',
    '/pricing?plan=PRO',
  );
  await expect(page.getByRole('button', { name: 'Registrar aplicação' })).toHaveCount(0);
  const api = await page.request.get('/api/sanitary/products');
  expect(api.status()).toBe(403);
});

test("'Campo' records an application and never sees a price or the weekly e-mail", async ({
  page,
  browser,
}) => {
  await signedInUser(page, 'Sebastião Rocha');
  await becomeMaster(page);
  await page.goto('/sanidade');
  const origin = new URL(page.url()).origin;
  const boi = await apiAnimal(page, { tag: 'G-1', sex: 'M', birthDate: monthsAgo(26) });
  // The owner gives the wormer a price and records one dose: its cost is his to see.
  const products = await page.request.get('/api/sanitary/products');
  const { items } = (await products.json()) as { items: { id: string; name: string }[] };
  const ivermectin = items.find((p) => p.name === 'Ivermectina 1%')!;
  const priced = await page.request.put(`/api/sanitary/products/${ivermectin.id}`, {
    data: {
      name: 'Ivermectina 1%',
      type: 'Vermífugo',
      withdrawalDays: 35,
      doseUnit: 'mL',
      pricePerDose: 0.9,
    },
    headers: { origin },
  });
  expect(priced.status(), await priced.text()).toBe(200);
  const given = await page.request.post('/api/sanitary/applications', {
    data: {
      productId: ivermectin.id,
      date: todayIn(new Date()),
      dose: 10,
      target: { animalIds: [boi] },
    },
    headers: { origin },
  });
  expect(given.status(), await given.text()).toBe(201);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Aplicações registradas' })).toContainText(
    'Custo: R$ 9,00',
  );
  const weekly = page.getByLabel('Receber o resumo semanal por e-mail');
  await expect(weekly).toBeChecked();
  // A click, then the state: the box is controlled and shows the change once the save starts.
  await weekly.click();
  await expect(weekly).not.toBeChecked();
  await expect(page.getByText('Resumo semanal desativado')).toBeVisible();
  const settings = await page.request.get('/api/sanitary/settings');
  expect(await settings.json()).toEqual({ weeklyEmail: false, eligible: true });

  const email = newEmail('campo');
  const { link } = await inviteFromTeamPage(page, { email, role: 'Campo', name: 'Zé Campo' });
  const context = await browser.newContext();
  try {
    const field = await context.newPage();
    await field.goto(link);
    await fillByLabel(field, { Senha: PASSWORD });
    await field.getByRole('button', { name: 'Criar conta' }).click();
    await expect(field.getByText(/Enviamos um link para/)).toBeVisible();
    await field.goto(await confirmationLink(email, 2));
    await expect(field).toHaveURL(/\/dashboard$/);

    await field.getByRole('link', { name: 'Sanidade' }).first().click();
    await expect(field.getByRole('heading', { name: 'Sanidade', level: 1 })).toBeVisible();
    const recorded = field.getByRole('list', { name: 'Aplicações registradas' });
    await expect(recorded).toContainText('Ivermectina 1%');

    await field.getByRole('button', { name: 'Registrar aplicação' }).click();
    const form = dialog(field, 'Registrar aplicação');
    await form.getByLabel('Produto').selectOption({ label: 'Ivermectina 1%' });
    await form.getByLabel('Dose').fill('10');
    await form.getByRole('combobox', { name: 'Animais' }).fill('G-1');
    await form.getByRole('option', { name: /G-1/ }).click();
    await form.getByRole('button', { name: 'Registrar aplicação' }).click();
    await expect(field.getByText('Aplicação registrada', { exact: true })).toBeVisible();
    await expect(recorded.getByRole('listitem')).toHaveCount(2);

    await expect(field.getByText(/R\$/)).toHaveCount(0);
    await expect(field.getByText('Receber o resumo semanal por e-mail')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
