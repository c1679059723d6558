import { describe, expect, it } from 'vitest';
import { EID_LENGTH_MESSAGE, EID_SCIENTIFIC_MESSAGE } from '../herd/eid';
import {
  HERD_EMPTY_FILE_MESSAGE,
  HERD_HEADER_MESSAGE,
  HERD_TOO_MANY_LINES_MESSAGE,
  MAX_HERD_IMPORT_LINES,
  parseBirthDate,
  parseHerdCsv,
  type HerdCsvLine,
} from './herd-csv';

const TODAY = '2026-11-22';
const parse = (text: string) => {
  const result = parseHerdCsv(text, TODAY);
  if (!result.ok) throw new Error(result.message);
  return result.lines;
};
const problems = (lines: HerdCsvLine[]) =>
  lines.flatMap((l) => (l.ok ? [] : [{ line: l.line, reason: l.reason }]));

describe('parseHerdCsv', () => {
  it('reads the documented header, with a BOM and CRLF', () => {
    const lines = parse(
      '\uFEFFBrinco;EID;Sexo;Raça;Nascimento;Lote\r\n' +
        '123;982 000123456789;M;Nelore;15/01/2024;Recria\r\n' +
        '124;;Fêmea;;;\r\n',
    );
    expect(lines).toEqual([
      {
        line: 2,
        ok: true,
        animal: {
          tag: '123',
          eid: '982000123456789',
          sex: 'M',
          breed: 'Nelore',
          birthDate: '2024-01-15',
          lot: 'Recria',
        },
      },
      {
        line: 3,
        ok: true,
        animal: { tag: '124', eid: null, sex: 'F', breed: null, birthDate: null, lot: null },
      },
    ]);
  });

  it('takes "," between fields, headers in any case and without accents, in any order', () => {
    const lines = parse('LOTE,sexo,raca,brinco,nascimento\nPasto 2,macho,tabapua,A-1,1/2/2025\n');
    expect(lines[0]).toEqual({
      line: 2,
      ok: true,
      animal: {
        tag: 'A-1',
        eid: null,
        sex: 'M',
        breed: 'Tabapuã',
        birthDate: '2025-02-01',
        lot: 'Pasto 2',
      },
    });
  });

  it('reads the sexes M, F, Macho, Fêmea (any case, with or without accent)', () => {
    const lines = parse('Brinco;Sexo\n1;m\n2;F\n3;MACHO\n4;femea\n5;Fêmea\n');
    expect(lines.map((l) => (l.ok ? l.animal.sex : null))).toEqual(['M', 'F', 'M', 'F', 'F']);
  });

  it("reads a blank sex, 'Não informado' (the herd export's) or no Sexo column as no sex", () => {
    const lines = parse('Brinco;Sexo;Raça\n1;;Nelore\n2; ;\n3;Não informado;\n4;nao informado;\n');
    expect(lines.map((l) => l.ok && l.animal.sex)).toEqual([null, null, null, null]);
    expect(parse('Brinco;Raça\n1;Nelore\n')[0]).toMatchObject({ ok: true, animal: { sex: null } });
  });

  it('reads an EID however written and refuses Excel scientific notation', () => {
    const lines = parse(
      'Brinco;EID;Sexo\n1;LA 982 000123456789;M\n2;0982000123456780;M\n3;9,82E+14;M\n4;98200012;M\n',
    );
    expect(lines[0]).toMatchObject({ ok: true, animal: { eid: '982000123456789' } });
    expect(lines[1]).toMatchObject({ ok: true, animal: { eid: '982000123456780' } });
    expect(problems(lines)).toEqual([
      { line: 4, reason: EID_SCIENTIFIC_MESSAGE },
      { line: 5, reason: EID_LENGTH_MESSAGE },
    ]);
  });

  it('says what is wrong on each line, in Portuguese, with the file line numbers', () => {
    const lines = parse(
      [
        'Brinco;EID;Sexo;Raça;Nascimento;Lote',
        ';;M;;;',
        '2;;X;;;',
        '3;;;;;',
        '',
        '5;;M;Holandesa;;',
        '6;;F;;31/02/2024;',
        '7;;F;;2024-01-01;',
        '8;;F;;01/01/2027;',
        '9;;F;outra;;',
        '9;;M;;;',
        '10;982000123456789;M;;;',
        '11;982 000123456789;M;;;',
      ].join('\n'),
    );
    expect(problems(lines)).toEqual([
      { line: 2, reason: 'Brinco é obrigatório' },
      { line: 3, reason: 'Sexo inválido: use M, F, Macho ou Fêmea (ou deixe em branco)' },
      {
        line: 6,
        reason: 'Raça desconhecida: Holandesa. Use uma raça da lista (Nelore, Angus...) ou Outra',
      },
      { line: 7, reason: 'Data de nascimento inválida: use dd/mm/aaaa' },
      { line: 8, reason: 'Data de nascimento inválida: use dd/mm/aaaa' },
      { line: 9, reason: 'A data de nascimento não pode ser no futuro' },
      { line: 11, reason: 'Brinco 9 repetido no arquivo (linha 10)' },
      { line: 13, reason: 'EID repetido no arquivo (linha 12)' },
    ]);
    expect(lines.find((l) => l.line === 10)).toMatchObject({
      ok: true,
      animal: { breed: 'Outra' },
    });
    expect(lines.find((l) => l.line === 4)).toMatchObject({ ok: true, animal: { sex: null } });
    // The line with an error keeps its brinco for the preview.
    expect(lines.find((l) => l.line === 3)).toMatchObject({ ok: false, tag: '2' });
  });

  it('refuses a file without the header, an empty one and one too long', () => {
    expect(parseHerdCsv('123;M\n', TODAY)).toEqual({ ok: false, message: HERD_HEADER_MESSAGE });
    expect(parseHerdCsv('\uFEFF \r\n', TODAY)).toEqual({
      ok: false,
      message: HERD_EMPTY_FILE_MESSAGE,
    });
    expect(parseHerdCsv('Brinco;Sexo\r\n\r\n', TODAY)).toEqual({
      ok: false,
      message: HERD_EMPTY_FILE_MESSAGE,
    });
    const many = Array.from({ length: MAX_HERD_IMPORT_LINES + 1 }, (_, i) => `${i};M`);
    expect(parseHerdCsv(`Brinco;Sexo\n${many.join('\n')}`, TODAY)).toEqual({
      ok: false,
      message: HERD_TOO_MANY_LINES_MESSAGE,
    });
  });

  it('reads 5,000 lines quickly', () => {
    const many = Array.from({ length: 5000 }, (_, i) => `B-${i};;M;Nelore;01/01/2025;Recria`);
    const started = performance.now();
    const lines = parse(`Brinco;EID;Sexo;Raça;Nascimento;Lote\n${many.join('\n')}`);
    expect(lines.filter((l) => l.ok)).toHaveLength(5000);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('parseBirthDate', () => {
  it('reads dd/mm/aaaa only', () => {
    expect(parseBirthDate('05/03/2024')).toBe('2024-03-05');
    expect(parseBirthDate('5-3-2024')).toBe('2024-03-05');
    expect(parseBirthDate('29/02/2023')).toBeNull();
    expect(parseBirthDate('2024-03-05')).toBeNull();
    expect(parseBirthDate('05/03/24')).toBeNull();
  });
});
