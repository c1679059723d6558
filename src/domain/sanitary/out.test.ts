import { describe, expect, it } from 'vitest';
import { toCsv } from '../export/csv';
import { applicationColumns, brucellosisColumns } from '../export/sanitary';
import { applicationsCsvQuerySchema, costPerHead, costsQuerySchema, semesterLabel } from './out';

describe('what the sanitary records give out', () => {
  it('cost per head: rounded to cents, null without heads', () => {
    expect(costPerHead(9, 1105)).toBe(0.01);
    expect(costPerHead(100, 3)).toBe(33.33);
    expect(costPerHead(10, 0)).toBeNull();
  });

  it('names a semester as the producer reads it', () => {
    expect(semesterLabel('2026-1')).toBe('1º semestre de 2026');
    expect(semesterLabel('2026-2')).toBe('2º semestre de 2026');
  });

  it('takes a period with both ends in order, and a month the form takes', () => {
    expect(
      applicationsCsvQuerySchema.safeParse({ from: '2026-01-01', to: '2026-01-01' }).success,
    ).toBe(true);
    expect(
      applicationsCsvQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }).success,
    ).toBe(false);
    expect(
      applicationsCsvQuerySchema.safeParse({ from: '2026-02-30', to: '2026-03-01' }).success,
    ).toBe(false);
    expect(applicationsCsvQuerySchema.safeParse({ from: '2026-01-01' }).success).toBe(false);
    expect(costsQuerySchema.safeParse({ month: '2026-11' }).success).toBe(true);
    expect(costsQuerySchema.safeParse({ month: '1999-12' }).success).toBe(false);
  });

  it('writes the files in pt-BR, guarded, without the cost for Campo', () => {
    const proof = toCsv(brucellosisColumns, [
      {
        tag: '=N1',
        eid: '982000123456789',
        birthDate: '2026-04-10',
        vaccine: 'B19',
        date: '2026-09-01',
        veterinarian: 'Dra. Ana; CRMV',
      },
    ]);
    expect(proof).toBe(
      '\uFEFFBrinco;EID;Nascimento;Vacina;Data da vacinação;Veterinário\r\n' +
        `'=N1;982 000123456789;10/04/2026;B19;01/09/2026;"Dra. Ana; CRMV"\r\n`,
    );
    expect(applicationColumns(false).map((c) => c.header)).not.toContain('Custo (R$)');
    expect(applicationColumns(true).map((c) => c.header)).toContain('Custo (R$)');
  });
});
