import { formatDateBR } from '../records/dates';
import { formatNumber } from '../format';
import { DIAGNOSIS_LABELS, type DiagnosisResult, type ReproEventKind } from './constants';

/*
 * What a record of a female's (or calf's) reproductive history says, in Portuguese, on her page
 * (issue 41, decision 067): 'IA — sêmen Jaguar, por Zé', 'Prenhe, 60 dias'.
 */

/** The details a record keeps (reproduction_events.details), by kind. */
export interface ReproDetails {
  sire?: string | null;
  inseminator?: string | null;
  endsOn?: string | null;
  result?: DiagnosisResult;
  gestationDays?: number | null;
  notes?: string | null;
  weight?: number;
  ageDays?: number;
  p205?: number | null;
  /** An insemination's 'Custo por animal (R$)', reais to the centavo (money: not for 'Campo'). */
  cost?: number | null;
}

/**
 * Whether a record carries money (an insemination's cost): 'Campo' undoes none of those
 * (mayUndo's `priced`, decision 057), as a sale with a price.
 */
export function carriesMoney(d: ReproDetails): boolean {
  return d.cost !== undefined && d.cost !== null;
}

export function eventSummary(kind: ReproEventKind, d: ReproDetails, date: string): string {
  switch (kind) {
    case 'insemination':
      return `IA — ${d.sire ?? 'touro não informado'}${d.inseminator ? `, por ${d.inseminator}` : ''}`;
    case 'natural_service':
      return `Cobertura — ${d.sire ?? 'touro'}, de ${formatDateBR(date)} ${
        d.endsOn ? `a ${formatDateBR(d.endsOn)}` : 'em diante'
      }`;
    case 'diagnosis': {
      const label = DIAGNOSIS_LABELS[d.result ?? 'inconclusive'];
      return d.gestationDays ? `${label}, ${d.gestationDays} dias` : label;
    }
    case 'abortion':
      return d.notes ? `Aborto — ${d.notes}` : 'Aborto';
    case 'weaning':
      return `Desmame — ${formatNumber(d.weight ?? 0, Number.isInteger(d.weight ?? 0) ? 0 : 1)} kg aos ${d.ageDays ?? 0} dias`;
  }
}
