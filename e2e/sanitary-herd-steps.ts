import { formatDateBR, todayIn } from '../src/domain/records/dates';
import { expect, type Page } from './fixtures';

/* Steps of the browser tests where the sanitary records meet the herd (issue 26). */

/** 'dd/mm/aaaa' `days` days after São Paulo's today. */
export function daysAheadBR(days: number): string {
  const [y, m, d] = todayIn(new Date()).split('-').map(Number) as [number, number, number];
  return formatDateBR(new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10));
}

/** One dose of 'Ivermectina 1%' (35 days of carência) today to `animalIds`, through the API. */
export async function apiIvermectin(page: Page, animalIds: string[]) {
  const origin = new URL(page.url()).origin;
  const products = await page.request.get('/api/sanitary/products');
  expect(products.status()).toBe(200);
  const { items } = (await products.json()) as { items: { id: string; name: string }[] };
  const ivermectin = items.find((p) => p.name === 'Ivermectina 1%')!;
  const given = await page.request.post('/api/sanitary/applications', {
    data: {
      productId: ivermectin.id,
      date: todayIn(new Date()),
      dose: 10,
      target: { animalIds },
    },
    headers: { origin, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(given.status(), await given.text()).toBe(201);
}
