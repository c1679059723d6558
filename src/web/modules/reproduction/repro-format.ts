import {
  P205_MAX_AGE_DAYS,
  P205_MIN_AGE_DAYS,
  REPRO_STATUSES,
  REPRO_STATUS_LABELS,
  type ReproStatus,
} from '@/domain/reproduction/constants';
import type { SeasonSummary } from '@/domain/reproduction/api';
import { formatNumber } from '@/domain/format';
import { daysBetween, formatDateBR } from '@/domain/records/dates';

/*
 * How the reproduction screens say things (issue 41): pure, so that the words are tested apart
 * from the screens.
 */

/** '1 fêmea', '48 fêmeas'. */
export const femalesText = (n: number) => (n === 1 ? '1 fêmea' : `${formatNumber(n, 0)} fêmeas`);
/** '1 fêmea exposta', '120 fêmeas expostas'. */
export const exposedText = (n: number) => `${femalesText(n)} ${n === 1 ? 'exposta' : 'expostas'}`;

// The batch calendar's words are the e-mail's too (domain/reproduction/words.ts).
export { batchStepLine, cowsText } from '@/domain/reproduction/words';

/** A season's period: '01/11/2026 a 31/01/2027 (91 dias)', both days counted. */
export function seasonPeriod(season: Pick<SeasonSummary, 'startsOn' | 'endsOn'>): string {
  const days = daysBetween(season.startsOn, season.endsOn) + 1;
  return `${formatDateBR(season.startsOn)} a ${formatDateBR(season.endsOn)} (${days} dias)`;
}

/** The statuses with females in them, in the module's order: 'Prenhe: 37', 'Vazia: 12'. */
export function statusCounts(
  byStatus: Record<ReproStatus, number>,
): { status: ReproStatus; label: string; count: number }[] {
  return REPRO_STATUSES.filter((s) => (byStatus[s] ?? 0) > 0).map((status) => ({
    status,
    label: REPRO_STATUS_LABELS[status],
    count: byStatus[status],
  }));
}

/** 'Diagnosticadas: 37 de 120'. */
export const diagnosedText = (season: Pick<SeasonSummary, 'diagnosed' | 'exposed'>) =>
  `Diagnosticadas: ${formatNumber(season.diagnosed, 0)} de ${formatNumber(season.exposed, 0)}`;

/**
 * 'Previsão de parto: 12/08/2027', or for a natural service without days of gestation the
 * window 'Previsão de parto: de 12/08/2027 a 10/10/2027'.
 */
export function expectedCalvingText(window: { from: string; to: string }): string {
  return window.from === window.to
    ? `Previsão de parto: ${formatDateBR(window.from)}`
    : `Previsão de parto: de ${formatDateBR(window.from)} a ${formatDateBR(window.to)}`;
}

/** The day of a batch's calendar to do next: the first not before today (none once past). */
export function nextStep<S extends { date: string }>(steps: readonly S[], today: string) {
  return steps.find((s) => s.date >= today) ?? null;
}

/**
 * Why a weaning has no 'Peso ajustado aos 205 dias' (null when it has one, or when nothing can be
 * said): no birth date, or weaned younger than 160 or older than 250 days.
 */
export function p205Missing(birthDate: string | null, weanedOn: string): string | null {
  if (!birthDate) return 'Sem data de nascimento, não há como ajustar o peso aos 205 dias.';
  const age = daysBetween(birthDate, weanedOn);
  if (age >= P205_MIN_AGE_DAYS && age <= P205_MAX_AGE_DAYS) return null;
  return `Desmamado com ${formatNumber(age, 0)} dias: o peso ajustado aos 205 dias é dado só entre ${P205_MIN_AGE_DAYS} e ${P205_MAX_AGE_DAYS} dias de idade.`;
}

/** 'Peso ajustado aos 205 dias: 182,4 kg'. */
export const p205Text = (kg: number) => `Peso ajustado aos 205 dias: ${formatNumber(kg, 1)} kg`;

/** How the outbox names a record while it waits: 'Inseminação: 1234, 1235 (21/11/2026)'. */
export function recordSummary(what: string, tags: readonly string[], date?: string): string {
  const names =
    tags.length <= 3
      ? tags.join(', ')
      : `${femalesText(tags.length)} (${tags.slice(0, 3).join(', ')}…)`;
  return `${what}: ${names}${date ? ` (${formatDateBR(date)})` : ''}`;
}

/** What 'Expor fêmeas' did: '48 fêmeas expostas; 2 já estavam; 1 deixada de fora (não é fêmea ativa).' */
export function exposeResultText(result: {
  added: number;
  alreadyExposed: number;
  skipped: number;
}): string {
  const parts = [
    result.added === 1 ? '1 fêmea exposta' : `${formatNumber(result.added, 0)} fêmeas expostas`,
  ];
  if (result.alreadyExposed > 0)
    parts.push(
      result.alreadyExposed === 1
        ? '1 já estava na estação'
        : `${formatNumber(result.alreadyExposed, 0)} já estavam na estação`,
    );
  if (result.skipped > 0)
    parts.push(
      `${formatNumber(result.skipped, 0)} ${result.skipped === 1 ? 'deixada' : 'deixadas'} de fora (não é fêmea ativa)`,
    );
  return `${parts.join('; ')}.`;
}
