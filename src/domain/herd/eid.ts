/**
 * Electronic ids of the ear tags (ISO 11784/11785): 15 digits, a 3-digit country or maker code
 * and a 12-digit national number. People and readers write one EID many ways — with spaces
 * ('982 000123456789'), with a leading zero ('0982000123456789'), behind a reader's prefix
 * ('LA 982 000123456789') — and each way is the same animal.
 */

export const EID_LENGTH_MESSAGE = 'O EID deve ter 15 dígitos';
export const EID_SCIENTIFIC_MESSAGE =
  'O EID foi gravado pelo Excel como número (ex.: 9,82E+14) e perdeu dígitos. Formate a coluna como texto e exporte o arquivo de novo.';

export type EidReading =
  | { ok: true; eid: string }
  | { ok: false; reason: 'scientific' | 'length'; message: string };

/** Excel's way of showing a long number: '9.82E+14', '9,82000123456789e14'. */
const SCIENTIFIC = /^\s*\d+(?:[.,]\d+)?\s*e\s*\+?\s*\d+\s*$/i;
/** A reader's prefix of letters before the digits ('LA ', 'R: ', 'EID '). */
const READER_PREFIX = /^[A-Za-z]{1,5}\s*[:#-]?\s*/;
/** What may separate digit groups: spaces, dots, hyphens. */
const SEPARATORS = /[\s.\-_]/g;

/**
 * Reads an EID however written.
 * @example
 * readEid('982 000123456789')     //=> { ok: true, eid: '982000123456789' }
 * readEid('0982000123456789')     //=> { ok: true, eid: '982000123456789' }
 * readEid('LA 982 000123456789')  //=> { ok: true, eid: '982000123456789' }
 * readEid('9.82E+14').ok          //=> false (reason 'scientific')
 */
export function readEid(raw: string): EidReading {
  const text = raw.trim();
  if (SCIENTIFIC.test(text)) {
    return { ok: false, reason: 'scientific', message: EID_SCIENTIFIC_MESSAGE };
  }
  const digits = text.replace(READER_PREFIX, '').replace(SEPARATORS, '');
  if (/^\d{15}$/.test(digits)) return { ok: true, eid: digits };
  // Some readers write 16 digits with a leading zero.
  if (/^0\d{15}$/.test(digits)) return { ok: true, eid: digits.slice(1) };
  return { ok: false, reason: 'length', message: EID_LENGTH_MESSAGE };
}

/** The 15 digits of an EID however written, or null. */
export function normalizeEid(raw: string): string | null {
  const reading = readEid(raw);
  return reading.ok ? reading.eid : null;
}

/**
 * How the app shows an EID: the code, a space, the national number.
 * @example formatEid('982000123456789') //=> '982 000123456789'
 */
export function formatEid(eid: string): string {
  return /^\d{15}$/.test(eid) ? `${eid.slice(0, 3)} ${eid.slice(3)}` : eid;
}

/**
 * Whether what a stick reader typed (15 digits, maybe spaced or prefixed) is an EID rather than
 * a brinco being typed by hand: used to pick the animal at once on Enter.
 */
export function looksLikeEid(raw: string): boolean {
  return readEid(raw).ok;
}
