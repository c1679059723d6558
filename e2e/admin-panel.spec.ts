import AxeBuilder from '@axe-core/playwright';
import { callsTo, LONG_EMAIL, mockAdminApi } from './admin-mock';
import { expect, signedInUser, test, type Page } from './fixtures';

// Settled screens for axe: with reduced motion, toasts appear without a half-transparent fade.
test.use({ reducedMotion: 'reduce' });

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const counter = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Resumo de usuários' })
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) });

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('admin panel: counters, the user table with its labels and dates, the history, axe', async ({
  page,
}) => {
  await signedInUser(page);
  await mockAdminApi(page);
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { name: 'Painel Administrativo', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar ao painel' })).toBeVisible();

  await expect(counter(page, 'Total de Usuários')).toContainText('42');
  await expect(counter(page, 'Ativos')).toContainText('30');
  await expect(counter(page, 'Inativos')).toContainText('9');
  await expect(counter(page, 'Inadimplentes')).toContainText('3');

  for (const column of [
    'Nome',
    'E-mail',
    'Plano',
    'Limite Animais',
    'Status',
    'Cadastro',
    'Ações',
  ]) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  const ana = row(page, 'Ana Administradora');
  await expect(ana).toContainText('Administrador');
  await expect(ana).toContainText('Ilimitado');
  await expect(ana).toContainText('Ativo');
  await expect(ana).toContainText('28/02/2026'); // São Paulo day of 2026-03-01T02:00Z
  const joao = row(page, 'João Sem Plano');
  await expect(joao).toContainText('Nenhum');
  await expect(joao).toContainText(LONG_EMAIL);
  await expect(joao).toContainText('15/01/2026');
  await expect(joao.getByRole('button', { name: 'Reenviar confirmação' })).toBeVisible();
  await expect(ana.getByRole('button', { name: 'Reenviar confirmação' })).toHaveCount(0);
  const maria = row(page, 'Maria Starter');
  await expect(maria).toContainText('Starter');
  await expect(maria).toContainText('100');
  await expect(maria).toContainText('Inadimplente');
  await expect(maria).toContainText('24/12/2025');

  const history = page.getByRole('list', { name: 'Histórico' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('Teste grátis estendido');
  await expect(history).toContainText('+7 dias');
  await expect(history).toContainText('maria@fazenda.test');
  await expect(history).toContainText('ana@fazenda.test');
  await expect(history).toContainText('02/03/2026 10:05');
  await expect(history).toContainText('203.0.113.9');

  expect(await violations(page)).toEqual([]);
});

test('admin panel: search and status filter send their query; pages move (users and history); empty list', async ({
  page,
}) => {
  await signedInUser(page);
  const calls = await mockAdminApi(page, { total: 60, auditTotal: 30 });
  const nav = page.getByRole('navigation', { name: 'Paginação de usuários' });
  await page.goto('/admin');
  await expect(nav.getByText('Página 1 de 3')).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Anterior' })).toBeDisabled();

  await nav.getByRole('button', { name: 'Próxima' }).click();
  await expect(nav.getByText('Página 2 de 3')).toBeVisible();
  await nav.getByRole('button', { name: 'Próxima' }).click();
  await expect(nav.getByText('Página 3 de 3')).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  await nav.getByRole('button', { name: 'Anterior' }).click();
  await expect(nav.getByText('Página 2 de 3')).toBeVisible();

  await page.getByLabel('Status').selectOption({ label: 'Inadimplentes' });
  await expect(nav.getByText('Página 1 de 3')).toBeVisible();
  await page.getByLabel('Buscar por nome ou e-mail').fill('maria');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect
    .poll(() => callsTo(calls, '/api/admin/users').at(-1)?.url.search)
    .toBe('?page=1&q=maria&status=overdue');
  const pages = callsTo(calls, '/api/admin/users').map((c) => c.url.searchParams.get('page'));
  expect(pages).toEqual(expect.arrayContaining(['1', '2', '3']));

  const audit = page.getByRole('navigation', { name: 'Paginação do histórico' });
  await expect(audit.getByText('Página 1 de 2')).toBeVisible();
  await audit.getByRole('button', { name: 'Próxima' }).click();
  await expect(audit.getByText('Página 2 de 2')).toBeVisible();
  expect(callsTo(calls, '/api/admin/audit').at(-1)?.url.search).toBe('?page=2');

  await page.getByLabel('Status').selectOption({ label: 'Todos' });
  await page.getByLabel('Buscar por nome ou e-mail').fill('ninguem');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Nenhum usuário encontrado')).toBeVisible();
  expect(callsTo(calls, '/api/admin/users').at(-1)?.url.search).toBe('?page=1&q=ninguem');
});

test('admin panel: the reset-password dialog validates, resets and reports a failure', async ({
  page,
}) => {
  await signedInUser(page);
  const calls = await mockAdminApi(page);
  await page.goto('/admin');
  await row(page, 'Maria Starter').getByRole('button', { name: 'Resetar Senha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resetar senha de Maria Starter' });
  const field = dialog.getByLabel('Nova senha');
  await expect(field).toHaveAttribute('placeholder', 'mínimo 8 caracteres');
  await expect(field).toHaveAttribute('type', 'password');

  await dialog.getByRole('button', { name: 'Resetar Senha' }).click();
  await expect(dialog.getByText('Digite uma nova senha')).toBeVisible();
  await field.fill('curta');
  await dialog.getByRole('button', { name: 'Resetar Senha' }).click();
  await expect(dialog.getByText('A senha deve ter no mínimo 8 caracteres')).toBeVisible();
  await field.fill('semnumero');
  await dialog.getByRole('button', { name: 'Resetar Senha' }).click();
  await expect(
    dialog.getByText('A senha deve conter pelo menos uma letra maiúscula'),
  ).toBeVisible();
  expect(callsTo(calls, '/api/admin/users/u-starter/reset-password')).toHaveLength(0);

  await field.fill('NovaSenha2026');
  await dialog.getByRole('button', { name: 'Resetar Senha' }).click();
  await expect(page.getByText('Senha resetada')).toBeVisible();
  await expect(page.getByText('Nova senha definida para maria@fazenda.test')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(callsTo(calls, '/api/admin/users/u-starter/reset-password')[0]?.body).toEqual({
    newPassword: 'NovaSenha2026',
  });
  await row(page, 'Maria Starter').getByRole('button', { name: 'Resetar Senha' }).click();
  await expect(dialog.getByLabel('Nova senha')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});

test('admin panel: a reset the server refuses shows its message', async ({ page }) => {
  await signedInUser(page);
  const message = 'A senha deve conter pelo menos um número';
  await mockAdminApi(page, {
    actions: {
      'reset-password': {
        status: 400,
        body: { error: { code: 'WEAK_PASSWORD', message, fields: { newPassword: message } } },
      },
    },
  });
  await page.goto('/admin');
  await row(page, 'Ana Administradora').getByRole('button', { name: 'Resetar Senha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resetar senha de Ana Administradora' });
  await dialog.getByLabel('Nova senha').fill('SenhaForte1');
  await dialog.getByRole('button', { name: 'Resetar Senha' }).click();
  await expect(page.getByText('Erro ao resetar senha')).toBeVisible();
  await expect(dialog.getByText(message)).toBeVisible();
  await expect(dialog.getByLabel('Nova senha')).toHaveAttribute('aria-invalid', 'true');
  expect(await violations(page)).toEqual([]);
});

test('admin panel: extending a trial is confirmed, sent, toasted and refreshes the list', async ({
  page,
}) => {
  await signedInUser(page);
  const calls = await mockAdminApi(page);
  await page.goto('/admin');
  await expect(row(page, 'Maria Starter')).toBeVisible();
  const listCalls = callsTo(calls, '/api/admin/users').length;

  await row(page, 'Maria Starter').getByRole('button', { name: 'Estender teste' }).click();
  const dialog = page.getByRole('dialog', { name: 'Estender teste de Maria Starter' });
  const days = dialog.getByLabel('Dias');
  await expect(days).toHaveAttribute('inputmode', 'numeric');
  await days.fill('120');
  await dialog.getByRole('button', { name: 'Estender' }).click();
  await expect(dialog.getByText('Máximo de 90 dias')).toBeVisible();
  await days.fill('14');
  await dialog.getByRole('button', { name: 'Estender' }).click();
  await expect(page.getByText('Teste estendido')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(callsTo(calls, '/api/admin/users/u-starter/extend-trial')[0]?.body).toEqual({ days: 14 });
  await expect.poll(() => callsTo(calls, '/api/admin/users').length).toBeGreaterThan(listCalls);

  await row(page, 'Maria Starter').getByRole('button', { name: 'Alterar plano' }).click();
  const plan = page.getByRole('dialog', { name: 'Alterar plano de Maria Starter' });
  await plan.getByLabel('Plano').selectOption({ label: 'Pro' });
  await plan.getByLabel('Status').selectOption({ label: 'Ativo' });
  await plan.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Plano alterado')).toBeVisible();
  expect(callsTo(calls, '/api/admin/users/u-starter/subscription')[0]?.body).toEqual({
    plan: 'PRO',
    status: 'active',
  });
});

test("admin panel: 'Eventos com problema' gives each reason and applies an event again", async ({
  page,
}) => {
  await signedInUser(page);
  const calls = await mockAdminApi(page, {
    actions: { retry: { status: 200, body: { state: 'processed', problem: null } } },
  });
  await page.goto('/admin');
  const events = page.getByRole('list', { name: 'Eventos com problema' });
  await expect(events.getByRole('listitem')).toHaveCount(1);
  await expect(events).toContainText('PAYMENT_CONFIRMED');
  await expect(events).toContainText('Data do evento no futuro (01/01/2999 00:00): não aplicado.');
  await expect(events).toContainText('maria@fazenda.test');
  await expect(events).toContainText('02/03/2026 10:10');
  await events.getByRole('button', { name: 'Aplicar de novo o evento evt_futuro&1' }).click();
  await expect(page.getByText('Evento aplicado')).toBeVisible();
  expect(callsTo(calls, '/api/admin/billing-events/evt_futuro%261/retry')).toHaveLength(1);
});
