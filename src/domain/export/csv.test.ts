import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, csvNumber, slugify, toCsv, type CsvColumn } from './csv';
import { canExport, weighingColumns, weighingExportRows } from './datasets';

interface Row {
  name: string | null;
  weight: number | null;
  date: string | null;
}
const columns: CsvColumn<Row>[] = [
  { header: 'Nome', value: (r) => r.name },
  { header: 'Peso (kg)', value: (r) => r.weight, kind: 'number' },
  { header: 'Data', value: (r) => r.date, kind: 'date' },
];

describe('toCsv', () => {
  it('writes UTF-8 with a BOM, ";" between fields and CRLF line ends', () => {
    const text = toCsv(columns, [{ name: 'Nelore', weight: 330.5, date: '2026-03-07' }]);
    const bytes = new TextEncoder().encode(text);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toBe('\uFEFFNome;Peso (kg);Data\r\nNelore;330,5;07/03/2026\r\n');
  });

  it('writes the header alone without rows, and empty cells for null', () => {
    expect(toCsv(columns, [])).toBe('\uFEFFNome;Peso (kg);Data\r\n');
    expect(toCsv(columns, [{ name: null, weight: null, date: null }])).toBe(
      '\uFEFFNome;Peso (kg);Data\r\n;;\r\n',
    );
  });

  it('writes numbers with a decimal comma and no thousands separator', () => {
    expect(csvNumber(330.5)).toBe('330,5');
    expect(csvNumber(1234567.891, 2)).toBe('1234567,89');
    expect(csvNumber(2000, 2)).toBe('2000');
    expect(csvNumber(0.1 + 0.2)).toBe('0,3');
    expect(csvNumber(-12.5)).toBe('-12,5');
    expect(csvNumber(-0.0000001, 2)).toBe('0');
    expect(csvNumber(Number.NaN)).toBe('');
    expect(csvNumber(1e21, 2)).not.toContain('e');
  });

  it('quotes fields with ";", quotes, CR or LF, doubling inner quotes', () => {
    expect(csvCell('Pasto; sede')).toBe('"Pasto; sede"');
    expect(csvCell('Boi "gordo"')).toBe('"Boi ""gordo"""');
    expect(csvCell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell('simples')).toBe('simples');
    const text = toCsv(columns, [{ name: 'A;"B"\nC', weight: 1, date: null }]);
    expect(text.split('\r\n')[1]).toBe('"A;""B""\nC";1;');
  });

  it('guards against formula injection, keeping plain negative numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+55 11')).toBe("'+55 11");
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('-12,5')).toBe('-12,5');
    expect(csvCell('-3')).toBe('-3');
    expect(toCsv(columns, [{ name: '=1+1', weight: -2.5, date: null }]).split('\r\n')[1]).toBe(
      "'=1+1;-2,5;",
    );
  });

  it('writes ISO dates and timestamps as dd/mm/aaaa', () => {
    const text = toCsv(columns, [{ name: 'x', weight: 1, date: '2025-12-31T23:00:00.000Z' }]);
    expect(text.split('\r\n')[1]).toBe('x;1;31/12/2025');
    const early = toCsv(columns, [{ name: 'x', weight: 1, date: '2026-01-01T02:00:00.000Z' }]);
    expect(early.split('\r\n')[1]).toBe('x;1;31/12/2025');
  });
});

describe('file names', () => {
  it('slugifies the farm name without accents', () => {
    expect(slugify('Fazenda Boa Vista')).toBe('fazenda-boa-vista');
    expect(slugify('  Sítio São João / Três Irmãos! ')).toBe('sitio-sao-joao-tres-irmaos');
    expect(slugify('***')).toBe('fazenda');
    expect(csvFileName('pesagens', 'Fazenda Boa Vista', '2026-11-22')).toBe(
      'pesagens-fazenda-boa-vista-2026-11-22.csv',
    );
  });
});

describe('datasets', () => {
  it('puts each animal GMD on its weighings', () => {
    const w = (animalId: string, weighingDate: string, weight: number) => ({
      id: `${animalId}-${weighingDate}`,
      animalId,
      weighingDate,
      weight,
      notes: null,
      batchId: null,
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    const rows = weighingExportRows([
      w('B', '2025-01-01', 200),
      w('A', '2025-03-02', 348),
      w('A', '2025-01-01', 300),
    ]);
    expect(rows.map((r) => [r.animalId, r.weighingDate, r.animalDailyGain])).toEqual([
      ['A', '2025-01-01', 0.8],
      ['A', '2025-03-02', 0.8],
      ['B', '2025-01-01', null],
    ]);
    const text = toCsv(weighingColumns, rows);
    expect(text).toContain('GMD do animal (kg/dia)');
    expect(text).toContain('A;02/03/2025;348;;0,8\r\n');
    expect(text).toContain('B;01/01/2025;200;;\r\n');
  });

  it('exports for Pro and above only', () => {
    expect(canExport('STARTER')).toBe(false);
    expect(canExport(null)).toBe(false);
    expect(['PRO', 'MASTER', 'ADMIN'].every(canExport)).toBe(true);
  });
});
