import { describe, expect, it } from 'vitest';
import { EID_LENGTH_MESSAGE, EID_SCIENTIFIC_MESSAGE } from '../herd/eid';
import excelScientific from './fixtures/excel-scientific.csv?raw';
import gallagherVidEid from './fixtures/gallagher-vid-eid.csv?raw';
import truTestSessionLb from './fixtures/tru-test-session-lb.csv?raw';
import {
  dateOrderOf,
  detectColumns,
  fileDateOrder,
  headerCells,
  headerUnit,
  parseDate,
  parseScaleFile,
  parseUnit,
  parseWeightWithUnit,
  poundsToKg,
  readScaleCsv,
  toWeighings,
  UNKNOWN_UNIT_MESSAGE,
  type ImportDefaults,
} from './scale-csv';

/* Scale files as they really come (issue 25 item 6): EIDs written many ways, Excel's notation,
 * a session's preamble above the header, pounds, month-first dates, an empty VID. */

const today = '2025-03-20';

function parse(text: string, defaults: Partial<ImportDefaults> = {}) {
  const result = parseScaleFile(text, { today, ...defaults });
  if ('error' in result) throw new Error(result.error);
  return result;
}

const ids = (text: string, defaults: Partial<ImportDefaults> = {}) =>
  parse(text, defaults).lines.map((l) => l.weighing?.animalId ?? l.error);

describe('one EID however written is one animal', () => {
  it('stores the 15 digits, so every way of writing it has the same id and import key', () => {
    const written = [
      '982 000123456789',
      '982000123456789',
      '0982000123456789',
      'LA 982 000123456789',
    ];
    const csv = ['EID,Weight,Date', ...written.map((eid) => `${eid},345.5,10/03/2025`)].join('\n');
    const { lines } = parse(csv);
    expect(lines.map((l) => l.weighing?.animalId)).toEqual(written.map(() => '982000123456789'));
    expect(new Set(lines.map((l) => l.weighing?.importKey)).size).toBe(1);
  });

  it('reads EID, RFID, TAG ELETRÔNICO and Electronic ID columns as EIDs', () => {
    for (const name of [
      'EID',
      'RFID',
      'TAG ELETRÔNICO',
      'Electronic ID',
      'EID Number',
      'RFID Tag',
    ]) {
      const { mapping, lines } = parse(`${name};Peso;Data\n982 000123456789;345,5;10/03/2025\n`);
      expect(mapping.columns, name).toEqual(['eid', 'weight', 'date']);
      expect(lines[0]!.weighing!.animalId, name).toBe('982000123456789');
    }
  });

  it('keeps a brinco as written (trimmed), and refuses an EID column without 15 digits', () => {
    expect(ids('Brinco;Peso;Data\n  BR-0012 ;345,5;10/03/2025\n')).toEqual(['BR-0012']);
    expect(ids('Brinco;EID;Peso;Data\n;98200012345;345,5;10/03/2025\n')).toEqual([
      EID_LENGTH_MESSAGE,
    ]);
  });
});

describe("Excel's scientific notation in an id column", () => {
  it('refuses the line with the Portuguese message, never a number', () => {
    const { mapping, lines } = parse(excelScientific);
    expect(mapping.columns).toEqual(['eid', 'animalId', 'weight', 'date']);
    expect(lines.map((l) => [l.line, l.weighing?.animalId ?? l.error])).toEqual([
      [2, EID_SCIENTIFIC_MESSAGE],
      [3, 'BR-2'],
      [4, EID_SCIENTIFIC_MESSAGE],
      [5, EID_SCIENTIFIC_MESSAGE],
    ]);
    expect(EID_SCIENTIFIC_MESSAGE).toContain('Formate a coluna como texto');
  });

  it('refuses it in a file without a header too, and keeps a brinco such as 12E3', () => {
    expect(ids('9.82E+14,345.5,10/03/2025\n982000123456790,401.0,10/03/2025\n')).toEqual([
      EID_SCIENTIFIC_MESSAGE,
      '982000123456790',
    ]);
    expect(ids('Brinco;Peso;Data\n12E3;345,5;10/03/2025\n')).toEqual(['12E3']);
  });
});

describe('the header after a session preamble', () => {
  it('finds the header in the first 20 rows and skips the rows above it', () => {
    const { file, mapping, lines } = parse(truTestSessionLb, { today: '2025-12-31' });
    expect(file.delimiter).toBe(',');
    expect(mapping).toMatchObject({
      hasHeader: true,
      skip: 5,
      columns: ['eid', 'animalId', 'date', 'time', 'weight', 'unit', 'notes'],
    });
    expect(headerCells(file.rows, mapping)).toEqual([
      'EID',
      'VID',
      'Date',
      'Time',
      'Weight',
      'Unit',
      'Note',
    ]);
    // Line numbers are the file's: the header is line 7 (after a blank line).
    expect(lines.map((l) => l.line)).toEqual([8, 9, 10, 11, 12]);
  });

  it('finds a semicolon header under a preamble, and not one past row 20', () => {
    const preamble = ['Indicador: XR5000', 'Sessão: 4', ''];
    const csv = [...preamble, 'Brinco;Peso;Data', 'BR-1;345,5;10/03/2025'].join('\n');
    const { file, mapping, lines } = parse(csv);
    expect(file.delimiter).toBe(';');
    expect(mapping).toMatchObject({ skip: 2, columns: ['animalId', 'weight', 'date'] });
    expect(lines[0]!.weighing).toMatchObject({ animalId: 'BR-1', weight: 345.5 });
    const above = (n: number) =>
      detectColumns(
        [
          ...Array.from({ length: n }, (_, i) => `Linha ${i + 1}`),
          'Brinco;Peso;Data',
          'BR-1;345,5;10/03/2025',
        ].map((l) => l.split(';')),
      );
    expect(above(19)).toMatchObject({ hasHeader: true, skip: 19 });
    expect(above(20).skip).toBe(0);
  });
});

describe('weights in pounds', () => {
  it('converts to kg (0.45359237 kg a pound, to 0.1 kg)', () => {
    expect(poundsToKg(750)).toBe(340.2);
    expect(poundsToKg(802.5)).toBe(364);
    expect(poundsToKg(1)).toBe(0.5);
    expect(parseUnit('LB')).toBe('lb');
    expect(parseUnit('lbs')).toBe('lb');
    expect(parseUnit('kg')).toBe('kg');
    expect(parseUnit('')).toBeNull();
    expect(parseUnit('oz')).toBe('unknown');
    expect(parseWeightWithUnit('745 lb')).toEqual({ value: 745, unit: 'lb' });
    expect(parseWeightWithUnit('338,5 kg')).toEqual({ value: 338.5, unit: 'kg' });
    expect(parseWeightWithUnit('338,5')).toEqual({ value: 338.5, unit: null });
    expect(headerUnit('Weight (lb)')).toBe('lb');
    expect(headerUnit('Peso [lbs]')).toBe('lb');
    expect(headerUnit('Weight lb')).toBe('lb');
    expect(headerUnit('Peso (kg)')).toBe('kg');
    expect(headerUnit('Balance')).toBe('kg');
  });

  it('reads a unit column per line: pounds converted, the original kept, never stored as kg', () => {
    const { lines } = parse(truTestSessionLb, { today: '2025-12-31', dateOrder: 'mdy' });
    expect(lines.map((l) => l.weighing?.weight ?? l.error)).toEqual([
      340.2,
      364,
      299.8,
      // 3,310 lb is 1,501.4 kg: over the 1,500 kg of a bull.
      'Peso muito alto',
      317.5,
    ]);
    expect(lines[0]!.weighing!.pounds).toBe(750);
  });

  it("reads '(lb)' in the weight column's header, a unit in the cell, and refuses an unknown unit", () => {
    const { mapping, lines } = parse(
      'VID,Weight (lb),Date\n1,750,10/03/2025\n2,700 kg,10/03/2025\n3,300 lb,10/03/2025\n',
    );
    expect(mapping).toMatchObject({ columns: ['animalId', 'weight', 'date'], weightUnit: 'lb' });
    expect(lines.map((l) => [l.weighing?.weight, l.weighing?.pounds])).toEqual([
      [340.2, 750],
      [700, undefined],
      [136.1, 300],
    ]);
    expect(parse('VID,Weight lb,Date\n1,750,10/03/2025\n').lines[0]!.weighing!.weight).toBe(340.2);
    const unknown = parse('VID;Peso;Unidade;Data\n1;750;oz;10/03/2025\n2;340;kg;10/03/2025\n');
    expect(unknown.lines.map((l) => l.weighing?.weight ?? l.error)).toEqual([
      UNKNOWN_UNIT_MESSAGE,
      340,
    ]);
  });

  it('keeps kg as is, and the same pounds line gives the same key on re-import', () => {
    const csv = 'VID,Weight,Unit,Date\n1,340.2,kg,10/03/2025\n1,750,lb,10/03/2025\n';
    const { lines } = parse(csv);
    expect(lines.map((l) => l.weighing?.weight)).toEqual([340.2, 340.2]);
    expect(lines[0]!.weighing!.pounds).toBeUndefined();
    expect(parse(csv).lines[1]!.weighing!.importKey).toBe(lines[1]!.weighing!.importKey);
  });
});

describe('month-first dates', () => {
  it('reads two-digit years 00–69 as the 2000s and 70–99 as the 1900s (then refused)', () => {
    expect(parseDate('27/08/03')).toBe('2003-08-27');
    expect(parseDate('8/27/03', 'mdy')).toBe('2003-08-27');
    expect(parseDate('01/01/69')).toBe('2069-01-01');
    expect(parseDate('01/01/70')).toBe('1970-01-01');
    expect(parseDate('2025-08-03', 'mdy')).toBe('2025-08-03');
    expect(parseDate('8/27/03')).toBeNull();
    expect(ids('Brinco;Peso;Data\nBR-1;300;31/12/99\n')).toEqual(['Data inválida']);
  });

  it('tells how a file can be read', () => {
    expect(dateOrderOf(['27/08/2003', '03/04/2003'])).toBe('dmy');
    expect(dateOrderOf(['8/27/03', '9/1/03'])).toBe('mdy');
    expect(dateOrderOf(['03/04/25', '04/03/25 08:00'])).toBe('ambiguous');
    // Neither way fits every date: day-first, and the wrong lines are refused.
    expect(dateOrderOf(['27/08/2003', '8/27/03'])).toBe('dmy');
    expect(dateOrderOf(['2025-03-04'])).toBe('dmy');
    expect(dateOrderOf([])).toBe('dmy');
  });

  it('reads a file month-first when only that way works', () => {
    const csv = 'ID,Weight,Date\n1,300.5,8/27/03\n2,301.5,9/1/03\n';
    const { file, mapping, lines } = parse(csv);
    expect(fileDateOrder(file.rows, mapping)).toBe('mdy');
    expect(lines.map((l) => l.weighing?.weighingDate)).toEqual(['2003-08-27', '2003-09-01']);
  });

  it('reads an ambiguous file day-first unless the person answers month-first', () => {
    const csv = 'ID,Weight,Date\n1,300.5,03/04/25\n2,301.5,04/03/25\n';
    const { file, mapping } = parse(csv, { today: '2025-12-31' });
    expect(fileDateOrder(file.rows, mapping)).toBe('ambiguous');
    const dates = (dateOrder?: 'dmy' | 'mdy') =>
      toWeighings(file.rows, mapping, { today: '2025-12-31', dateOrder }).map(
        (l) => l.weighing?.weighingDate,
      );
    expect(dates()).toEqual(['2025-04-03', '2025-03-04']);
    expect(dates('dmy')).toEqual(['2025-04-03', '2025-03-04']);
    expect(dates('mdy')).toEqual(['2025-03-04', '2025-04-03']);
    // The answer does not turn a file that reads one way only.
    const clear = parse('ID,Weight,Date\n1,300.5,27/02/25\n', { dateOrder: 'mdy' });
    expect(clear.lines[0]!.weighing!.weighingDate).toBe('2025-02-27');
  });
});

describe('an empty VID falls back to the EID', () => {
  it('uses the VID when filled, else the EID normalized (Gallagher export)', () => {
    const { mapping, lines } = parse(gallagherVidEid);
    expect(mapping).toEqual({
      hasHeader: true,
      skip: 0,
      columns: ['animalId', 'eid', 'weight', 'date', 'time', 'notes'],
      weightUnit: 'kg',
    });
    expect(lines.map((l) => [l.weighing?.animalId ?? l.error, l.weighing?.weight])).toEqual([
      ['A-17', 455],
      ['982000111111112', 1212.5],
      ['982000111111113', 388],
      ['A-20', 402.5],
      ['Identificação do animal ausente', undefined],
    ]);
  });

  it('keeps the import idempotent: the same file gives the same keys', () => {
    const keys = () => parse(gallagherVidEid).lines.map((l) => l.weighing?.importKey);
    expect(keys()).toEqual(keys());
    const rows = readScaleCsv(gallagherVidEid);
    if ('error' in rows) throw new Error(rows.error);
    expect(detectColumns(rows.rows.map((r) => r.cells)).columns).toContain('eid');
  });
});
