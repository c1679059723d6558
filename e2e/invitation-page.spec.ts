import { ROLE_DESCRIPTIONS } from '../src/domain/farms';
import { mockFarmsApi } from './farms-mock';
import { confirmationLink, expect, newEmail, PASSWORD, signedInUser, test } from './fixtures';

/* The invitation page, signed in and signed out (issues 11 and 23). */

// Settled screens: with reduced motion, toasts and dialogs appear without a fade.
test.use({ reducedMotion: 'reduce' });

test('Convite: farm, inviter and role; accepting goes to the dashboard; closed ones say why', async ({
  page,
}) => {
  // Signed out, the page itself answers (issue 23): an unknown invitation is not found.
  await page.goto('/convite/inv-abc');
  await expect(page.getByText('Convite não encontrado')).toBeVisible();
  await expect(page).toHaveURL(/\/convite\/inv-abc$/);

  await signedInUser(page);
  await mockFarmsApi(page);
  const accepted: string[] = [];
  await page.route('**/api/invitations/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path.endsWith('/accept')) {
      accepted.push(path);
      return route.fulfill({ json: { farmId: 'f-longa' } });
    }
    const id = path.split('/').pop();
    if (id === 'outro') {
      return route.fulfill({
        status: 404,
        json: { error: { code: 'NOT_FOUND', message: 'Convite não encontrado.' } },
      });
    }
    return route.fulfill({
      json: {
        id,
        farmName: 'Fazenda Três Irmãos',
        inviterName: 'Joaquim Pereira',
        role: 'manager',
        status: id === 'velho' ? 'expired' : 'pending',
        expiresAt: '2099-01-01T12:00:00.000Z',
      },
    });
  });

  await page.goto('/convite/velho');
  await expect(page.getByText('Este convite expirou.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aceitar convite' })).toHaveCount(0);

  await page.goto('/convite/outro');
  await expect(page.getByText('Convite não encontrado')).toBeVisible();

  await page.goto('/convite/inv-abc');
  await expect(page.getByRole('heading', { name: 'Fazenda Três Irmãos' })).toBeVisible();
  await expect(page.getByText('Joaquim Pereira convidou você')).toBeVisible();
  await expect(page.getByText(ROLE_DESCRIPTIONS.manager)).toBeVisible();
  await page.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Você entrou na Fazenda Três Irmãos')).toBeVisible();
  expect(accepted).toEqual(['/api/invitations/inv-abc/accept']);
});

test('a visitor opening an invitation sees the farm and both ways in, signs in and comes back to it', async ({
  page,
  request,
}) => {
  // Issue 23: the invitation page answers signed out, with the invited address filled in.
  const email = newEmail('convidado');
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { name: 'Cida do Campo', email, password: PASSWORD, callbackURL: '/dashboard' },
  });
  expect(signUp.status()).toBe(200);
  expect((await request.get(await confirmationLink(email))).ok()).toBe(true);
  await page.route('**/api/invitations/inv-novo', (route) =>
    route.fulfill({
      json: {
        id: 'inv-novo',
        farmName: 'Fazenda Três Irmãos',
        inviterName: 'Joaquim Pereira',
        role: 'field',
        status: 'pending',
        expiresAt: '2099-01-01T12:00:00.000Z',
        email,
      },
    }),
  );
  await page.goto('/convite/inv-novo');
  await expect(page).toHaveURL(/\/convite\/inv-novo$/);
  await expect(page.getByText('Fazenda Três Irmãos').first()).toBeVisible();
  await expect(page.getByText('Joaquim Pereira convidou você')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Criar conta' })).toBeVisible();
  await page.getByRole('tab', { name: 'Entrar' }).click();
  await expect(page.getByLabel(/^E-?mail$/)).toHaveValue(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page).toHaveURL(/\/convite\/inv-novo$/);
  await expect(page.getByRole('heading', { name: 'Fazenda Três Irmãos' })).toBeVisible();
  await expect(page.getByText(ROLE_DESCRIPTIONS.field)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aceitar convite' })).toBeVisible();
});
