import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HERD_SORTS } from '../domain/herd/queries';
import { CURSORS, herdListCursor, readCursor, type Cursor } from './cursor';
import { AppError } from './errors';
import { encodeKey, forgedCursor, type PartKind } from './suites/fuzz/forged-cursors';

/*
 * The one cursor rule (issue 38 item 4): every key a list writes reads back as itself, and
 * nothing else reads as a key. Property tests over each list's cursor, seeded (CURSOR_SEED=…).
 */

const SEED = Number(process.env.CURSOR_SEED ?? 38);
const ID = '0b6f4d2e-7c1a-4e8b-9f3d-2a5c6e7f8091';

/** Right values of each kind of part. */
const twoDigits = (min: number, max: number) =>
  fc.integer({ min, max }).map((n) => String(n).padStart(2, '0'));
const day = fc
  .date({
    min: new Date('0001-01-01T00:00:00Z'),
    max: new Date('9999-12-31T23:59:59Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));
const instant = fc
  .tuple(
    day,
    twoDigits(0, 23),
    twoDigits(0, 59),
    twoDigits(0, 59),
    fc.integer({ min: 0, max: 999_999 }),
  )
  .map(([d, h, m, s, us]) => `${d}T${h}:${m}:${s}.${String(us).padStart(6, '0')}Z`);
const text = (max: number) =>
  fc
    .string({ unit: 'grapheme', maxLength: max })
    .filter((s) => s.length <= max && !s.includes('\u0000'));
const valueOf = (kind: PartKind, max = 200): fc.Arbitrary<unknown> => {
  if (kind === 'text') return text(max);
  if (kind === 'date') return day;
  if (kind === 'instant') return instant;
  if (kind === 'uuid') return fc.uuid();
  if ('oneOf' in kind) return fc.constantFrom(...kind.oneOf);
  const [min, max_] = kind.number;
  return (
    kind.integer ? fc.integer({ min, max: max_ }) : fc.double({ min, max: max_, noNaN: true })
  ).filter((n) => !Object.is(n, -0));
};

interface Case {
  cursor: Cursor<readonly unknown[]>;
  kinds: PartKind[];
  /** The longest text part (40 for the weighings' animal id). */
  textMax?: number;
}

const HERD_VALUE: Record<(typeof HERD_SORTS)[number], PartKind> = {
  tag: 'text',
  lot: 'text',
  age: 'date',
  category: { number: [0, 99], integer: true },
  weight: { number: [-1, 1_000_000] },
};

const CASES: Record<string, Case> = {
  rows: { cursor: CURSORS.rows, kinds: ['instant', 'uuid'] },
  lots: { cursor: CURSORS.lots, kinds: [{ oneOf: ['o', 'c'] }, 'text', 'uuid'] },
  weighings: { cursor: CURSORS.weighings, kinds: ['date', 'instant', 'uuid'] },
  weighingAnimals: { cursor: CURSORS.weighingAnimals, kinds: ['text'], textMax: 40 },
  timeline: { cursor: CURSORS.timeline, kinds: ['date', 'instant', 'uuid'] },
  due: { cursor: CURSORS.due, kinds: ['date', 'text', 'uuid', 'uuid'] },
  applications: { cursor: CURSORS.applications, kinds: ['date', 'uuid'] },
  byDateAndTag: { cursor: CURSORS.byDateAndTag, kinds: ['date', 'text', 'uuid'] },
  ...Object.fromEntries(
    HERD_SORTS.flatMap((sort) =>
      (['asc', 'desc'] as const).map((dir) => [
        `herd list by ${sort} ${dir}`,
        {
          cursor: herdListCursor(sort, dir),
          kinds: [{ oneOf: [sort] }, { oneOf: [dir] }, HERD_VALUE[sort], 'text', 'uuid'],
        },
      ]),
    ),
  ),
};

const keyOf = ({ kinds, textMax }: Case) => fc.tuple(...kinds.map((k) => valueOf(k, textMax)));

describe.each(Object.entries(CASES))('the cursor of %s', (_name, c) => {
  it('reads back every key it writes, as the same key', () => {
    fc.assert(
      fc.property(keyOf(c), (key) => {
        const text = c.cursor.encode(key);
        expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(c.cursor.decode(text)).toEqual(key);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('reads nothing else: forged keys, other spellings, text that is no cursor', () => {
    fc.assert(
      fc.property(
        keyOf(c).chain((key) => forgedCursor({ key, kinds: c.kinds })),
        (forged) => {
          expect(c.cursor.decode(forged.text), forged.what).toBeNull();
        },
      ),
      { seed: SEED, numRuns: 1000 },
    );
  });
});

describe('readCursor', () => {
  it("refuses the issue's example as a 400 VALIDATION, 'Cursor inválido' on the field", () => {
    const forged = encodeKey([
      'tag',
      'asc',
      'a\u0000',
      '1',
      '00000000-0000-4000-8000-000000000000',
    ]);
    let error: unknown;
    try {
      readCursor(herdListCursor('tag', 'asc'), forged);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      fields: { cursor: 'Cursor inválido' },
    });
    expect(() => readCursor(CURSORS.rows, 'x', 'before')).toThrow(
      expect.objectContaining({ fields: { before: 'Cursor inválido' } }),
    );
  });

  it('answers nothing without a cursor, and the key of a right one', () => {
    expect(readCursor(CURSORS.rows, undefined)).toBeUndefined();
    const key = ['2026-03-01T10:00:00.123456Z', ID] as const;
    expect(readCursor(CURSORS.rows, CURSORS.rows.encode([...key]))).toEqual(key);
  });

  it.each([
    ['year 0', ['0000-01-01T00:00:00.000000Z', ID]],
    ['hour 24', ['9999-12-31T24:00:00.000000Z', ID]],
    ['30 February', ['2026-02-30T10:00:00.000000Z', ID]],
    ['milliseconds only', ['2026-03-01T10:00:00.123Z', ID]],
    ['an id in capitals', ['2026-03-01T10:00:00.123456Z', ID.toUpperCase()]],
    ['a NUL after the id', ['2026-03-01T10:00:00.123456Z', `${ID}\u0000`]],
  ])('refuses a row cursor with %s', (_what, key) => {
    expect(CURSORS.rows.decode(encodeKey(key))).toBeNull();
  });

  it('reads a herd cursor only for the sort and direction it was made for', () => {
    const text = herdListCursor('weight', 'desc').encode(['weight', 'desc', 350.5, 'A', ID]);
    expect(herdListCursor('weight', 'desc').decode(text)).not.toBeNull();
    expect(herdListCursor('weight', 'asc').decode(text)).toBeNull();
    expect(herdListCursor('tag', 'desc').decode(text)).toBeNull();
    // An unknown birth sorts as 9999-12-31 (herd/store/list.ts): a right key.
    const age = herdListCursor('age', 'asc');
    expect(age.decode(age.encode(['age', 'asc', '9999-12-31', 'A', ID]))).not.toBeNull();
  });
});
