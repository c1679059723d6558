import { describe, expect, it } from 'vitest';
import { eventSummary } from './summary';
import { weaningFigures } from './weaning';

describe('weaningFigures (P205)', () => {
  it('(peso ao desmame − peso ao nascer) ÷ idade × 205 + peso ao nascer', () => {
    // 200 days, 32 kg at birth, 212 kg: (180 / 200) × 205 + 32 = 216.5
    expect(
      weaningFigures({
        weight: 212,
        date: '2026-07-20',
        birthDate: '2026-01-01',
        birthWeight: 32,
        sex: 'M',
      }),
    ).toEqual({ ageDays: 200, p205: 216.5, birthWeightAssumed: false });
  });

  it('an unknown birth weight: 30 kg for a male, 28 kg for a female, said', () => {
    // 164 days: × 1.25.
    const base = { weight: 200, date: '2026-06-14', birthDate: '2026-01-01', birthWeight: null };
    expect(weaningFigures({ ...base, sex: 'M' })).toEqual({
      ageDays: 164,
      p205: 242.5,
      birthWeightAssumed: true,
    });
    expect(weaningFigures({ ...base, sex: 'F' }).p205).toBe(243);
  });

  it('only from 160 to 250 days of age', () => {
    const at = (date: string) =>
      weaningFigures({ weight: 200, date, birthDate: '2026-01-01', birthWeight: 30, sex: 'M' });
    expect(at('2026-06-09')).toMatchObject({ ageDays: 159, p205: null });
    expect(at('2026-06-10').ageDays).toBe(160);
    expect(at('2026-06-10').p205).not.toBeNull();
    expect(at('2026-09-08')).toMatchObject({ ageDays: 250 });
    expect(at('2026-09-08').p205).not.toBeNull();
    expect(at('2026-09-09')).toMatchObject({ ageDays: 251, p205: null });
  });
});

describe('eventSummary', () => {
  it('says each record in Portuguese', () => {
    expect(
      eventSummary('insemination', { sire: 'sêmen Jaguar', inseminator: 'Zé' }, '2025-11-01'),
    ).toBe('IA — sêmen Jaguar, por Zé');
    expect(
      eventSummary('natural_service', { sire: 'touro 77', endsOn: '2026-01-31' }, '2025-11-15'),
    ).toBe('Cobertura — touro 77, de 15/11/2025 a 31/01/2026');
    expect(eventSummary('diagnosis', { result: 'pregnant', gestationDays: 60 }, '2025-12-31')).toBe(
      'Prenhe, 60 dias',
    );
    expect(eventSummary('diagnosis', { result: 'empty' }, '2025-12-31')).toBe('Vazia');
    expect(eventSummary('abortion', {}, '2026-01-10')).toBe('Aborto');
    expect(eventSummary('weaning', { weight: 212, ageDays: 200 }, '2026-07-20')).toBe(
      'Desmame — 212 kg aos 200 dias',
    );
  });
});
