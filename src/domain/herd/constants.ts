/** The words of the herd registry ('Rebanho', issue 25), as the producer reads them. */

export const SEXES = ['M', 'F'] as const;
export type Sex = (typeof SEXES)[number];
export const SEX_LABELS: Record<Sex, string> = { M: 'Macho', F: 'Fêmea' };

export const BREEDS = [
  'Nelore',
  'Angus',
  'Brahman',
  'Senepol',
  'Tabapuã',
  'Guzerá',
  'Gir',
  'Girolando',
  'Brangus',
  'Braford',
  'Mestiço',
  'Outra',
] as const;
export type Breed = (typeof BREEDS)[number];

export const CATEGORIES = [
  'Bezerro',
  'Bezerra',
  'Garrote',
  'Novilha',
  'Boi',
  'Touro',
  'Vaca',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** Which sex each category is for (an override must agree with the animal's sex). */
export const CATEGORY_SEX: Record<Category, Sex> = {
  Bezerro: 'M',
  Garrote: 'M',
  Boi: 'M',
  Touro: 'M',
  Bezerra: 'F',
  Novilha: 'F',
  Vaca: 'F',
};

export const ORIGINS = ['born', 'bought'] as const;
export type Origin = (typeof ORIGINS)[number];
export const ORIGIN_LABELS: Record<Origin, string> = {
  born: 'Nascido na fazenda',
  bought: 'Comprado',
};

export const STATUSES = ['active', 'sold', 'dead', 'transferred'] as const;
export type AnimalStatus = (typeof STATUSES)[number];
export const STATUS_LABELS: Record<AnimalStatus, string> = {
  active: 'Ativo',
  sold: 'Vendido',
  dead: 'Morto',
  transferred: 'Transferido',
};

export const DEATH_CAUSES = [
  'Doença',
  'Acidente',
  'Picada de cobra',
  'Raio',
  'Parto',
  'Predador',
  'Desconhecida',
  'Outra',
] as const;
export type DeathCause = (typeof DEATH_CAUSES)[number];

/** The age bands of a GTA (animal transit permit), in whole months. */
export const GTA_AGE_BANDS = [
  { id: '0-12', label: '0 a 12 meses', maxMonths: 12 },
  { id: '13-24', label: '13 a 24 meses', maxMonths: 24 },
  { id: '25-36', label: '25 a 36 meses', maxMonths: 36 },
  { id: '36+', label: 'Acima de 36 meses', maxMonths: Infinity },
] as const;
export type GtaBand = (typeof GTA_AGE_BANDS)[number]['id'];

/** The youngest a mother may be, in whole months, on the day of a birth. */
export const MIN_MOTHER_AGE_MONTHS = 18;
