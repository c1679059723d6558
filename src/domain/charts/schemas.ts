import { z } from 'zod';
import type { Category } from '../herd/constants';
import type { ProductType } from '../sanitary/constants';

/*
 * The charts' data (issue 27 item 2, decision 048): what each chart endpoint under /api/charts
 * takes (zod, shared by the browser and the server) and answers. Every answer is a bounded
 * aggregate computed by the database: months, categories, lots or bins, never a list of a farm's
 * records.
 */

/** Months a monthly chart covers: the current one and the 11 before it. */
export const CHART_MONTHS = 12;
/** Categories the herd chart shows; the smaller ones add up in 'Outras'. */
export const MAX_CATEGORY_GROUPS = 12;
export const OTHER_CATEGORIES = 'Outras';
/** An animal's weighings on its curve (its latest), and the months of its lot's mean. */
export const MAX_WEIGHT_POINTS = 120;
/** Lots in the GMD-per-lot chart by default and at most. */
export const LOTS_DEFAULT = 20;
export const LOTS_MAX = 50;
/** Bins of a lot's GMD histogram: default and bounds. */
export const BINS_DEFAULT = 8;
export const BINS_MIN = 2;
export const BINS_MAX = 20;
/** Animals who lag listed under a lot's histogram: default and at most. */
export const LAGGING_DEFAULT = 10;
export const LAGGING_MAX = 50;

const LIMIT_MESSAGE = 'Limite inválido';
/** A whole number in a query string, from `min` to `max` (no '1e2', '1.5', '' or '-1'). */
const wholeParam = (min: number, max: number, fallback: number, message = LIMIT_MESSAGE) =>
  z
    .string()
    .regex(/^\d{1,3}$/, { error: message })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: message })
    .optional()
    .transform((n) => n ?? fallback);

/** GET /api/charts/lots/gmd: `?limit=` 1 to 50 lots (default 20), in the lots list's order. */
export const lotsGmdQuerySchema = z.object({ limit: wholeParam(1, LOTS_MAX, LOTS_DEFAULT) });

/**
 * GET /api/charts/lots/:id/gmd: `?bins=` 2 to 20 (default 8) and `?lagging=` 1 to 50 (default
 * 10) animals who gain least.
 */
export const lotGmdQuerySchema = z.object({
  bins: wholeParam(BINS_MIN, BINS_MAX, BINS_DEFAULT, 'Número de faixas inválido'),
  lagging: wholeParam(1, LAGGING_MAX, LAGGING_DEFAULT),
});

/** One category of the herd today: its heads from the registry and from the typed inventory. */
export interface HerdCategoryBar {
  /** A registry category ('Boi'), a typed one as written ('Garrotes'), 'Sem categoria' or 'Outras'. */
  category: string;
  /** Active animals of the registry (of known sex) in it. */
  registry: number;
  /** Heads of the inventory's typed rows in it. */
  typed: number;
  /** registry + typed. */
  heads: number;
}

/** GET /api/charts/herd/categories. */
export interface HerdCategoriesChart {
  /** São Paulo's today, the day the categories are of. */
  date: string;
  /** Largest first, at most MAX_CATEGORY_GROUPS (the rest in 'Outras', last). */
  items: HerdCategoryBar[];
  /**
   * The head count today (decision 062), the same as the inventory's 'Cabeças' and the
   * dashboard's 'Rebanho Total': heads = registry + typed; `covered`, the typed heads the
   * registry already counts (not in any bar).
   */
  totals: {
    heads: number;
    registry: number;
    typed: number;
    covered: number;
    coveredCategories: Category[];
  };
  /** Active animals known only from their weighings (no sex yet): not heads until completed. */
  waiting: number;
}

/** One month of the herd's heads chart. */
export interface HerdMonth {
  /** YYYY-MM. */
  month: string;
  /**
   * The head count at the month's end (today for this month; decision 062): registryHeads +
   * typedHeads; null when the farm has neither animals, typed rows nor events then.
   */
  heads: number | null;
  /** Registry animals (known sex, not removed) in the herd at the month's end. */
  registryHeads: number;
  /** Typed inventory rows the registry does not cover then. */
  typedHeads: number;
  /**
   * 'Quantidade Final' of the month's saved monthly control (shown beside the count, not in it);
   * null without one (or not readable).
   */
  monthlyHeads: number | null;
  /** The registry's events of the month (not undone), one per animal. */
  births: number;
  purchases: number;
  sales: number;
  deaths: number;
  /** Arrivals from and departures to another farm of the owner. */
  transfersIn: number;
  transfersOut: number;
}

/** GET /api/charts/herd/months: the last 12 months, oldest first. */
export interface HerdMonthsChart {
  months: HerdMonth[];
}

/** A weighing of the animal on its curve. */
export interface WeightPoint {
  date: string;
  weight: number;
}

/** The lot's mean weight in one month of the animal's weighing period. */
export interface LotMeanPoint {
  /** YYYY-MM. */
  month: string;
  /** The mean day of the weighings averaged (where to draw the point). */
  date: string;
  /** Mean of each lot animal's last weight in the month, kg. */
  weight: number;
  /** Animals averaged. */
  animals: number;
}

/** GET /api/charts/animals/:id/weights. */
export interface AnimalWeightsChart {
  animal: { id: string; tag: string };
  /**
   * The animal's lot: its registry lot ('registry': the lot's active animals, the animal with
   * them), else the lot its latest weighing named ('weighings': the weighings naming the lot);
   * null with neither.
   */
  lot: { id: string; name: string; source: 'registry' | 'weighings' } | null;
  /** Its weighings by date, the latest MAX_WEIGHT_POINTS. */
  points: WeightPoint[];
  /** The lot's mean per month from the first to the last point's month; [] without a lot. */
  lotMeans: LotMeanPoint[];
  /** Whether older weighings were left out. */
  truncated: boolean;
}

/** One lot's bar of the GMD chart. */
export interface LotGmdBar {
  id: string;
  name: string;
  closed: boolean;
  /** Mean GMD (kg/day) over the animals weighed on two or more days; null with none. */
  averageDailyGain: number | null;
  /** Animals weighed (the GMD's base may be fewer). */
  headsWeighed: number;
}

/** GET /api/charts/lots/gmd: the lots in the list's order (open first, newest first). */
export interface LotsGmdChart {
  items: LotGmdBar[];
  /** All the farm's lots: more than `items` when the chart was cut at `limit`. */
  total: number;
}

/** One bin of a lot's GMD histogram: from (inclusive) to (exclusive; the last includes it). */
export interface GmdBin {
  from: number;
  to: number;
  animals: number;
}

/** An animal who gains least. */
export interface LaggingAnimal {
  /** The registry animal (for a link), null when its id names none. */
  animalId: string | null;
  /** Its brinco (or the id its weighings carry). */
  tag: string;
  gmd: number;
  firstDate: string;
  lastDate: string;
  firstWeight: number;
  lastWeight: number;
}

/** GET /api/charts/lots/:id/gmd. */
export interface LotGmdChart {
  lot: { id: string; name: string };
  /** The animals the GMDs come from (decision 042): the lot's registered ones, or its weighings. */
  source: 'registry' | 'weighings';
  /** Animals with a GMD (weighed on two or more days). */
  animals: number;
  /** Animals of the lot without one (never weighed, or on one day only). */
  withoutGmd: number;
  mean: number | null;
  median: number | null;
  min: number | null;
  max: number | null;
  /** Equal, round-width bins from min to max; [] without animals. */
  bins: GmdBin[];
  /** The lowest GMDs, lowest first (then by brinco). */
  lagging: LaggingAnimal[];
}

/** One month of the sanitary chart. */
export interface SanitaryMonth {
  month: string;
  /** Applications not undone. */
  applications: number;
  /** By the product's type, largest first. */
  byType: { type: ProductType; applications: number }[];
  /** Σ cost of the month's priced applications, R$; null without any price or for 'Campo'. */
  cost: number | null;
  /** Applications without a price. */
  unpriced: number;
  /** Animals in the herd on the month's first day (as GET /api/sanitary/costs counts them). */
  heads: number;
  /** cost ÷ heads, R$; null without cost or heads. */
  costPerHead: number | null;
}

/** GET /api/charts/sanitary/months: the last 12 months, oldest first. */
export interface SanitaryMonthsChart {
  months: SanitaryMonth[];
  /** Whether money is shown at all (false for 'Campo'). */
  withMoney: boolean;
}
