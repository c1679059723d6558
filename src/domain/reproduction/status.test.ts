import { describe, expect, it } from 'vitest';
import { femaleGroupOf, readStatus, seasonState, type SeasonRecord } from './status';

const ia = (id: string, date: string): SeasonRecord => ({
  id,
  kind: 'insemination',
  date,
  endsOn: null,
});
const bull = (id: string, date: string, endsOn: string | null = null): SeasonRecord => ({
  id,
  kind: 'natural_service',
  date,
  endsOn,
});
const check = (
  id: string,
  date: string,
  result: 'pregnant' | 'empty' | 'inconclusive',
  gestationDays: number | null = null,
): SeasonRecord => ({ id, kind: 'diagnosis', date, result, gestationDays });

describe('seasonState', () => {
  it('no record: Vazia, nothing to show', () => {
    expect(seasonState([], 'Nelore')).toMatchObject({
      status: 'empty',
      lastService: null,
      lastDiagnosis: null,
      diagnosed: false,
      expectedCalving: null,
    });
  });

  it('served: Inseminada or Coberta by the last service', () => {
    expect(seasonState([ia('a', '2025-11-01')], null).status).toBe('inseminated');
    expect(seasonState([ia('a', '2025-11-01'), bull('b', '2025-11-15')], null).status).toBe(
      'covered',
    );
  });

  it('a pregnant check: Prenhe, attributed to its service, with Previsão de parto', () => {
    const s = seasonState(
      [check('d', '2025-12-31', 'pregnant', 60), bull('b', '2025-11-15'), ia('a', '2025-11-01')],
      'Nelore',
    );
    expect(s.status).toBe('pregnant');
    expect(s.diagnosed).toBe(true);
    expect(s.pregnancyService?.id).toBe('a');
    expect(s.expectedCalving).toEqual({ from: '2026-08-21', to: '2026-08-21' });
    expect(s.lastService?.id).toBe('b');
    expect(s.lastDiagnosis).toEqual({
      id: 'd',
      date: '2025-12-31',
      result: 'pregnant',
      gestationDays: 60,
    });
  });

  it('a check on the service’s day comes after it; a service after the check reopens her', () => {
    expect(
      seasonState([check('d', '2025-11-01', 'empty'), ia('a', '2025-11-01')], null),
    ).toMatchObject({ status: 'empty', diagnosed: true });
    expect(
      seasonState(
        [ia('a', '2025-11-01'), check('d', '2025-12-01', 'empty'), bull('b', '2025-12-05')],
        null,
      ),
    ).toMatchObject({ status: 'covered', diagnosed: false });
  });

  it('an inconclusive check changes nothing: still to check', () => {
    const s = seasonState([ia('a', '2025-11-01'), check('d', '2025-12-01', 'inconclusive')], null);
    expect(s).toMatchObject({ status: 'inseminated', diagnosed: false });
    expect(s.lastDiagnosis?.result).toBe('inconclusive');
  });

  it('an abortion after a pregnancy: Vazia', () => {
    const s = seasonState(
      [
        ia('a', '2025-11-01'),
        check('d', '2025-12-31', 'pregnant'),
        { id: 'x', kind: 'abortion', date: '2026-02-01' },
      ],
      null,
    );
    expect(s).toMatchObject({ status: 'empty', expectedCalving: null, pregnancyService: null });
  });

  it('pregnant with no service recorded: Prenhe without a forecast', () => {
    expect(seasonState([check('d', '2025-12-31', 'pregnant', 60)], null)).toMatchObject({
      status: 'pregnant',
      expectedCalving: null,
    });
  });
});

describe('readStatus', () => {
  const facts = {
    group: 'cow' as const,
    calvedOn: null,
    seasonEndsOn: '2026-01-31',
    today: '2026-01-15',
    emptyBefore: false,
  };
  it('a pregnant female that calved: Parida', () => {
    expect(readStatus('pregnant', { ...facts, calvedOn: '2026-08-20' })).toBe('calved');
    expect(readStatus('pregnant', facts)).toBe('pregnant');
  });
  it('a heifer empty once her season ended: Descarte sugerido', () => {
    expect(readStatus('empty', { ...facts, group: 'heifer' })).toBe('empty');
    expect(readStatus('empty', { ...facts, group: 'heifer', today: '2026-02-01' })).toBe('cull');
  });
  it('a cow empty in two seasons running: Descarte sugerido; in one, Vazia', () => {
    const ended = { ...facts, today: '2026-03-01' };
    expect(readStatus('empty', ended)).toBe('empty');
    expect(readStatus('empty', { ...ended, emptyBefore: true })).toBe('cull');
    expect(readStatus('empty', { ...ended, group: 'primiparous', emptyBefore: true })).toBe('cull');
    expect(readStatus('inseminated', { ...ended, emptyBefore: true })).toBe('inseminated');
  });
  it('groups by calvings', () => {
    expect([0, 1, 2, 5].map(femaleGroupOf)).toEqual(['heifer', 'primiparous', 'cow', 'cow']);
  });
});
