import { describe, expect, it } from 'vitest';
import {
  NOT_OFX_MESSAGE,
  OFX_MAX_CHARS,
  OFX_NO_STATEMENT_MESSAGE,
  OFX_TOO_BIG_MESSAGE,
  OFX_TOO_MANY_MESSAGE,
  foreignCurrencyMessage,
  parseOfx,
  statementAccountKey,
  type OfxParse,
} from './ofx';
import { sgmlStatement, xmlStatement, type FixtureLine } from './ofx.fixture';

function parsed(text: string) {
  const result = parseOfx(text);
  if (!result.ok) throw new Error(result.message);
  return result;
}

const refused = (result: OfxParse) => (result.ok ? null : result.message);

const january: FixtureLine[] = [
  { date: '20250102', amount: '0.00', memo: 'Saldo Anterior' },
  { date: '20250103120000[-3:BRT]', amount: '-12.50', fitId: '100', memo: 'Tarifa pacote' },
  {
    date: '20250110',
    amount: '15.000,00',
    fitId: '101',
    name: 'PIX RECEBIDO',
    memo: 'FRIGORIFICO BOI GORDO',
  },
  { date: '20250115', amount: '-1.234,56', fitId: '102', memo: 'PAG BOLETO RAÇÃO &amp; SAL' },
  { date: '20250131', amount: '1520.35', memo: 'S A L D O' },
];

describe('parseOfx: OFX 1.x (SGML)', () => {
  const result = parsed(sgmlStatement(january));

  it('reads the account, its currency, its period and its balance', () => {
    expect(result.version).toBe(1);
    expect(result.statements).toHaveLength(1);
    const { transactions, ...statement } = result.statements[0]!;
    expect(statement).toEqual({
      creditCard: false,
      bankId: '001',
      branchId: '1234-5',
      accountId: '98765-4',
      accountType: 'CHECKING',
      currency: 'BRL',
      start: '2025-01-01',
      end: '2025-01-31',
      balance: { cents: 152035, date: '2025-01-31' },
    });
    expect(transactions).toHaveLength(3);
  });

  it('reads each line: day, signed centavos, text, its FITID', () => {
    const [fee, sale, feed] = result.statements[0]!.transactions;
    expect(fee).toMatchObject({
      index: 2,
      fitId: '100',
      key: '100',
      date: '2025-01-03',
      amountCents: -1250,
      type: 'expense',
      trnType: 'DEBIT',
      description: 'Tarifa pacote',
    });
    expect(sale).toMatchObject({
      amountCents: 1_500_000,
      type: 'income',
      description: 'PIX RECEBIDO - FRIGORIFICO BOI GORDO',
    });
    expect(feed).toMatchObject({ amountCents: -123456, description: 'PAG BOLETO RAÇÃO & SAL' });
  });

  it('gives the line each transaction opens on', () => {
    const text = sgmlStatement(january);
    const lines = text.split('\r\n');
    for (const t of result.statements[0]!.transactions) {
      expect(lines[t.line - 1]).toBe('<STMTTRN>');
      expect(lines[t.line + 2]).toContain(`<TRNAMT>`);
    }
  });

  it('leaves out the balance rows and the zeros (Banco do Brasil)', () => {
    expect(result.ignored).toBe(2);
    expect(result.problems).toEqual([]);
  });
});

describe('parseOfx: OFX 2.x (XML)', () => {
  it('reads the same way with every tag closed', () => {
    const result = parsed(
      xmlStatement([
        { date: '20250203', amount: '-50,00', fitId: 'A1', memo: 'Diesel &amp; óleo' },
        { date: '20250204', amount: '2500', fitId: 'A2', memo: 'Leite - Laticínio' },
      ]),
    );
    expect(result.version).toBe(2);
    const statement = result.statements[0]!;
    expect(statement.bankId).toBe('0260');
    expect(statement.start).toBe('2025-02-01');
    expect(statement.balance).toEqual({ cents: -4510, date: '2025-02-28' });
    expect(statement.transactions.map((t) => [t.date, t.amountCents, t.description])).toEqual([
      ['2025-02-03', -5000, 'Diesel & óleo'],
      ['2025-02-04', 250000, 'Leite - Laticínio'],
    ]);
  });

  it('reads a file without line breaks', () => {
    const text = xmlStatement([{ date: '20250203', amount: '-5', fitId: 'A1', memo: 'x' }]);
    const result = parsed(text.replace(/\n\s*/g, ''));
    expect(result.statements[0]!.transactions[0]).toMatchObject({ line: 1, amountCents: -500 });
  });
});

describe('parseOfx: what banks get wrong', () => {
  it('reports a bad date or amount with its position and reads the rest', () => {
    const result = parsed(
      sgmlStatement([
        { date: '20250132', amount: '-1.00', fitId: '1', memo: 'Data ruim' },
        { date: '20250105', amount: '-1,2,3', fitId: '2', memo: 'Valor ruim' },
        { date: '20250105', amount: '', fitId: '3', memo: 'Sem valor' },
        { date: '20250105', amount: '1e308', fitId: '4', memo: 'Enorme' },
        { date: '00000105', amount: '-1', fitId: '5', memo: 'Ano zero' },
        { date: '20250106', amount: '-7.00', fitId: '6', memo: 'Boa' },
      ]),
    );
    expect(result.statements[0]!.transactions.map((t) => t.fitId)).toEqual(['6']);
    expect(result.problems.map((p) => [p.index, p.field])).toEqual([
      [1, 'DTPOSTED'],
      [2, 'TRNAMT'],
      [3, 'TRNAMT'],
      [4, 'TRNAMT'],
      [5, 'DTPOSTED'],
    ]);
    const first = result.problems[0]!;
    expect(first.message).toBe(`Linha ${first.line} (lançamento 1): data inválida "20250132"`);
    expect(result.problems[2]!.message).toContain('valor inválido (vazio)');
  });

  it('makes a key for lines without a FITID and for FITIDs repeated in the file', () => {
    const result = parsed(
      sgmlStatement([
        { date: '20250105', amount: '-10.00', memo: 'Cheque compensado' },
        { date: '20250105', amount: '-10.00', memo: 'Cheque compensado' },
        { date: '20250106', amount: '-3.00', fitId: '77', memo: 'A' },
        { date: '20250107', amount: '-4.00', fitId: '77', memo: 'B' },
      ]),
    );
    expect(result.statements[0]!.transactions.map((t) => t.key)).toEqual([
      '~2025-01-05|-1000|cheque compensado',
      '~2025-01-05|-1000|cheque compensado#2',
      '77',
      '77#2',
    ]);
  });

  it('cleans NUL and control characters out of the texts', () => {
    const result = parsed(
      sgmlStatement([
        { date: '20250105', amount: '-1', fitId: 'a\u0000b', memo: 'x\u0000y\u0007' },
      ]),
    );
    expect(result.statements[0]!.transactions[0]).toMatchObject({
      fitId: 'a b',
      description: 'x y',
    });
  });

  it('names a line without text by its type, and cuts long texts', () => {
    const result = parsed(
      sgmlStatement([
        { date: '20250105', amount: '-1', fitId: '1', type: 'FEE' },
        { date: '20250105', amount: '-1', fitId: '2', memo: 'M'.repeat(500) },
      ]),
    );
    const [fee, long] = result.statements[0]!.transactions;
    expect(fee!.description).toBe('Lançamento FEE');
    expect(long!.description).toHaveLength(200);
  });

  it('reads several statements, a credit card among them', () => {
    const checking = sgmlStatement([{ date: '20250105', amount: '-1', fitId: '1', memo: 'a' }]);
    const card = checking
      .replace(/<STMTRS>/, '<CCSTMTRS>')
      .replace(/<\/STMTRS>/, '</CCSTMTRS>')
      .replace('<BANKACCTFROM>', '<CCACCTFROM>')
      .replace('</BANKACCTFROM>', '</CCACCTFROM>')
      .replace('<ACCTID>98765-4', '<ACCTID>5555XXXXXXXX1234');
    const body = (text: string) =>
      text.slice(text.indexOf('<BANKMSGSRSV1>'), text.indexOf('</OFX>'));
    const both = checking.replace('</OFX>', `${body(card)}</OFX>`);
    const result = parsed(both);
    expect(result.statements.map((s) => [s.creditCard, s.accountId])).toEqual([
      [false, '98765-4'],
      [true, '5555XXXXXXXX1234'],
    ]);
    expect(statementAccountKey(result.statements[1]!)).toBe('cartao:001/1234-5/5555XXXXXXXX1234');
    expect(statementAccountKey(result.statements[0]!)).toBe('conta:001/1234-5/98765-4');
  });

  it('says when a statement is not in reais', () => {
    const result = parsed(sgmlStatement([], 'USD'));
    expect(foreignCurrencyMessage(result.statements[0]!)).toBe(
      'O extrato está em USD: só extratos em reais (BRL) são importados.',
    );
    expect(foreignCurrencyMessage({ currency: 'BRL' })).toBeNull();
    expect(foreignCurrencyMessage({ currency: null })).toBeNull();
  });

  it('reads a statement without lines', () => {
    expect(parsed(sgmlStatement([])).statements[0]!.transactions).toEqual([]);
  });
});

describe('parseOfx: refusals', () => {
  it.each([
    ['', NOT_OFX_MESSAGE],
    ['Data;Descrição;Valor\r\n01/01/2025;Tarifa;-12,50', NOT_OFX_MESSAGE],
    ['<html><body><OFX>', NOT_OFX_MESSAGE],
    ['%PDF-1.4 \u0000\u0000', NOT_OFX_MESSAGE],
    ['OFXHEADER:100\r\n\r\n<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>', OFX_NO_STATEMENT_MESSAGE],
  ])('refuses %j', (text, message) => {
    expect(refused(parseOfx(text))).toBe(message);
  });

  it('refuses a file over 10 MB before reading it', () => {
    expect(refused(parseOfx('x'.repeat(OFX_MAX_CHARS + 1)))).toBe(OFX_TOO_BIG_MESSAGE);
  });

  it('refuses more than 20.000 lines', () => {
    const line = '<STMTTRN><DTPOSTED>20250101<TRNAMT>-1<FITID>1</STMTTRN>';
    const text = `OFXHEADER:100\n<OFX><STMTRS>${line.repeat(20_001)}</STMTRS></OFX>`;
    expect(refused(parseOfx(text))).toBe(OFX_TOO_MANY_MESSAGE);
  });

  it('accepts a file that starts with <OFX> and a byte-order mark', () => {
    const text =
      '\uFEFF<OFX><STMTRS><STMTTRN><DTPOSTED>20250101<TRNAMT>-1<FITID>1</STMTTRN></STMTRS></OFX>';
    expect(parsed(text).statements[0]!.transactions).toHaveLength(1);
  });
});

describe('parseOfx at size', () => {
  it('stays linear on tags never closed', () => {
    const text = `OFXHEADER:100\n<?${'<?'.repeat(200_000)}<OFX><STMTRS>${'<A'.repeat(1_000_000)}</OFX>`;
    expect(parseOfx(text).ok).toBe(true);
  });

  it('reads 5.000 lines', () => {
    const lines: FixtureLine[] = Array.from({ length: 5000 }, (_, i) => ({
      date: `2025${String((i % 12) + 1).padStart(2, '0')}${String((i % 28) + 1).padStart(2, '0')}120000[-3:BRT]`,
      amount:
        i % 3 === 0 ? `${((i * 7) % 100000) + 1}.${String(i % 100).padStart(2, '0')}` : `-${i}.05`,
      fitId: `F${i}`,
      memo: `PIX ENVIADO ${i} FORNECEDOR ${i % 50}`,
    }));
    const result = parsed(sgmlStatement(lines));
    const transactions = result.statements[0]!.transactions;
    expect(transactions).toHaveLength(5000);
    expect(result.ignored).toBe(0);
    expect(result.problems).toEqual([]);
    expect(transactions[4999]!.key).toBe('F4999');
    expect(transactions[1]!.amountCents).toBe(-105);
    expect(transactions[3]!.amountCents).toBe(2203);
  });
});
