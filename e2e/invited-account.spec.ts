import { becomeMaster } from './owner-steps';
import { confirmationLink, expect, newEmail, PASSWORD, signedInUser, test } from './fixtures';

/*
 * Issue 23: an account created from an invitation has no subscription of its own (decision 035).
 * Every page it can reach shows a clear state, and choosing a plan works: it gets its own farm.
 */

test.use({ reducedMotion: 'reduce' });
test.setTimeout(90_000);

test('an invited account with no plan of its own: dashboard, subscription, plans and checkout', async ({
  page,
  browser,
}) => {
  const errors: number[] = [];
  await signedInUser(page, 'Sebastião Rocha');
  await becomeMaster(page);
  const me = (await (await page.request.get('/api/me')).json()) as { farm: { id: string } };
  const email = newEmail('gerente');
  const invited = await page.request.post(`/api/farms/${me.farm.id}/invitations`, {
    data: { email, role: 'manager', name: 'Ana Lima' },
  });
  expect(invited.status()).toBe(201);
  const { id } = (await invited.json()) as { id: string };

  const context = await browser.newContext();
  const ana = await context.newPage();
  ana.on('response', (res) => {
    if (res.status() >= 500) errors.push(res.status());
  });
  const signUp = await ana.request.post('/api/auth/sign-up/email', {
    data: {
      name: 'Ana Lima',
      email,
      password: PASSWORD,
      callbackURL: '/dashboard',
      invitationId: id,
    },
  });
  expect(signUp.status()).toBe(200);
  await ana.goto(await confirmationLink(email, 2));

  // The dashboard: the invited farm, its modules, no error.
  await expect(ana).toHaveURL(/\/dashboard$/);
  await expect(ana.getByText('Fazenda de Sebastião').first()).toBeVisible();
  await expect(ana.getByRole('link', { name: /Estoque do Rebanho/ })).toBeVisible();
  await expect(ana.getByText('Erro ao carregar dados')).toHaveCount(0);

  // The farms, team and integrations screens open with a heading and no failure.
  for (const path of ['/fazendas', '/equipe', '/integracoes', '/module/inventory']) {
    await ana.goto(path);
    await expect(ana.getByRole('heading', { level: 1 })).toBeVisible();
    await ana.waitForLoadState('networkidle');
    await expect(ana.getByText(/Erro ao carregar|Não foi possível carregar/)).toHaveCount(0);
  }

  // 'Minha assinatura' opened by its address: a clear state and the way to a plan.
  await ana.goto('/subscription');
  await expect(ana.getByRole('heading', { name: 'Sem plano próprio' })).toBeVisible();
  await expect(ana.getByText(/funcionam com o plano do\s+proprietário/)).toBeVisible();
  await expect(ana.getByText('Erro ao carregar dados')).toHaveCount(0);
  await ana.getByRole('link', { name: 'Ver Planos' }).click();
  await expect(ana).toHaveURL(/\/pricing/);

  // Choosing a plan works: the checkout starts, the payment is approved, the plan is hers.
  await ana.goto('/pricing?plan=STARTER');
  await expect(ana.getByRole('heading', { name: 'Assinar o plano Starter' })).toBeVisible();
  await ana.getByLabel('CPF ou CNPJ').fill('52998224725');
  const popup = ana.waitForEvent('popup');
  await ana.getByRole('button', { name: 'Prosseguir para Pagamento' }).click();
  const tab = await popup;
  await tab.getByRole('button', { name: 'Aprovar pagamento' }).click();
  await expect(tab.getByText('Pagamento aprovado')).toBeVisible();

  await ana.goto('/subscription');
  await expect(ana.getByRole('heading', { name: 'Plano Starter' })).toBeVisible();
  await expect(ana.getByRole('heading', { name: 'Sem plano próprio' })).toHaveCount(0);
  const after = (await (await ana.request.get('/api/me')).json()) as {
    farms: { name: string; role: string }[];
  };
  // Her own farm beside the invited one.
  expect(after.farms.map((f) => `${f.name} (${f.role})`).sort()).toEqual([
    'Fazenda de Ana (owner)',
    'Fazenda de Sebastião (manager)',
  ]);
  expect(errors).toEqual([]);
  await context.close();
});
