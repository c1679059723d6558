import { isIsoDate } from '../records/dates';
import { MAX_CENTS, type Cents } from './money';

/*
 * The values of an OFX statement's fields as Brazilian banks write them: DTPOSTED, TRNAMT and
 * the texts (MEMO, NAME), with their entities and stray control characters.
 */

/**
 * The calendar day of an OFX date (YYYYMMDD[HHMM[SS[.XXX]]][[-3:BRT]]), as the bank wrote it:
 * the time and the zone are ignored. Banks label their local midnight as GMT or EST
 * ('20240115000000[0:GMT]'), so converting the instant to São Paulo would move lines to the day
 * before. Null for anything else, an impossible day, or a year outside 1980–2100.
 * @example
 * readOfxDate('20240115120000[-3:BRT]') //=> '2024-01-15'
 * readOfxDate('20240230')               //=> null
 */
export function readOfxDate(value: string): string | null {
  const match =
    /^(\d{4})(\d{2})(\d{2})(?:\d{4}(?:\d{2}(?:[.,]\d{1,6})?)?)?\s*(?:\[[^\]]{0,20}\])?$/.exec(
      value.trim(),
    );
  if (!match) return null;
  const date = `${match[1]}-${match[2]}-${match[3]}`;
  return isIsoDate(date) && date >= '1980-01-01' && date <= '2100-12-31' ? date : null;
}

export const OFX_AMOUNT_INVALID = 'valor inválido';
export const OFX_AMOUNT_TOO_HIGH = 'valor acima de R$ 999.999.999,99';

export type OfxAmountReading = { ok: true; cents: Cents } | { ok: false; reason: string };

/**
 * A TRNAMT into signed centavos, read from its digits (no binary float on the way). A dot or a
 * comma is the decimal separator ('-12.50', '-12,50'); when both appear the last one is ('1.234,56',
 * '1,234.56'); a separator repeated with nothing else groups thousands ('1.234.567'). Decimals
 * past the second must be zeros ('12.5000').
 * @example
 * readOfxAmount('-12.50')   //=> { ok: true, cents: -1250 }
 * readOfxAmount('1.234,56') //=> { ok: true, cents: 123456 }
 */
export function readOfxAmount(value: string): OfxAmountReading {
  const text = value.replace(/\s/g, '');
  const match = /^([-+]?)([\d.,]+)$/.exec(text);
  if (!match || !/\d/.test(match[2]!)) return { ok: false, reason: OFX_AMOUNT_INVALID };
  const sign = match[1] === '-' ? -1 : 1;
  let body = match[2]!;
  const lastDot = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  const decimalAt = Math.max(lastDot, lastComma);
  let whole: string;
  let fraction = '';
  if (decimalAt === -1) {
    whole = body;
  } else {
    const separator = body[decimalAt]!;
    const other = separator === '.' ? ',' : '.';
    const repeated = body.indexOf(separator) !== decimalAt;
    if (repeated && !body.includes(other)) {
      // '1.234.567': only thousands.
      if (!/^\d{1,3}([.,]\d{3})+$/.test(body)) return { ok: false, reason: OFX_AMOUNT_INVALID };
      whole = body.replace(/[.,]/g, '');
    } else {
      const head = body.slice(0, decimalAt);
      if (repeated) return { ok: false, reason: OFX_AMOUNT_INVALID };
      const grouped = other === '.' ? /^\d{1,3}(\.\d{3})+$/ : /^\d{1,3}(,\d{3})+$/;
      if (head.includes(other) && !grouped.test(head)) {
        return { ok: false, reason: OFX_AMOUNT_INVALID };
      }
      body = head.split(other).join('') + '.' + body.slice(decimalAt + 1);
      [whole = '', fraction = ''] = body.split('.');
      if (/[^\d]/.test(whole) || /[^\d]/.test(fraction)) {
        return { ok: false, reason: OFX_AMOUNT_INVALID };
      }
    }
  }
  if (/[1-9]/.test(fraction.slice(2))) return { ok: false, reason: OFX_AMOUNT_INVALID };
  whole = whole.replace(/^0+(?=\d)/, '');
  if (whole.length > 9) return { ok: false, reason: OFX_AMOUNT_TOO_HIGH };
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (cents > MAX_CENTS) return { ok: false, reason: OFX_AMOUNT_TOO_HIGH };
  return { ok: true, cents: sign * cents || 0 };
}

/** Half of a UTF-16 pair without its other half: no UTF-8 text (nor PostgreSQL) can hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * A field's text as a person reads it: entities decoded (&amp;, &#231;), control characters
 * (a NUL, which PostgreSQL cannot store, tabs, line breaks) and runs of spaces made one space,
 * trimmed. Null when nothing is left.
 * @example
 * ofxText('PAG&amp;CIA\u0000  LTDA') //=> 'PAG&CIA LTDA'
 */
export function ofxText(value: string | undefined): string | null {
  if (value === undefined) return null;
  const decoded = value.replace(
    /&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi,
    (entity, body: string) => {
      if (body.startsWith('#')) {
        const code =
          body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
        return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
          ? String.fromCodePoint(code)
          : ' ';
      }
      return ENTITIES[body.toLowerCase()] ?? entity;
    },
  );
  const clean = decoded
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001F\u007F-\u009F\s]+/g, ' ')
    .replace(LONE_SURROGATE, '\uFFFD')
    .trim();
  return clean === '' ? null : clean;
}
