import { todayIn } from '../src/domain/records/dates';
import { expect, type Page } from './fixtures';

/* Steps of the herd registry's browser tests (issue 25). */

/** 'YYYY-MM-DD' `months` months before São Paulo's today (the 1st day of the month). */
export function monthsAgo(months: number): string {
  const [y, m] = todayIn(new Date()).split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** An animal registered through the API, as the form would send it; its id. */
export async function apiAnimal(
  page: Page,
  animal: {
    tag: string;
    sex: 'M' | 'F';
    birthDate?: string;
    name?: string;
    eid?: string;
    lotId?: string;
  },
): Promise<string> {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/animals', {
    data: { breed: 'Nelore', ...animal },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The herd list's rows: the brinco links (the table on a desktop, the cards on a phone). */
export const tagLink = (page: Page, tag: string) =>
  page.getByRole('link', { name: tag, exact: true });

/** The dialog named `title`. */
export const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
