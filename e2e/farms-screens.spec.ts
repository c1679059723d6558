import { ROLE_DESCRIPTIONS, MULTI_FARM_MESSAGE } from '../src/domain/farms';
import { FARMS, LONG_FARM_NAME, mockFarmsApi, type FarmsCall } from './farms-mock';
import { expect, fillByLabel, signedInUser, test, type Page } from './fixtures';

/* The farm switcher, Fazendas, Equipe and Integrações against a mocked API (issue 11). */

// Settled screens: with reduced motion, toasts and dialogs appear without a fade.
test.use({ reducedMotion: 'reduce' });

const herd = (page: Page) => page.locator('[data-stat="herd"]');
const sent = (calls: FarmsCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);

test('the header switches farm and everything is read again; the dashboard adds up all farms', async ({
  page,
}) => {
  await signedInUser(page);
  const { calls } = await mockFarmsApi(page);
  await page.goto('/dashboard');

  const header = page.getByRole('banner');
  const switcher = header.getByLabel('Fazenda', { exact: true });
  await expect(switcher).toHaveValue('f-boa-vista');
  await expect(herd(page)).toContainText('340');
  const nav = header.getByRole('navigation', { name: 'Páginas da fazenda' });
  for (const name of ['Fazendas', 'Equipe', 'Integrações']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }

  await switcher.selectOption({ label: LONG_FARM_NAME });
  await expect(page.getByText(`Fazenda ativa: ${LONG_FARM_NAME}.`)).toBeVisible();
  expect(sent(calls, 'PUT', '/api/farms/active').map((c) => c.body)).toEqual([
    { farmId: 'f-longa' },
  ]);
  await expect(switcher).toHaveValue('f-longa');
  await expect(herd(page)).toContainText('75');
  // A manager there: no team and no integrations.
  await expect(nav.getByRole('link', { name: 'Fazendas' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Equipe' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Integrações' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Todas as fazendas' }).click();
  await expect(page.getByRole('button', { name: 'Todas as fazendas' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(herd(page)).toContainText('415');
  expect(calls.some((c) => c.path === '/api/dashboard?farm=all')).toBe(true);
  await page.getByRole('button', { name: 'Esta fazenda' }).click();
  await expect(herd(page)).toContainText('75');
});

test('with one farm there is no switcher and no scope toggle, but the farm name shows', async ({
  page,
}) => {
  await signedInUser(page);
  await mockFarmsApi(page, { farms: [FARMS[0]!] });
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByText('Fazenda Boa Vista')).toBeVisible();
  await expect(page.getByLabel('Fazenda', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Todas as fazendas' })).toHaveCount(0);
});

test('Fazendas: the list, a new farm checked in the browser and by the server, editing', async ({
  page,
}) => {
  await signedInUser(page);
  const { calls } = await mockFarmsApi(page);
  await page.goto('/fazendas');
  await expect(page.getByRole('heading', { name: 'Fazendas', level: 1 })).toBeVisible();
  const boaVista = page.getByRole('listitem', { name: 'Fazenda Boa Vista' });
  await expect(boaVista).toContainText('Uberaba/MG');
  await expect(boaVista).toContainText('120 ha');
  await expect(boaVista).toContainText('Proprietário');
  await expect(boaVista).toContainText('Ativa');
  const longa = page.getByRole('listitem', { name: LONG_FARM_NAME });
  await expect(longa).toContainText('Gerente');
  await expect(longa).toContainText('Não informada');
  await expect(longa.getByRole('button', { name: 'Sair da fazenda' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Nova fazenda' });
  await form.getByRole('button', { name: 'Criar fazenda' }).click();
  await expect(form.getByText('Nome da fazenda é obrigatório')).toBeVisible();
  await fillByLabel(page, { 'Nome da fazenda': 'Fazenda Repetida', 'Área (ha)': '0' });
  await form.getByRole('button', { name: 'Criar fazenda' }).click();
  await expect(form.getByText('Área deve ser maior que zero')).toBeVisible();
  expect(sent(calls, 'POST', '/api/farms')).toHaveLength(0);

  await fillByLabel(page, { 'Área (ha)': '' });
  await form.getByRole('button', { name: 'Criar fazenda' }).click();
  await expect(form.getByText('Você já tem uma fazenda com esse nome')).toBeVisible();
  await expect(page.getByLabel('Nome da fazenda')).toBeFocused();

  await fillByLabel(page, { 'Nome da fazenda': 'Fazenda Nova', Cidade: 'Rio Verde' });
  await page.getByLabel('Estado').selectOption('GO');
  await fillByLabel(page, { 'Área (ha)': '1.250,5' });
  await form.getByRole('button', { name: 'Criar fazenda' }).click();
  await expect(page.getByText('Fazenda criada')).toBeVisible();
  expect(sent(calls, 'POST', '/api/farms').at(-1)?.body).toEqual({
    name: 'Fazenda Nova',
    city: 'Rio Verde',
    state: 'GO',
    areaHectares: 1250.5,
  });
  await expect(page.getByRole('listitem', { name: 'Fazenda Nova' })).toContainText('Rio Verde/GO');
  await expect(page.getByLabel('Nome da fazenda')).toHaveValue('');

  await boaVista.getByRole('button', { name: 'Editar Fazenda Boa Vista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar fazenda' });
  await expect(dialog.getByLabel('Área (ha)')).toHaveValue('120');
  await dialog.getByLabel('Nome da fazenda').fill('Fazenda Boa Vista II');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Fazenda atualizada')).toBeVisible();
  expect(sent(calls, 'PATCH', '/api/farms/f-boa-vista')[0]?.body).toMatchObject({
    name: 'Fazenda Boa Vista II',
    areaHectares: 120,
  });
  await expect(page.getByRole('banner').getByLabel('Fazenda', { exact: true })).toContainText(
    'Fazenda Boa Vista II',
  );

  await longa.getByRole('button', { name: 'Sair da fazenda' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sair da fazenda' }).click();
  await expect(page.getByText(`Você saiu da ${LONG_FARM_NAME}.`)).toBeVisible();
  expect(sent(calls, 'POST', '/api/farms/f-longa/leave')).toHaveLength(1);
  await expect(page.getByRole('heading', { name: 'Suas fazendas' })).toBeVisible();
});

test('Fazendas below Master: the plan note with the way to the plans instead of the form', async ({
  page,
}) => {
  await signedInUser(page);
  await mockFarmsApi(page, { canCreate: false });
  await page.goto('/fazendas');
  await expect(page.getByText(MULTI_FARM_MESSAGE)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver planos' })).toHaveAttribute(
    'href',
    '/pricing?plan=MASTER',
  );
  await expect(page.getByRole('form', { name: 'Nova fazenda' })).toHaveCount(0);
});

test('Equipe: change a role, remove a member, revoke and send invitations', async ({ page }) => {
  await signedInUser(page);
  const { calls } = await mockFarmsApi(page);
  await page.goto('/equipe');
  await expect(page.getByRole('heading', { name: 'Equipe', level: 1 })).toBeVisible();
  const owner = page.getByRole('listitem', { name: 'Dono da Fazenda' });
  await expect(owner).toContainText('Proprietário');
  await expect(owner.getByRole('combobox')).toHaveCount(0);

  await page.getByLabel('Papel de Gabriel Gerente').selectOption({ label: 'Campo' });
  await expect(page.getByText('Gabriel Gerente agora é Campo.')).toBeVisible();
  expect(sent(calls, 'PATCH', '/api/farms/f-boa-vista/members/m-gerente')[0]?.body).toEqual({
    role: 'field',
  });

  await page.getByRole('button', { name: 'Remover Cida do Campo' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByRole('listitem', { name: 'Cida do Campo' })).toHaveCount(0);
  expect(sent(calls, 'DELETE', '/api/farms/f-boa-vista/members/m-campo')).toHaveLength(1);

  const pending = page.getByRole('listitem', { name: 'pendente@fazenda.test' });
  await expect(pending).toContainText('Paula Pendente');
  await expect(pending).toContainText('Campo · expira em 01/12/2026');
  await pending.getByRole('button', { name: /Revogar/ }).click();
  await expect(pending).toHaveCount(0);
  expect(sent(calls, 'DELETE', '/api/farms/f-boa-vista/invitations/i-1')).toHaveLength(1);

  const form = page.getByRole('form', { name: 'Convidar pessoa' });
  await form.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(form.getByText('E-mail inválido')).toBeVisible();
  await fillByLabel(page, { 'E-mail': 'gabriel@fazenda.test' });
  await form.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(form.getByText('Essa pessoa já faz parte da equipe.')).toBeVisible();

  await fillByLabel(page, { 'E-mail': 'Nova.Pessoa@Fazenda.test' });
  await expect(form.getByText(ROLE_DESCRIPTIONS.manager)).toBeVisible();
  // The members' selects are 'Papel de …': 'Papel' alone is the invitation's.
  await page.getByLabel('Papel', { exact: true }).selectOption('field');
  await expect(form.getByText(ROLE_DESCRIPTIONS.field)).toBeVisible();
  await form.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText('Convite enviado')).toBeVisible();
  await expect(page.getByText('nova.pessoa@fazenda.test')).toHaveCount(1);
  expect(sent(calls, 'POST', '/api/farms/f-boa-vista/invitations').at(-1)?.body).toEqual({
    email: 'nova.pessoa@fazenda.test',
    role: 'field',
    name: null,
  });
  await expect(page.getByRole('listitem', { name: 'nova.pessoa@fazenda.test' })).toBeVisible();
});

test('Equipe below Master explains the plan; a member who is not the owner is told why', async ({
  page,
}) => {
  await signedInUser(page);
  await mockFarmsApi(page, { canInvite: false });
  await page.goto('/equipe');
  await expect(page.getByText(/Com o Master você convida/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Convidar pessoa' })).toHaveCount(0);

  await page.getByRole('banner').getByLabel('Fazenda', { exact: true }).selectOption('f-longa');
  await expect(
    page.getByText('Só o proprietário da fazenda vê e muda a equipe.', { exact: false }),
  ).toBeVisible();
});

test('Integrações: a new key is shown once, with a copy button, then revoked', async ({ page }) => {
  await signedInUser(page);
  const { calls } = await mockFarmsApi(page);
  await page.goto('/integracoes');
  await expect(page.getByRole('link', { name: 'Documentação da API' })).toHaveAttribute(
    'href',
    '/api/v1/docs',
  );
  const scale = page.getByRole('listitem', { name: 'Balança do curral' });
  await expect(scale).toContainText('ac_live_AbC…');
  await expect(scale).toContainText('Leitura e escrita');
  await expect(scale).toContainText('Nunca usada');
  await expect(scale).toContainText('Ativa');

  const form = page.getByRole('form', { name: 'Nova chave' });
  await form.getByRole('button', { name: 'Criar chave' }).click();
  await expect(form.getByText('Nome é obrigatório')).toBeVisible();
  await fillByLabel(page, { Nome: 'ERP da fazenda' });
  await form.getByLabel('Acesso').selectOption({ label: 'Somente leitura' });
  await form.getByRole('button', { name: 'Criar chave' }).click();

  const dialog = page.getByRole('dialog', { name: 'Chave criada' });
  await expect(dialog.getByText('Esta chave não será mostrada de novo.')).toBeVisible();
  await expect(dialog).toContainText('ac_live_XyZ9segredoCompletoDaChave1234567890');
  await expect(dialog.getByRole('button', { name: 'Copiar chave' })).toBeVisible();
  expect(sent(calls, 'POST', '/api/farms/f-boa-vista/api-keys')[0]?.body).toEqual({
    name: 'ERP da fazenda',
    access: 'read',
  });
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('segredoCompleto')).toHaveCount(0);

  const erp = page.getByRole('listitem', { name: 'ERP da fazenda' });
  await expect(erp).toContainText('Somente leitura');
  await erp.getByRole('button', { name: 'Revogar a chave ERP da fazenda' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revogar' }).click();
  await expect(erp).toContainText('Revogada');
  await expect(erp.getByRole('button', { name: /Revogar/ })).toHaveCount(0);
  expect(sent(calls, 'DELETE', '/api/farms/f-boa-vista/api-keys/k-2')).toHaveLength(1);
});
