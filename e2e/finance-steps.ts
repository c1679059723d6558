import { randomUUID } from 'node:crypto';
import type { EntryCreated } from '../src/domain/finance/api';
import { sgmlStatement, type FixtureLine } from '../src/domain/finance/ofx.fixture';
import { todayIn } from '../src/domain/records/dates';
import type { Locator } from '@playwright/test';
import { expect, type Page } from './fixtures';

/* Steps of the 'Financeiro' browser tests (issue 43). */

/** São Paulo's today, 'YYYY-MM-DD'. */
export const today = () => todayIn(new Date());

/** 'YYYY-MM-DD' `days` days after (or before) São Paulo's today. */
export function daysFromToday(days: number): string {
  const [y, m, d] = today().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A toast of exactly these words. */
export const toast = (page: Page, words: string) =>
  page.locator('[data-sonner-toast]').getByText(words, { exact: true });

/** The id of the farm's account named `name` (the chart is seeded on this first read). */
export async function accountId(page: Page, name: string): Promise<string> {
  const res = await page.request.get('/api/finance/accounts');
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: { id: string; name: string }[] };
  const account = items.find((a) => a.name === name);
  if (!account) throw new Error(`no account '${name}'`);
  return account.id;
}

/** An entry written through the API, as the form sends it (reais in `amount`). */
export async function apiEntry(
  page: Page,
  entry: {
    type: 'income' | 'expense';
    description: string;
    amount: number;
    account: string;
    date?: string;
    status?: 'realized' | 'planned';
    dueDate?: string;
  },
) {
  const { account, ...rest } = entry;
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/finance/entries', {
    data: {
      date: today(),
      status: 'realized',
      ...rest,
      accountId: await accountId(page, account),
      costCenter: { type: 'farm' },
    },
    headers: { origin, 'Idempotency-Key': randomUUID() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as EntryCreated).items;
}

/** The desktop list: 'Lançamentos' as a table. */
export const entriesTable = (page: Page) => page.getByRole('table', { name: 'Lançamentos' });

/** A row of the desktop list by the text in it. */
export const entryRow = (page: Page, text: string) =>
  entriesTable(page).getByRole('row').filter({ hasText: text });

/**
 * A figure on the page by its name (a term and its definition): the list's 'Entradas', 'Saídas',
 * 'Saldo'; the results' 'Custo operacional efetivo', with its note.
 */
export const figure = (page: Page, label: string) =>
  page
    .getByRole('main')
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');

/** A weighing of `tag` on `date`, through the API (the weighing screen's own request). */
export async function weighed(page: Page, tag: string, date: string, weight: number) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/weighings', {
    data: { animalId: tag, weighingDate: date, weight },
    headers: { origin },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Opens a part of /financeiro from its navigation ('Fluxo de caixa', 'Resultado', ...). */
export async function openPart(page: Page, part: string) {
  await page
    .getByRole('navigation', { name: 'Partes do Financeiro' })
    .getByRole('link', { name: part, exact: true })
    .click();
  await expect(
    page
      .getByRole('navigation', { name: 'Partes do Financeiro' })
      .getByRole('link', { name: part, exact: true }),
  ).toHaveAttribute('aria-current', 'page');
}

/** A bank statement in OFX (SGML, as Banco do Brasil's), ready for a file input. */
export function ofxFile(name: string, lines: FixtureLine[]) {
  return { name, mimeType: 'application/x-ofx', buffer: Buffer.from(sgmlStatement(lines)) };
}

/** 'YYYYMMDD' of an ISO day, as OFX writes dates. */
export const ofxDate = (iso: string) => iso.replaceAll('-', '');

/** The document is no wider than the phone's 360 px (no sideways scroll of the page). */
export async function fitsThePhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
}

/**
 * Two fields of a period, each whole on the screen and neither over the other (a native date or
 * month field wider than its column overlaps its neighbour without widening the page).
 */
export async function apartOnThePhone(first: Locator, second: Locator) {
  const a = (await first.boundingBox())!;
  const b = (await second.boundingBox())!;
  for (const box of [a, b]) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  const apart =
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart, `${JSON.stringify(a)} overlaps ${JSON.stringify(b)}`).toBe(true);
}

/** The text of `figure` sits on one line: a money figure never wraps inside its digits. */
export async function onOneLine(figure: Locator) {
  const lines = await figure.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.bottom))).size;
  });
  expect(lines, await figure.innerText()).toBe(1);
}
