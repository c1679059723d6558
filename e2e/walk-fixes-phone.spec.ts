import AxeBuilder from '@axe-core/playwright';
import { expect, newEmail, PASSWORD, signedInUser, test } from './fixtures';
import { apiAnimal, monthsAgo, tagLink } from './herd-steps';
import { post } from './charts-steps';

/* Issue 39, item 9: the smaller things seen in the walk on a 360 px phone. */

test.use({ reducedMotion: 'reduce' });

test("'Começar Agora' opens the sign-in page on 'Cadastrar', painted so before any script", async ({
  page,
}) => {
  // A page of its own, prerendered on 'Cadastrar': no flash of 'Entrar' (decision 051).
  const html = await (await page.request.get('/auth?cadastro=1')).text();
  expect(html).toMatch(/aria-selected="true"[^>]*>Cadastrar</);
  expect(html).toContain('Criar conta');

  await page.goto('/');
  await page.getByRole('link', { name: 'Começar Agora' }).click();
  await expect(page).toHaveURL(/\/auth\?cadastro=1$/);
  await expect(page.getByRole('tab', { name: 'Cadastrar' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Typed and pressed before React owns the page: kept, then done.
  await page.getByLabel('Nome').fill('Maria');
  await page.getByLabel('E-mail').fill(newEmail());
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Conta criada com sucesso!')).toBeVisible();
});

test('an empty sign-up names every field it lacks, each with its own message', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Cadastrar' }).click();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  // The notice, at the top of the phone's screen, names all three.
  await expect(page.getByText('Preencha Nome, E-mail e Senha.')).toBeInViewport();
  await expect(page.getByText('Informe seu nome')).toBeVisible();
  await expect(page.getByText('Informe seu e-mail')).toBeVisible();
  await expect(page.getByText('Informe sua senha')).toBeVisible();
  await expect(page.getByText('Senha muito fraca')).toHaveCount(0);
  await expect(page.getByLabel('Nome')).toBeFocused();

  // Typed wrong is said apart from missing.
  await page.getByLabel('Nome').fill('Maria');
  await page.getByLabel('E-mail').fill('maria-arroba');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Preencha Senha. Corrija E-mail.')).toBeVisible();
});

test("the dashboard's module cards are named by the text they show (axe)", async ({ page }) => {
  await signedInUser(page);
  await expect(page.getByRole('link', { name: 'Controle de Pesagem' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  expect(axe.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  // The whole card still opens its page.
  const card = page.getByRole('listitem').filter({ hasText: 'Controle de Pesagem' });
  await card.scrollIntoViewIfNeeded();
  const box = (await card.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height - 8);
  await expect(page).toHaveURL(/\/module\/weighing$/);
});

test("the way back to the dashboard is 'Voltar ao painel'", async ({ page }) => {
  await signedInUser(page, { at: '/module/stocking' });
  await expect(page.getByRole('heading', { name: 'Taxa de Lotação' })).toBeVisible();
  await expect(page.getByText('Voltar ao Dashboard')).toHaveCount(0);
  await page.getByRole('link', { name: 'Voltar ao painel' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a search lists the brinco typed whole first ('104' before '00104')", async ({ page }) => {
  await signedInUser(page, { at: '/rebanho' });
  for (const tag of ['00104', '104', '1040']) await apiAnimal(page, { tag, sex: 'F' });
  await page.goto('/rebanho');
  await page.getByLabel('Buscar animal').fill('104');
  const list = page.getByRole('list', { name: 'Animais do rebanho' });
  await expect(list.getByRole('link')).toHaveText(['104', '00104', '1040']);
});

test("ages read in years and months ('2 anos e 3 meses')", async ({ page }) => {
  await signedInUser(page, { at: '/rebanho' });
  const id = await apiAnimal(page, { tag: 'V-27', sex: 'F', birthDate: monthsAgo(27) });
  await apiAnimal(page, { tag: 'B-11', sex: 'M', birthDate: monthsAgo(11) });
  await apiAnimal(page, { tag: 'N-12', sex: 'F', birthDate: monthsAgo(12) });
  await page.goto('/rebanho');
  const card = (tag: string) =>
    page
      .getByRole('list', { name: 'Animais do rebanho' })
      .getByRole('listitem')
      .filter({
        has: tagLink(page, tag),
      });
  await expect(card('V-27')).toContainText('2 anos e 3 meses');
  await expect(card('B-11')).toContainText('11 meses');
  await expect(card('N-12')).toContainText('1 ano');
  await page.goto(`/rebanho/${id}`);
  await expect(page.getByText('2 anos e 3 meses')).toBeVisible();
});

test("the animal's weight chart says 'kg' on its value axis", async ({ page }) => {
  await signedInUser(page, { at: '/rebanho' });
  const id = await apiAnimal(page, { tag: 'P-1', sex: 'M' });
  await post(page, '/api/weighings', { animalId: 'P-1', weighingDate: monthsAgo(2), weight: 300 });
  await post(page, '/api/weighings', { animalId: 'P-1', weighingDate: monthsAgo(1), weight: 330 });
  await page.goto(`/rebanho/${id}`);
  const picture = page.getByRole('img', { name: /^Peso do animal e média do lote\. / });
  const ticks = picture.locator('svg[data-plot] text', { hasText: /^[\d.]+ kg$/ });
  await expect(ticks.first()).toBeVisible();
  const box = (await ticks.first().boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
});
