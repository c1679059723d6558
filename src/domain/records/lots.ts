import { z } from 'zod';
import { DAYS_PER_MONTH, int, positive, positiveMoney } from '../calculators/common';
import { text } from '../text';
import { daysBetween, isIsoDate } from './dates';
import { cursorParam, pageLimitSchema } from './paging';
import { sortWeighings, type Weighing } from './weighing';

/*
 * Lots ('Lotes'): the spec's batch schema (section 3: batch_name, quantity, initial_weight,
 * final_weight optional, purchase_price, purchase_date; 'Nome muito longo' above 100
 * characters), kept per farm inside the weighing module (decision 016). The farm_name of the
 * spec's schema is the lot's farm itself.
 */

const purchaseDate = z
  .string({ error: 'Data da compra é obrigatória' })
  .min(1, { error: 'Data da compra é obrigatória' })
  .refine(isIsoDate, { error: 'Data inválida' })
  .refine((d) => d >= '2000-01-01' && d <= '2100-12-31', { error: 'Data inválida' });

export const lotSchema = z.object({
  name: text('Nome do lote é obrigatório')
    .min(1, { error: 'Nome do lote é obrigatório' })
    .max(100, { error: 'Nome muito longo' }),
  quantity: int()
    .min(1, { error: 'Quantidade deve ser maior que zero' })
    .max(100000, { error: 'Quantidade não pode exceder 100.000 cabeças' }),
  /** kg of live weight per head at purchase. */
  initialWeight: positive('Peso inicial deve ser maior que zero').max(1000, {
    error: 'Peso inicial não pode exceder 1.000 kg',
  }),
  /** kg per head at sale; optional. */
  finalWeight: positive('Peso final deve ser maior que zero')
    .max(1000, { error: 'Peso final não pode exceder 1.000 kg' })
    .nullish()
    .transform((v) => v ?? null),
  /** R$ per head. */
  purchasePrice: positiveMoney('Preço de compra deve ser maior que zero'),
  /** YYYY-MM-DD. */
  purchaseDate,
});

export type LotInput = z.input<typeof lotSchema>;
export type LotData = z.output<typeof lotSchema>;

/** A lot as the API returns it (GET /api/lots). */
export interface Lot extends Omit<LotData, 'purchasePrice'> {
  id: string;
  /** R$ per head; null for 'Campo', who sees no money. */
  purchasePrice: number | null;
  /** When the lot was closed (ISO), null while open: only open lots take new weighings. */
  closedAt: string | null;
  createdAt: string;
  figures: LotFigures;
}

export interface LotFigures {
  /** Animals with at least one weighing in the lot. */
  headsWeighed: number;
  /** Mean of each animal's last weight in the lot, kg; null without weighings. */
  averageWeight: number | null;
  /** Mean of the animals' GMDs (kg/day), over animals weighed on two or more days; null with none. */
  averageDailyGain: number | null;
  /** Σ (last − first) per animal, kg. */
  totalGain: number;
  /** Days from the purchase date to `today` (0 when bought in the future). */
  daysSincePurchase: number;
  /** The latest weighing date in the lot, YYYY-MM-DD; null without weighings. */
  lastWeighingDate: string | null;
  /**
   * Active animals of the registry in the lot (decision 042). When above 0 they are the lot's
   * heads, and the figures above come from their weighings (under their brinco or EID) rather
   * than from the weighings that name the lot. Absent or 0: the lot's typed quantity and its
   * weighings, as before.
   */
  registered?: number;
}

type LotWeighing = Pick<Weighing, 'animalId' | 'weighingDate' | 'weight'> & { createdAt?: string };

/**
 * A lot's figures from its weighings (the ones naming the lot), the way the dashboard averages
 * GMD: per animal, first and last weighing by date then entry; animals whose first and last
 * dates are equal are left out of the average; the per-animal gains are averaged.
 * @example
 * lotFigures([{ animalId: 'A', weighingDate: '2025-01-01', weight: 300 },
 *             { animalId: 'A', weighingDate: '2025-01-31', weight: 330 }], '2024-12-01', '2025-02-01')
 * //=> { headsWeighed: 1, averageWeight: 330, averageDailyGain: 1, totalGain: 30, daysSincePurchase: 62, lastWeighingDate: '2025-01-31' }
 */
export function lotFigures(
  weighings: readonly LotWeighing[],
  purchaseDate: string,
  today: string,
): LotFigures {
  const byAnimal = new Map<string, LotWeighing[]>();
  for (const w of weighings) {
    const list = byAnimal.get(w.animalId) ?? [];
    list.push(w);
    byAnimal.set(w.animalId, list);
  }
  let weightSum = 0;
  let totalGain = 0;
  const gains: number[] = [];
  let lastWeighingDate: string | null = null;
  for (const list of byAnimal.values()) {
    const sorted = sortWeighings(list);
    const first = sorted[0]!;
    const last = sorted[sorted.length - 1]!;
    weightSum += last.weight;
    totalGain += last.weight - first.weight;
    const days = daysBetween(first.weighingDate, last.weighingDate);
    if (days > 0) gains.push((last.weight - first.weight) / days);
    if (!lastWeighingDate || last.weighingDate > lastWeighingDate) {
      lastWeighingDate = last.weighingDate;
    }
  }
  const heads = byAnimal.size;
  return {
    headsWeighed: heads,
    averageWeight: heads ? weightSum / heads : null,
    averageDailyGain: gains.length ? gains.reduce((a, b) => a + b, 0) / gains.length : null,
    totalGain,
    daysSincePurchase: Math.max(0, daysBetween(purchaseDate, today)),
    lastWeighingDate,
  };
}

export type Projection =
  | { kind: 'date'; date: string; days: number }
  /** The average weight already reaches the target. */
  | { kind: 'reached' }
  /** No average gain yet, or the lot is losing weight: no date can be projected. */
  | { kind: 'unknown' };

/**
 * When the lot's average weight reaches `target` kg at its average GMD, counted from its last
 * weighing date: days = ceil((target − average) / GMD).
 */
export function projectTarget(figures: LotFigures, target: number): Projection {
  const { averageWeight, averageDailyGain, lastWeighingDate } = figures;
  if (averageWeight === null || lastWeighingDate === null) return { kind: 'unknown' };
  if (averageWeight >= target) return { kind: 'reached' };
  if (averageDailyGain === null || averageDailyGain <= 0) return { kind: 'unknown' };
  const days = Math.ceil((target - averageWeight) / averageDailyGain);
  if (!Number.isFinite(days) || days > 3650) return { kind: 'unknown' };
  const date = new Date(`${lastWeighingDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return { kind: 'date', date: date.toISOString().slice(0, 10), days };
}

/** Whole months since purchase (30-day months, at least 1) for the results calculator. */
export function monthsSincePurchase(daysSincePurchase: number): number {
  return Math.max(1, Math.round(daysSincePurchase / DAYS_PER_MONTH));
}

/**
 * The lot's warning when more animals were weighed in it than it has heads (a typo in an ear tag,
 * animals weighed into the wrong lot, or a quantity that was never updated); null otherwise.
 * @example
 * overWeighedWarning(10, 12) //=> 'Mais animais pesados (12) do que cabeças no lote (10). Confira as identificações ou a quantidade do lote.'
 */
export function overWeighedWarning(quantity: number, headsWeighed: number): string | null {
  if (headsWeighed <= quantity) return null;
  return `Mais animais pesados (${headsWeighed}) do que cabeças no lote (${quantity}). Confira as identificações ou a quantidade do lote.`;
}

export const LOT_MESSAGES = {
  empty: 'Nenhum lote cadastrado. Crie um lote para acompanhar o desempenho do grupo.',
  closed: 'Lote encerrado: não recebe novas pesagens.',
  notFound: 'Lote não encontrado.',
} as const;

/** A lot's place in the list (open first, then by name in natural order): group, name, id. */
export interface LotCursor {
  closed: boolean;
  name: string;
  id: string;
}

/** The query of GET /api/lots: `before` (the `next` of the page before) and `limit` (1 to 100). */
export const lotPageQuerySchema = z.object({
  before: cursorParam,
  limit: pageLimitSchema.optional(),
  /** 'none': the lots without their figures (a picker needs names, not a scan of weighings). */
  figures: z.enum(['none'], { error: 'Valor inválido' }).optional(),
});

/** A lot as a picker lists it (GET /api/lots?figures=none): everything but its figures. */
export type LotChoice = Omit<Lot, 'figures'>;

/** The totals of all the farm's lots, as GET /api/lots answers them with each page. */
export interface LotListTotals {
  lots: number;
  open: number;
  /** Σ quantity of the open lots. */
  openHeads: number;
}
