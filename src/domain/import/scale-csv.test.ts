import { describe, expect, it } from 'vitest';
import {
  MAX_IMPORT_LINES,
  TOO_MANY_LINES_MESSAGE,
  decodeScaleFile,
  detectColumns,
  importKey,
  parseDate,
  parseScaleFile,
  parseTime,
  parseWeight,
  readScaleCsv,
  toWeighings,
} from './scale-csv';

const today = '2025-03-20';

function parse(text: string, date?: string) {
  const result = parseScaleFile(text, { today, date });
  if ('error' in result) throw new Error(result.error);
  return result;
}

describe('parseWeight', () => {
  it('reads comma and dot decimals and thousands separators', () => {
    expect(parseWeight('345,5')).toBe(345.5);
    expect(parseWeight('345.5')).toBe(345.5);
    expect(parseWeight('1.234,5')).toBe(1234.5);
    expect(parseWeight('1,234.5')).toBe(1234.5);
    expect(parseWeight('1.234.567')).toBe(1234567);
    expect(parseWeight('412')).toBe(412);
    expect(parseWeight('412 kg')).toBe(412);
    expect(parseWeight('abc')).toBeNull();
    expect(parseWeight('-3')).toBeNull();
    expect(parseWeight('3,4,5')).toBeNull();
  });
});

describe('parseDate and parseTime', () => {
  it('reads the formats scales export', () => {
    expect(parseDate('10/03/2025')).toBe('2025-03-10');
    expect(parseDate('10/03/25')).toBe('2025-03-10');
    expect(parseDate('2025-03-10')).toBe('2025-03-10');
    expect(parseDate('10-03-2025')).toBe('2025-03-10');
    expect(parseDate('1/3/2025 08:15')).toBe('2025-03-01');
    expect(parseDate('31/02/2025')).toBeNull();
    expect(parseDate('ontem')).toBeNull();
    expect(parseTime('8:15')).toBe('08:15');
    expect(parseTime('08:15:42')).toBe('08:15:42');
    expect(parseTime('10/03/2025 14:02')).toBe('14:02');
    expect(parseTime('25:00')).toBeNull();
  });
});

describe('Tru-Test / Datamars export', () => {
  const csv = [
    'EID,VID,Weight,Date,Time,Note',
    '982 000123456789,101,345.5,10/03/2025,08:15:02,',
    '982000123456790,102,412.0,10/03/2025,08:16:40,Mancando',
    '982000123456791,,398.5,10/03/2025,08:17:11,',
  ].join('\r\n');

  it('finds the columns, uses the visual id, else the EID, and reads every line', () => {
    const { file, mapping, lines } = parse(csv);
    expect(file.delimiter).toBe(',');
    expect(mapping).toEqual({
      hasHeader: true,
      skip: 0,
      columns: ['eid', 'animalId', 'weight', 'date', 'time', 'notes'],
      weightUnit: 'kg',
    });
    expect(lines[0]).toMatchObject({
      line: 2,
      weighing: {
        animalId: '101',
        weighingDate: '2025-03-10',
        weight: 345.5,
        notes: null,
        time: '08:15:02',
        importKey: expect.stringMatching(/^[0-9a-f]{16}$/),
      },
    });
    expect(lines[1]!.weighing).toMatchObject({ animalId: '102', weight: 412, notes: 'Mancando' });
    // An empty VID falls back to the EID, stored as its 15 digits.
    expect(lines[2]!.weighing).toMatchObject({ animalId: '982000123456791', weight: 398.5 });
  });

  it('names a line with neither id, and reads EIDs in brinco columns as their 15 digits', () => {
    const rows = readScaleCsv(csv);
    if ('error' in rows) throw new Error(rows.error);
    const lines = toWeighings(
      rows.rows,
      {
        hasHeader: true,
        skip: 0,
        columns: ['ignore', 'animalId', 'weight', 'date', 'time', 'notes'],
        weightUnit: 'kg',
      },
      { today },
    );
    expect(lines[2]!.error).toBe('Identificação do animal ausente');
    const both = toWeighings(
      rows.rows,
      {
        hasHeader: true,
        skip: 0,
        columns: ['animalId', 'animalId', 'weight', 'date', 'time', 'notes'],
        weightUnit: 'kg',
      },
      { today },
    );
    expect(both.map((l) => l.weighing?.animalId)).toEqual([
      '982000123456789',
      '982000123456790',
      '982000123456791',
    ]);
  });

  it('reads the long header names', () => {
    const { mapping, lines } = parse(
      'Electronic ID,Visual ID,Weight (kg),Date,Time\n982000123456789,7,301.0,2025-03-01,7:05\n',
    );
    expect(mapping.columns).toEqual(['eid', 'animalId', 'weight', 'date', 'time']);
    expect(lines[0]!.weighing).toMatchObject({ animalId: '7', weight: 301, time: '07:05' });
  });

  it('gives the same line the same key, and a different weight another', () => {
    const a = parse(csv).lines[0]!.weighing!.importKey;
    expect(parse(csv).lines[0]!.weighing!.importKey).toBe(a);
    const w = { animalId: '101', weighingDate: '2025-03-10', time: '08:15:02', weight: 345.5 };
    expect(importKey(w)).toBe(a);
    expect(importKey({ ...w, weight: 345.6 })).not.toBe(a);
  });
});

describe('Gallagher export', () => {
  it('reads quoted headers with units and the tag as identification', () => {
    const csv = [
      '"Animal ID","EID","Live weight (kg)","Date"',
      '"A-17","982000111111111","455.0","03/03/2025"',
      '"A-18","982000111111112","1,012.5","03/03/2025"',
    ].join('\n');
    const { mapping, lines } = parse(csv);
    expect(mapping.columns).toEqual(['animalId', 'eid', 'weight', 'date']);
    expect(lines[0]!.weighing).toMatchObject({ animalId: 'A-17', weight: 455 });
    // A bull: up to 1.500 kg.
    expect(lines[1]!.weighing).toMatchObject({ animalId: 'A-18', weight: 1012.5 });
  });

  it('reads Tag,EID,Weight,Date,Time,Notes', () => {
    const { mapping } = parse(
      'Tag,EID,Weight,Date,Time,Notes\n5,982000111111111,300.5,01/03/2025,10:00,\n',
    );
    expect(mapping.columns).toEqual(['animalId', 'eid', 'weight', 'date', 'time', 'notes']);
  });
});

describe('Portuguese export with semicolons', () => {
  it('reads comma decimals and the accented header', () => {
    const csv =
      'Brinco;Peso (kg);Data;Hora;Observação\nBR-1;345,5;10/03/2025;09:00;Vacinado\nBR-2;1.534,5;10/03/2025;09:01;\n';
    const { file, mapping, lines } = parse(csv);
    expect(file.delimiter).toBe(';');
    expect(mapping.columns).toEqual(['animalId', 'weight', 'date', 'time', 'notes']);
    expect(lines[0]!.weighing).toMatchObject({
      animalId: 'BR-1',
      weight: 345.5,
      notes: 'Vacinado',
    });
    expect(lines[1]!.error).toBe('Peso muito alto');
  });

  it('decodes Latin-1 bytes (Excel) and UTF-8 with a BOM', () => {
    const latin1 = Uint8Array.from([
      ...Buffer.from('Identifica', 'latin1'),
      0xe7,
      0xe3,
      ...Buffer.from('o;Peso;Data;Observa', 'latin1'),
      0xe7,
      0xe3,
      ...Buffer.from('o\nBR-9;300,0;01/03/2025;Lesão\n', 'latin1'),
    ]);
    const text = decodeScaleFile(latin1);
    expect(text.startsWith('Identificação;Peso;Data;Observação')).toBe(true);
    const { mapping, lines } = parse(text);
    expect(mapping.columns).toEqual(['animalId', 'weight', 'date', 'notes']);
    expect(lines[0]!.weighing!.notes).toBe('Lesão');
    const utf8 = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...new TextEncoder().encode('Peso;Animal\n300;Ç1'),
    ]);
    expect(decodeScaleFile(utf8)).toBe('Peso;Animal\n300;Ç1');
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from('Peso;Observação', 'utf16le')]);
    expect(decodeScaleFile(utf16)).toBe('Peso;Observação');
  });
});

describe('file without a header', () => {
  it('guesses the columns by content', () => {
    const csv = '982000123456789;345,5;10/03/2025\n982000123456790;401,0;10/03/2025\n';
    const { mapping, lines } = parse(csv);
    expect(mapping).toEqual({
      hasHeader: false,
      skip: 0,
      columns: ['eid', 'weight', 'date'],
      weightUnit: 'kg',
    });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      line: 1,
      weighing: { animalId: '982000123456789', weight: 345.5 },
    });
  });

  it('takes a visual id over the EID and whole-number weights, and uses the given date', () => {
    const rows = [
      ['982000123456789', '12', '345'],
      ['982000123456790', '13', '401'],
    ];
    expect(detectColumns(rows)).toEqual({
      hasHeader: false,
      skip: 0,
      columns: ['eid', 'animalId', 'weight'],
      weightUnit: 'kg',
    });
    const { lines } = parse('982000123456789,12,345\n', '2025-03-01');
    expect(lines[0]!.weighing).toMatchObject({ animalId: '12', weighingDate: '2025-03-01' });
    expect(parse('982000123456789,12,345\n').lines[0]!.error).toBe(
      'Data ausente: informe a data das pesagens',
    );
  });
});

describe('broken lines', () => {
  it('names the reason of each', () => {
    const csv = [
      'Brinco;Peso;Data',
      'BR-1;abc;10/03/2025',
      'BR-2;300;31/02/2025',
      ';300;10/03/2025',
      'BR-4',
      'BR-5;300;25/03/2025',
      'BR-6;0;10/03/2025',
      '',
      'BR-7;300;10/03/2025',
    ].join('\n');
    const { lines } = parse(csv);
    expect(lines.map((l) => [l.line, l.error ?? 'ok'])).toEqual([
      [2, 'Peso inválido'],
      [3, 'Data inválida'],
      [4, 'Identificação do animal ausente'],
      [5, 'Linha com colunas a menos'],
      [6, 'Data da pesagem não pode ser depois de hoje'],
      [7, 'Peso deve ser maior que zero'],
      [9, 'ok'],
    ]);
  });

  it('refuses more than 50,000 lines and an empty file', () => {
    const line = '982000123456789,300.5,10/03/2025';
    const ok = Array.from({ length: MAX_IMPORT_LINES }, () => line).join('\n');
    expect('error' in parseScaleFile(`EID,Weight,Date\n${ok}`, { today })).toBe(false);
    expect(parseScaleFile(`${ok}\n${line}`, { today })).toEqual({ error: TOO_MANY_LINES_MESSAGE });
    expect(parseScaleFile(`EID,Weight,Date\n${ok}\n${line}`, { today })).toEqual({
      error: TOO_MANY_LINES_MESSAGE,
    });
    expect(parseScaleFile(' \n\n', { today })).toEqual({ error: 'O arquivo está vazio.' });
    // Parsing 50,000 lines takes about 1 s alone; beside the browser suite on 2 cores, 8.
  }, 30_000);
});
