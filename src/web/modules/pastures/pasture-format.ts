import { formatNumber } from '@/domain/format';
import type { PaddockTotals, PaddockView } from '@/domain/pastures/api';
import {
  CONTINUOUS_RANGES,
  ROTATIONAL_HEIGHTS,
  type Forage,
  type GrazingMethod,
} from '@/domain/pastures/constants';
import { formatDateBR } from '@/domain/records/dates';

/*
 * The pastures screens' words and numbers (issue 42), pure: what a paddock's card and page say.
 */

export const PASTURES_PLAN_MESSAGE = 'Os Pastos fazem parte dos planos Pro e Master.';

/** The toasts of the issue, verbatim, and the edit's. */
export const PASTURE_TOASTS = {
  created: 'Pasto cadastrado',
  updated: 'Pasto atualizado',
  height: 'Altura registrada',
} as const;

/** Up to two decimals, as many as it has: 2 → '2', 2.5 → '2,5', 1.25 → '1,25'. */
export function upTo2(value: number): string {
  const whole = (scale: number) => Math.abs(value * scale - Math.round(value * scale)) < 1e-9;
  return formatNumber(value, whole(1) ? 0 : whole(10) ? 1 : 2);
}

const plural = (n: number, one: string, many: string) =>
  `${formatNumber(n, 0)} ${n === 1 ? one : many}`;

/** '12,4 ha' (one decimal, none when whole). */
export function hectaresText(areaHa: number): string {
  const rounded = Math.round(areaHa * 10) / 10;
  return `${formatNumber(rounded, Number.isInteger(rounded) ? 0 : 1)} ha`;
}

/** '1,85 UA/ha', or '—' without an area. */
export const uaPerHaText = (uaPerHa: number | null): string =>
  uaPerHa === null ? '—' : `${formatNumber(uaPerHa, 2)} UA/ha`;

/**
 * A paddock's area: the typed one, with the shape's beside it when both exist and differ
 * ('12 ha (mapa: 12,4 ha)'); the shape's alone ('12,4 ha (mapa)'); '—' without either.
 */
export function areaText(paddock: Pick<PaddockView, 'areaHa' | 'shapeAreaHa'>): string {
  const { areaHa, shapeAreaHa } = paddock;
  if (areaHa === null) return shapeAreaHa === null ? '—' : `${hectaresText(shapeAreaHa)} (mapa)`;
  const typed = hectaresText(areaHa);
  if (shapeAreaHa === null) return typed;
  const shape = hectaresText(shapeAreaHa);
  return shape === typed ? typed : `${typed} (mapa: ${shape})`;
}

/** 'Capacidade (UA/ha)': 'Águas 2,5 · Seca 1,2', or 'Não informada'. */
export function capacityText(paddock: Pick<PaddockView, 'capacityRainy' | 'capacityDry'>): string {
  const { capacityRainy, capacityDry } = paddock;
  if (capacityRainy === null && capacityDry === null) return 'Não informada';
  const one = (label: string, value: number | null) =>
    `${label} ${value === null ? '—' : upTo2(value)}`;
  return `${one('Águas', capacityRainy)} · ${one('Seca', capacityDry)}`;
}

/** '45 cm em 21/11/2026', or null before the first height. */
export function lastHeightText(lastHeight: PaddockView['lastHeight']): string | null {
  if (!lastHeight) return null;
  return `${heightText(lastHeight.heightCm)} em ${formatDateBR(lastHeight.measuredOn)}`;
}

/** '45 cm', '12,5 cm'. */
export const heightText = (cm: number) => `${formatNumber(cm, Number.isInteger(cm) ? 0 : 1)} cm`;

/**
 * Embrapa's heights for a grass and method, as the form's help says them: 'Altura de entrada 85
 * cm, de saída 45 cm (Embrapa)' (rotational), 'Manter entre 20 e 35 cm (Embrapa)' (continuous),
 * or null when the table has none for it.
 */
export function embrapaHelp(forage: string, method: string): string | null {
  if (method === 'rotational') {
    const heights = ROTATIONAL_HEIGHTS[forage as Forage];
    return heights
      ? `Altura de entrada ${heights.entry} cm, de saída ${heights.exit} cm (Embrapa)`
      : null;
  }
  if (method === 'continuous') {
    const range = CONTINUOUS_RANGES[forage as Forage];
    return range ? `Manter entre ${range.min} e ${range.max} cm (Embrapa)` : null;
  }
  return null;
}

/** The recommended heights a paddock's page shows, term by term ('Altura de entrada': '85 cm'). */
export function recommendedHeights(
  forage: Forage,
  method: GrazingMethod,
): { term: string; value: string }[] {
  if (method === 'rotational') {
    const heights = ROTATIONAL_HEIGHTS[forage];
    if (!heights) return [];
    return [
      { term: 'Altura de entrada', value: heightText(heights.entry) },
      { term: 'Altura de saída', value: heightText(heights.exit) },
    ];
  }
  const range = CONTINUOUS_RANGES[forage];
  return range
    ? [{ term: 'Altura recomendada', value: `Entre ${range.min} e ${range.max} cm` }]
    : [];
}

/** The farm's line over the list: '12 pastos · 340,5 ha · 820 cabeças · 1,85 UA/ha'. */
export function totalsText(totals: PaddockTotals): string {
  return [
    plural(totals.paddocks, 'pasto', 'pastos'),
    hectaresText(totals.areaHa),
    plural(totals.heads, 'cabeça', 'cabeças'),
    totals.uaPerHa === null ? null : uaPerHaText(totals.uaPerHa),
  ]
    .filter(Boolean)
    .join(' · ');
}
