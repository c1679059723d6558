import { expect, signedInUser, test, type Page } from './fixtures';
import { post } from './charts-steps';
import { consoleErrors, holdApp, PHONE_AGENT, signedInBrowser } from './server-page-steps';

/*
 * Decision 089: the herd report's animals are made once, as the cards a phone shows or the table
 * a computer shows, not both with one hidden by CSS; the server's page makes the one its guess of
 * the screen (the User-Agent) calls for, and React changes it after taking the page over when
 * the screen is the other kind.
 */

const report = (page: Page) =>
  page.getByRole('region', { name: 'Relatório do rebanho' }).getByLabel('Desempenho por animal');

test("the server's page makes the report's cards for a phone and its table for a computer, and React follows the real width", async ({
  page,
  browser,
}) => {
  await signedInUser(page);
  for (const [weighingDate, weight] of [
    ['2025-01-01', 300],
    ['2025-03-02', 348],
  ] as const) {
    await post(page, '/api/weighings', { animalId: 'BR-1', weighingDate, weight });
  }
  const origin = new URL(page.url()).origin;
  /** A browser whose User-Agent is a phone's or a computer's, at `width`, the app held back. */
  const open = async (agent: 'phone' | 'computer', width: number) => {
    const context = await signedInBrowser(page, browser, {
      screen: { width, height: 900, ...(agent === 'phone' && { userAgent: PHONE_AGENT }) },
    });
    const shown = await context.newPage();
    const errors = consoleErrors(shown);
    const release = await holdApp(shown);
    await shown.goto(`${origin}/module/weighing?aba=relatorio`);
    return { context, shown, errors, release };
  };

  // A phone: the cards only.
  const phone = await open('phone', 412);
  await expect(report(phone.shown).getByRole('listitem', { name: 'BR-1' })).toBeVisible();
  await expect(phone.shown.getByRole('table')).toHaveCount(0);
  await phone.context.close();

  // A computer: the table only.
  const computer = await open('computer', 1280);
  await report(computer.shown).scrollIntoViewIfNeeded();
  await expect(report(computer.shown).getByRole('row', { name: /BR-1/ })).toBeVisible();
  await expect(computer.shown.getByRole('listitem', { name: 'BR-1' })).toHaveCount(0);
  await computer.context.close();

  // A phone's User-Agent on a wide screen (a tablet): the guessed cards show (no CSS hides them)
  // until React, taking the page over, makes the table the width calls for.
  const tablet = await open('phone', 900);
  await expect(report(tablet.shown).getByRole('listitem', { name: 'BR-1' })).toBeVisible();
  await tablet.shown.getByRole('button', { name: 'Imprimir relatório' }).focus();
  tablet.release();
  // The table's region (not the cards, which React replaces meanwhile), scrolled to once made.
  const table = tablet.shown
    .getByRole('region', { name: 'Relatório do rebanho' })
    .getByRole('region', { name: 'Desempenho por animal' });
  await table.scrollIntoViewIfNeeded();
  await expect(table.getByRole('row', { name: /BR-1/ })).toBeVisible();
  await expect(tablet.shown.getByRole('listitem', { name: 'BR-1' })).toHaveCount(0);
  // Taken over with no page made afresh (the server's page was what React renders first).
  expect(tablet.errors).toEqual([]);
  await tablet.context.close();
});
