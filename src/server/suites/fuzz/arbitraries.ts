import fc from 'fast-check';

/*
 * The fuzz's inputs (issue 14 item 2): every one is invalid by construction, so the only right
 * answer is a 4xx. A body is the route's valid body, decorated (exotic strings, extra fields),
 * then broken in at least one field it needs; or not a JSON object at all; or not JSON.
 */

/** What a body looks like to the fuzz: a valid one, and how its fields may be broken. */
export interface BodyShape {
  valid: Record<string, unknown>;
  /** Fields that may be absent or null (breaking them means a wrong type or a bad value). */
  optional?: string[];
  /** Numeric fields read with z.coerce (a boolean or '5' is a number there). */
  coerced?: string[];
  /** Fields where `break` is not enough: the values that are wrong there. */
  wrong?: Record<string, unknown[]>;
  /** Fields the fuzz leaves alone (their value is not checked, or the route ignores them). */
  keep?: string[];
  /** The route's body limit in bytes (256 KB for /api, app.ts). */
  limit?: number;
  /** The route reads HTML forms too (better-auth): a form of the valid body is a valid input. */
  readsForms?: boolean;
}

/** One request's body as sent: its text (or a form), its content type, and what it is. */
export interface FuzzBody {
  what: string;
  body: string | FormData | URLSearchParams | Blob | undefined;
  contentType: string | null;
}

/** A raw JSON token put in place of a marker string (numbers JSON.stringify cannot write). */
const RAW = '\u0001raw:';
const raw = (token: string) => `${RAW}${token}\u0001`;
const RAW_PATTERN = new RegExp(`"${RAW}([^\\u0001]*)\\u0001"`, 'g');

/** JSON text of `value`, with the raw tokens written as they are. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value).replace(RAW_PATTERN, (_, token: string) => token);
}

const LONG = 'x'.repeat(10 * 1024 + 1);

/** Strings a form never sends: injection, markup, unicode of every sort, control characters. */
export const EXOTIC_STRINGS = [
  "'; drop table users; --",
  "' or '1'='1",
  '1; select pg_sleep(10)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../etc/passwd',
  '🐄🐂🐃',
  '\u202egado\u202c',
  'مزرعة',
  'e\u0301\u0301\u0301',
  '\ufeffbom',
  '\ud800',
  'Zé do Gado',
  '%E0%A4%A',
  '   ',
];

const exotic = fc.constantFrom(...EXOTIC_STRINGS);
const anyJson = fc.oneof(
  exotic,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
);

/** Values that are wrong for a field holding `value`, whatever its bounds. */
function wrongFor(value: unknown, name: string, shape: BodyShape): unknown[] {
  const coerced = shape.coerced?.includes(name);
  const special = shape.wrong?.[name] ?? [];
  if (typeof value === 'number') {
    const types = coerced
      ? ['abc', 'NaN', '1e999', {}, '-1', '1.5']
      : ['300', '', 'abc', 'NaN', 'Infinity', '1e999', true, false, {}, [], [1], { $gt: 0 }];
    return [
      ...types,
      ...special,
      1e308,
      -1e308,
      2 ** 60,
      raw('9007199254740993'),
      raw('-9007199254740993'),
      1e21,
      raw('1e999'),
      raw('-1e999'),
      raw(`1${'0'.repeat(400)}`),
    ];
  }
  if (typeof value === 'string') {
    const dates = /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? [
          '2025-02-30',
          '2025-13-01',
          '0000-01-01',
          '1999-12-31',
          '2101-01-01',
          '2025-1-1',
          '01/02/2025',
        ]
      : [];
    return [123, -1, 0, true, {}, [], ['x'], 1e308, LONG, 'a\u0000b', ...dates, ...special];
  }
  if (Array.isArray(value)) return ['x', 1, {}, true, ...special];
  if (typeof value === 'object' && value !== null) return ['x', 1, true, [], ...special];
  return [...special, {}, []];
}

/** One field of `shape` broken: absent, null or wrong (a field the route needs). */
function broken(shape: BodyShape): fc.Arbitrary<{ what: string; apply: (b: object) => void }> {
  const fields = Object.keys(shape.valid).filter((f) => !shape.keep?.includes(f));
  return fc.constantFrom(...fields).chain((name) => {
    const required = !shape.optional?.includes(name);
    const options: fc.Arbitrary<{ what: string; apply: (b: object) => void }>[] = [
      fc.constantFrom(...wrongFor(shape.valid[name], name, shape)).map((v) => ({
        what: `${name}=${JSON.stringify(v)?.slice(0, 60)}`,
        apply: (b: object) => void ((b as Record<string, unknown>)[name] = v),
      })),
    ];
    if (required) {
      options.push(
        fc.constantFrom('missing', 'null').map((how) => ({
          what: `${name} ${how}`,
          apply: (b: object) => {
            const body = b as Record<string, unknown>;
            if (how === 'missing') delete body[name];
            else body[name] = null;
          },
        })),
      );
    }
    return fc.oneof(...options);
  });
}

/** Decorations that never make a body valid: extra fields, exotic text in the other fields. */
const decoration = (shape: BodyShape) =>
  fc.record({
    extra: fc.dictionary(
      fc.oneof(exotic, fc.constantFrom('__proto__', 'constructor', 'id', 'farmId', 'userId')),
      anyJson,
      { maxKeys: 3 },
    ),
    texts: fc.subarray(Object.keys(shape.valid).filter((f) => typeof shape.valid[f] === 'string')),
    text: exotic,
    // -0 is a right value where 0 is; here it only rides along with a broken field.
    zeros: fc.subarray(Object.keys(shape.valid).filter((f) => typeof shape.valid[f] === 'number')),
  });

/** A JSON object body: the valid one decorated, then broken in one to three fields. */
export function brokenObject(shape: BodyShape): fc.Arbitrary<FuzzBody> {
  return fc
    .tuple(
      // Mostly bare and one break, so that no other wrong field hides the one under test.
      fc.oneof(
        { arbitrary: fc.constant(null), weight: 1 },
        { arbitrary: decoration(shape), weight: 1 },
      ),
      fc.oneof(
        { arbitrary: broken(shape).map((b) => [b]), weight: 3 },
        { arbitrary: fc.array(broken(shape), { minLength: 2, maxLength: 3 }), weight: 1 },
      ),
    )
    .map(([deco, breaks]) => {
      const body: Record<string, unknown> = structuredClone(shape.valid);
      for (const f of deco?.texts ?? []) if (!shape.keep?.includes(f)) body[f] = deco!.text;
      for (const f of deco?.zeros ?? []) if (!shape.keep?.includes(f)) body[f] = raw('-0');
      for (const [k, v] of Object.entries(deco?.extra ?? {})) {
        if (!(k in shape.valid)) Object.defineProperty(body, k, { value: v, enumerable: true });
      }
      for (const b of breaks) b.apply(body);
      return {
        what: `object: ${breaks.map((b) => b.what).join(', ')}`,
        body: toJsonText(body),
        contentType: 'application/json',
      };
    });
}

/** Bodies that are JSON but not an object, or not JSON at all. */
export function notAnObject(shape: BodyShape): fc.Arbitrary<FuzzBody> {
  const valid = toJsonText(shape.valid);
  const texts: [string, string][] = [
    ['null', 'null'],
    ['array', '[]'],
    ['array of the body', `[${valid}]`],
    ['string', '"x"'],
    ['number', '1'],
    ['true', 'true'],
    ['empty', ''],
    ['spaces', '   \n'],
    ['truncated', valid.slice(0, -1)],
    ['trailing comma', `${valid.slice(0, -1)},}`],
    ['single quotes', valid.replaceAll('"', "'")],
    ['NaN literal', '{"a": NaN}'],
    ['two objects', `${valid}${valid}`],
    ['garbage after', `${valid}x`],
    ['comment', `/* c */${valid}`],
    ['NUL byte', `${valid.slice(0, 1)}\u0000${valid.slice(1)}`],
    ['deep nesting', `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
    ['unclosed nesting', '{"a":'.repeat(20_000)],
    ['too large', toJsonText({ ...shape.valid, padding: 'y'.repeat(shape.limit ?? 256 * 1024) })],
    ['html', '<html><body>oi</body></html>'],
    ['xml', '<?xml version="1.0"?><a/>'],
  ];
  return fc.constantFrom(...texts).map(([what, body]) => ({
    what: `text: ${what}`,
    body,
    contentType: 'application/json',
  }));
}

/** Invalid bodies under wrong content types: the body as a form, or broken JSON as text. */
export function wrongContentType(shape: BodyShape): fc.Arbitrary<FuzzBody> {
  const form = () => {
    const data = new FormData();
    for (const [k, v] of Object.entries(shape.valid)) data.append(k, String(v));
    return data;
  };
  const params = () =>
    new URLSearchParams(Object.entries(shape.valid).map(([k, v]) => [k, String(v)]));
  const bytes = (text: string) => new Blob([text]);
  const forms = shape.readsForms
    ? []
    : [
        fc.constant<FuzzBody>({ what: 'multipart form', body: form(), contentType: null }),
        fc.constant<FuzzBody>({ what: 'urlencoded form', body: params(), contentType: null }),
      ];
  return fc.oneof(
    ...forms,
    fc
      .tuple(
        brokenObject(shape),
        fc.constantFrom(
          'text/plain',
          'text/html',
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/octet-stream',
          'application/json; charset=utf-16',
          'application/jsonx',
          ';;;',
          '',
          'none',
        ),
      )
      .map(([b, type]) => ({
        what: `${type}: ${b.what}`,
        body: type === 'none' ? bytes(b.body as string) : b.body,
        contentType: type === 'none' ? null : type,
      })),
  );
}

/** Every sort of invalid body for a shape, weighted toward broken objects. */
export function invalidBody(shape: BodyShape): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    { arbitrary: brokenObject(shape), weight: 6 },
    { arbitrary: notAnObject(shape), weight: 2 },
    { arbitrary: wrongContentType(shape), weight: 2 },
  );
}

/** Path segments that name nothing: broken percent-encoding, NUL, traversal, junk, huge. */
export const BAD_SEGMENTS = [
  '%',
  '%%',
  '%E0%A4%A',
  '%C0%AF',
  '%FF%FE',
  '%F0%9F%90',
  '%zz',
  '%00',
  'a%00b',
  '%0A',
  '%20',
  '..',
  '%2e%2e%2fadmin',
  '%2F',
  '%5C',
  '-1',
  '0',
  'NaN',
  'null',
  'undefined',
  '1e999',
  'x'.repeat(5000),
  '00000000-0000-0000-0000-000000000000',
  'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
  encodeURIComponent("'; drop table users; --"),
  encodeURIComponent('<script>alert(1)</script>'),
  encodeURIComponent('🐄'),
  encodeURIComponent('\u202e'),
];

/** A path segment that is wrong for every route: a listed one or random percent-encoded text. */
export function badSegment(extra: string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...BAD_SEGMENTS, ...extra), weight: 3 },
    {
      arbitrary: fc
        .string({ unit: 'binary', minLength: 1, maxLength: 30 })
        .map((s) => encodeURIComponent(s)),
      weight: 1,
    },
  );
}

/** Query values that are wrong for any bounded field. */
export function badQueryValue(extra: string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '',
      '-1',
      '0',
      '1.5',
      '1e999',
      'NaN',
      'Infinity',
      'abc',
      '2025-02-30',
      '0000-01-01',
      LONG,
      'a\u0000b',
      ...EXOTIC_STRINGS,
      ...extra,
    ),
    fc.string({ unit: 'binary', maxLength: 30 }),
  );
}
