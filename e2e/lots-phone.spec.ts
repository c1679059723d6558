import { seriousViolations } from './axe';
import { expect, signedInUser, test, type Page } from './fixtures';
import { mockLotsApi, sampleLots } from './lots-mock';

test.use({ reducedMotion: 'reduce' });

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Links, buttons and selects in `selector` lower than a finger's 44 px. */
async function smallTargets(page: Page, selector: string) {
  return page.locator(selector).evaluate((root) =>
    [...root.querySelectorAll('a, button, select, input')]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44)
      .map(({ el, box }) => `${el.textContent?.trim() || el.getAttribute('name')}: ${box.height}`),
  );
}

const LONG_NAME = 'Garrotes nelore da seca comprados no leilão de Uberaba em fevereiro';

test('lots on a 360 px phone: cards, form and dialog fit, targets are large, axe is clean', async ({
  page,
}) => {
  await signedInUser(page);
  const lots = sampleLots();
  lots[0]!.name = LONG_NAME;
  await mockLotsApi(page, { lots });
  // 'Lotes' is a tab of its own below 1024 px (issue 39).
  await page.goto('/module/weighing?aba=lotes');

  const section = page.getByRole('region', { name: 'Lotes' });
  const card = section.getByRole('article', { name: LONG_NAME });
  await expect(card.getByText('0,750 kg/dia')).toBeVisible();
  await card.getByLabel('Peso alvo (kg)').fill('350');
  await expect(card.getByText(/^Previsão: /)).toBeVisible();
  for (const box of await section
    .getByRole('article')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right))) {
    expect(box).toBeLessThanOrEqual(360);
  }
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await smallTargets(page, 'section[aria-labelledby="lots-title"]')).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  await section.getByRole('button', { name: 'Novo lote' }).click();
  const form = page.getByRole('form', { name: 'Novo lote' });
  await form.getByRole('button', { name: 'Salvar lote' }).click();
  await expect(form.getByText('Nome do lote é obrigatório')).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Cancelar' }).click();

  await card.getByRole('button', { name: 'Encerrar lote' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Encerrar lote?' });
  await expect(dialog).toBeVisible();
  const dialogBox = (await dialog.boundingBox())!;
  expect(dialogBox.x).toBeGreaterThanOrEqual(0);
  expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Encerrar lote' }).click();
  await expect(card.getByText('Encerrado', { exact: true })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
});
