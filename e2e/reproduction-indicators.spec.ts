import { formatDateBR } from '../src/domain/records/dates';
import { INDICATOR_BY_KEY } from '../src/domain/reproduction/indicators';
import { monthLabel } from '../src/web/components/charts/chart-format';
import { expect, signedInUser, test } from './fixtures';
import { dialog } from './herd-steps';
import { cowsInTheHerd, daysFromToday, exposeCategory, newSeason } from './reproduction-steps';

/*
 * Issue 41 items 8 and 9: a season's 'O que fazer' and 'Indicadores' follow its records — a cow
 * served 40 days ago is 'A diagnosticar'; diagnosed 'Prenhe', the pregnancy rate is 50,0 % of
 * the two exposed (below the 80 % target), its formula behind its button, and her calving month
 * in 'Previsão de partos'; the other cow, never served, is listed among the 'Vazias'.
 */

test("a season's lists and indicators follow its records", async ({ page }) => {
  await signedInUser(page, { at: '/rebanho' });
  await cowsInTheHerd(page, ['IND-1', 'IND-2']);
  await page.goto('/reproducao');
  await newSeason(page, 'Estação dos indicadores', daysFromToday(-60), daysFromToday(30));
  await exposeCategory(page, 'Vaca');

  await page.getByRole('button', { name: 'Registrar inseminação: IND-1' }).click();
  const insemination = dialog(page, 'Registrar inseminação');
  await insemination.getByLabel('Data').fill(daysFromToday(-40));
  await insemination.getByLabel('Touro ou sêmen').fill('Jaguar');
  await insemination.getByRole('button', { name: 'Registrar inseminação' }).click();
  await expect(page.getByText('Inseminação registrada')).toBeVisible();
  const toDiagnose = page.getByRole('region', { name: 'A diagnosticar' });
  await expect(toDiagnose.getByRole('link', { name: 'IND-1', exact: true })).toBeVisible();
  const empty = page.getByRole('region', { name: 'Vazias' });
  await expect(empty.getByRole('link', { name: 'IND-2', exact: true })).toBeVisible();

  // 'Imprimir' on one list: that list and the print heading go to paper, nothing else.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await empty.getByRole('button', { name: /^Imprimir ?: Vazias$/ }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(empty.getByRole('link', { name: 'IND-2', exact: true })).toBeVisible();
  await expect(page.getByTestId('print-heading')).toBeVisible();
  await expect(toDiagnose).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Indicadores' })).toBeHidden();
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'screen' });
  await expect(toDiagnose).toBeVisible();

  await page.getByRole('button', { name: 'Registrar diagnóstico: IND-1' }).click();
  const diagnosis = dialog(page, 'Registrar diagnóstico');
  await diagnosis.getByLabel('Prenhe').check();
  await diagnosis.getByLabel('Dias de gestação').fill('40');
  await diagnosis.getByRole('button', { name: 'Registrar diagnóstico' }).click();
  await expect(page.getByText('Diagnóstico registrado')).toBeVisible();
  await expect(toDiagnose.getByText('Nenhuma fêmea a diagnosticar.')).toBeVisible();

  const tiles = page.getByRole('list', { name: 'Indicadores' });
  const pregnancy = tiles.getByRole('listitem').filter({ hasText: 'Taxa de prenhez' });
  await expect(pregnancy.getByText('50,0%')).toBeVisible();
  await expect(pregnancy.getByText('Meta: ≥ 80% · Fora da meta')).toBeVisible();
  const tip = pregnancy.getByRole('button', { name: 'Como é calculado: Taxa de prenhez' });
  await tip.focus();
  await page.keyboard.press('Enter');
  await expect(pregnancy.getByText(INDICATOR_BY_KEY.pregnancyRate.formula)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Por touro ou sêmen' }).getByRole('row', { name: /Jaguar/ }),
  ).toBeVisible();

  const label = monthLabel(daysFromToday(-40 + 293).slice(0, 7));
  const calvings = page.getByRole('table', { name: 'Partos por mês' });
  await expect(calvings.getByRole('row', { name: `${label} 1 0` })).toBeVisible();
  const calving = `Previsão de parto: ${formatDateBR(daysFromToday(253))}`;
  await expect(page.getByText(calving).first()).toBeVisible();
});
