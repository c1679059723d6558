import { ANIMAL_UNIT_KG } from './constants';

/*
 * A paddock's stocking and yield (issue 42 items 5 and 6): animal units, UA/ha, '@/ha/ano', and
 * the words of its state. Pure: the server sums the weights in SQL and hands the totals here.
 */

/** Animal units of a live weight: kg ÷ 450. */
export const animalUnits = (liveWeightKg: number): number => liveWeightKg / ANIMAL_UNIT_KG;

/** UA per hectare; null without an area. */
export function unitsPerHectare(units: number, areaHa: number | null): number | null {
  if (areaHa === null || !(areaHa > 0)) return null;
  return units / areaHa;
}

/** '@/ha/ano': kg gained ÷ 30 (carcass at 50 %: one arroba of live weight) ÷ area. */
export function arrobasPerHectare(kgGained: number, areaHa: number | null): number | null {
  if (areaHa === null || !(areaHa > 0)) return null;
  return kgGained / 30 / areaHa;
}

/** Whether a paddock carries more than its capacity for the season (both in UA/ha). */
export const overCapacity = (uaPerHa: number | null, capacity: number | null): boolean =>
  uaPerHa !== null && capacity !== null && capacity > 0 && uaPerHa > capacity;

const days = (n: number) => (n === 1 ? '1 dia' : `${n} dias`);
const heads = (n: number) => (n === 1 ? '1 cabeça' : `${n} cabeças`);

/** What a paddock's card says of it: who is in it, or how long it has rested. */
export type PaddockState =
  | { kind: 'occupied'; days: number; lotName: string | null; heads: number }
  | { kind: 'resting'; days: number }
  | { kind: 'never' };

/** 'Ocupado há 5 dias (Lote 3, 120 cabeças)', 'Em descanso há 23 dias', 'Sem ocupação registrada'. */
export function paddockStateText(state: PaddockState): string {
  switch (state.kind) {
    case 'occupied': {
      const who = [state.lotName, heads(state.heads)].filter(Boolean).join(', ');
      return `Ocupado há ${days(state.days)} (${who})`;
    }
    case 'resting':
      return `Em descanso há ${days(state.days)}`;
    default:
      return 'Sem ocupação registrada';
  }
}

/**
 * 'Pronto para entrada': a paddock resting whose rest has reached its target days, or whose last
 * measured height (taken during this rest) has reached the grass's entry height.
 */
export function readyForEntry(input: {
  state: PaddockState;
  restTargetDays: number | null;
  measuredHeightCm: number | null;
  entryHeightCm: number | null;
}): boolean {
  const { state, restTargetDays, measuredHeightCm, entryHeightCm } = input;
  if (state.kind !== 'resting') return false;
  if (restTargetDays !== null && state.days >= restTargetDays) return true;
  return measuredHeightCm !== null && entryHeightCm !== null && measuredHeightCm >= entryHeightCm;
}
