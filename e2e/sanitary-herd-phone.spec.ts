import { seriousViolations } from './axe';
import { expect, signedInUser, test, type Page } from './fixtures';
import { apiAnimal, dialog, monthsAgo, tagLink } from './herd-steps';
import { apiIvermectin, daysAheadBR } from './sanitary-herd-steps';

/* Issue 26 on a 360 px phone: the carência's badge, filter and notice, and the dialog, fit. */
test.use({ reducedMotion: 'reduce' });
test.setTimeout(90_000);

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test("'Em carência' on a 360 px phone: card, filter, animal page and dialog without sideways scroll", async ({
  page,
}) => {
  await signedInUser(page, { at: '/rebanho' });
  const boi = await apiAnimal(page, {
    tag: 'NEL-000123456789',
    sex: 'M',
    birthDate: monthsAgo(26),
    name: 'Trovão do Retiro São Sebastião',
  });
  await apiAnimal(page, { tag: 'VACA-9', sex: 'F', birthDate: monthsAgo(40) });
  await apiIvermectin(page, [boi]);
  const until = `Em carência até ${daysAheadBR(35)}`;

  await page.goto('/rebanho');
  const cards = page.getByRole('list', { name: 'Animais do rebanho' });
  await expect(cards.getByRole('listitem').filter({ hasText: 'NEL-000123456789' })).toContainText(
    until,
  );
  expect(await noHorizontalScroll(page)).toBe(true);
  await page.getByRole('checkbox', { name: 'Em carência' }).check();
  await expect(tagLink(page, 'VACA-9')).toHaveCount(0);
  await expect(tagLink(page, 'NEL-000123456789')).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);

  await tagLink(page, 'NEL-000123456789').click();
  await expect(page.getByRole('note', { name: 'Carência' })).toContainText(until);
  expect(await noHorizontalScroll(page)).toBe(true);
  await page.getByRole('button', { name: 'Registrar aplicação' }).click();
  const form = dialog(page, 'Registrar aplicação');
  await expect(form).toBeVisible();
  const box = (await form.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await noHorizontalScroll(page)).toBe(true);
});
