import type { Route } from '@playwright/test';
import { seriousViolations } from './axe';
import { chooseOption, expect, signedInUser, test, type Page } from './fixtures';
import { apiAnimal, dialog, monthsAgo } from './herd-steps';

/*
 * Issue 39 item 4 on a 360 × 740 phone: forms keep what the person typed. A value that arrives
 * after the person typed (held here with page.route, as a slow connection holds it) fills only
 * the fields not typed in; Escape in an open picker closes the list, not the dialog; a dialog
 * with changes asks before discarding them; a picker's list opens where it can be seen.
 */

test.use({ reducedMotion: 'reduce' });

/** Holds the first GET that `matches` until `release()` is called; `seen` resolves when it comes. */
async function holdAnswer(page: Page, matches: (url: URL) => boolean) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (seen = resolve));
  let held = false;
  await page.route(
    (url) => matches(url),
    async (route: Route) => {
      if (route.request().method() !== 'GET' || held) return route.fallback();
      held = true;
      seen();
      await released;
      await route.fallback();
    },
  );
  return { arrived, release: () => release() };
}

const put = async (page: Page, path: string, data: Record<string, number>) => {
  const res = await page.request.put(path, { data });
  expect(res.status(), await res.text()).toBe(200);
};

test('monthly: the last closing arriving after the producer typed leaves the typed figure', async ({
  page,
}) => {
  await signedInUser(page);
  await put(page, '/api/monthly-control/2025-03', {
    initialQuantity: 1200,
    purchases: 0,
    sales: 0,
    deaths: 0,
    totalCosts: 1000,
    totalRevenue: 0,
  });
  await page.goto('/module/monthly-control');
  const initial = page.getByLabel('Quantidade Inicial', { exact: true });

  // April has no record: it starts from March's closing, which the network holds.
  const closing = await holdAnswer(
    page,
    (url) =>
      url.pathname === '/api/monthly-control' && url.searchParams.get('before') === '2025-04',
  );
  await page.getByLabel('Mês/Ano', { exact: true }).fill('2025-04');
  await closing.arrived;
  await initial.fill('200');
  closing.release();
  await expect(page.getByLabel('Mês/Ano', { exact: true })).toHaveAccessibleDescription(
    /começando do fechamento de março\/2025/,
  );
  await expect(initial).toHaveValue('200');

  // Saved, then a figure typed and another month chosen: the typed figure stays, the closing
  // fills nothing over it.
  await page.getByLabel('Compras', { exact: true }).fill('0');
  await page.getByLabel('Vendas', { exact: true }).fill('0');
  await page.getByLabel('Mortes', { exact: true }).fill('0');
  await page.getByLabel('Custos Totais (R$)', { exact: true }).fill('500');
  await page.getByLabel('Receita Total (R$)', { exact: true }).fill('0');
  await page.getByRole('button', { name: 'Calcular e Salvar' }).click();
  await expect(page.getByText('Controle de abril de 2025 salvo.').first()).toBeVisible();
  const april = await (await page.request.get('/api/monthly-control/2025-04')).json();
  expect(april).toMatchObject({ initialQuantity: 200 });

  await initial.fill('150');
  await page.getByLabel('Mês/Ano', { exact: true }).fill('2025-05');
  await expect(page.getByLabel('Mês/Ano', { exact: true })).toHaveAccessibleDescription(
    /começando do fechamento de abril\/2025/,
  );
  await expect(initial).toHaveValue('150');
  // What was April's and not typed since is gone from May.
  await expect(page.getByLabel('Custos Totais (R$)', { exact: true })).toHaveValue('');
});

test('monthly: a saved month arriving after the producer typed fills only the other fields', async ({
  page,
}) => {
  await signedInUser(page);
  await put(page, '/api/monthly-control/2025-06', {
    initialQuantity: 1200,
    purchases: 45,
    sales: 120,
    deaths: 8,
    totalCosts: 187432.17,
    totalRevenue: 265310.55,
  });
  await page.goto('/module/monthly-control');
  const june = await holdAnswer(page, (url) => url.pathname === '/api/monthly-control/2025-06');
  await page.getByLabel('Mês/Ano', { exact: true }).fill('2025-06');
  await june.arrived;
  await page.getByLabel('Quantidade Inicial', { exact: true }).fill('200');
  june.release();
  await expect(page.getByLabel('Compras', { exact: true })).toHaveValue('45');
  await expect(page.getByLabel('Quantidade Inicial', { exact: true })).toHaveValue('200');

  await page.getByRole('button', { name: 'Calcular e Salvar' }).click();
  await expect(page.getByText('Controle de junho de 2025 salvo.').first()).toBeVisible();
  const saved = await (await page.request.get('/api/monthly-control/2025-06')).json();
  expect(saved).toMatchObject({ initialQuantity: 200, purchases: 45 });
});

test('annual: a saved year arriving after the producer typed fills only the other fields', async ({
  page,
}) => {
  await signedInUser(page);
  await put(page, '/api/annual-results/2021', {
    initialInventory: 420,
    totalPurchases: 135,
    totalSales: 260,
    totalDeaths: 9,
    totalInvestment: 785000.4,
    totalRevenue: 1394250.75,
    totalCosts: 312480.1,
  });
  await page.goto('/module/annual-results');
  const year = await holdAnswer(page, (url) => url.pathname === '/api/annual-results/2021');
  await page.getByLabel('Ano', { exact: true }).fill('2021');
  await year.arrived;
  await page.getByLabel('Estoque Inicial (cabeças)', { exact: true }).fill('500');
  year.release();
  await expect(page.getByLabel('Total de Compras (cabeças)', { exact: true })).toHaveValue('135');
  await expect(page.getByLabel('Estoque Inicial (cabeças)', { exact: true })).toHaveValue('500');
});

test('weighing: the lot the producer chose stays when the animal’s last lot arrives', async ({
  page,
}) => {
  await signedInUser(page);
  const lot = async (name: string) => {
    const res = await page.request.post('/api/lots', {
      data: {
        name,
        quantity: 10,
        initialWeight: 250,
        purchasePrice: 2000,
        purchaseDate: '2025-01-02',
      },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  await lot('Garrotes da seca');
  const novilhas = await lot('Novilhas');
  for (const animalId of ['BR-7', 'BR-8']) {
    const res = await page.request.post('/api/weighings', {
      data: { animalId, weighingDate: '2025-01-10', weight: 300, batchId: novilhas },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/module/weighing');
  const select = page.getByRole('combobox', { name: 'Lote', exact: true });

  // Not chosen: the animal's last lot is suggested, as before.
  await page.getByRole('combobox', { name: 'Identificação do Animal', exact: true }).fill('BR-7');
  await expect(select).toHaveValue('Novilhas');

  // Chosen by the producer: the history that arrives after does not change it.
  await page.getByRole('combobox', { name: 'Identificação do Animal', exact: true }).fill('');
  await chooseOption(page, 'Lote', 'Garrotes da seca', 'Garrotes');
  const history = await holdAnswer(page, (url) => url.pathname === '/api/weighings/history');
  await page.getByRole('combobox', { name: 'Identificação do Animal', exact: true }).fill('BR-8');
  await history.arrived;
  const answered = page.waitForResponse((r) => r.url().includes('/api/weighings/history'));
  history.release();
  await answered;
  // The answer read and drawn: a task, then two frames (React renders, then runs its effects).
  await page.evaluate(
    () =>
      new Promise((done) =>
        setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(done)), 0),
      ),
  );
  await expect(select).toHaveValue('Garrotes da seca');
});

test('herd dialog: Escape closes the open picker, not the dialog; changes are asked about before they are discarded', async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  await apiAnimal(page, { tag: 'C-003', sex: 'F', birthDate: monthsAgo(40) });
  await page.reload();
  const opener = page.getByRole('button', { name: 'Registrar nascimento' });

  // Nothing changed: Escape closes at once.
  await opener.click();
  const birth = dialog(page, 'Registrar nascimento');
  await expect(birth).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(birth).toHaveCount(0);

  await opener.click();
  const mother = birth.getByRole('combobox', { name: 'Mãe', exact: true });
  await mother.fill('C-0');
  const list = birth.getByRole('listbox', { name: 'Fêmeas do rebanho' });
  await expect(list.getByRole('option')).toHaveCount(1);
  await mother.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(birth).toBeVisible();
  await expect(mother).toBeFocused();

  // Changed: Escape asks; 'Continuar editando' keeps what was typed.
  await birth.getByLabel('Brinco do bezerro', { exact: true }).fill('BZ-77');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog', { name: 'Descartar as alterações?' });
  await expect(ask).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await ask.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(ask).toHaveCount(0);
  await expect(birth.getByLabel('Brinco do bezerro', { exact: true })).toHaveValue('BZ-77');

  // 'Cancelar' asks too; 'Descartar' closes, and the dialog opens empty again.
  await birth.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Descartar' }).click();
  await expect(birth).toHaveCount(0);
  await opener.click();
  await expect(birth.getByLabel('Brinco do bezerro', { exact: true })).toHaveValue('');

  // A press outside a changed dialog asks as well.
  await birth.getByLabel('Brinco do bezerro', { exact: true }).fill('BZ-78');
  await page.mouse.click(5, 5);
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(birth).toBeVisible();
});

test('weighing: the lot form’s “Cancelar” asks before a typed lot is lost', async ({ page }) => {
  await signedInUser(page, { at: '/module/weighing' });
  await page.getByRole('tab', { name: 'Lotes' }).click();
  await page.getByRole('button', { name: 'Novo lote' }).click();
  await page.getByLabel('Nome do lote', { exact: true }).fill('Bezerros da águas');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Descartar as alterações?' });
  await ask.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page.getByLabel('Nome do lote', { exact: true })).toHaveValue('Bezerros da águas');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await ask.getByRole('button', { name: 'Descartar' }).click();
  await expect(page.getByLabel('Nome do lote', { exact: true })).toHaveCount(0);
});

test('picker: at the foot of a 360 × 740 screen the list opens where it can be seen', async ({
  page,
}) => {
  await signedInUser(page);
  for (const name of ['Lote A', 'Lote B', 'Lote C', 'Lote D', 'Lote E']) {
    const res = await page.request.post('/api/lots', {
      data: {
        name,
        quantity: 10,
        initialWeight: 250,
        purchasePrice: 2000,
        purchaseDate: '2025-01-02',
      },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/module/weighing');
  const select = page.getByRole('combobox', { name: 'Lote', exact: true });
  // The field at the bottom of the screen, as after scrolling down the form.
  await select.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  const field = (await select.boundingBox())!;
  expect(field.y + field.height).toBeGreaterThan(600);
  await select.click();
  const list = page.getByRole('listbox', { name: 'Lotes abertos' });
  await expect(list.getByRole('option')).toHaveCount(6);
  const box = (await list.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(740);
  await expect(list.getByRole('option', { name: 'Lote E' })).toBeInViewport();
});
