import type { ExposedFemale, FemalePage, ServiceView } from '@/domain/reproduction/api';
import { formatEid, readEid } from '@/domain/herd/eid';
import { formatNumber } from '@/domain/format';
import { formatDateBR } from '@/domain/records/dates';

/*
 * 'Diagnóstico no tronco' (issue 41 item 6), its pure part: what was typed or read at the chute
 * (a brinco by hand, or the 15 digits a stick reader types before its Enter), which of the
 * server's (or the device's) females it names, and how the screen says so.
 */

/** What the chute's field holds: a brinco, or an EID (15 digits however written). */
export type ChuteTerm =
  | { kind: 'tag'; tag: string; q: string }
  | { kind: 'eid'; eid: string; q: string };

/** The term of the field's text, or null when empty; 15 digits (spaced, prefixed) are an EID. */
export function chuteTerm(raw: string): ChuteTerm | null {
  const text = raw.trim();
  if (!text) return null;
  const eid = readEid(text);
  return eid.ok ? { kind: 'eid', eid: eid.eid, q: eid.eid } : { kind: 'tag', tag: text, q: text };
}

const sameTag = (a: string, b: string) =>
  a.toLocaleLowerCase('pt-BR') === b.toLocaleLowerCase('pt-BR');

/**
 * The female the term names among `females`: the brinco exactly (not one it begins, as the
 * server's search answers them too), or the EID (or a brinco of those 15 digits).
 */
export function pickFemale(
  females: readonly ExposedFemale[],
  term: ChuteTerm,
): ExposedFemale | null {
  if (term.kind === 'tag') return females.find((f) => sameTag(f.tag, term.tag)) ?? null;
  return (
    females.find((f) => f.eid === term.eid) ?? females.find((f) => sameTag(f.tag, term.eid)) ?? null
  );
}

/** The females in the device's answers of the season's lists (pages, or pages of pages). */
export function femalesOf(answers: readonly unknown[]): ExposedFemale[] {
  const pages = answers.flatMap((a): FemalePage[] => {
    if (!a || typeof a !== 'object') return [];
    if ('pages' in a && Array.isArray(a.pages)) return a.pages as FemalePage[];
    return 'items' in a && Array.isArray(a.items) ? [a as FemalePage] : [];
  });
  return pages.flatMap((p) => p.items);
}

const termText = (term: ChuteTerm) =>
  term.kind === 'tag' ? `Brinco ${term.tag}` : `EID ${formatEid(term.eid)}`;

/**
 * 'Brinco 123 não está nesta estação'; offline, that the device does not hold her (she may be in
 * the season all the same).
 */
export function notFoundText(term: ChuteTerm, offline: boolean): string {
  if (!offline) return `${termText(term)} não está nesta estação`;
  const what = term.kind === 'tag' ? `o brinco ${term.tag}` : `o EID ${formatEid(term.eid)}`;
  return `Sem conexão: ${what} não está entre as fêmeas guardadas neste aparelho. Confira o número ou diagnostique quando a conexão voltar.`;
}

/**
 * Her last service as the vet reads it at the chute: 'IA em 10/11/2026 · Touro ou sêmen: Jaguar ·
 * Inseminador: Zé', 'Monta natural de 01/11/2026 a 30/11/2026 · Touro: 12'.
 */
export function chuteServiceText(service: ServiceView): string {
  if (service.kind === 'insemination') {
    const parts = [`IA em ${formatDateBR(service.date)}`, `Touro ou sêmen: ${service.sire}`];
    if (service.inseminator) parts.push(`Inseminador: ${service.inseminator}`);
    return parts.join(' · ');
  }
  const period = service.endsOn
    ? `de ${formatDateBR(service.date)} a ${formatDateBR(service.endsOn)}`
    : `desde ${formatDateBR(service.date)}`;
  return `Monta natural ${period} · Touro: ${service.sire}`;
}

/** 'Faltam diagnosticar: 83' (never below zero while a count is on its way). */
export const toCheckText = (season: { exposed: number; diagnosed: number }) =>
  `Faltam diagnosticar: ${formatNumber(Math.max(0, season.exposed - season.diagnosed), 0)}`;
