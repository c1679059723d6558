import type { ExposedFemale, IndicatorFigures } from '@/domain/reproduction/api';
import { DIAGNOSIS_LABELS } from '@/domain/reproduction/constants';
import type { IndicatorKey } from '@/domain/reproduction/indicators';
import { formatNumber } from '@/domain/format';
import { formatDateBR } from '@/domain/records/dates';

/*
 * How the season's indicators and lists say their numbers (issue 41 items 8 and 9): pure, tested
 * apart from the screens.
 */

const n = (value: number) => formatNumber(value, 0);

/**
 * What a rate is of, under its value ('30 de 40 expostas'): the weaning rate's denominator said
 * (the exposed females, not the calved ones). Null for the means.
 */
export function rateBasis(key: IndicatorKey, f: IndicatorFigures): string | null {
  switch (key) {
    case 'serviceRate':
      return `${n(f.served)} servidas de ${n(f.exposed)} expostas`;
    case 'conceptionRate':
      return `Sobre ${n(f.served)} servidas`;
    case 'pregnancyRate':
      return `${n(f.pregnant)} prenhes de ${n(f.exposed)} expostas`;
    case 'calvingRate':
      return `${n(f.calved)} paridas de ${n(f.exposed)} expostas`;
    case 'weaningRate':
      return `${n(f.weaned)} desmamados de ${n(f.exposed)} expostas (base: fêmeas expostas)`;
    case 'kgWeanedPerExposed':
      return `Sobre ${n(f.exposed)} expostas`;
    default:
      return null;
  }
}

/** 'Na meta' / 'Fora da meta' beside the usual target; nothing without a value. */
export const targetVerdict = (met: boolean | null) =>
  met === null ? null : met ? 'Na meta' : 'Fora da meta';

/** '01/04/2025 — IA, Jaguar': when and how she was last served. */
export function lastServiceText(female: Pick<ExposedFemale, 'lastService'>): string | null {
  const s = female.lastService;
  if (!s) return null;
  const kind = s.kind === 'insemination' ? 'IA' : 'Monta';
  return `Último serviço: ${kind} em ${formatDateBR(s.date)} — ${s.sire}`;
}

/** 'Último diagnóstico: Vazia em 01/05/2025'. */
export function lastCheckText(female: Pick<ExposedFemale, 'lastDiagnosis'>): string | null {
  const d = female.lastDiagnosis;
  if (!d) return null;
  return `Último diagnóstico: ${DIAGNOSIS_LABELS[d.result]} em ${formatDateBR(d.date)}`;
}

/** '7 meses', '1 mês'. */
export const monthsText = (months: number) => (months === 1 ? '1 mês' : `${n(months)} meses`);
