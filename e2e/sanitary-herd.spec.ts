import { todayIn } from '../src/domain/records/dates';
import { seriousViolations } from './axe';
import { expect, signedInUser, test } from './fixtures';
import { apiAnimal, dialog, monthsAgo, tagLink } from './herd-steps';
import { paidStarter } from './owner-steps';
import { apiIvermectin, daysAheadBR } from './sanitary-herd-steps';

/*
 * Issue 26 in the herd: an animal given Ivermectina 1% shows 'Em carência até' on its page and in
 * the list, the list filters 'Em carência', and 'Registrar aplicação' from an animal's page
 * records it for that animal.
 */
test.setTimeout(90_000);

test("an animal in carência: its page, the list's badge and filter; 'Registrar aplicação' from its page", async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  const boi = await apiAnimal(page, { tag: 'BOI-7', sex: 'M', birthDate: monthsAgo(26) });
  await apiAnimal(page, { tag: 'VACA-3', sex: 'F', birthDate: monthsAgo(40) });
  await apiIvermectin(page, [boi]);
  const until = `Em carência até ${daysAheadBR(35)}`;

  await page.goto(`/rebanho/${boi}`);
  const note = page.getByRole('note', { name: 'Carência' });
  await expect(note).toContainText(until);
  await expect(note).toContainText('Ivermectina 1%');
  await expect(page.getByRole('link', { name: 'Ficha sanitária' })).toHaveAttribute(
    'href',
    `/sanidade/ficha/animal/${boi}`,
  );
  await expect(page.getByText('Aplicação: Ivermectina 1%')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/rebanho');
  await expect(page.getByRole('row', { name: /BOI-7/ })).toContainText(until);
  await expect(page.getByRole('row', { name: /VACA-3/ })).not.toContainText('Em carência');
  await page.getByRole('checkbox', { name: 'Em carência' }).check();
  await expect(tagLink(page, 'VACA-3')).toHaveCount(0);
  await expect(tagLink(page, 'BOI-7')).toBeVisible();
  await expect(page.getByText('1 animal', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('checkbox', { name: 'Em carência' }).uncheck();
  await expect(tagLink(page, 'VACA-3')).toBeVisible();

  await tagLink(page, 'VACA-3').click();
  await expect(page.getByRole('heading', { name: 'Animal VACA-3' })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Carência' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Registrar aplicação' }).click();
  const form = dialog(page, 'Registrar aplicação');
  await expect(form.getByRole('list', { name: 'Animais escolhidos' })).toContainText('VACA-3');
  await form.getByLabel('Produto').selectOption({ label: 'Ivermectina 1%' });
  await form.getByLabel('Dose').fill('12');
  await form.getByRole('button', { name: 'Registrar aplicação' }).click();
  await expect(page.getByText('Aplicação registrada', { exact: true })).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('note', { name: 'Carência' })).toContainText(until);
  await expect(page.getByText('Aplicação: Ivermectina 1%')).toBeVisible();

  // 'Sanidade' gives out the proof, the period's CSV and the herd's animals in carência.
  await page.goto('/sanidade');
  await expect(
    page.getByRole('link', { name: 'Comprovante de vacinação contra brucelose' }),
  ).toHaveAttribute('href', '/sanidade/brucelose');
  const today = todayIn(new Date());
  await expect(page.getByRole('link', { name: 'Baixar aplicações (CSV)' })).toHaveAttribute(
    'href',
    `/api/export/sanitary-applications.csv?from=${today.slice(0, 4)}-01-01&to=${today}`,
  );
  await page.getByRole('link', { name: 'Ver animais em carência' }).click();
  await expect(page.getByRole('checkbox', { name: 'Em carência' })).toBeChecked();
  await expect(tagLink(page, 'BOI-7')).toBeVisible();
  await expect(tagLink(page, 'VACA-3')).toBeVisible();
});

test("on Starter an animal's page has no 'Registrar aplicação' nor 'Ficha sanitária'", async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  await paidStarter(page);
  const boi = await apiAnimal(page, { tag: 'BOI-S', sex: 'M', birthDate: monthsAgo(20) });
  await page.goto(`/rebanho/${boi}`);
  await expect(page.getByRole('button', { name: 'Registrar venda' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrar aplicação' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ficha sanitária' })).toHaveCount(0);
  await page.goto('/rebanho');
  await expect(tagLink(page, 'BOI-S')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Em carência' })).toHaveCount(0);
});

test("the list filtered by a lot links to that lot's 'Ficha sanitária'", async ({ page }) => {
  await signedInUser(page, { at: '/rebanho' });
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/lots', {
    data: {
      name: 'Recria',
      quantity: 1,
      initialWeight: 200,
      purchasePrice: 1000,
      purchaseDate: '2025-01-01',
    },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(201);
  const lotId = ((await res.json()) as { id: string }).id;
  await apiAnimal(page, { tag: 'REC-1', sex: 'M', birthDate: monthsAgo(14), lotId });
  await page.reload();
  const sheet = page.getByRole('link', { name: 'Ficha sanitária do lote' });
  await expect(tagLink(page, 'REC-1')).toBeVisible();
  await expect(sheet).toHaveCount(0);
  await page.getByLabel('Lote', { exact: true }).selectOption({ label: 'Recria' });
  await expect(sheet).toHaveAttribute('href', `/sanidade/ficha/lote/${lotId}`);
  await page.getByLabel('Lote', { exact: true }).selectOption({ label: 'Sem lote' });
  await expect(sheet).toHaveCount(0);
});
