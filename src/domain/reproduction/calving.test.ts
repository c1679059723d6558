import { describe, expect, it } from 'vitest';
import {
  attributeService,
  breedGroupOf,
  conceptionDate,
  expectedCalving,
  gestationDaysOf,
  type Service,
} from './calving';

const ia = (id: string, date: string): Service => ({
  id,
  kind: 'insemination',
  date,
  endsOn: null,
});
const bull = (id: string, date: string, endsOn: string | null): Service => ({
  id,
  kind: 'natural_service',
  date,
  endsOn,
});

describe('gestation by breed group', () => {
  it('zebu 293, taurine 283, crossbred 288; unknown and Outra read as zebu', () => {
    expect(gestationDaysOf('Nelore')).toBe(293);
    expect(gestationDaysOf('Angus')).toBe(283);
    expect(gestationDaysOf('Girolando')).toBe(288);
    expect(gestationDaysOf(null)).toBe(293);
    expect(gestationDaysOf('Outra')).toBe(293);
    expect(breedGroupOf('Raça inventada')).toBe('zebu');
  });
});

describe('attributeService (Ideagri: the service the days of gestation point to)', () => {
  // IATF on 1 Nov, repasse bull from 15 Nov to 31 Jan.
  const services = [ia('iatf', '2025-11-01'), bull('repasse', '2025-11-15', '2026-01-31')];

  it('an ultrasound of 60 days on 31 Dec points to the IATF (conception 1 Nov)', () => {
    expect(conceptionDate('2025-12-31', 60)).toBe('2025-11-01');
    expect(attributeService(services, '2025-12-31', 60)?.id).toBe('iatf');
  });

  it('within ±10 days of the IATF it is still the IATF', () => {
    expect(attributeService([ia('iatf', '2025-11-01')], '2025-12-31', 52)?.id).toBe('iatf');
  });

  it('a conception inside the bull’s window goes to the repasse', () => {
    expect(attributeService(services, '2026-02-15', 60)?.id).toBe('repasse');
  });

  it('on a tie the later service wins', () => {
    const two = [ia('a', '2025-11-01'), ia('b', '2025-11-11')];
    expect(attributeService(two, '2025-12-31', 55)?.id).toBe('b');
  });

  it('beyond the tolerance: the last service before the conception', () => {
    const two = [ia('a', '2025-10-01'), ia('b', '2025-12-01')];
    // Conception 5 Nov: 35 days after a, 26 before b.
    expect(attributeService(two, '2026-01-04', 60)?.id).toBe('a');
  });

  it('a conception before every service: the nearest', () => {
    expect(attributeService([ia('a', '2025-12-01')], '2026-01-10', 90)?.id).toBe('a');
  });

  it('without days of gestation: the last service before the check', () => {
    expect(attributeService(services, '2026-03-01', null)?.id).toBe('repasse');
    expect(attributeService(services, '2025-11-10', null)?.id).toBe('iatf');
  });

  it('services after the check are never the pregnancy’s; none before gives null', () => {
    expect(attributeService([ia('late', '2026-01-01')], '2025-12-01', null)).toBeNull();
    expect(attributeService([], '2025-12-01', 40)).toBeNull();
  });
});

describe('expectedCalving (Previsão de parto)', () => {
  it('an insemination: its day + the breed’s gestation', () => {
    expect(expectedCalving(ia('a', '2025-11-01'), 'Nelore', '2025-12-31', 60)).toEqual({
      from: '2026-08-21',
      to: '2026-08-21',
    });
    expect(expectedCalving(ia('a', '2025-11-01'), 'Angus', '2025-12-31', null).from).toBe(
      '2026-08-11',
    );
  });

  it('a bull without days of gestation: his entry and exit, each + gestation', () => {
    expect(
      expectedCalving(bull('b', '2025-11-15', '2026-01-31'), 'Mestiço', '2026-03-01', null),
    ).toEqual({ from: '2026-08-30', to: '2026-11-15' });
  });

  it('a bull still in: the window closes at the check', () => {
    expect(expectedCalving(bull('b', '2025-11-15', null), 'Nelore', '2026-01-10', null)).toEqual({
      from: '2026-09-04',
      to: '2026-10-30',
    });
  });

  it('a bull with days of gestation: the conception kept inside his window', () => {
    const b = bull('b', '2025-11-15', '2026-01-31');
    expect(expectedCalving(b, 'Nelore', '2026-02-15', 60).from).toBe('2026-10-06');
    // 120 days before 15 Feb is 18 Oct, before he went in: his entry.
    expect(expectedCalving(b, 'Nelore', '2026-02-15', 120)).toEqual({
      from: '2026-09-04',
      to: '2026-09-04',
    });
  });
});
