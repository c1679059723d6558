/*
 * 'Pastos' (issue 42): the grasses, the grazing methods and the heights Embrapa recommends for
 * each grass (decision 069 gives the sources), and the animal unit. Shared by the browser and the
 * server.
 */

/** Starter's refusal (403 PLAN_REQUIRED) of the 'Pastos' routes. */
export const PASTURES_PLAN_MESSAGE = 'Os Pastos fazem parte dos planos Pro e Master.';
/** 'Campo''s refusal of a paddock's registration, edit, shapes and the typical weights. */
export const PASTURES_MANAGER_MESSAGE =
  'Só o proprietário e o gerente cadastram e alteram os pastos.';

/** 'Forrageira': the grasses of Brazilian beef pastures, and 'Outra'. */
export const FORAGES = [
  'Marandu',
  'Xaraés',
  'Piatã',
  'Decumbens',
  'Humidicola',
  'Mombaça',
  'Tanzânia',
  'Zuri',
  'Massai',
  'Tifton 85',
  'Outra',
] as const;
export type Forage = (typeof FORAGES)[number];

/** 'Método de pastejo'. */
export const GRAZING_METHODS = ['continuous', 'rotational'] as const;
export type GrazingMethod = (typeof GRAZING_METHODS)[number];
export const GRAZING_METHOD_LABELS: Record<GrazingMethod, string> = {
  continuous: 'Contínuo',
  rotational: 'Rotacionado',
};

/** The seasons a paddock's capacity is given for ('Capacidade (UA/ha)'). */
export const PASTURE_SEASONS = ['rainy', 'dry'] as const;
export type PastureSeason = (typeof PASTURE_SEASONS)[number];
export const PASTURE_SEASON_LABELS: Record<PastureSeason, string> = {
  rainy: 'Águas',
  dry: 'Seca',
};

/** One animal unit (UA): 450 kg of live weight. */
export const ANIMAL_UNIT_KG = 450;

/** Rotational grazing: the grass's height to go in and to come out (cm), Embrapa. */
export const ROTATIONAL_HEIGHTS: Partial<Record<Forage, { entry: number; exit: number }>> = {
  Mombaça: { entry: 85, exit: 45 },
  Zuri: { entry: 80, exit: 40 },
  Tanzânia: { entry: 70, exit: 35 },
  Massai: { entry: 55, exit: 30 },
};

/** Continuous grazing: the range of height (cm) to keep the grass in, Embrapa. */
export const CONTINUOUS_RANGES: Partial<Record<Forage, { min: number; max: number }>> = {
  Marandu: { min: 20, max: 35 },
  Xaraés: { min: 20, max: 40 },
  Piatã: { min: 20, max: 40 },
  Decumbens: { min: 15, max: 30 },
};

/**
 * The typical live weight (kg) of each category, used for an animal's UA when it has no weighing
 * (item 5); each farm may change them in its settings.
 */
export const DEFAULT_TYPICAL_WEIGHTS = {
  Bezerro: 180,
  Bezerra: 170,
  Garrote: 300,
  Novilha: 300,
  Boi: 480,
  Touro: 700,
  Vaca: 450,
} as const;

/** The season of a day's month: 'Águas' from October to March, 'Seca' from April to September. */
export function seasonOf(isoDate: string): PastureSeason {
  const month = Number(isoDate.slice(5, 7));
  return month >= 4 && month <= 9 ? 'dry' : 'rainy';
}
