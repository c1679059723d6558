import { describe, expect, it } from 'vitest';
import { formatNumber } from '../format';
import {
  animalIds,
  animalPerformance,
  sortWeighings,
  FUTURE_WEIGHING_MESSAGE,
  WEIGHING_MESSAGES,
  weighingSchema,
  weighingAnimalId,
  weighingSchemaAt,
  weighingSchemaUntil,
} from './weighing';

const valid = { animalId: 'BR-0042', weighingDate: '2025-03-07', weight: 412.5, notes: null };

const messageOf = (input: unknown) => {
  const result = weighingSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('weighingSchema', () => {
  it('accepts a weighing; trims the id and the notes; empty notes become null', () => {
    expect(
      weighingSchema.parse({ ...valid, animalId: ' BR-0042 ', notes: '  Vermifugado ' }),
    ).toEqual({ ...valid, notes: 'Vermifugado', batchId: null });
    for (const notes of [undefined, null, '', '  ']) {
      expect(weighingSchema.parse({ ...valid, notes }).notes).toBeNull();
    }
  });

  it('requires an animal id of at most 40 characters', () => {
    expect(messageOf({ ...valid, animalId: '' })).toBe('Identificação do animal é obrigatória');
    expect(messageOf({ ...valid, animalId: '   ' })).toBe('Identificação do animal é obrigatória');
    expect(messageOf({ ...valid, animalId: undefined })).toBe(
      'Identificação do animal é obrigatória',
    );
    expect(messageOf({ ...valid, animalId: 'x'.repeat(40) })).toBeNull();
    expect(messageOf({ ...valid, animalId: 'x'.repeat(41) })).toBe('Identificação muito longa');
  });

  it('requires a real calendar date between 2000 and 2100', () => {
    expect(messageOf({ ...valid, weighingDate: '' })).toBe('Data da pesagem é obrigatória');
    expect(messageOf({ ...valid, weighingDate: undefined })).toBe('Data da pesagem é obrigatória');
    expect(messageOf({ ...valid, weighingDate: '2025-02-30' })).toBe('Data inválida');
    expect(messageOf({ ...valid, weighingDate: '07/03/2025' })).toBe('Data inválida');
    expect(messageOf({ ...valid, weighingDate: '2024-02-29' })).toBeNull();
    expect(messageOf({ ...valid, weighingDate: '2000-01-01' })).toBeNull();
    expect(messageOf({ ...valid, weighingDate: '1999-12-31' })).toBe('Data inválida');
    expect(messageOf({ ...valid, weighingDate: '2100-12-31' })).toBeNull();
    expect(messageOf({ ...valid, weighingDate: '2101-01-01' })).toBe('Data inválida');
  });

  it('refuses a date after today in São Paulo, not in UTC', () => {
    // 08/03/2025 02:00 UTC is still 07/03 23:00 in São Paulo.
    const lateEvening = weighingSchemaAt(new Date('2025-03-08T02:00:00Z'));
    const check = (weighingDate: string) => {
      const result = lateEvening.safeParse({ ...valid, weighingDate });
      return result.success ? null : result.error.issues[0]!.message;
    };
    expect(check('2025-03-07')).toBeNull();
    expect(check('2025-01-10')).toBeNull();
    expect(check('2025-03-08')).toBe(FUTURE_WEIGHING_MESSAGE);
    expect(check('2026-01-01')).toBe(FUTURE_WEIGHING_MESSAGE);
    expect(check('2025-02-30')).toBe('Data inválida');
    expect(check('')).toBe('Data da pesagem é obrigatória');
    // Three hours later it is 08/03 in São Paulo too.
    const nextMorning = weighingSchemaAt(new Date('2025-03-08T03:00:00Z'));
    expect(nextMorning.safeParse({ ...valid, weighingDate: '2025-03-08' }).success).toBe(true);
    // Everything else is the plain schema's.
    expect(lateEvening.parse({ ...valid, animalId: ' BR-0042 ', notes: '  ' })).toEqual({
      ...valid,
      batchId: null,
    });
  });

  it('takes a weight above 0 and up to 1.500 kg (a grown bull)', () => {
    expect(messageOf({ ...valid, weight: 0 })).toBe('Peso deve ser maior que zero');
    expect(messageOf({ ...valid, weight: -10 })).toBe('Peso deve ser maior que zero');
    expect(messageOf({ ...valid, weight: 0.1 })).toBeNull();
    expect(messageOf({ ...valid, weight: 1500 })).toBeNull();
    expect(messageOf({ ...valid, weight: 1500.1 })).toBe('Peso muito alto');
    expect(messageOf({ ...valid, weight: undefined })).toBe('Campo obrigatório');
    expect(messageOf({ ...valid, weight: Number.NaN })).toBe('Informe um número válido');
  });

  it('limits the notes to 500 characters', () => {
    expect(messageOf({ ...valid, notes: 'x'.repeat(500) })).toBeNull();
    expect(messageOf({ ...valid, notes: 'x'.repeat(501) })).toBe('Observações muito longas');
  });
});

// One steer weighed four times, entered out of order; the last weighing is a loss.
const steer = [
  { weighingDate: '2025-02-10', weight: 330.4, notes: null, createdAt: '2025-02-10T12:00:00Z' },
  {
    weighingDate: '2025-01-10',
    weight: 300.2,
    notes: 'Entrada',
    createdAt: '2025-01-10T12:00:00Z',
  },
  { weighingDate: '2025-02-24', weight: 327.9, notes: null, createdAt: '2025-02-24T12:00:00Z' },
  { weighingDate: '2025-01-25', weight: 318.6, notes: null, createdAt: '2025-01-25T12:00:00Z' },
];

describe('weighingAnimalId (decision 039)', () => {
  it('stores an EID however typed as its 15 digits, a brinco as typed', () => {
    expect(weighingAnimalId('982 000123456789')).toBe('982000123456789');
    expect(weighingAnimalId('0982000123456789')).toBe('982000123456789');
    expect(weighingAnimalId('LA 982 000123456789')).toBe('982000123456789');
    expect(weighingAnimalId('BR-0042')).toBe('BR-0042');
    expect(weighingAnimalId('9.82E+14')).toBe('9.82E+14');
    expect(weighingAnimalId('98200012345678')).toBe('98200012345678');
  });

  it('is what the schema of a day gives', () => {
    const parsed = weighingSchemaUntil('2025-03-07').parse({
      ...valid,
      animalId: ' 982 000123456789 ',
    });
    expect(parsed.animalId).toBe('982000123456789');
  });
});

describe('animalPerformance', () => {
  it('needs at least 2 weighings', () => {
    expect(animalPerformance([])).toBeNull();
    expect(animalPerformance([steer[0]!])).toBeNull();
  });

  it('computes gain and GMD by hand, with the change from each previous weighing', () => {
    const p = animalPerformance(steer)!;
    // 10/01 → 24/02/2025 = 45 days; 327,9 − 300,2 = 27,7 kg; 27,7 / 45 = 0,61556 kg/day
    expect(p.initialWeight).toBe(300.2);
    expect(p.currentWeight).toBe(327.9);
    expect(p.days).toBe(45);
    expect(p.totalGain).toBeCloseTo(27.7, 9);
    expect(p.dailyGain).toBeCloseTo(0.615555556, 9);
    expect(formatNumber(p.dailyGain, 3)).toBe('0,616');
    expect(formatNumber(p.totalGain, 1)).toBe('27,7');
    expect(p.history.map((h) => h.weighing.weighingDate)).toEqual([
      '2025-01-10',
      '2025-01-25',
      '2025-02-10',
      '2025-02-24',
    ]);
    // 318,6 − 300,2 = 18,4; 330,4 − 318,6 = 11,8; 327,9 − 330,4 = −2,5 (rounded, no binary dust)
    expect(p.history.map((h) => h.change)).toEqual([null, 18.4, 11.8, -2.5]);
  });

  it('matches the documented example: 48 kg in 60 days is 0,8 kg/day', () => {
    const p = animalPerformance([
      { weighingDate: '2025-01-01', weight: 300, notes: null },
      { weighingDate: '2025-03-02', weight: 348, notes: null },
    ])!;
    expect(p).toMatchObject({ initialWeight: 300, currentWeight: 348, totalGain: 48, days: 60 });
    expect(p.dailyGain).toBeCloseTo(0.8, 12);
  });

  it('gives a GMD of 0 when both weighings are on the same day', () => {
    const p = animalPerformance([
      { weighingDate: '2025-05-01', weight: 250, notes: null, createdAt: '2025-05-01T10:00:00Z' },
      { weighingDate: '2025-05-01', weight: 252, notes: null, createdAt: '2025-05-01T11:00:00Z' },
    ])!;
    expect(p.days).toBe(0);
    expect(p.totalGain).toBe(2);
    expect(p.dailyGain).toBe(0);
    expect(p.currentWeight).toBe(252);
  });

  it('shows a negative GMD for an animal that lost weight', () => {
    // 400 → 380 kg in 40 days (01/03 → 10/04/2025): −0,5 kg/day
    const p = animalPerformance([
      { weighingDate: '2025-04-10', weight: 380, notes: null },
      { weighingDate: '2025-03-01', weight: 400, notes: null },
    ])!;
    expect(p.days).toBe(40);
    expect(p.totalGain).toBe(-20);
    expect(p.dailyGain).toBe(-0.5);
  });
});

describe('sortWeighings', () => {
  it('orders by date, then by the order of entry, without changing the input', () => {
    const input = [
      { weighingDate: '2025-01-02', createdAt: '2025-01-02T09:00:00Z', id: 'c' },
      { weighingDate: '2025-01-01', createdAt: '2025-01-05T09:00:00Z', id: 'b' },
      { weighingDate: '2025-01-01', createdAt: '2025-01-01T09:00:00Z', id: 'a' },
    ];
    expect(sortWeighings(input).map((w) => w.id)).toEqual(['a', 'b', 'c']);
    expect(input.map((w) => w.id)).toEqual(['c', 'b', 'a']);
  });
});

describe('animalIds', () => {
  it('lists each animal once, in natural order', () => {
    const ids = ['10', 'Boi 2', '2', '1', '10', 'boi 10', 'Boi 2'].map((animalId) => ({
      animalId,
    }));
    expect(animalIds(ids)).toEqual(['1', '2', '10', 'Boi 2', 'boi 10']);
    expect(animalIds([])).toEqual([]);
  });
});

describe('WEIGHING_MESSAGES', () => {
  it('keeps the spec texts verbatim', () => {
    expect(WEIGHING_MESSAGES).toEqual({
      needTwo: 'É necessário pelo menos 2 pesagens para calcular o desempenho.',
      selectAnimal: 'Selecione um animal para visualizar o desempenho.',
      empty: 'Nenhuma pesagem registrada. Adicione pesagens para começar.',
    });
  });
});
