import type { AnimalOption } from '@/domain/herd/api';
import { formatEid, looksLikeEid, normalizeEid } from '@/domain/herd/eid';

/**
 * What an Enter in an animal field means (decision 040). A Bluetooth stick reader in keyboard
 * mode types an EID's 15 digits (maybe spaced, maybe behind a prefix such as 'LA ') and Enter; a
 * person may type a brinco and Enter. Either way the field asks the server once
 * (`/api/animals/options?q=`) and picks the animal when exactly one matches exactly.
 */
export interface EnterReading {
  /** The text as typed, trimmed: what the server is asked with. */
  q: string;
  /** The EID's 15 digits when the text reads as one, else null. */
  eid: string | null;
}

/** The lookup an Enter asks for, or null when there is nothing to look up. */
export function readEnter(text: string): EnterReading | null {
  const q = text.trim();
  if (!q) return null;
  return { q, eid: looksLikeEid(q) ? normalizeEid(q) : null };
}

export type EnterMatch =
  /** Exactly one animal is that EID or that brinco: pick it. */
  | { kind: 'animal'; animal: AnimalOption }
  /** No animal is it: `id` is what a weighing stores (an EID's 15 digits, else the text), `shown`
   * how it is named ('982 000123456789'). */
  | { kind: 'unknown'; id: string; shown: string; eid: string | null }
  /** More than one animal holds that brinco (other statuses): the person chooses in the list. */
  | { kind: 'many'; animals: AnimalOption[] };

/**
 * Which animal the server's options for an Enter name exactly: the EID (however written) first,
 * then the brinco as typed (any case when no brinco matches its case exactly).
 * @example
 * matchOnEnter(readEnter('982 000123456789')!, [{ tag: '42', eid: '982000123456789', … }])
 * //=> { kind: 'animal', animal: { tag: '42', … } }
 */
export function matchOnEnter(reading: EnterReading, items: readonly AnimalOption[]): EnterMatch {
  const byEid = reading.eid ? items.filter((a) => a.eid === reading.eid) : [];
  let exact = byEid;
  if (exact.length === 0) exact = items.filter((a) => a.tag === reading.q);
  if (exact.length === 0) {
    const lower = reading.q.toLocaleLowerCase('pt-BR');
    exact = items.filter((a) => a.tag.toLocaleLowerCase('pt-BR') === lower);
  }
  if (exact.length === 1) return { kind: 'animal', animal: exact[0]! };
  if (exact.length > 1) return { kind: 'many', animals: exact };
  return unknownId(reading);
}

export type UnknownId = Extract<EnterMatch, { kind: 'unknown' }>;

/** A text that is no animal, as a weighing stores it (an EID as its 15 digits) and as shown. */
export function unknownId(reading: EnterReading): UnknownId {
  return reading.eid
    ? { kind: 'unknown', id: reading.eid, shown: formatEid(reading.eid), eid: reading.eid }
    : { kind: 'unknown', id: reading.q, shown: reading.q, eid: null };
}

/** The registration form's address, prefilled with what was read: `?eid=` or `?brinco=`. */
export function registerHref(unknown: { id: string; eid: string | null }): string {
  const params = new URLSearchParams(
    unknown.eid ? { eid: formatEid(unknown.eid) } : { brinco: unknown.id },
  );
  return `/rebanho/novo?${params.toString()}`;
}
