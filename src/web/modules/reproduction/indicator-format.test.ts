import { describe, expect, it } from 'vitest';
import type { IndicatorFigures } from '@/domain/reproduction/api';
import {
  lastCheckText,
  lastServiceText,
  monthsText,
  rateBasis,
  targetVerdict,
} from './indicator-format';

const figures = {
  exposed: 1200,
  served: 1100,
  pregnant: 960,
  calved: 900,
  weaned: 850,
} as IndicatorFigures;

describe('the indicators’ words', () => {
  it('says what each rate is of, the weaning rate’s denominator included', () => {
    expect(rateBasis('pregnancyRate', figures)).toBe('960 prenhes de 1.200 expostas');
    expect(rateBasis('weaningRate', figures)).toBe(
      '850 desmamados de 1.200 expostas (base: fêmeas expostas)',
    );
    expect(rateBasis('conceptionRate', figures)).toBe('Sobre 1.100 servidas');
    expect(rateBasis('calvingIntervalDays', figures)).toBeNull();
  });

  it('the target’s verdict, the last service and check, the age', () => {
    expect(targetVerdict(true)).toBe('Na meta');
    expect(targetVerdict(false)).toBe('Fora da meta');
    expect(targetVerdict(null)).toBeNull();
    expect(
      lastServiceText({
        lastService: {
          eventId: 'e',
          kind: 'insemination',
          date: '2025-04-01',
          endsOn: null,
          sire: 'Jaguar',
          inseminator: null,
        },
      }),
    ).toBe('Último serviço: IA em 01/04/2025 — Jaguar');
    expect(lastServiceText({ lastService: null })).toBeNull();
    expect(
      lastCheckText({
        lastDiagnosis: { date: '2025-05-01', result: 'empty', gestationDays: null },
      }),
    ).toBe('Último diagnóstico: Vazia em 01/05/2025');
    expect(monthsText(1)).toBe('1 mês');
    expect(monthsText(8)).toBe('8 meses');
  });
});
