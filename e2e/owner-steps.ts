import type { Browser } from '@playwright/test';
import {
  confirmationLink,
  expect,
  fillByLabel,
  mailsTo,
  newEmail,
  PASSWORD,
  type Mail,
  type Page,
} from './fixtures';

/* Steps a farm owner takes in several browser tests: paying a plan, inviting from 'Equipe'. */

const CPF = '529.982.247-25';

/** Pays a MASTER subscription through the local sandbox's page, as a producer would. */
export async function becomeMaster(page: Page) {
  const res = await page.request.post('/api/checkout', {
    data: { plan: 'MASTER', billingType: 'CREDIT_CARD', cpfCnpj: CPF },
  });
  expect(res.status()).toBe(200);
  await page.goto(((await res.json()) as { invoiceUrl: string }).invoiceUrl);
  await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
  await expect(page.getByText('Pagamento aprovado')).toBeVisible();
}

/** A Starter subscription by Pix, started and approved through the sandbox's API. */
export async function paidStarter(page: Page) {
  const origin = new URL(page.url()).origin;
  const checkout = await page.request.post('/api/checkout', {
    data: { plan: 'STARTER', billingType: 'PIX', cpfCnpj: CPF },
    headers: { origin },
  });
  expect(checkout.status()).toBe(200);
  const paymentId = ((await checkout.json()) as { invoiceUrl: string }).invoiceUrl
    .split('/')
    .at(-1)!;
  const approved = await page.request.post(`/api/sandbox/payments/${paymentId}/approve`, {
    form: {},
    headers: { origin },
    maxRedirects: 0,
  });
  expect(approved.status()).toBe(303);
}

/**
 * Invites `email` as `role` from the owner's 'Equipe' screen ('Nome (opcional)' when a name is
 * given); answers the invitation e-mail and the link in it.
 */
export async function inviteFromTeamPage(
  page: Page,
  invitee: { email: string; role: string; name?: string },
): Promise<{ mail: Mail; link: string }> {
  await page.goto('/equipe');
  await fillByLabel(page, {
    ...(invitee.name ? { 'Nome (opcional)': invitee.name } : {}),
    'E-mail': invitee.email,
  });
  await page.getByLabel('Papel', { exact: true }).selectOption({ label: invitee.role });
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(invitee.email)).toBeVisible();
  await expect.poll(async () => (await mailsTo(invitee.email)).length).toBe(1);
  const mail = (await mailsTo(invitee.email))[0]!;
  const link = mail.text.match(/https?:\/\/\S+\/convite\/\S+/)?.[0];
  expect(link).toBeTruthy();
  return { mail, link: link! };
}

/** The owner invites 'Zé Campo', who creates his account from the link: his page, signed in. */
export async function fieldHandJoins(page: Page, browser: Browser) {
  const email = newEmail('campo');
  const { link } = await inviteFromTeamPage(page, { email, role: 'Campo', name: 'Zé Campo' });
  const context = await browser.newContext();
  const field = await context.newPage();
  await field.goto(link);
  await createsInvitedAccount(field, email);
  return { context, field };
}

/**
 * On the invitation's page, 'Zé Campo' (his name filled in by the owner) creates his account,
 * confirms the address from the e-mail and lands on the dashboard.
 */
export async function createsInvitedAccount(field: Page, email: string) {
  await expect(field.getByLabel('Nome', { exact: true })).toHaveValue('Zé Campo');
  await fillByLabel(field, { Senha: PASSWORD });
  await field.getByRole('button', { name: 'Criar conta' }).click();
  await expect(field.getByText(/Enviamos um link para/)).toBeVisible();
  await field.goto(await confirmationLink(email, 2));
  await expect(field).toHaveURL(/\/dashboard$/);
}
