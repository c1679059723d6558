import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToWeanPage } from '../../domain/reproduction/api';
import { json } from '../test/responses';
import { reproFarm } from './fixture';

/*
 * 'A desmamar' of a season (issue 41 item 9): the calves over 7 months, not weaned, born to the
 * season's exposed females from that season's pregnancies — not every calf of the farm: not a
 * calf of a cow outside the season, nor her calf of before, nor one of a female the season left
 * 'Vazia', nor the calf of her pregnancy of another season. Today is 15/06/2026.
 */

let f: Awaited<ReturnType<typeof reproFarm>>;
const calf: Record<string, string> = {};
let season = '';
let before = '';

const birth = async (motherId: string, date: string, tag: string) => {
  calf[tag] = (
    await json<{ calf: { id: string } }>(
      f.t.sendAs(f.as.owner, 'POST', '/api/animals/births', { motherId, date, tag, sex: 'F' }),
      201,
    )
  ).calf.id;
};
const post = (path: string, body: unknown) => json(f.send('owner', 'POST', path, body), 201);
const pregnant = async (animalId: string, served: string, checked: string) => {
  await post('/inseminations', { animalIds: [animalId], date: served, sire: { semen: 'Trovão' } });
  await post('/diagnoses', { animalId, date: checked, result: 'pregnant' });
};
const toWean = async (id: string) =>
  (await json<ToWeanPage>(f.send('field', 'GET', `/seasons/${id}/to-wean`), 200)).items.map(
    (c) => c.tag,
  );

beforeAll(async () => {
  f = await reproFarm('desmamar');
  before = await f.season('Estação 2024', '2024-03-01', '2024-05-31');
  season = await f.season('Estação 2025', '2025-03-01', '2025-05-31');
  const cow = () => f.animal({ birthDate: '2019-01-01' });
  const [a, outside, empty, young, both] = [
    await cow(),
    await cow(),
    await cow(),
    await cow(),
    await cow(),
  ];
  // Her calf of before the season (two years old, never weaned): not the season's.
  await birth(a, '2024-06-01', 'DM-A0');
  await json(f.send('owner', 'POST', `/seasons/${before}/exposures`, { animalIds: [both] }), 200);
  await json(
    f.send('owner', 'POST', `/seasons/${season}/exposures`, {
      animalIds: [a, empty, young, both],
    }),
    200,
  );
  await pregnant(a, '2025-04-01', '2025-05-10');
  await birth(a, '2025-10-01', 'DM-A1');
  // A cow not exposed in the season, her calf of the same months.
  await birth(outside, '2025-10-01', 'DM-FORA');
  // Checked 'Vazia' in the season; a calf of hers born in it all the same (a pregnancy before).
  await post('/diagnoses', { animalId: empty, date: '2025-05-10', result: 'empty' });
  await birth(empty, '2025-09-01', 'DM-VAZIA');
  // Pregnant in the season, her calf under 7 months.
  await pregnant(young, '2025-05-01', '2025-05-30');
  await birth(young, '2026-02-01', 'DM-NOVO');
  // Pregnant in the season before (her calf of it) and in this one (calved, over 7 months).
  await pregnant(both, '2024-04-01', '2024-05-10');
  await birth(both, '2025-01-10', 'DM-B0');
  await pregnant(both, '2025-03-20', '2025-05-10');
  await birth(both, '2025-11-10', 'DM-B1');
});
afterAll(() => f.t.close());

describe("'A desmamar'", () => {
  it('lists only the calves of the season’s pregnancies, over 7 months', async () => {
    expect(await toWean(season)).toEqual(['DM-A1', 'DM-B1']);
    expect(await toWean(before)).toEqual(['DM-B0']);
  });

  it('a calf weaned leaves the list', async () => {
    await post('/weanings', {
      date: '2026-06-10',
      calves: [{ animalId: calf['DM-A1'], weight: 190 }],
    });
    expect(await toWean(season)).toEqual(['DM-B1']);
  });
});
