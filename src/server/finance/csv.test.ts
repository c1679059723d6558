import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EntryPage } from '../../domain/finance/api';
import { FINANCE_MANAGER_MESSAGE } from '../../domain/finance/constants';
import { json } from '../test/responses';
import { financeFarm } from './fixture';

/*
 * The book's file, GET /api/finance/entries.csv (issue 43 item 7), and the list's 'Centro de
 * custo' filter (item 1): the LCDPR's columns first, the list's filters (the cost centre's too,
 * on the list, its totals and the file alike), oldest first, streamed within the export caps;
 * played by the team and by an attacker: 'Campo', another farm's owner and ids, hostile queries.
 * Today is 15/06/2026 in São Paulo.
 */

let f: Awaited<ReturnType<typeof financeFarm>>;
const ids: Record<string, string> = {};
beforeAll(async () => {
  f = await financeFarm('livro-csv');
  const lot = await json<{ id: string }>(
    f.t.sendAs(f.as.owner, 'POST', '/api/lots', {
      name: 'Lote 3',
      quantity: 10,
      initialWeight: 250,
      purchasePrice: 1000,
      purchaseDate: '2026-01-01',
    }),
    201,
  );
  ids.lot = lot.id;
  const paddock = await json<{ id: string }>(
    f.t.sendAs(f.as.owner, 'POST', '/api/pastures/paddocks', {
      name: 'Piquete 1',
      forage: 'Marandu',
      grazingMethod: 'continuous',
    }),
    201,
  );
  ids.paddock = paddock.id;
  await f.entry({
    date: '2026-03-10',
    description: 'Ração do lote',
    amount: 1234.56,
    accountId: await f.account('feed'),
    costCenter: { type: 'lot', id: ids.lot },
  });
  await f.entry({
    type: 'income',
    date: '2026-03-20',
    description: 'Venda de leite; março',
    amount: 2500,
    accountId: await f.account('milk-sales'),
  });
  await f.entry({
    date: '2026-04-01',
    description: 'Reforma da cerca',
    amount: 100,
    accountId: await f.account('machinery-improvements'),
    costCenter: { type: 'paddock', id: ids.paddock },
    status: 'planned',
    dueDate: '2026-06-30',
    instalments: 2,
  });
  await f.entry({ date: '2026-05-02', description: '=HYPERLINK("http://x")', amount: 0.05 });
  const wrong = await f.entry({ date: '2026-05-03', description: 'Lançado errado', amount: 9 });
  const undo = await f.send('owner', 'POST', `/entries/${wrong.id}/undo`, { reason: 'Engano' });
  expect(undo.status).toBe(204);
  // Another farm's book, with a lot of its own.
  const other = await json<{ id: string }>(
    f.t.sendAs(f.as.outsider, 'POST', '/api/lots', {
      name: 'Lote do outro',
      quantity: 1,
      initialWeight: 200,
      purchasePrice: 10,
      purchaseDate: '2026-01-01',
    }),
    201,
  );
  ids.otherLot = other.id;
  const accounts = await json<{ items: { id: string; key: string }[] }>(
    f.t.sendAs(f.as.outsider, 'GET', '/api/finance/accounts'),
    200,
  );
  await json(
    f.t.sendAs(f.as.outsider, 'POST', '/api/finance/entries', {
      type: 'expense',
      date: '2026-03-11',
      description: 'MARCA-OUTRA-FAZENDA',
      amount: 77,
      accountId: accounts.items.find((a) => a.key === 'feed')!.id,
      status: 'realized',
      costCenter: { type: 'lot', id: other.id },
    }),
    201,
  );
});
afterAll(() => f.t.close());

const HEADER =
  'Data;Descrição;Valor;Tipo;Categoria;Situação;Vencimento;Realizado em;Centro de custo;Origem;Parcela';

async function download(who: 'owner' | 'manager' | 'field' | 'outsider', query = '') {
  const res = await f.t.sendAs(f.as[who], 'GET', `/api/finance/entries.csv${query}`);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  return {
    res,
    text,
    lines: text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(0, -1),
  };
}
/** A line's cells, its quotes undone (the app's CSV: ';', '"' doubled inside quotes). */
function cells(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(/("(?:[^"]|"")*"|[^;]*)(;|$)/g)) {
    const cell = m[1]!;
    out.push(cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell);
    if (m[2] === '') break;
  }
  return out;
}
const list = (query: string) => json<EntryPage>(f.send('owner', 'GET', `/entries?${query}`), 200);

describe('GET /api/finance/entries.csv', () => {
  it("writes the book oldest first, the LCDPR's columns first, in the app's CSV format", async () => {
    const { res, text, lines } = await download('manager');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="lancamentos-financeiros-.*-2026-06-15\.csv"$/,
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(lines).toEqual([
      HEADER,
      '10/03/2026;Ração do lote;1234,56;Despesa;Suplementação e ração;Realizado;;10/03/2026;Lote 3;Manual;',
      '20/03/2026;"Venda de leite; março";2500,00;Receita;Venda de leite;Realizado;;20/03/2026;Fazenda (geral);Manual;',
      '01/04/2026;Reforma da cerca;50,00;Despesa;Máquinas e benfeitorias;Previsto;30/06/2026;;Piquete 1;Manual;1 de 2',
      '01/04/2026;Reforma da cerca;50,00;Despesa;Máquinas e benfeitorias;Previsto;30/07/2026;;Piquete 1;Manual;2 de 2',
      // A spreadsheet never runs a description as a formula.
      `02/05/2026;"'=HYPERLINK(""http://x"")";0,05;Despesa;Outras despesas;Realizado;;02/05/2026;Fazenda (geral);Manual;`,
    ]);
    // Undone entries and another farm's are not in it.
    expect(text).not.toContain('Lançado errado');
    expect(text).not.toContain('MARCA-OUTRA');
    await vi.waitFor(() => expect(f.t.exports.held().total).toBe(0));
  });

  it("takes the list's filters: the file holds what the list shows, with its totals", async () => {
    const cases: [string, string[]][] = [
      [`costCenter=lot:${ids.lot}`, ['Ração do lote']],
      [`costCenter=paddock:${ids.paddock}`, ['Reforma da cerca', 'Reforma da cerca']],
      ['costCenter=farm', ['Venda de leite; março', '=HYPERLINK("http://x")']],
      ['status=planned', ['Reforma da cerca', 'Reforma da cerca']],
      ['type=income&from=2026-03-01&to=2026-03-31', ['Venda de leite; março']],
      [`q=${encodeURIComponent('ração')}&costCenter=lot:${ids.lot}`, ['Ração do lote']],
      [`costCenter=lot:${ids.otherLot}`, []],
    ];
    for (const [query, descriptions] of cases) {
      const page = await list(`${query}&limit=100`);
      expect(page.items.map((e) => e.description).reverse(), query).toEqual(descriptions);
      const { res, lines } = await download('owner', `?${query}`);
      expect(res.status, query).toBe(200);
      expect(lines.length - 1, query).toBe(page.totals.count);
      // The formula keeps the apostrophe that defuses it.
      const written = lines.slice(1).map((l) => cells(l)[1]!.replace(/^'=/, '='));
      expect(written, query).toEqual(descriptions);
    }
    // The list's totals follow the cost centre too.
    expect((await list(`costCenter=lot:${ids.lot}`)).totals).toEqual({
      count: 1,
      incomeCents: 0,
      expenseCents: 123456,
      netCents: -123456,
    });
    expect((await list('costCenter=farm')).totals).toMatchObject({
      count: 2,
      incomeCents: 250000,
      expenseCents: 5,
    });
  });

  it("is the owner's and the Gerente's: 'Campo' 403; another farm's owner gets his own book", async () => {
    const campo = await download('field');
    expect(campo.res.status).toBe(403);
    expect(JSON.parse(campo.text)).toEqual({
      error: { code: 'ROLE_FORBIDDEN', message: FINANCE_MANAGER_MESSAGE },
    });
    // Naming this farm changes nothing: X-Farm-Id is checked against the caller's farms.
    const named = await f.t.sendAs(f.as.outsider, 'GET', '/api/finance/entries.csv', undefined, {
      'X-Farm-Id': f.farm,
    });
    expect(named.status).toBe(403);
    const own = await download('outsider', `?costCenter=lot:${ids.lot}`);
    expect(own.lines).toEqual([HEADER]);
    const all = await download('outsider');
    expect(all.lines.slice(1).map((l) => l.split(';')[1])).toEqual(['MARCA-OUTRA-FAZENDA']);
    expect(all.text).not.toContain('Ração do lote');
  });

  it('refuses hostile queries with a 400, never a 5xx', async () => {
    for (const query of [
      'costCenter=lot:1',
      'costCenter=lote',
      `costCenter=lot:${ids.lot}%00`,
      'from=0000-01-01',
      'to=2026-02-30',
      'from=2026-06-10&to=2026-06-01',
      'type=transfer',
      'status=pago',
      'accountId=x',
      'q=a%00b',
      `q=${'x'.repeat(61)}`,
      'review=true',
    ]) {
      const { res } = await download('owner', `?${query}`);
      expect(res.status, query).toBe(400);
    }
    // Broken percent-encoding and huge numbers: read as text, refused or ignored, never a 500.
    for (const query of ['q=%E0%A4%A', 'from=1e308', 'limit=1e308', 'cursor=%zz']) {
      const { res } = await download('owner', `?${query}`);
      expect(res.status, query).toBeLessThan(500);
    }
    await vi.waitFor(() => expect(f.t.exports.held().total).toBe(0));
  });

  it('streams a big book in batches, gzipped when asked, its sum the list total', async () => {
    const feed = await f.account('feed');
    await f.t.db.execute(sql`
      insert into finance_entries (farm_id, type, entry_date, description, amount_cents,
        account_id, status, settled_on, source)
      select ${f.farm}, 'expense', date '2025-01-01' + (n % 365), 'Lote de ração ' || n, n,
        ${feed}::uuid, 'realized', date '2025-01-01' + (n % 365), 'manual'
      from generate_series(1, 2500) n`);
    const res = await f.t.sendAs(
      f.as.owner,
      'GET',
      '/api/finance/entries.csv?from=2025-01-01&to=2025-12-31',
      undefined,
      {
        'accept-encoding': 'gzip',
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const text = gunzipSync(new Uint8Array(await res.arrayBuffer())).toString('utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1, -1);
    expect(lines).toHaveLength(2500);
    const dates = lines.map((l) => l.slice(6, 10) + l.slice(3, 5) + l.slice(0, 2));
    expect([...dates].sort()).toEqual(dates);
    const cents = lines.reduce((sum, l) => sum + Number(l.split(';')[2]!.replace(',', '')), 0);
    const page = await list('from=2025-01-01&to=2025-12-31');
    expect(cents).toBe(page.totals.expenseCents);
    expect(cents).toBe((2500 * 2501) / 2);
    await vi.waitFor(() => expect(f.t.exports.held().total).toBe(0));
  });
});
