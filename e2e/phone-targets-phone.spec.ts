import type { Locator } from '@playwright/test';
import { FARMS, mockFarmsApi } from './farms-mock';
import { expect, saveWeighing, signedInUser, test, type Page } from './fixtures';

// Settled screens: with reduced motion, toasts appear without sliding in.
test.use({ reducedMotion: 'reduce' });

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** On the weighing screen with 'Brinco 0042' weighed once (280 kg on 20/12/2024). */
async function weighedOnce(page: Page) {
  await signedInUser(page, { at: '/module/weighing' });
  await saveWeighing(page, {
    'Identificação do Animal': 'Brinco 0042',
    'Data da Pesagem': '2024-12-20',
    'Peso (kg)': '280',
  });
}

/** Every control given, with its size when it is less than a finger's 44 × 44 px. */
async function smallerThanAFinger(controls: Locator[]) {
  const small: string[] = [];
  for (const control of controls) {
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    if (box.width < 44 || box.height < 44) {
      small.push(`${control.toString()}: ${Math.round(box.width)} × ${Math.round(box.height)}`);
    }
  }
  return small;
}

test('at 360 px the header buttons, the auth tabs and the radios are at least 44 × 44 px', async ({
  page,
  context,
}) => {
  await page.goto('/auth');
  const tabs = page.getByRole('tablist', { name: 'Entrar ou cadastrar' }).getByRole('tab');
  await expect(tabs).toHaveText(['Entrar', 'Cadastrar']);
  expect(await smallerThanAFinger(await tabs.all())).toEqual([]);

  await signedInUser(page);
  await mockFarmsApi(page);
  await page.goto('/dashboard');
  const header = page.getByRole('banner');
  // Below 768 px the header's pages, 'Minha assinatura' and 'Sair' are in its 'Menu' (issue 39).
  const menu = header.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const farmPages = header.getByRole('navigation', { name: 'Páginas da fazenda' });
  const headerControls = [
    menu,
    header.getByRole('link', { name: 'Arroba Certa' }),
    header.getByRole('link', { name: 'Minha assinatura' }),
    header.getByRole('button', { name: 'Sair' }),
    header.getByLabel('Fazenda', { exact: true }),
    farmPages.getByRole('link', { name: 'Fazendas' }),
    farmPages.getByRole('link', { name: 'Equipe' }),
    farmPages.getByRole('link', { name: 'Integrações' }),
  ];
  expect(await smallerThanAFinger(headerControls)).toEqual([]);

  // Offline, the sync strip joins the header with its icon-only 'Sincronizar agora'.
  await context.setOffline(true);
  const sync = header.getByRole('status', { name: 'Sincronização' });
  await expect(sync).toContainText('Sem conexão');
  expect(
    await smallerThanAFinger([sync.getByRole('button', { name: 'Sincronizar agora' })]),
  ).toEqual([]);
  await context.setOffline(false);

  // The checkout's plan and payment radios: the radio itself, not only its label.
  await page.goto('/pricing?plan=PRO');
  const radios = page.getByRole('radio');
  await expect(radios).toHaveCount(6);
  expect(await smallerThanAFinger(await radios.all())).toEqual([]);
  // The middle of the 44 px box is the drawn circle: a tap there chooses it.
  const starter = page.getByRole('radio', { name: /Starter/ });
  const box = (await starter.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(starter).toBeChecked();
  expect(await noHorizontalScroll(page)).toBe(true);
});

test('at 360 px a toast opens inside the screen, below the header', async ({ page }) => {
  await signedInUser(page, { at: '/module/weighing' });
  await page.getByRole('button', { name: 'Salvar Pesagem' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Erro de validação' });
  await expect(toast).toBeVisible();
  const header = (await page.getByRole('banner').boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  // The header's buttons stay free to tap while the toast is shown.
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click({ trial: true });
});

test('at 360 px a tap on a tab under a toast opens the tab at once (decision 104)', async ({
  page,
}) => {
  await weighedOnce(page);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Pesagem registrada' });
  await expect(toast).toBeVisible();
  const tab = page.getByRole('tab', { name: 'Relatório' });
  // The tabs scrolled under the toast, as the big farm's form left them after its save (and
  // scrolled again until they stay: the save may still be bringing the form into view).
  const shown = (await toast.boundingBox())!;
  const middle = async () => {
    const box = (await tab.boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  await expect
    .poll(async () => {
      const off = (await middle()).y - (shown.y + shown.height / 2);
      if (Math.abs(off) > 1) await page.evaluate((by) => window.scrollBy(0, by), off);
      return Math.abs(off) <= 1;
    })
    .toBe(true);
  await expect(toast).toBeVisible();
  const { x, y } = await middle();
  await page.touchscreen.tap(x, y);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Relatório do rebanho' })).toBeVisible();
});

test('at 360 px the weighing report shows total gain, days and GMD in cards, no sideways scroll', async ({
  page,
}) => {
  await weighedOnce(page);
  // The animal named again: the form may still be settling from the first save.
  await saveWeighing(page, {
    'Identificação do Animal': 'Brinco 0042',
    'Data da Pesagem': '2025-01-19',
    'Peso (kg)': '301,5',
  });

  // The report is the page's 'Relatório' tab below 1024 px (issue 39).
  await page.getByRole('tab', { name: 'Relatório' }).click();
  const report = page.getByRole('region', { name: 'Relatório do rebanho' });
  const card = report.getByRole('listitem', { name: 'Brinco 0042' });
  const figure = (label: string) =>
    card.locator('div').filter({ has: page.locator('dt').getByText(label, { exact: true }) });
  // 280 → 301,5 kg in 30 days: 21,5 kg, 0,717 kg/day.
  await expect(figure('Ganho total').locator('dd')).toHaveText('21,5 kg');
  await expect(figure('Dias').locator('dd')).toHaveText('30');
  await expect(figure('GMD').locator('dd')).toHaveText('0,717 kg/dia');
  for (const label of ['Ganho total', 'Dias', 'GMD']) {
    const box = (await figure(label).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  // The wide table is for wider screens and paper.
  await expect(report.getByRole('table')).toBeHidden();
  expect(await noHorizontalScroll(page)).toBe(true);
});

test('at 360 px two farms whose names differ at the end stay apart in the switcher', async ({
  page,
}) => {
  const base = 'Fazenda Santa Terezinha do Vale do Rio Paranaíba';
  const farms = [
    { ...FARMS[0]!, id: 'f-retiro-1', name: `${base} - Retiro 1` },
    { ...FARMS[1]!, id: 'f-retiro-2', name: `${base} - Retiro 2`, role: 'owner' as const },
  ];
  await signedInUser(page);
  await mockFarmsApi(page, { farms });
  await page.goto('/dashboard');

  const switcher = page.getByRole('banner').getByLabel('Fazenda', { exact: true });
  await expect(switcher).toHaveValue('f-retiro-1');
  // The list has every name whole.
  await expect(switcher.getByRole('option')).toHaveText([
    `${base} - Retiro 1`,
    `${base} - Retiro 2`,
  ]);
  // The chosen name is cut in its middle: its end shows, on screen.
  const shown = page.getByTestId('farm-switcher-name');
  const end = shown.getByText('Retiro 1', { exact: false });
  await expect(end).toBeVisible();
  const endBox = (await end.boundingBox())!;
  expect(endBox.x + endBox.width).toBeLessThanOrEqual(360);
  const head = shown.locator('.truncate');
  expect(await head.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

  await switcher.selectOption({ label: `${base} - Retiro 2` });
  await expect(shown).toContainText('Retiro 2');
  expect(await noHorizontalScroll(page)).toBe(true);
});
