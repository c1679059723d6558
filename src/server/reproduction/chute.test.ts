import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FemalePage, SeasonSummary } from '../../domain/reproduction/api';
import { json } from '../test/responses';
import { reproFarm } from './fixture';

/*
 * What 'Diagnóstico no tronco' reads (issue 41 item 6): a female found by her brinco (the exact
 * one first) or by an EID however the stick reader wrote it, and 'Faltam diagnosticar' — the
 * season's females not counted in 'Diagnosticadas: N de M'.
 */

let f: Awaited<ReturnType<typeof reproFarm>>;
let season = '';
const ids: Record<'first' | 'tenth' | 'other', string> = { first: '', tenth: '', other: '' };
beforeAll(async () => {
  f = await reproFarm('tronco');
  season = await f.season('Estação 2025', '2025-03-01', '2025-05-31');
  ids.first = await f.animal({ tag: '77', eid: '982000123456789' });
  ids.tenth = await f.animal({ tag: '770' });
  ids.other = await f.animal({ tag: '81' });
  await json(
    f.send('owner', 'POST', `/seasons/${season}/exposures`, { animalIds: Object.values(ids) }),
    200,
  );
});
afterAll(() => f.t.close());

const page = (query: string) =>
  json<FemalePage>(f.send('field', 'GET', `/seasons/${season}/females${query}`), 200);
const tags = (p: FemalePage) => p.items.map((x) => x.tag);

describe('the chute finds a female', () => {
  it('by her brinco: the exact one first, then those it begins', async () => {
    expect(tags(await page('?q=77'))).toEqual(['77', '770']);
    expect(tags(await page('?q=81'))).toEqual(['81']);
    expect(tags(await page('?q=99'))).toEqual([]);
  });

  it('by her EID however the reader wrote it, the EID in the answer', async () => {
    for (const eid of ['982000123456789', 'LA 982 000123456789', '0982000123456789']) {
      const found = await page(`?q=${encodeURIComponent(eid)}`);
      expect(found.items.map((x) => [x.tag, x.eid])).toEqual([['77', '982000123456789']]);
    }
    expect((await page('?q=81')).items[0]!.eid).toBeNull();
  });
});

describe("'Faltam diagnosticar'", () => {
  it('is every female not diagnosed, served or not, and shrinks with each check', async () => {
    expect(tags(await page('?status=undiagnosed'))).toEqual(['77', '770', '81']);
    await json(
      f.send('field', 'POST', '/inseminations', {
        animalIds: [ids.tenth],
        date: '2025-03-10',
        sire: { semen: 'Trovão' },
      }),
      201,
    );
    for (const [animalId, result] of [
      [ids.first, 'pregnant'],
      [ids.tenth, 'inconclusive'],
    ] as const) {
      await json(
        f.send('field', 'POST', '/diagnoses', { animalId, date: '2025-05-20', result }),
        201,
      );
    }
    // The inconclusive check leaves her to check again.
    const left = await page('?status=undiagnosed');
    expect(tags(left)).toEqual(['770', '81']);
    const s = await json<SeasonSummary>(f.send('field', 'GET', `/seasons/${season}`), 200);
    expect([s.diagnosed, s.exposed]).toEqual([1, 3]);
    expect(left.items.length).toBe(s.exposed - s.diagnosed);
    // Paged by brinco, and with the brinco's search.
    const first = await page('?status=undiagnosed&limit=1');
    expect([tags(first), first.nextCursor !== null]).toEqual([['770'], true]);
    const next = await page(
      `?status=undiagnosed&limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect([tags(next), next.nextCursor]).toEqual([['81'], null]);
    expect(tags(await page('?status=undiagnosed&q=77'))).toEqual(['770']);
  });

  it('a status or a search it does not know is a 400', async () => {
    await f.refused(f.send('field', 'GET', `/seasons/${season}/females?status=tronco`), 400);
    await f.refused(f.send('field', 'GET', `/seasons/${season}/females?q=${'9'.repeat(41)}`), 400);
  });
});
