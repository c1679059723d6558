import { animalIds, animalPerformance, sortWeighings, type Weighing } from './weighing';

type HerdWeighing = Pick<Weighing, 'animalId' | 'weighingDate' | 'weight' | 'notes'> & {
  createdAt?: string;
};

/** One animal's line in the herd report ('Relatório do rebanho') and the weighings export. */
export interface AnimalSummary {
  animalId: string;
  weighings: number;
  firstDate: string;
  lastDate: string;
  lastWeight: number;
  /** kg, last − first (0 with one weighing). */
  totalGain: number;
  /** Days between the first and last weighing. */
  days: number;
  /** kg/day, (last − first) / days (animalPerformance); null with fewer than 2 weighings. */
  dailyGain: number | null;
}

/**
 * Every animal's summary, in the dropdown's order (animalIds).
 * @example
 * herdPerformance([{ animalId: 'A', weighingDate: '2025-01-01', weight: 300, notes: null },
 *                  { animalId: 'A', weighingDate: '2025-03-02', weight: 348, notes: null }])
 * //=> [{ animalId: 'A', weighings: 2, lastWeight: 348, totalGain: 48, days: 60, dailyGain: 0.8, ... }]
 */
export function herdPerformance(weighings: readonly HerdWeighing[]): AnimalSummary[] {
  const byAnimal = new Map<string, HerdWeighing[]>();
  for (const w of weighings) {
    const list = byAnimal.get(w.animalId) ?? [];
    list.push(w);
    byAnimal.set(w.animalId, list);
  }
  return animalIds(weighings).map((animalId) => {
    const sorted = sortWeighings(byAnimal.get(animalId)!);
    const first = sorted[0]!;
    const last = sorted.at(-1)!;
    const performance = animalPerformance(sorted);
    return {
      animalId,
      weighings: sorted.length,
      firstDate: first.weighingDate,
      lastDate: last.weighingDate,
      lastWeight: last.weight,
      totalGain: performance?.totalGain ?? 0,
      days: performance?.days ?? 0,
      dailyGain: performance ? performance.dailyGain : null,
    };
  });
}
