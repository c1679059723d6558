import { formatNumber, formatPercent } from '../format';
import { TARGETS } from './constants';

/*
 * The season's indicators (issue 41 item 8): their names, the formula each tooltip says, the
 * usual target beside it and how the value reads in pt-BR. The server computes them in SQL
 * (server/reproduction/store/indicators.ts); these texts are what the producer reads.
 */

export const INDICATOR_KEYS = [
  'serviceRate',
  'conceptionRate',
  'pregnancyRate',
  'calvingRate',
  'weaningRate',
  'calvingIntervalDays',
  'firstCalvingMonths',
  'kgWeanedPerExposed',
  'meanP205',
] as const;
export type IndicatorKey = (typeof INDICATOR_KEYS)[number];

export type IndicatorUnit = 'percent' | 'days' | 'months' | 'kg';

export interface IndicatorTarget {
  /** 'min': the value should be at least `value`; 'max': at most. */
  kind: 'min' | 'max';
  value: number;
  /** As the screen says it: 'Meta: ≥ 80%'. */
  text: string;
}

export interface IndicatorDefinition {
  key: IndicatorKey;
  label: string;
  /** The column's header in the tables by category. */
  short: string;
  unit: IndicatorUnit;
  /** The tooltip's formula, in the producer's words. */
  formula: string;
  target: IndicatorTarget | null;
}

export const INDICATORS: readonly IndicatorDefinition[] = [
  {
    key: 'serviceRate',
    label: 'Taxa de serviço',
    short: 'Serviço',
    unit: 'percent',
    formula: 'Fêmeas servidas (inseminadas ou cobertas) ÷ fêmeas expostas × 100',
    target: null,
  },
  {
    key: 'conceptionRate',
    label: 'Taxa de concepção',
    short: 'Concepção',
    unit: 'percent',
    formula:
      'Fêmeas prenhes de um serviço registrado ÷ fêmeas servidas × 100; por rodada: prenhes do 1º, 2º… serviço ÷ fêmeas com esse serviço',
    target: null,
  },
  {
    key: 'pregnancyRate',
    label: 'Taxa de prenhez',
    short: 'Prenhez',
    unit: 'percent',
    formula: 'Fêmeas prenhes ÷ fêmeas expostas × 100',
    target: {
      kind: 'min',
      value: TARGETS.pregnancyRate,
      text: `Meta: ≥ ${TARGETS.pregnancyRate}%`,
    },
  },
  {
    key: 'calvingRate',
    label: 'Taxa de parição',
    short: 'Parição',
    unit: 'percent',
    formula: 'Fêmeas paridas ÷ fêmeas expostas × 100',
    target: null,
  },
  {
    key: 'weaningRate',
    label: 'Taxa de desmame',
    short: 'Desmame',
    unit: 'percent',
    formula: 'Bezerros desmamados ÷ fêmeas expostas × 100 (o denominador é o das fêmeas expostas)',
    target: null,
  },
  {
    key: 'calvingIntervalDays',
    label: 'Intervalo entre partos',
    short: 'Intervalo entre partos',
    unit: 'days',
    formula: 'Média, entre as paridas com parto anterior registrado, dos dias entre os dois partos',
    target: {
      kind: 'max',
      value: TARGETS.calvingIntervalDays,
      text: `Meta: ≤ ${TARGETS.calvingIntervalDays} dias`,
    },
  },
  {
    key: 'firstCalvingMonths',
    label: 'Idade ao primeiro parto',
    short: 'Idade ao 1º parto',
    unit: 'months',
    formula: 'Média, entre as novilhas paridas, da idade em meses no dia do parto',
    target: {
      kind: 'max',
      value: TARGETS.firstCalvingMonths,
      text: `Meta: ≤ ${TARGETS.firstCalvingMonths} meses`,
    },
  },
  {
    key: 'kgWeanedPerExposed',
    label: 'Kg de bezerro desmamado por vaca exposta',
    short: 'Kg desmamado por exposta',
    unit: 'kg',
    formula: 'Soma dos pesos ao desmame dos bezerros das fêmeas expostas ÷ fêmeas expostas',
    target: null,
  },
  {
    key: 'meanP205',
    label: 'P205 médio',
    short: 'P205 médio',
    unit: 'kg',
    formula:
      'Média do peso ajustado aos 205 dias: (peso ao desmame − peso ao nascer) ÷ idade em dias × 205 + peso ao nascer, dos bezerros desmamados entre 160 e 250 dias',
    target: null,
  },
];

export const INDICATOR_BY_KEY = Object.fromEntries(INDICATORS.map((d) => [d.key, d])) as Record<
  IndicatorKey,
  IndicatorDefinition
>;

/** The splits' names for services without one (a natural service has no protocol or inseminator). */
export const SPLIT_LABELS = {
  natural: 'Monta natural',
  noProtocol: 'IA sem protocolo',
  unknown: 'Não informado',
} as const;

/** '1º serviço', '2º serviço'…: the rounds of the conception rate. */
export const roundLabel = (round: number) => `${round}º serviço`;

/** An indicator's value as the screen shows it ('82,5%', '390 dias', '28,4 meses', '—'). */
export function formatIndicator(value: number | null, unit: IndicatorUnit): string {
  if (value === null || !Number.isFinite(value)) return '—';
  switch (unit) {
    case 'percent':
      return formatPercent(value, 1);
    case 'days':
      return `${formatNumber(value, 0)} dias`;
    case 'months':
      return `${formatNumber(value, 1)} meses`;
    case 'kg':
      return `${formatNumber(value, 1)} kg`;
  }
}

/** Whether a value meets its usual target; null without a target or a value. */
export function meetsTarget(key: IndicatorKey, value: number | null): boolean | null {
  const target = INDICATOR_BY_KEY[key].target;
  if (!target || value === null) return null;
  return target.kind === 'min' ? value >= target.value : value <= target.value;
}
