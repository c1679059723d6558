import { formatDateBR } from '../src/domain/records/dates';
import { expect, signedInUser, test } from './fixtures';
import { dialog } from './herd-steps';
import { cowsInTheHerd, daysFromToday, exposeCategory, newSeason } from './reproduction-steps';

/*
 * Issue 41 ('Reprodução'): a season made on its screen, its cows exposed by category, one
 * inseminated, then diagnosed 'Prenhe' with 'Dias de gestação': 'Previsão de parto' is the
 * insemination's day + 293 days (a Nelore: zebu).
 */

test("a season, its cows exposed, an insemination and a diagnosis 'Prenhe' with its calving date", async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  await cowsInTheHerd(page, ['VACA-1', 'VACA-2']);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Reprodução' }).first().click();
  await expect(page).toHaveURL(/\/reproducao$/);
  await expect(page.getByRole('heading', { name: 'Reprodução', level: 1 })).toBeVisible();
  await expect(page.getByText('IATF convencional (D0-D8-D10)')).toBeVisible();

  await newSeason(page, 'Estação 2026/27', daysFromToday(-60), daysFromToday(30));
  await exposeCategory(page, 'Vaca');
  const females = page.getByRole('list', { name: 'Fêmeas expostas' });
  await expect(females.getByRole('link', { name: 'VACA-1', exact: true })).toBeVisible();
  await expect(females.getByRole('link', { name: 'VACA-2', exact: true })).toBeVisible();
  // The heifer is no 'Vaca'.
  await expect(females.getByRole('link', { name: 'VACA-1-NOV' })).toHaveCount(0);

  const served = daysFromToday(-40);
  await page.getByRole('button', { name: 'Registrar inseminação: VACA-1' }).click();
  const insemination = dialog(page, 'Registrar inseminação');
  await insemination.getByLabel('Data').fill(served);
  await insemination.getByLabel('Touro ou sêmen').fill('Jaguar');
  await insemination.getByLabel('Inseminador').fill('Zé');
  await insemination.getByRole('button', { name: 'Registrar inseminação' }).click();
  await expect(page.getByText('Inseminação registrada')).toBeVisible();
  await expect(females.getByText(`IA em ${formatDateBR(served)} — Jaguar`)).toBeVisible();

  await page.getByRole('button', { name: 'Registrar diagnóstico: VACA-1' }).click();
  const diagnosis = dialog(page, 'Registrar diagnóstico');
  await diagnosis.getByLabel('Prenhe').check();
  await diagnosis.getByLabel('Dias de gestação').fill('40');
  await diagnosis.getByRole('button', { name: 'Registrar diagnóstico' }).click();
  await expect(page.getByText('Diagnóstico registrado')).toBeVisible();
  const calving = `Previsão de parto: ${formatDateBR(daysFromToday(-40 + 293))}`;
  await expect(page.getByText(calving).first()).toBeVisible();
  await expect(females.getByText(calving)).toBeVisible();
  await expect(page.getByText('Diagnosticadas: 1 de 2')).toBeVisible();

  // Her page says it too.
  await females.getByRole('link', { name: 'VACA-1', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Reprodução' })).toBeVisible();
  await expect(page.getByText(calving).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrar diagnóstico' })).toBeVisible();
});
