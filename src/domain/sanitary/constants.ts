/** The words of the sanitary records ('Sanidade', issue 26), as the producer reads them. */

/** Starter's answer: the page is Pro and Master's (the trial included). */
export const SANITARY_PLAN_MESSAGE = 'A Sanidade faz parte dos planos Pro e Master.';

export const PRODUCT_TYPES = [
  'Vacina',
  'Vermífugo',
  'Antibiótico',
  'Carrapaticida',
  'Anti-inflamatório',
  'Outro',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const DOSE_UNITS = ['mL', 'dose', 'g'] as const;
export type DoseUnit = (typeof DOSE_UNITS)[number];

/** A brucellosis vaccine, for the state's semester proof (PNCEBT, IN 10/2017). */
export const BRUCELLOSIS_VACCINES = ['B19', 'RB51'] as const;
export type BrucellosisVaccine = (typeof BRUCELLOSIS_VACCINES)[number];

/** B19 goes only to females from 3 to 8 months (PNCEBT). */
export const B19_AGE_MONTHS = { from: 3, to: 8 } as const;

/** The longest withdrawal a product may state (long-acting ivermectins reach 122 days). */
export const MAX_WITHDRAWAL_DAYS = 365;

/** How far ahead 'Próximos 30 dias' looks, and the weekly reminder's 7 days. */
export const UPCOMING_DAYS = 30;
export const REMINDER_DAYS = 7;

/**
 * The calendar's lists: 'Atrasadas', 'Próximos 30 dias', and the first doses whose window ended
 * before the animal was registered, which are not overdue (decision 063).
 */
export const DUE_STATUSES = ['overdue', 'upcoming', 'prior'] as const;
export type DueStatus = (typeof DUE_STATUSES)[number];
export const DUE_STATUS_LABELS: Record<DueStatus, string> = {
  overdue: 'Atrasadas',
  upcoming: 'Próximos 30 dias',
  prior: 'Histórico anterior ao cadastro',
};

export const MONTH_NAMES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

/** What the calendar page says of foot-and-mouth disease (no protocol is suggested for it). */
export const FMD_NOTE =
  'Febre aftosa: a vacinação acabou. O Brasil é reconhecido como livre de febre aftosa sem vacinação desde maio de 2025.';

export interface SuggestedProduct {
  key: string;
  name: string;
  type: ProductType;
  withdrawalDays: number;
  doseUnit: DoseUnit;
  brucellosis: BrucellosisVaccine | null;
}

/**
 * The short list a farm starts with: common products with their usual withdrawal days, as
 * examples the producer confirms against the label ('bula') — decision 044.
 */
export const SUGGESTED_PRODUCTS: readonly SuggestedProduct[] = [
  {
    key: 'b19',
    name: 'Vacina brucelose B19',
    type: 'Vacina',
    withdrawalDays: 0,
    doseUnit: 'mL',
    brucellosis: 'B19',
  },
  {
    key: 'rabies',
    name: 'Vacina contra raiva',
    type: 'Vacina',
    withdrawalDays: 21,
    doseUnit: 'mL',
    brucellosis: null,
  },
  {
    key: 'clostridial',
    name: 'Vacina clostridioses (polivalente)',
    type: 'Vacina',
    withdrawalDays: 21,
    doseUnit: 'mL',
    brucellosis: null,
  },
  {
    key: 'ivermectin',
    name: 'Ivermectina 1%',
    type: 'Vermífugo',
    withdrawalDays: 35,
    doseUnit: 'mL',
    brucellosis: null,
  },
];

/** When a protocol falls due, and its state and notes: a farm's protocol's and a suggested one's. */
export interface ProtocolSchedule {
  minAgeMonths: number | null;
  maxAgeMonths: number | null;
  /** The first dose at this age. */
  firstAtAgeMonths: number | null;
  /** A second dose this many days after the first. */
  boosterDays: number | null;
  /** Then a dose every N days after the last. */
  everyDays: number | null;
  /** Or a dose in each of these months (1–12). */
  months: number[] | null;
  active: boolean;
  notes: string | null;
}

export interface SuggestedProtocol extends ProtocolSchedule {
  name: string;
  productKey: string;
  sex: 'M' | 'F' | null;
}

/**
 * The calendar a farm starts with, from the common Brazilian one (decision 044); each is editable
 * and the rabies one starts paused ('onde há raiva').
 */
export const SUGGESTED_PROTOCOLS: readonly SuggestedProtocol[] = [
  {
    name: 'Brucelose: fêmeas de 3 a 8 meses',
    productKey: 'b19',
    sex: 'F',
    minAgeMonths: 3,
    maxAgeMonths: 8,
    firstAtAgeMonths: 3,
    boosterDays: null,
    everyDays: null,
    months: null,
    active: true,
    notes:
      'Obrigatória (PNCEBT, IN 10/2017): dose única de B19 ou RB51, sob responsabilidade de médico-veterinário cadastrado. Nunca B19 em machos ou depois dos 8 meses.',
  },
  {
    name: 'Clostridioses: aos 4 meses, reforço em 30 dias, depois todo ano',
    productKey: 'clostridial',
    sex: null,
    minAgeMonths: 4,
    maxAgeMonths: null,
    firstAtAgeMonths: 4,
    boosterDays: 30,
    everyDays: 365,
    months: null,
    active: true,
    notes: null,
  },
  {
    name: 'Raiva: todo ano (onde a doença ocorre)',
    productKey: 'rabies',
    sex: null,
    minAgeMonths: 3,
    maxAgeMonths: null,
    firstAtAgeMonths: null,
    boosterDays: null,
    everyDays: 365,
    months: null,
    active: false,
    notes: 'Ative se há casos de raiva na sua região.',
  },
  {
    name: 'Vermifugação estratégica: maio, julho e setembro',
    productKey: 'ivermectin',
    sex: null,
    minAgeMonths: null,
    maxAgeMonths: null,
    firstAtAgeMonths: null,
    boosterDays: null,
    everyDays: null,
    months: [5, 7, 9],
    active: true,
    notes: null,
  },
];
