import { describe, expect, it } from 'vitest';
import { SUGGESTED_PROTOCOLS } from './constants';
import {
  addMonths,
  dueDate,
  dueStatus,
  monthOccurrences,
  priorHistory,
  withdrawalEnd,
  type DueFacts,
  type DueRule,
} from './due';

const ruleOf = (name: string, startsOn = '2026-01-01'): DueRule => {
  const p = SUGGESTED_PROTOCOLS.find((s) => s.name.startsWith(name))!;
  return { ...p, startsOn };
};
const facts = (over: Partial<DueFacts>): DueFacts => ({
  birthDate: null,
  entryDate: null,
  doses: 0,
  firstOn: null,
  lastOn: null,
  ...over,
});

describe('dueDate: brucellosis (females 3 to 8 months, one dose)', () => {
  const brucellosis = ruleOf('Brucelose');
  it('falls due at 3 months of age', () => {
    expect(dueDate(brucellosis, facts({ birthDate: '2026-01-10' }), '2026-02-01')).toBe(
      '2026-04-10',
    );
  });
  it('is overdue after, until she passes 8 months; then nothing (B19 never past 8 months)', () => {
    const calf = facts({ birthDate: '2026-01-10' });
    expect(dueStatus(dueDate(brucellosis, calf, '2026-06-01')!, '2026-06-01')).toBe('overdue');
    expect(dueDate(brucellosis, calf, '2026-10-09')).toBe('2026-04-10');
    expect(dueDate(brucellosis, calf, '2026-10-10')).toBeNull();
  });
  it('is done after one dose, and needs a birth date', () => {
    expect(
      dueDate(
        brucellosis,
        facts({ birthDate: '2026-01-10', doses: 1, firstOn: '2026-04-20', lastOn: '2026-04-20' }),
        '2026-05-01',
      ),
    ).toBeNull();
    expect(dueDate(brucellosis, facts({}), '2026-05-01')).toBeNull();
  });
});

describe('dueDate: clostridioses (4 months, booster 30 days, then yearly)', () => {
  const clostridial = ruleOf('Clostridioses');
  const born = '2026-01-31';
  it('first at 4 months (a month without the day: its last day)', () => {
    expect(dueDate(clostridial, facts({ birthDate: born }), '2026-03-01')).toBe('2026-05-31');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });
  it('the booster 30 days after the first, then a year after the last', () => {
    const one = facts({ birthDate: born, doses: 1, firstOn: '2026-06-01', lastOn: '2026-06-01' });
    expect(dueDate(clostridial, one, '2026-06-10')).toBe('2026-07-01');
    const two = facts({ birthDate: born, doses: 2, firstOn: '2026-06-01', lastOn: '2026-07-02' });
    expect(dueDate(clostridial, two, '2026-08-01')).toBe('2027-07-02');
  });
});

describe('dueDate: strategic worming in May, July and September', () => {
  const worming = ruleOf('Vermifugação', '2026-03-10');
  it('never applied: the latest chosen month, not before the protocol began', () => {
    expect(dueDate(worming, facts({}), '2026-04-01')).toBe('2026-05-01');
    expect(dueDate(worming, facts({}), '2026-08-20')).toBe('2026-07-01');
    expect(dueDate(worming, facts({}), '2027-06-01')).toBe('2027-05-01');
  });
  it('applied in the month (or up to 15 days before it): the next chosen month', () => {
    const may = facts({ doses: 1, firstOn: '2026-05-05', lastOn: '2026-05-05' });
    expect(dueDate(worming, may, '2026-05-20')).toBe('2026-07-01');
    const early = facts({ doses: 1, firstOn: '2026-04-20', lastOn: '2026-04-20' });
    expect(dueDate(worming, early, '2026-05-02')).toBe('2026-07-01');
    const old = facts({ doses: 3, firstOn: '2025-05-05', lastOn: '2025-09-05' });
    expect(dueDate(worming, old, '2026-08-01')).toBe('2026-07-01');
  });
  it('the occurrences seen from a day', () => {
    expect(monthOccurrences([5, 7, 9], '2026-03-10', '2026-10-01')).toEqual({
      latest: '2026-09-01',
      next: '2027-05-01',
      afterNext: '2027-07-01',
      fromStart: '2026-05-01',
    });
  });
});

describe('dueDate: rabies yearly from 3 months', () => {
  const rabies = ruleOf('Raiva', '2026-02-01');
  it('never applied: from the protocol start, the entry, or 3 months of age, whichever is later', () => {
    expect(dueDate(rabies, facts({ birthDate: '2020-01-01' }), '2026-03-01')).toBe('2026-02-01');
    expect(
      dueDate(rabies, facts({ birthDate: '2020-01-01', entryDate: '2026-02-20' }), '2026-03-01'),
    ).toBe('2026-02-20');
    expect(dueDate(rabies, facts({ birthDate: '2026-01-15' }), '2026-03-01')).toBe('2026-04-15');
  });
  it('a year after the last dose', () => {
    const done = facts({
      birthDate: '2020-01-01',
      doses: 1,
      firstOn: '2026-02-10',
      lastOn: '2026-02-10',
    });
    expect(dueDate(rabies, done, '2026-03-01')).toBe('2027-02-10');
  });
});

describe('dueStatus and withdrawalEnd', () => {
  it("'Atrasadas' before today, 'Próximos 30 dias' from today to 30 days on", () => {
    expect(dueStatus('2026-05-31', '2026-06-01')).toBe('overdue');
    expect(dueStatus('2026-06-01', '2026-06-01')).toBe('upcoming');
    expect(dueStatus('2026-07-01', '2026-06-01')).toBe('upcoming');
    expect(dueStatus('2026-07-02', '2026-06-01')).toBeNull();
  });
  it('the withdrawal ends the product days after the application; none without days', () => {
    expect(withdrawalEnd('2026-01-01', 35)).toBe('2026-02-05');
    expect(withdrawalEnd('2026-12-20', 21)).toBe('2027-01-10');
    expect(withdrawalEnd('2026-01-01', 0)).toBeNull();
  });
});

describe("priorHistory: 'Histórico anterior ao cadastro' (decision 063)", () => {
  const brucellosis = ruleOf('Brucelose');
  const clostridial = ruleOf('Clostridioses');
  it('a heifer registered at 14 months: her B19 window ended before, so it is not overdue', () => {
    const heifer = facts({ birthDate: '2025-01-10', registeredOn: '2026-03-15' });
    expect(priorHistory(brucellosis, heifer, '2026-04-01')).toBe('2025-04-10');
    // Registered at 5 months (still in the window), she is overdue until she passes 8 months.
    const calf = facts({ birthDate: '2025-10-10', registeredOn: '2026-03-15' });
    expect(priorHistory(brucellosis, calf, '2026-04-01')).toBeNull();
    expect(dueStatus(dueDate(brucellosis, calf, '2026-04-01')!, '2026-04-01')).toBe('overdue');
    // A dose given (even one marked before the registration) ends it.
    const given = { ...heifer, doses: 1, firstOn: '2026-03-14', lastOn: '2026-03-14' };
    expect(priorHistory(brucellosis, given, '2026-04-01')).toBeNull();
  });
  it('without a last age, a first dose due before the registration', () => {
    const steer = facts({ birthDate: '2024-01-01', registeredOn: '2026-03-15' });
    expect(priorHistory(clostridial, steer, '2026-04-01')).toBe('2024-05-01');
    const young = facts({ birthDate: '2026-01-01', registeredOn: '2026-03-15' });
    expect(priorHistory(clostridial, young, '2026-04-01')).toBeNull();
    // A registration after today (a clock ahead) counts as today.
    const ahead = facts({ birthDate: '2024-01-01', registeredOn: '2026-09-01' });
    expect(priorHistory(clostridial, ahead, '2026-04-01')).toBe('2024-05-01');
    expect(priorHistory(clostridial, facts({ birthDate: '2024-01-01' }), '2026-04-01')).toBeNull();
  });
  it('a dose marked before the registration stands for the first ones: no booster after it', () => {
    const marked = facts({
      birthDate: '2024-01-01',
      doses: 1,
      firstOn: '2026-03-14',
      lastOn: '2026-03-14',
      prior: true,
    });
    expect(dueDate(clostridial, marked, '2026-04-01')).toBe('2027-03-14');
    expect(dueDate(clostridial, { ...marked, prior: false }, '2026-04-01')).toBe('2026-04-13');
  });
});
