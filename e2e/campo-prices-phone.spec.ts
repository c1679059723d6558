import { FIELD_ROLE_TEXT } from '../src/domain/farms';
import { formatDateBR, todayIn } from '../src/domain/records/dates';
import { seriousViolations } from './axe';
import {
  confirmationLink,
  expect,
  fillByLabel,
  newEmail,
  PASSWORD,
  signedInUser,
  test,
} from './fixtures';
import { apiAnimal, dialog, monthsAgo, tagLink } from './herd-steps';
import { becomeMaster, inviteFromTeamPage } from './owner-steps';

/*
 * Issue 39 item 8 on a 360 px phone: 'Campo' records what happens in the field — a sale too —
 * never a price; the owner reads 'Vendas sem preço: 2' on the dashboard, opens 'Preço a
 * informar' and completes it; priced, it is no longer Campo's to undo (decision 057). The
 * invitation and the team page say exactly what Campo does (FIELD_ROLE_TEXT).
 */

test.use({ reducedMotion: 'reduce' });
test.setTimeout(120_000);

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

test('Campo records sales without a price; the owner sees them on the dashboard and prices them', async ({
  page,
  browser,
}) => {
  await signedInUser(page, 'Sebastião Rocha');
  await becomeMaster(page);
  await page.goto('/rebanho');
  await apiAnimal(page, { tag: 'VC-1', sex: 'M', birthDate: monthsAgo(30) });
  const second = await apiAnimal(page, { tag: 'VC-2', sex: 'M', birthDate: monthsAgo(30) });

  // The invitation says what Campo does, in the team page's words.
  const email = newEmail('campo');
  const { mail, link } = await inviteFromTeamPage(page, { email, role: 'Campo', name: 'Zé Campo' });
  expect(mail.text.replace(/\s+/g, ' ')).toContain(FIELD_ROLE_TEXT);
  const roles = page.getByRole('definition').filter({ hasText: FIELD_ROLE_TEXT });
  await expect(roles).toBeVisible();

  const context = await browser.newContext(PHONE);
  const field = await context.newPage();
  try {
    await field.goto(link);
    await expect(field.getByText(FIELD_ROLE_TEXT)).toBeVisible();
    await fillByLabel(field, { Senha: PASSWORD });
    await field.getByRole('button', { name: 'Criar conta' }).click();
    await expect(field.getByText(/Enviamos um link para/)).toBeVisible();
    await field.goto(await confirmationLink(email, 2));
    await expect(field).toHaveURL(/\/dashboard$/);

    // Campo sells VC-1 from the list: no price to type.
    await field.goto('/rebanho');
    await field.getByRole('checkbox', { name: 'Selecionar VC-1' }).check();
    await field
      .getByRole('region', { name: 'Animais selecionados' })
      .getByRole('button', { name: 'Registrar venda' })
      .click();
    const sale = dialog(field, 'Registrar venda');
    await expect(sale.getByLabel('Preço (R$)')).toHaveCount(0);
    await fillByLabel(field, { Comprador: 'Frigorífico Central', 'Peso (kg)': '540,5' });
    await sale.getByRole('button', { name: 'Registrar venda' }).click();
    await expect(field.getByText('Venda registrada')).toBeVisible();
    // And VC-2, as the outbox would send it.
    const origin = new URL(field.url()).origin;
    const res = await field.request.post('/api/animals/sales', {
      data: { date: todayIn(new Date()), animalIds: [second], weight: 498 },
      headers: { origin },
    });
    expect(res.status(), await res.text()).toBe(201);

    // The owner: the dashboard says it, and links to where it is completed.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Vendas sem preço: 2' }).click();
    await expect(page.getByRole('heading', { name: 'Preço a informar' })).toBeVisible();
    const today = formatDateBR(todayIn(new Date()));
    const waiting = page.getByRole('list', { name: 'Vendas sem preço: 2' });
    await expect(waiting.getByRole('listitem')).toHaveCount(2);
    await expect(waiting).toContainText('Registrada por Zé Campo');
    expect(await seriousViolations(page)).toEqual([]);
    await waiting
      .getByRole('listitem')
      .filter({ hasText: 'VC-1' })
      .getByRole('button', { name: `Informar preço: Venda de 1 animal em ${today}` })
      .click();
    const price = dialog(page, 'Informar preço');
    await expect(price.getByLabel('Peso (kg)')).toHaveValue('540,5');
    await expect(price.getByLabel('Forma de preço')).toHaveValue('arroba');
    await price.getByLabel('Preço (R$)').fill('310,50');
    await expect(price.getByRole('status', { name: 'Total da venda' })).toHaveText(
      '18,74 @ · R$ 5.817,94',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await price.getByRole('button', { name: 'Salvar preço' }).click();
    await expect(page.getByText('Preço informado')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Vendas sem preço: 1' })).toContainText('VC-2');

    // VC-2's history says it waits for its price, and offers to give it.
    await page.goto(`/rebanho/${second}`);
    const history = page.getByRole('list', { name: 'Histórico do animal' });
    await expect(history).toContainText('Preço a informar');
    await expect(
      history.getByRole('button', { name: `Informar preço: Venda em ${today}` }),
    ).toBeVisible();

    // Priced, VC-1's sale is the owner's: Campo is not offered to undo it; VC-2's he still is.
    await field.goto('/rebanho');
    await field.getByRole('button', { name: 'Filtros' }).click();
    await field.getByLabel('Situação').selectOption({ label: 'Todos' });
    await tagLink(field, 'VC-1').click();
    const his = field.getByRole('list', { name: 'Histórico do animal' });
    await expect(his).toContainText('Comprador: Frigorífico Central');
    await expect(his).not.toContainText('R$');
    await expect(his).not.toContainText('Preço a informar');
    await expect(his.getByRole('button', { name: /^Desfazer/ })).toHaveCount(0);
    await field.goto(`/rebanho/${second}`);
    await expect(
      field
        .getByRole('list', { name: 'Histórico do animal' })
        .getByRole('button', { name: `Desfazer: Venda em ${today}` }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});
