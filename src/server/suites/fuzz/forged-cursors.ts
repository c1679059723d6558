import fc from 'fast-check';

/*
 * Forged cursors (issue 38 item 4): the keyset lists' cursors are base64url of a JSON array (the
 * key of a page's last row), so an attacker can write any array there. Every cursor made here is
 * wrong by construction: one part of a right key replaced by a value its type never takes (a NUL,
 * a year 0, hour 24, a lone surrogate, 1e308, -0, a huge text, another type), a part missing or
 * one too many, not an array, a right key spelled otherwise than the server writes it, or text
 * that is not base64url at all (some of it sent raw, as broken percent-encoding). The fuzz sends
 * them to every paged route (fuzz.test.ts) and src/server/cursor.test.ts reads them directly.
 */

/** What a part of a key is, as the list's cursor reads it. */
export type PartKind =
  | 'text'
  | 'date'
  | 'instant'
  | 'uuid'
  | { number: [min: number, max: number]; integer?: boolean }
  | { oneOf: string[] };

/** A list's cursor for the fuzz: a right key and the kind of each of its parts. */
export interface CursorSpec {
  /** The query field that carries it ('cursor', 'before'). */
  field: string;
  key: unknown[];
  kinds: PartKind[];
  /** Query fields the key was made for (the herd list's sort and direction). */
  query?: Record<string, string>;
}

/** One forged cursor: what it is, and its text; `raw` goes into the URL unencoded. */
export interface Forged {
  what: string;
  text: string;
  raw?: boolean;
}

/**
 * A JSON token JSON.stringify cannot write (1e999, -0), put in place by `json`. (A marker with
 * control characters would not do: JSON.stringify escapes them, and the marker is not found.)
 */
const raw = (token: string) => `~raw~${token}~`;
const RAW_PATTERN = /"~raw~([^~"]*)~"/g;

const json = (key: unknown) =>
  JSON.stringify(key).replace(RAW_PATTERN, (_, token: string) => token);
const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
/** The text the server writes for `key`. */
export const encodeKey = (key: unknown[]) => base64url(json(key));

const piece = fc.string({ maxLength: 8 });
/** Text with a NUL somewhere. */
const withNul = fc.tuple(piece, piece).map(([a, b]) => `${a}\u0000${b}`);
/** Text with half of a surrogate pair alone. */
const withLoneSurrogate = fc
  .tuple(piece, fc.constantFrom('\ud800', '\udbff', 'x\udc00', 'x\udfff'), fc.constantFrom('', 'y'))
  .map(([a, half, b]) => `${a}${half}${b}`);
const huge = fc.integer({ min: 201, max: 20_000 }).map((n) => 'x'.repeat(n));
/** JSON values of other types than a string (as raw tokens where JSON.stringify cannot). */
const notAString = fc.constantFrom<unknown>(
  1,
  0,
  raw('-0'),
  1e308,
  raw('1e999'),
  null,
  true,
  {},
  [],
  ['x'],
);
const notANumber = fc.constantFrom<unknown>(
  '1',
  '',
  null,
  true,
  {},
  [],
  raw('1e999'),
  raw('-1e999'),
);
const two = (min: number, max: number) =>
  fc.integer({ min, max }).map((n) => String(n).padStart(2, '0'));
const year = fc.integer({ min: 1, max: 9999 }).map((n) => String(n).padStart(4, '0'));
/** Days that are not: year 0, month 13+, day 32+, 30 February. */
const badDate = fc.oneof(
  fc.tuple(two(1, 12), two(1, 28)).map(([m, d]) => `0000-${m}-${d}`),
  fc.tuple(year, two(13, 99), two(1, 28)).map(([y, m, d]) => `${y}-${m}-${d}`),
  fc.tuple(year, two(1, 12), two(32, 99)).map(([y, m, d]) => `${y}-${m}-${d}`),
  fc
    .tuple(year, fc.constantFrom('02-30', '02-31', '04-31', '00-10', '10-00'))
    .map(([y, md]) => `${y}-${md}`),
  fc.constantFrom('2025-1-1', '+002025-01-01', '-0001-01-01', '2025-01-01 ', '20250101'),
);
const micro = fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0'));
/** Instants that are not: a bad day, hour 24+, minute or second 60+, other spellings. */
const badInstant = fc.oneof(
  fc.tuple(badDate, micro).map(([d, us]) => `${d}T00:00:00.${us}Z`),
  fc.tuple(two(24, 99), micro).map(([h, us]) => `9999-12-31T${h}:00:00.${us}Z`),
  fc.tuple(two(60, 99), micro).map(([m, us]) => `2025-06-01T12:${m}:00.${us}Z`),
  fc.tuple(two(60, 99), micro).map(([s, us]) => `2025-06-01T12:00:${s}.${us}Z`),
  fc.constantFrom(
    '2025-06-01T12:00:00Z',
    '2025-06-01T12:00:00.000Z',
    '2025-06-01T12:00:00.000000+03:00',
    '2025-06-01 12:00:00.000000Z',
    '0000-01-01T00:00:00.000000Z',
    '9999-12-31T24:00:00.000000Z',
  ),
);
const badUuid = fc.oneof(
  fc.uuid().map((id) => id.toUpperCase().replace(/^[0-9]/, 'A')),
  fc.uuid().map((id) => `${id}x`),
  fc.uuid().map((id) => id.slice(1)),
  fc.uuid().map((id) => id.replaceAll('-', '')),
  fc.constantFrom('nao-e-id', '', 'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ'),
);

/** A value wrong for a part of `kind` (which held `valid`). */
function wrongPart(kind: PartKind, valid: unknown): fc.Arbitrary<unknown> {
  const textual = typeof valid === 'string' ? valid : 'x';
  const always = [
    withNul.map((s) => `${textual}${s}`),
    withLoneSurrogate.map((s) => `${textual}${s}`),
  ];
  if (kind === 'text') return fc.oneof(...always, withNul, withLoneSurrogate, huge, notAString);
  if (kind === 'date') return fc.oneof(...always, badDate, notAString);
  if (kind === 'instant') return fc.oneof(...always, badInstant, badDate, notAString);
  if (kind === 'uuid') return fc.oneof(...always, badUuid, notAString);
  if ('oneOf' in kind) {
    return fc.oneof(
      ...always,
      piece.filter((s) => !kind.oneOf.includes(s)),
      fc.constantFrom(...kind.oneOf).map((s) => s.toUpperCase() + ' '),
      notAString,
    );
  }
  const [min, max] = kind.number;
  // Never -0: JSON writes it 0, which may be a right value.
  const outside = fc
    .oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true, max: min, maxExcluded: true }),
      fc.double({ noNaN: true, noDefaultInfinity: true, min: max, minExcluded: true }),
    )
    .filter((n) => !Object.is(n, -0));
  const numbers = [
    outside,
    notANumber,
    fc.constantFrom(1e308, -1e308, raw('-0'), raw('1e999')),
    ...always,
  ];
  if (kind.integer) {
    numbers.push(
      fc.double({ noNaN: true, min, max }).filter((n) => !Number.isInteger(n) && !Object.is(n, -0)),
    );
  }
  return fc.oneof(...numbers);
}

/** A right key spelled otherwise than the server writes it (it reads only its own spelling). */
function respelled(key: unknown[]): fc.Arbitrary<Forged> {
  const text = json(key);
  const numbers = key.flatMap((v, i) => (typeof v === 'number' ? [i] : []));
  const ways: [string, string][] = [
    ['spaces in the JSON', JSON.stringify(key, null, 1)],
    ['padding', `${base64url(text)}=`.padEnd(base64url(text).length + 2, '=')],
    [
      'a letter escaped',
      text.replace(/"([A-Za-z0-9])/, (_, c: string) => `"\\u00${c.charCodeAt(0).toString(16)}`),
    ],
  ];
  for (const i of numbers) {
    const n = key[i] as number;
    ways.push([`${n} as ${n}e0`, json(key.map((v, j) => (j === i ? raw(`${n}e0`) : v)))]);
    if (n === 0) ways.push(['-0', json(key.map((v, j) => (j === i ? raw('-0') : v)))]);
  }
  return fc.constantFrom(...ways.filter(([, t]) => t !== text)).map(([what, t]) => ({
    what: `respelled: ${what}`,
    text: t.startsWith('[') ? base64url(t) : t,
  }));
}

/** Text that is no cursor: not base64url, broken percent-encoding (sent raw), huge, empty. */
const notBase64url = fc.oneof(
  fc.constantFrom<Forged>(
    { what: 'empty', text: '' },
    { what: 'broken percent-encoding', text: '%E0%A4%A', raw: true },
    { what: 'a lone %', text: '%', raw: true },
    { what: '%zz', text: '%zz', raw: true },
    { what: 'percent-encoded NUL', text: '%00', raw: true },
    { what: 'overlong UTF-8', text: '%C0%AF', raw: true },
    { what: 'standard base64', text: Buffer.from('["tag","asc","a"]').toString('base64') },
    { what: 'huge', text: 'A'.repeat(5000) },
    { what: 'JSON itself', text: '["tag","asc","a","1","00000000-0000-4000-8000-000000000000"]' },
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map((s) => ({
    what: `text ${JSON.stringify(s)}`,
    text: /^[A-Za-z0-9_-]+$/.test(s) ? `${s}!` : s,
  })),
  fc.uint8Array({ minLength: 1, maxLength: 60 }).map((bytes) => ({
    what: 'random bytes',
    text: `${Buffer.from(bytes).toString('base64url')}.`,
  })),
);

/** Cursors no list wrote, for a list whose right key is `spec.key`. */
export function forgedCursor(spec: Pick<CursorSpec, 'key' | 'kinds'>): fc.Arbitrary<Forged> {
  const { key, kinds } = spec;
  const indexes = fc.integer({ min: 0, max: key.length - 1 });
  const onePart = indexes.chain((i) =>
    wrongPart(kinds[i]!, key[i]).map((v) => ({
      what: `part ${i} = ${JSON.stringify(v)?.slice(0, 60)}`,
      text: encodeKey(key.map((p, j) => (j === i ? v : p))),
    })),
  );
  const length = fc.oneof(
    indexes.map((i) => ({
      what: `part ${i} missing`,
      text: encodeKey(key.filter((_, j) => j !== i)),
    })),
    fc.jsonValue({ maxDepth: 1 }).map((extra) => ({
      what: `one part too many: ${JSON.stringify(extra)?.slice(0, 40)}`,
      text: encodeKey([...key, extra]),
    })),
    fc.constant({ what: 'empty array', text: encodeKey([]) }),
  );
  const notAnArray = fc
    .jsonValue({ maxDepth: 2 })
    .filter((v) => !Array.isArray(v))
    .map((v) => ({
      what: `not an array: ${JSON.stringify(v)?.slice(0, 40)}`,
      text: base64url(JSON.stringify(v)),
    }));
  return fc.oneof(
    { arbitrary: onePart, weight: 8 },
    { arbitrary: length, weight: 2 },
    { arbitrary: notAnArray, weight: 1 },
    { arbitrary: respelled(key), weight: 2 },
    { arbitrary: notBase64url, weight: 2 },
  );
}
