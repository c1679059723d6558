import AxeBuilder from '@axe-core/playwright';
import { todayIn } from '../src/domain/records/dates';
import {
  chooseOption,
  comboboxOptions,
  expect,
  fillByLabel,
  renderedByBrowser,
  saveWeighing,
  typeUnknownAnimal,
  signedInUser,
  test,
  type Page,
} from './fixtures';

// Settled screens for axe: with reduced motion, toasts appear without a half-transparent fade.
test.use({ reducedMotion: 'reduce' });

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const MESSAGES = {
  empty: 'Nenhuma pesagem registrada. Adicione pesagens para começar.',
  select: 'Selecione um animal para visualizar o desempenho.',
  needTwo: 'É necessário pelo menos 2 pesagens para calcular o desempenho.',
};

async function weigh(page: Page, values: Record<string, string>, { unregistered = false } = {}) {
  if (unregistered) {
    // Its notice moves the button down (on a phone, by two lines): pressed while it moves, the
    // press would miss the button.
    await typeUnknownAnimal(page, values['Identificação do Animal']!);
  }
  await saveWeighing(page, values);
  await expect(page.getByText('Pesagem salva com sucesso no banco de dados!').last()).toBeVisible();
  // The form has reset (weight cleared) before the next weighing is typed: typing earlier could be
  // overwritten by the reset, since an earlier toast may still be on screen.
  await expect(page.getByLabel('Peso (kg)')).toHaveValue('');
}

/** The result card whose label is `label`, in the performance panel. */
const figure = (page: Page, label: string) =>
  page
    .getByRole('region', { name: /^Desempenho de / })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .last();

test('weighing: records weighings and shows the animal’s gain, GMD, history and chart', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/weighing' });
  await expect(page.getByRole('heading', { name: 'Controle de Pesagem', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Registrar Pesagem' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Consultar Desempenho' })).toBeVisible();
  await expect(page.getByText(MESSAGES.empty)).toBeVisible();
  await expect(page.getByLabel('Data da Pesagem')).toHaveValue(todayIn(new Date()));
  await expect(page.getByLabel('Data da Pesagem')).toHaveAttribute('type', 'date');

  await weigh(page, {
    'Identificação do Animal': 'BR-0042',
    'Data da Pesagem': '2025-01-10',
    'Peso (kg)': '300,2',
    'Observações (opcional)': 'Entrada no lote',
  });
  await expect(page.getByText('Pesagem registrada', { exact: true })).toBeVisible();
  // The animal's own fields clear for the next animal (issue 39 item 1); the date stays.
  await expect(page.getByLabel('Identificação do Animal')).toHaveValue('');
  await expect(page.getByLabel('Identificação do Animal')).toBeFocused();
  await expect(page.getByLabel('Data da Pesagem')).toHaveValue('2025-01-10');
  await expect(page.getByLabel('Peso (kg)')).toHaveValue('');
  await expect(page.getByLabel('Observações (opcional)')).toHaveValue('');

  await expect(page.getByText(MESSAGES.select)).toBeVisible();
  await chooseOption(page, 'Animal', 'BR-0042', '0042');
  await expect(page.getByText(MESSAGES.needTwo)).toBeVisible();

  await weigh(page, {
    'Identificação do Animal': 'BR-0042',
    'Data da Pesagem': '2025-02-24',
    'Peso (kg)': '327,9',
  });
  await weigh(page, {
    'Identificação do Animal': 'BR-0042',
    'Data da Pesagem': '2025-02-10',
    'Peso (kg)': '330,4',
  });
  await weigh(page, {
    'Identificação do Animal': 'BR-0043',
    'Data da Pesagem': '2025-02-10',
    'Peso (kg)': '250',
  });

  // 10/01 → 24/02/2025 = 45 days; 327,9 − 300,2 = 27,7 kg; 27,7 / 45 = 0,616 kg/day
  await expect(figure(page, 'Peso Inicial')).toContainText('300,2 kg');
  await expect(figure(page, 'Peso Inicial')).toContainText('10/01/2025');
  await expect(figure(page, 'Peso Atual')).toContainText('327,9 kg');
  await expect(figure(page, 'Ganho Total')).toContainText('+27,7 kg');
  await expect(figure(page, 'Ganho Total')).toContainText('em 45 dias');
  await expect(figure(page, 'GMD')).toContainText('0,616 kg/dia');

  const history = page.getByRole('region', { name: 'Histórico de Pesagens' }).getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText('1.');
  await expect(history.nth(0)).toContainText('10/01/2025');
  await expect(history.nth(0)).toContainText('Primeira pesagem');
  await expect(history.nth(0)).toContainText('Entrada no lote');
  await expect(history.nth(1)).toContainText('2.');
  await expect(history.nth(1)).toContainText('10/02/2025');
  const gain = history.nth(1).getByText('+30,2 kg', { exact: true });
  await expect(gain).toHaveClass(/text-green-700/);
  await expect(history.nth(2)).toContainText('3.');
  // One minus sign everywhere: the ASCII one of '-R$ 1,00' and '-0,500 kg/dia'.
  const loss = history.nth(2).getByText('-2,5 kg', { exact: true });
  await expect(loss).toHaveClass(/text-red-700/);

  await expect(
    page.getByRole('img', {
      name: 'Gráfico do peso de BR-0042: de 300,2 kg em 10/01/2025 a 327,9 kg em 24/02/2025, 3 pesagens.',
    }),
  ).toBeVisible();
  // Date labels sit under weighings (10/01, 10/02, 24/02), never under a day in between.
  const chartText = await page
    .getByRole('img', { name: /^Gráfico do peso de BR-0042/ })
    .locator('text')
    .allTextContents();
  const dateLabels = chartText.filter((text) => /^\d{2}\/\d{2}/.test(text));
  expect(dateLabels[0]).toBe('10/01');
  expect(dateLabels.at(-1)).toBe('24/02');
  for (const label of dateLabels) expect(['10/01', '10/02', '24/02']).toContain(label);

  expect(await violations(page)).toEqual([]);

  await expect(await comboboxOptions(page, 'Animal')).toHaveText(['BR-0042', 'BR-0043']);
  await page.getByRole('combobox', { name: 'Animal', exact: true }).press('Escape');
  await chooseOption(page, 'Animal', 'BR-0043');
  await expect(page.getByText(MESSAGES.needTwo)).toBeVisible();

  await page.reload();
  await chooseOption(page, 'Animal', 'BR-0042');
  await expect(figure(page, 'GMD')).toContainText('0,616 kg/dia');
});

test('weighing: a wrong field shows its message, which clears when edited', async ({ page }) => {
  await signedInUser(page, { at: '/module/weighing' });
  await expect(page.getByText(MESSAGES.empty)).toBeVisible();
  await fillByLabel(page, { 'Peso (kg)': '1.600' });
  await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
  await expect(page.getByText('Erro de validação', { exact: true })).toBeVisible();
  await expect(page.getByText('Por favor, corrija os campos inválidos.')).toBeVisible();
  await expect(page.getByText('Identificação do animal é obrigatória')).toBeVisible();
  await expect(page.getByText('Peso muito alto')).toBeVisible();
  await expect(page.getByLabel('Identificação do Animal')).toBeFocused();

  await page.getByLabel('Peso (kg)').fill('450');
  await expect(page.getByText('Peso muito alto')).toHaveCount(0);
  await expect(page.getByText('Identificação do animal é obrigatória')).toBeVisible();
  await page.getByLabel('Data da Pesagem').fill('');
  await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
  await expect(page.getByText('Data da pesagem é obrigatória')).toBeVisible();
  await expect(page.getByText(MESSAGES.empty)).toBeVisible();
});

test('weighing: says why a load or a save failed', async ({ page }) => {
  await signedInUser(page);
  let failing = true;
  await renderedByBrowser(page, '/module/weighing');
  // Every read of the screen (its pages, figures and histories) and the save.
  await page.route(/\/api\/weighings(\/animals|\/history)?(\?|$)/, (route) =>
    failing
      ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } })
      : route.fallback(),
  );
  await page.goto('/module/weighing');
  await expect(page.getByText('Erro ao carregar dados').first()).toBeVisible();
  await expect(
    page.getByText('Não foi possível carregar o histórico de pesagens.').first(),
  ).toBeVisible();

  await fillByLabel(page, { 'Identificação do Animal': 'BR-7', 'Peso (kg)': '280,5' });
  await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
  await expect(page.getByText('Erro ao salvar')).toBeVisible();
  await expect(page.getByText('Não foi possível salvar a pesagem. Tente novamente.')).toBeVisible();
  await expect(page.getByLabel('Peso (kg)')).toHaveValue('280,5');

  failing = false;
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByText(MESSAGES.empty)).toBeVisible();
});

test('weighing: fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInUser(page, { at: '/module/weighing' });
  await weigh(
    page,
    {
      'Identificação do Animal': 'Brinco 0042',
      'Data da Pesagem': '2024-12-20',
      'Peso (kg)': '280',
    },
    { unregistered: true },
  );
  await weigh(page, {
    'Identificação do Animal': 'Brinco 0042',
    'Data da Pesagem': '2025-01-19',
    'Peso (kg)': '301,5',
  });
  // 'Consultar Desempenho' is in the 'Relatório' tab below 1024 px (issue 39).
  await page.getByRole('tab', { name: 'Relatório' }).click();
  await chooseOption(page, 'Animal', 'Brinco 0042', 'brinco');
  // 21,5 kg in 30 days
  await expect(figure(page, 'GMD')).toContainText('0,717 kg/dia');
  const chart = await page
    .getByRole('img', { name: /^Gráfico do peso de Brinco 0042/ })
    .boundingBox();
  expect(chart!.x + chart!.width).toBeLessThanOrEqual(360);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});

test('weighing: a loss shows a red GMD with the same minus sign as the rest', async ({ page }) => {
  await signedInUser(page, { at: '/module/weighing' });
  await weigh(page, {
    'Identificação do Animal': 'BR-0050',
    'Data da Pesagem': '2025-03-01',
    'Peso (kg)': '400',
  });
  await weigh(page, {
    'Identificação do Animal': 'BR-0050',
    'Data da Pesagem': '2025-04-10',
    'Peso (kg)': '380',
  });
  await chooseOption(page, 'Animal', 'BR-0050');
  // 400 → 380 kg in 40 days: -0,5 kg/day.
  await expect(figure(page, 'GMD')).toContainText('-0,500 kg/dia');
  await expect(figure(page, 'GMD')).toHaveClass(/bg-red-50/);
  await expect(figure(page, 'GMD')).not.toHaveClass(/bg-green-800/);
  await expect(figure(page, 'Ganho Total')).toContainText('-20,0 kg');
  // The form's result line too (issue 39 item 1).
  await expect(page.getByRole('status', { name: 'Última pesagem' })).toContainText(
    '-20,0 kg em 40 dias · -0,500 kg/dia',
  );
  await expect(page.getByText('\u2212')).toHaveCount(0);
});

test('weighing: a date after today (São Paulo) is refused', async ({ page }) => {
  await signedInUser(page);
  // 09/03/2025 23:30 in São Paulo, already 10/03 in UTC: the browser's day (the server's page
  // carries the server's).
  await renderedByBrowser(page, '/module/weighing');
  await page.clock.setFixedTime(new Date('2025-03-10T02:30:00Z'));
  await page.goto('/module/weighing');
  const date = page.getByLabel('Data da Pesagem');
  await expect(date).toHaveValue('2025-03-09');
  await expect(date).toHaveAttribute('max', '2025-03-09');

  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/weighings') && r.method() === 'POST') posted = true;
  });
  await fillByLabel(page, {
    'Identificação do Animal': 'BR-0042',
    'Data da Pesagem': '2025-03-10',
    'Peso (kg)': '330',
  });
  await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
  await expect(page.getByText('Data da pesagem não pode ser depois de hoje')).toBeVisible();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(false);

  await date.fill('2025-03-09');
  await expect(page.getByText('Data da pesagem não pode ser depois de hoje')).toHaveCount(0);
});

test('weighing: what is typed while a save is on its way is kept when it ends', async ({
  page,
}) => {
  await signedInUser(page, { at: '/module/weighing' });
  // The server's answer held back until the next animal is typed.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/weighings', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await held;
    return route.continue();
  });
  await fillByLabel(page, { 'Identificação do Animal': 'BR-1', 'Peso (kg)': '300' });
  // The page is React's by now (the search's notice): what is typed before it came is
  // weighing-server.spec.ts's.
  await expect(page.getByText('O animal BR-1 não está no rebanho')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
  await fillByLabel(page, { 'Identificação do Animal': 'BR-2', 'Peso (kg)': '310,5' });
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/weighings') && r.request().method() === 'POST',
  );
  release();
  const answer = await saved;
  expect(answer.status()).toBe(201);
  // The first animal's weighing, as typed before the press.
  expect(answer.request().postDataJSON()).toMatchObject({ animalId: 'BR-1', weight: 300 });
  await expect(page.getByText('Pesagem registrada').first()).toBeVisible();
  await expect(page.getByLabel('Identificação do Animal', { exact: true })).toHaveValue('BR-2');
  await expect(page.getByLabel('Peso (kg)', { exact: true })).toHaveValue('310,5');
});
