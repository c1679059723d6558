import { expect, type Page } from './fixtures';

/* Steps shared by the browser tests of the charts wired to /api/charts (issue 27). */

/** The chart titled `title`: its region, picture and, opened with 'Ver tabela', its table. */
export async function chartTable(page: Page, title: string) {
  const chart = page.getByRole('region', { name: title, exact: true });
  await chart.getByRole('button', { name: 'Ver tabela' }).click();
  return chart.getByRole('table', { name: title });
}

/** The cells of the table's row labelled `label`. */
export async function rowCells(table: ReturnType<Page['getByRole']>, label: string) {
  return table
    .getByRole('row', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')} `) })
    .getByRole('cell')
    .allInnerTexts();
}

/** A POST through the API with the app's origin; the answer's JSON. */
export async function post<T = { id: string }>(page: Page, path: string, data: unknown) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(path, {
    data,
    headers: { origin, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}
