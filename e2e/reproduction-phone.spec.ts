import { expect, signedInUser, test } from './fixtures';
import {
  cowsInTheHerd,
  daysFromToday,
  exposeCategory,
  newSeason,
  noSidewaysScroll,
} from './reproduction-steps';

/* Issue 41 at 360 px: a season's page scrolls only down, its targets are a finger's, long names wrap. */

test("a season's page at 360 px: no sideways scroll, 44 px targets, a long name wrapped", async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  await cowsInTheHerd(page, ['VACA-DE-BRINCO-LONGO-0001']);
  await page.goto('/reproducao');
  await noSidewaysScroll(page);
  const name = 'Estação de monta das vacas paridas do retiro de cima 2026/27';
  await newSeason(page, name, daysFromToday(-10), daysFromToday(80));
  await exposeCategory(page, 'Vaca');
  await expect(page.getByRole('button', { name: /^Registrar diagnóstico: VACA-DE/ })).toBeVisible();
  await noSidewaysScroll(page);
  for (const button of await page
    .getByRole('list', { name: 'Fêmeas expostas' })
    .getByRole('button')
    .all()) {
    const box = (await button.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  const heading = (await page.getByRole('heading', { name, level: 1 }).boundingBox())!;
  expect(heading.x + heading.width).toBeLessThanOrEqual(360);
});
