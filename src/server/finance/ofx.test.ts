import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntryPage, OfxImportResult } from '../../domain/finance/api';
import { sgmlStatement, xmlStatement, type FixtureLine } from '../../domain/finance/ofx.fixture';
import { json } from '../test/responses';
import { financeFarm } from './fixture';

/*
 * Bank statements (issue 43 item 4): an OFX file's bytes in, its lines in the book as 'Extrato'
 * entries 'A conferir' with a guessed category, never twice ('12 lançamentos importados, 3 já
 * existiam'); 'Categorizar' and the attacker's tries; 5,000 lines in one statement.
 */

let f: Awaited<ReturnType<typeof financeFarm>>;
beforeAll(async () => {
  f = await financeFarm('extrato');
});
afterAll(() => f.t.close());

/** The file's text as a bank writes it: Windows-1252 bytes (one byte per character here). */
const cp1252 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const upload = (bytes: Uint8Array, who: 'owner' | 'manager' | 'field' | 'outsider' = 'owner') =>
  f.t.request('/api/finance/imports/ofx', {
    method: 'POST',
    headers: { cookie: f.as[who], 'content-type': 'application/x-ofx' },
    body: new Blob([new Uint8Array(bytes)]),
  });
const imported = (bytes: Uint8Array, who?: 'owner' | 'manager') =>
  json<OfxImportResult>(upload(bytes, who), 201);
const bankLines = async () =>
  (await json<EntryPage>(f.send('owner', 'GET', '/entries?source=bank&limit=100'), 200)).items;

const JANUARY: FixtureLine[] = [
  { date: '20260105', amount: '-150.00', fitId: 'J1', memo: 'PIX ENVIADO 05/01 POSTO BOA VISTA' },
  { date: '20260110', amount: '2.500,50', fitId: 'J2', memo: 'TED RECEBIDA LATICÍNIO' },
  { date: '20260110', amount: '0.00', fitId: 'J0', memo: 'SALDO ANTERIOR' },
  { date: '20260231', amount: '-1.00', fitId: 'J9', memo: 'DATA RUIM' },
];

describe('OFX import', () => {
  it('imports the lines once, to review, in the fallback categories', async () => {
    const first = await imported(cp1252(sgmlStatement(JANUARY)), 'manager');
    expect(first).toMatchObject({
      imported: 2,
      existing: 0,
      guessed: 0,
      ignored: 1,
      summary: '2 lançamentos importados',
      statements: [{ accountKey: 'conta:001/1234-5/98765-4', imported: 2, existing: 0 }],
    });
    expect(first.problems.map((p) => p.field)).toEqual(['DTPOSTED']);
    const lines = await bankLines();
    expect(lines.map((e) => [e.description, e.type, e.amountCents, e.accountName])).toEqual([
      ['TED RECEBIDA LATICÍNIO', 'income', 250050, 'Outras receitas'],
      ['PIX ENVIADO 05/01 POSTO BOA VISTA', 'expense', 15000, 'Outras despesas'],
    ]);
    expect(lines.every((e) => e.toReview && e.source === 'bank' && e.status === 'realized')).toBe(
      true,
    );
    expect(lines[0]!.bank).toEqual({ key: 'J2', accountKey: 'conta:001/1234-5/98765-4' });

    const again = await imported(
      cp1252(
        sgmlStatement([
          ...JANUARY,
          { date: '20260120', amount: '-9.90', fitId: 'J3', memo: 'TARIFA' },
        ]),
      ),
    );
    expect(again).toMatchObject({
      imported: 1,
      existing: 2,
      summary: '1 lançamento importado, 2 já existiam',
    });
    expect((await bankLines()).length).toBe(3);
  });

  it('categorises the lines, and guesses the next ones from them', async () => {
    const lines = await bankLines();
    const pix = lines.find((e) => e.description.startsWith('PIX'))!;
    const ted = lines.find((e) => e.description.startsWith('TED'))!;
    const fuel = await f.account('fuel');
    const before = await f.rows();
    // Refused whole: a category of the other kind, a line of no one, 'Campo', another farm.
    const wrongKind = await f.refused(
      f.send('owner', 'POST', '/imports/categorise', {
        items: [
          { entryId: pix.id, accountId: fuel },
          { entryId: ted.id, accountId: fuel },
        ],
      }),
      400,
    );
    expect(wrongKind.fields).toEqual({ 'items.1.accountId': 'Escolha uma categoria de receita' });
    const body = { items: [{ entryId: pix.id, accountId: fuel }] };
    await f.refused(f.send('field', 'POST', '/imports/categorise', body), 403);
    await f.refused(
      f.t.sendAs(f.as.outsider, 'POST', '/api/finance/imports/categorise', body),
      404,
    );
    await f.refused(
      f.send('owner', 'POST', '/imports/categorise', {
        items: [
          { entryId: pix.id, accountId: fuel },
          { entryId: pix.id, accountId: fuel },
        ],
      }),
      400,
    );
    expect(await f.rows()).toBe(before);
    expect(await json(f.send('owner', 'POST', '/imports/categorise', body), 200)).toEqual({
      updated: 1,
    });
    const february = await imported(
      new TextEncoder().encode(
        xmlStatement([
          {
            date: '20260209',
            amount: '-180.00',
            fitId: 'F1',
            memo: 'PIX ENVIADO 09/02 POSTO BOA VISTA',
          },
        ]),
      ),
    );
    expect(february).toMatchObject({ imported: 1, guessed: 1 });
    const guessed = (await bankLines()).find((e) => e.bank?.key === 'F1')!;
    expect(guessed).toMatchObject({ accountName: 'Combustível e lubrificantes', toReview: true });
    expect(
      (await json<EntryPage>(f.send('owner', 'GET', '/entries?review=1'), 200)).totals.count,
    ).toBe(3);
  });

  it('refuses what is not a statement in reais, and Campo, writing nothing', async () => {
    const before = await f.rows();
    const refusals: [Uint8Array, number, string][] = [
      [new Uint8Array(), 400, 'O arquivo está vazio.'],
      [
        new TextEncoder().encode('Data;Valor\n01/01/2026;10,00'),
        400,
        'Este arquivo não é um extrato OFX.',
      ],
      [cp1252(sgmlStatement(JANUARY, 'USD')), 400, 'O extrato está em USD'],
      [new TextEncoder().encode(JSON.stringify({ text: sgmlStatement(JANUARY) })), 400, ''],
      [
        new TextEncoder().encode(`OFXHEADER:100\n<OFX>\u0000</OFX>`),
        400,
        'O arquivo OFX não traz extrato',
      ],
      [new Uint8Array(10 * 1024 * 1024 + 1).fill(65), 413, 'O arquivo passa de 10 MB'],
    ];
    for (const [bytes, status, message] of refusals) {
      const error = await f.refused(upload(bytes), status);
      expect(error.message).toContain(message);
    }
    const campo = await f.refused(upload(cp1252(sgmlStatement(JANUARY)), 'field'), 403);
    expect(campo.message).toBe('Só o proprietário e o gerente acessam o Financeiro.');
    expect(await f.rows()).toBe(before);
  });

  it("lists one day's lines in the statement's order, newest first", async () => {
    const day = ['S1', 'S2', 'S3', 'S4', 'S5'].map((fitId, i) => ({
      date: '20260420',
      amount: `-${i + 1}.00`,
      fitId,
      memo: `TARIFA ${fitId}`,
    }));
    await imported(cp1252(sgmlStatement(day)));
    const listed = await json<EntryPage>(
      f.send('owner', 'GET', '/entries?source=bank&from=2026-04-20&to=2026-04-20'),
      200,
    );
    expect(listed.items.map((e) => e.description)).toEqual(
      ['S5', 'S4', 'S3', 'S2', 'S1'].map((k) => `TARIFA ${k}`),
    );
  });

  it('imports 5,000 lines in one statement, well under 5 s', async () => {
    const lines: FixtureLine[] = Array.from({ length: 5000 }, (_, i) => ({
      date: `202603${String((i % 28) + 1).padStart(2, '0')}`,
      amount: i % 3 ? `-${(i % 997) + 1}.${String(i % 100).padStart(2, '0')}` : `${i + 1}.00`,
      fitId: `BIG-${i}`,
      memo: i % 2 ? `PIX ENVIADO ${i} FORNECEDOR ${i % 50}` : `BOLETO ${i}`,
    }));
    const bytes = cp1252(sgmlStatement(lines));
    const started = performance.now();
    const result = await imported(bytes);
    const ms = performance.now() - started;
    console.log(`OFX import: 5,000 lines in ${ms.toFixed(0)} ms`);
    expect(result).toMatchObject({ imported: 5000, existing: 0 });
    expect(ms).toBeLessThan(5000);
    const repeat = await imported(bytes);
    expect(repeat.summary).toBe('Nenhum lançamento novo: 5.000 já existiam');
  });
});
