import { z } from 'zod';
import { normalizeEid } from '../herd/eid';
import { positive, roundTo, safeDivide } from '../calculators/common';
import { optionalText, text } from '../text';
import { daysBetween, isIsoDate, todayIn } from './dates';

/**
 * The heaviest weighing accepted, kg: a grown bull (decision 037; the spec's 1.000 kg stays the
 * bound of a category's or a lot's average weight).
 */
export const MAX_WEIGHING_KG = 1500;

/** A weighing (spec section 5 "Weighing"). */
export const weighingSchema = z.object({
  animalId: text('Identificação do animal é obrigatória')
    .min(1, { error: 'Identificação do animal é obrigatória' })
    .max(40, { error: 'Identificação muito longa' }),
  /** Calendar date, YYYY-MM-DD. */
  weighingDate: z
    .string({ error: 'Data da pesagem é obrigatória' })
    .min(1, { error: 'Data da pesagem é obrigatória' })
    .refine(isIsoDate, { error: 'Data inválida' })
    .refine((d) => d >= '2000-01-01' && d <= '2100-12-31', { error: 'Data inválida' }),
  /** kg of live weight. */
  weight: positive('Peso deve ser maior que zero').max(MAX_WEIGHING_KG, {
    error: 'Peso muito alto',
  }),
  /** Trimmed; empty becomes null. */
  notes: optionalText('Observações inválidas', 500, 'Observações muito longas'),
  /** The lot ('Lote') the animal was weighed in: one of the farm's open lots, or null. */
  batchId: z
    .uuid({ error: 'Lote não encontrado.' })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
});

/**
 * The id a weighing is stored under (decisions 037 and 039): an EID however written (spaces, a
 * leading zero, a reader's prefix) as its 15 digits, so each way of typing it is one animal; a
 * brinco as typed.
 * @example weighingAnimalId('982 000123456789') //=> '982000123456789'
 * @example weighingAnimalId('BR-12') //=> 'BR-12'
 */
export function weighingAnimalId(id: string): string {
  return normalizeEid(id) ?? id;
}

export const FUTURE_WEIGHING_MESSAGE = 'Data da pesagem não pode ser depois de hoje';

/**
 * The weighing schema on a given day ('YYYY-MM-DD'): a weighing dated after it is refused
 * (decisions.md "Dates"), and an EID is read into its 15 digits (weighingAnimalId): every entry
 * path (the form, /api/weighings, /api/v1, the import) validates with it. The browser and the server each pass São Paulo's today.
 */
export function weighingSchemaUntil(today: string) {
  return weighingSchema.extend({
    animalId: weighingSchema.shape.animalId.transform(weighingAnimalId),
    weighingDate: weighingSchema.shape.weighingDate.refine((date) => date <= today, {
      error: FUTURE_WEIGHING_MESSAGE,
    }),
  });
}

/**
 * The weighing schema at the moment `now`, with São Paulo's today as the last allowed date.
 * @example
 * weighingSchemaAt(new Date('2025-03-08T02:00:00Z')) // 07/03 23:00 in São Paulo
 *   .safeParse({ animalId: 'BR-1', weighingDate: '2025-03-08', weight: 300 }).success //=> false
 */
export function weighingSchemaAt(now: Date) {
  return weighingSchemaUntil(todayIn(now));
}

export type WeighingInput = z.input<typeof weighingSchema>;
export type WeighingData = z.output<typeof weighingSchema>;

export interface Weighing extends WeighingData {
  id: string;
  createdAt: string;
}

export const WEIGHING_MESSAGES = {
  needTwo: 'É necessário pelo menos 2 pesagens para calcular o desempenho.',
  selectAnimal: 'Selecione um animal para visualizar o desempenho.',
  empty: 'Nenhuma pesagem registrada. Adicione pesagens para começar.',
} as const;

export interface PerformanceEntry {
  weighing: Pick<Weighing, 'weighingDate' | 'weight' | 'notes'> & { id?: string };
  /** kg since the previous weighing; null for the first. */
  change: number | null;
}

export interface AnimalPerformance {
  initialWeight: number;
  currentWeight: number;
  totalGain: number;
  days: number;
  /** kg/day: (last − first) / days between them; 0 when the days are 0 (spec section 9). */
  dailyGain: number;
  history: PerformanceEntry[];
}

/** Weighings by date, then by the order they were entered. */
export function sortWeighings<T extends Pick<Weighing, 'weighingDate'> & { createdAt?: string }>(
  weighings: readonly T[],
): T[] {
  return [...weighings].sort(
    (a, b) =>
      a.weighingDate.localeCompare(b.weighingDate) ||
      (a.createdAt ?? '').localeCompare(b.createdAt ?? ''),
  );
}

/**
 * One animal's performance from its weighings (spec sections 2.12 and 9): null with fewer than 2.
 * @example
 * animalPerformance([{ weighingDate: '2025-01-01', weight: 300, notes: null },
 *                    { weighingDate: '2025-03-02', weight: 348, notes: null }])
 * //=> { initialWeight: 300, currentWeight: 348, totalGain: 48, days: 60, dailyGain: 0.8, ... }
 */
export function animalPerformance(
  weighings: ReadonlyArray<
    Pick<Weighing, 'weighingDate' | 'weight' | 'notes'> & { id?: string; createdAt?: string }
  >,
): AnimalPerformance | null {
  if (weighings.length < 2) return null;
  const sorted = sortWeighings(weighings);
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  const days = daysBetween(first.weighingDate, last.weighingDate);
  const totalGain = last.weight - first.weight;
  return {
    initialWeight: first.weight,
    currentWeight: last.weight,
    totalGain,
    days,
    dailyGain: days === 0 ? 0 : (safeDivide(totalGain, days) ?? 0),
    history: sorted.map((weighing, i) => ({
      weighing,
      change: i === 0 ? null : roundTo(weighing.weight - sorted[i - 1]!.weight, 6),
    })),
  };
}

/** The animal ids that have weighings, sorted for the dropdown. */
export function animalIds(weighings: ReadonlyArray<Pick<Weighing, 'animalId'>>): string[] {
  return [...new Set(weighings.map((w) => w.animalId))].sort((a, b) =>
    a.localeCompare(b, 'pt-BR', { numeric: true }),
  );
}
