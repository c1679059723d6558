import { describe, expect, it } from 'vitest';
import {
  batchStepLine,
  diagnosedText,
  expectedCalvingText,
  exposeResultText,
  exposedText,
  nextStep,
  p205Missing,
  p205Text,
  recordSummary,
  seasonPeriod,
  statusCounts,
} from './repro-format';

describe('the reproduction screens’ words', () => {
  it('counts the exposed females in the singular and the plural', () => {
    expect(exposedText(1)).toBe('1 fêmea exposta');
    expect(exposedText(1200)).toBe('1.200 fêmeas expostas');
  });

  it('says a season’s period with its days, both ends counted', () => {
    expect(seasonPeriod({ startsOn: '2026-11-01', endsOn: '2027-01-29' })).toBe(
      '01/11/2026 a 29/01/2027 (90 dias)',
    );
  });

  it('lists the statuses with females, in the module’s order, with their labels', () => {
    const counts = statusCounts({
      empty: 12,
      inseminated: 0,
      covered: 3,
      pregnant: 37,
      calved: 0,
      cull: 1,
    });
    expect(counts.map((c) => `${c.label}: ${c.count}`)).toEqual([
      'Vazia: 12',
      'Coberta: 3',
      'Prenhe: 37',
      'Descarte sugerido: 1',
    ]);
    expect(diagnosedText({ diagnosed: 37, exposed: 1200 })).toBe('Diagnosticadas: 37 de 1.200');
  });

  it('says the expected calving as a day, or as a window', () => {
    expect(expectedCalvingText({ from: '2027-08-12', to: '2027-08-12' })).toBe(
      'Previsão de parto: 12/08/2027',
    );
    expect(expectedCalvingText({ from: '2027-08-12', to: '2027-10-10' })).toBe(
      'Previsão de parto: de 12/08/2027 a 10/10/2027',
    );
  });

  it('says a batch’s step as the vet does, and finds the next one', () => {
    expect(batchStepLine({ day: 8, action: 'Retirada do dispositivo', heads: 48 })).toBe(
      'D8: Retirada do dispositivo — 48 vacas',
    );
    expect(batchStepLine({ day: 10, action: 'Inseminação', heads: 1 })).toBe(
      'D10: Inseminação — 1 vaca',
    );
    const steps = [{ date: '2026-11-01' }, { date: '2026-11-09' }, { date: '2026-11-11' }];
    expect(nextStep(steps, '2026-11-02')).toBe(steps[1]);
    expect(nextStep(steps, '2026-11-11')).toBe(steps[2]);
    expect(nextStep(steps, '2026-11-12')).toBeNull();
  });

  it('says why a weaning has no weight adjusted to 205 days', () => {
    expect(p205Missing(null, '2026-11-01')).toMatch(/Sem data de nascimento/);
    expect(p205Missing('2026-01-01', '2026-06-01')).toBe(
      'Desmamado com 151 dias: o peso ajustado aos 205 dias é dado só entre 160 e 250 dias de idade.',
    );
    expect(p205Missing('2026-01-01', '2026-06-10')).toBeNull();
    expect(p205Missing('2026-01-01', '2026-09-08')).toBeNull();
    expect(p205Missing('2026-01-01', '2026-09-09')).toMatch(/^Desmamado com 251 dias/);
    expect(p205Text(182.44)).toBe('Peso ajustado aos 205 dias: 182,4 kg');
  });

  it('says what an exposure did', () => {
    expect(exposeResultText({ added: 48, alreadyExposed: 0, skipped: 0 })).toBe(
      '48 fêmeas expostas.',
    );
    expect(exposeResultText({ added: 1, alreadyExposed: 2, skipped: 1 })).toBe(
      '1 fêmea exposta; 2 já estavam na estação; 1 deixada de fora (não é fêmea ativa).',
    );
  });

  it('names a waiting record by its females, at most three by brinco', () => {
    expect(recordSummary('Inseminação', ['101', '102'], '2026-11-21')).toBe(
      'Inseminação: 101, 102 (21/11/2026)',
    );
    expect(recordSummary('Cobertura', ['1', '2', '3', '4'])).toBe('Cobertura: 4 fêmeas (1, 2, 3…)');
  });
});
