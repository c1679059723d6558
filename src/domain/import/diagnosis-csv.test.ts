import { describe, expect, it } from 'vitest';
import {
  DATE_MESSAGE,
  DIAGNOSIS_EMPTY_FILE_MESSAGE,
  FUTURE_MESSAGE,
  GESTATION_MESSAGE,
  parseDiagnosisCsv,
  RESULT_MESSAGE,
} from './diagnosis-csv';
import { GESTATION_ONLY_PREGNANT_MESSAGE } from '../reproduction/schemas';

const TODAY = '2026-06-15';
const ok = (text: string) => {
  const read = parseDiagnosisCsv(text, TODAY);
  if (!read.ok) throw new Error(read.message);
  return read.lines;
};

describe('parseDiagnosisCsv', () => {
  it("reads 'brinco;resultado;data' with optional days, with or without a header", () => {
    expect(
      ok('Brinco;Resultado;Data;Dias de gestação\r\n123;P;10/03/2026;60\r\n124;V;10/03/2026\r\n'),
    ).toEqual([
      {
        line: 2,
        ok: true,
        check: { tag: '123', result: 'pregnant', date: '2026-03-10', gestationDays: 60 },
      },
      {
        line: 3,
        ok: true,
        check: { tag: '124', result: 'empty', date: '2026-03-10', gestationDays: null },
      },
    ]);
    expect(ok('\uFEFF123;I;2026-03-10')).toEqual([
      {
        line: 1,
        ok: true,
        check: { tag: '123', result: 'inconclusive', date: '2026-03-10', gestationDays: null },
      },
    ]);
  });

  it("takes ',' and tabs, and the words in any case, with or without accents", () => {
    const comma = ok('brinco,resultado,data\n7,Prenhe,1/3/2026,45\n8,vazia,01/03/26\n');
    expect(comma.map((l) => l.ok && [l.check.result, l.check.date])).toEqual([
      ['pregnant', '2026-03-01'],
      ['empty', '2026-03-01'],
    ]);
    const tab = ok('9\tINCONCLUSIVO\t02/03/2026\n10\tprenha\t02/03/2026\t90');
    expect(tab.map((l) => l.ok && [l.check.tag, l.check.result, l.check.gestationDays])).toEqual([
      ['9', 'inconclusive', null],
      ['10', 'pregnant', 90],
    ]);
  });

  it('says what is wrong with each bad line, keeping the line numbers', () => {
    const lines = ok(
      [
        '1;X;10/03/2026',
        '2;P;31/02/2026',
        '3;P;20/06/2026',
        '',
        '4;V;10/03/2026;60',
        '5;P;10/03/2026;10',
        '6;P;10/03/2026;sessenta',
        '1;V;10/03/2026',
        ';P;10/03/2026',
      ].join('\n'),
    );
    expect(lines.map((l) => (l.ok ? l.line : [l.line, l.reason]))).toEqual([
      [1, RESULT_MESSAGE],
      [2, DATE_MESSAGE],
      [3, FUTURE_MESSAGE],
      [5, GESTATION_ONLY_PREGNANT_MESSAGE],
      [6, GESTATION_MESSAGE],
      [7, GESTATION_MESSAGE],
      8,
      [9, 'Brinco é obrigatório'],
    ]);
  });

  it('refuses an empty file or a header alone', () => {
    expect(parseDiagnosisCsv(' \n', TODAY)).toEqual({
      ok: false,
      message: DIAGNOSIS_EMPTY_FILE_MESSAGE,
    });
    expect(parseDiagnosisCsv('Brinco;Resultado;Data\n', TODAY)).toEqual({
      ok: false,
      message: DIAGNOSIS_EMPTY_FILE_MESSAGE,
    });
  });

  it('calls a brinco repeated in the file an error on its later line', () => {
    const lines = ok('1;P;10/03/2026\n1;V;11/03/2026');
    expect(lines[1]).toEqual({
      line: 2,
      ok: false,
      tag: '1',
      reason: 'Brinco 1 repetido no arquivo (linha 1)',
    });
  });
});
