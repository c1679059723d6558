import { todayIn } from '../src/domain/records/dates';
import { expect, type Page } from './fixtures';
import { apiAnimal, dialog, monthsAgo } from './herd-steps';

/* Steps of the reproduction specs (issue 41): cows in the herd, a season made on its screen. */

/** `days` after (or, negative, before) today, 'YYYY-MM-DD'. */
export function daysFromToday(days: number): string {
  const today = todayIn(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Cows of 5 years (Nelore: 'Vaca' by age) and a heifer of 20 months. */
export async function cowsInTheHerd(page: Page, tags: string[]): Promise<string[]> {
  const ids = [];
  for (const tag of tags)
    ids.push(await apiAnimal(page, { tag, sex: 'F', birthDate: monthsAgo(60) }));
  await apiAnimal(page, { tag: `${tags[0]}-NOV`, sex: 'F', birthDate: monthsAgo(20) });
  return ids;
}

/** 'Nova estação' from /reproducao, saved: the season's page opens. */
export async function newSeason(page: Page, name: string, from: string, to: string) {
  await page.getByRole('button', { name: 'Nova estação' }).click();
  const form = dialog(page, 'Nova estação');
  await form.getByLabel('Nome').fill(name);
  await form.getByLabel('Início').fill(from);
  await form.getByLabel('Fim').fill(to);
  await form.getByRole('button', { name: 'Criar estação' }).click();
  await expect(page.getByText('Estação criada')).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** 'Expor fêmeas' of a category, saved. */
export async function exposeCategory(page: Page, category: 'Vaca' | 'Novilha') {
  await page.getByRole('button', { name: 'Expor fêmeas' }).click();
  const form = dialog(page, 'Expor fêmeas');
  await form.getByLabel('Categoria').selectOption(category);
  await form.getByRole('button', { name: 'Expor fêmeas' }).click();
  // The toast: the page has a heading of the same words once a female is exposed.
  const toast = page.locator('[data-sonner-toast]').getByText('Fêmeas expostas', { exact: true });
  await expect(toast).toBeVisible();
}

/** A 360 px phone's page scrolls only down. */
export async function noSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
}

/** A season from `from` to `to` with the herd's cows `tags` exposed ('Vaca'; a heifer left out). */
export async function seasonOfCows(
  page: Page,
  name: string,
  tags: string[],
  from: string,
  to: string,
) {
  const ids = await cowsInTheHerd(page, tags);
  await page.goto('/reproducao');
  await newSeason(page, name, from, to);
  await exposeCategory(page, 'Vaca');
  return ids;
}
