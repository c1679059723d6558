import type { Browser, BrowserContextOptions } from '@playwright/test';
import { expect, newEmail } from './fixtures';
import { becomeMaster, createsInvitedAccount, inviteFromTeamPage } from './owner-steps';
import { signedInUser, type Page } from './fixtures';

/*
 * Issue 23, items 1-4, end to end against the real server: a MASTER owner invites a field hand
 * by name; the field hand opens the link signed out, creates the account from it and lands in
 * the owner's farm as 'Campo', with no plan offer, and a blocked module says why.
 */

export const ROLE_MESSAGE =
  'Seu acesso nesta fazenda (Campo) não inclui este módulo. Fale com o proprietário da fazenda.';

export async function fieldHandJoinsFromTheInvitation(
  page: Page,
  browser: Browser,
  invitee: BrowserContextOptions,
  /** More of the field hand's screens to check, signed in as him. */
  andThen?: (field: Page) => Promise<void>,
) {
  await signedInUser(page, 'Sebastião Rocha');
  await becomeMaster(page);

  // The owner invites the field hand by name.
  const email = newEmail('campo');
  const { mail, link } = await inviteFromTeamPage(page, { email, role: 'Campo', name: 'Zé Campo' });
  expect(mail.text.startsWith('Olá, Zé Campo!')).toBe(true);
  expect(mail.text).not.toContain('produtor');

  // Signed out, on his own device: the farm, who invited, his address and both ways in.
  const context = await browser.newContext(invitee);
  const field = await context.newPage();
  await field.goto(link);
  await expect(field.getByText('Fazenda de Sebastião').first()).toBeVisible();
  await expect(field.getByText(/Sebastião Rocha convidou você/)).toBeVisible();
  await expect(field.getByRole('tab', { name: 'Entrar' })).toBeVisible();
  await expect(field.getByRole('tab', { name: 'Criar conta' })).toBeVisible();
  // 'Email' or 'E-mail' (the wording of the auth forms is being unified).
  await expect(field.getByLabel(/^E-?mail$/)).toHaveValue(email);
  await expect(field.getByText('7 dias grátis')).toHaveCount(0);

  // He creates the account from it (his name as the owner typed it is filled in), confirms his
  // address and lands in the invited farm.
  await createsInvitedAccount(field, email);
  const me = (await (await field.request.get('/api/me')).json()) as {
    farm: { name: string; role: string };
    farms: unknown[];
  };
  expect(me.farm).toMatchObject({ name: 'Fazenda de Sebastião', role: 'field' });
  expect(me.farms).toHaveLength(1);

  // No plan banner nor offer for him, and the inventory card promises no 'valor'.
  await expect(field.getByRole('link', { name: /Estoque do Rebanho/ })).toBeVisible();
  await expect(field.getByText('Cabeças e peso do gado por categoria.')).toBeVisible();
  // His account has no plan of its own: nothing to subscribe to from the header either.
  await expect(field.getByRole('link', { name: 'Minha assinatura' })).toHaveCount(0);
  const main = field.locator('main');
  for (const text of ['Agendar consultoria', 'Ver Planos', 'Teste grátis', 'Seu plano', 'valor']) {
    await expect(main).not.toContainText(text);
  }

  // A module his role does not open says so, and offers no plan.
  await field.goto('/module/results');
  await expect(field.getByText(ROLE_MESSAGE)).toBeVisible();
  await expect(field.getByText('Este módulo não faz parte do seu plano')).toHaveCount(0);
  await expect(field.getByRole('link', { name: 'Ver Planos' })).toHaveCount(0);
  const refused = await field.request.post('/api/result-calculations', { data: {} });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    ROLE_MESSAGE,
  );
  await andThen?.(field);
  await context.close();
}
