import { formatNumber } from '@/domain/format';
import { ageInYearsAndMonths } from '@/domain/herd/age';
import { SEX_LABELS, STATUS_LABELS, type AnimalStatus, type Sex } from '@/domain/herd/constants';

/** '350,5 kg'; '—' when unknown. */
export const formatKg = (kg: number | null | undefined) =>
  kg === null || kg === undefined ? '—' : `${formatNumber(kg, kg % 1 === 0 ? 0 : 1)} kg`;

/** '0,850 kg/dia'; '—' when unknown. */
export const formatGmd = (gmd: number | null | undefined) =>
  gmd === null || gmd === undefined ? '—' : `${formatNumber(gmd, 3)} kg/dia`;

/** '1 ano e 2 meses', '11 meses'; '—' when unknown. */
export function formatAge(months: number | null | undefined, estimated = false): string {
  if (months === null || months === undefined) return '—';
  const text = ageInYearsAndMonths(months);
  return estimated ? `${text} (estimada)` : text;
}

export const statusLabel = (status: AnimalStatus) => STATUS_LABELS[status];

/** 'Macho', 'Fêmea'; 'Não informado' for an animal registered from its weighings (decision 039). */
export const sexLabel = (sex: Sex | null) => (sex ? SEX_LABELS[sex] : 'Não informado');

export const categoryText = (category: string | null) => category ?? 'Sem categoria';

/**
 * The brincos of `animals` as a dialog names them: in the list's reading order ('B-2' before
 * 'B-10'), not the order they were ticked in (a box ticked before React took the page over is
 * ticked again after, early-input.ts).
 */
export const tagsInOrder = (animals: ReadonlyArray<{ tag: string }>) =>
  animals.map((a) => a.tag).sort((a, b) => a.localeCompare(b, 'pt-BR', { numeric: true }));
