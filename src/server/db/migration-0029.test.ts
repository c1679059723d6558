import { describe, expect, it } from 'vitest';
import { databaseBeforeMigration } from '../test/migration-fixture';

/*
 * Migration 0029 (issue 42 item 1, decision 070): the pastures typed on animals become paddocks by
 * name, one per farm whatever the case and spaces; every animal keeps its pasture (now its
 * paddock's name) and has an open stay there from its entry; a sold animal's stay ends at its exit.
 * After it, a new 'Pasto' text on an animal makes the paddock and moves the animal into it.
 */

const { q, farmOf, migrate } = databaseBeforeMigration(28);

async function animal(farm: string, tag: string, pasture: string | null, status = 'active') {
  const { rows } = await q<{ id: string }>(
    `insert into animals (farm_id, tag, sex, status, entry_date, exit_date, pasture)
     values ($1, $2, 'M', $3, '2025-02-01', case when $3 = 'sold' then '2025-08-01'::date end, $4)
     returning id`,
    [farm, tag, status, pasture],
  );
  return rows[0]!.id;
}

describe('migration 0029 (pastures)', () => {
  it('makes paddocks of the typed pastures and puts each animal in its own', async () => {
    const farm = await farmOf('u-ana');
    const other = await farmOf('u-bia');
    const a = await animal(farm, '1', 'Piquete 1');
    const b = await animal(farm, '2', ' piquete 1 ');
    const c = await animal(farm, '3', 'Baixada', 'sold');
    const d = await animal(farm, '4', null);
    await animal(other, '1', 'Piquete 1');
    await migrate();

    const { rows: paddocks } = await q<{ farm_id: string; name: string }>(
      `select farm_id, name from paddocks order by farm_id, name`,
    );
    expect(paddocks.filter((p) => p.farm_id === farm).map((p) => p.name)).toEqual([
      'Baixada',
      'Piquete 1',
    ]);
    expect(paddocks.filter((p) => p.farm_id === other)).toHaveLength(1);

    const { rows: animals } = await q<{
      id: string;
      pasture: string | null;
      paddock: string | null;
    }>(
      `select a.id, a.pasture, p.name as paddock from animals a
       left join paddocks p on p.farm_id = a.farm_id and p.id = a.paddock_id where a.farm_id = $1`,
      [farm],
    );
    const byId = new Map(animals.map((r) => [r.id, r]));
    expect(byId.get(a)).toMatchObject({ pasture: 'Piquete 1', paddock: 'Piquete 1' });
    expect(byId.get(b)).toMatchObject({ pasture: 'Piquete 1', paddock: 'Piquete 1' });
    expect(byId.get(c)).toMatchObject({ pasture: 'Baixada', paddock: 'Baixada' });
    expect(byId.get(d)).toMatchObject({ pasture: null, paddock: null });

    const { rows: stays } = await q<{
      animal_id: string;
      entered_on: string;
      left_on: string | null;
    }>(`select animal_id, entered_on::text, left_on::text from paddock_stays where farm_id = $1`, [
      farm,
    ]);
    const stayOf = new Map(stays.map((s) => [s.animal_id, s]));
    expect(stayOf.get(a)).toMatchObject({ entered_on: '2025-02-01', left_on: null });
    expect(stayOf.get(c)).toMatchObject({ entered_on: '2025-02-01', left_on: '2025-08-01' });
    expect(stays).toHaveLength(3);
  });

  it('after it, a new pasture text makes the paddock and moves the animal into it', async () => {
    const farm = await farmOf('u-cid');
    await animal(farm, '8', 'Piquete 1');
    const id = await animal(farm, '9', 'Novo Pasto');
    const { rows } = await q<{ name: string; open: number }>(
      `select p.name, (select count(*)::int from paddock_stays s
         where s.farm_id = a.farm_id and s.animal_id = a.id and s.left_on is null) as open
       from animals a join paddocks p on p.farm_id = a.farm_id and p.id = a.paddock_id
       where a.id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ name: 'Novo Pasto', open: 1 });

    await q(`update animals set pasture = 'Piquete 1' where id = $1`, [id]);
    const { rows: after } = await q<{ paddock: string; left: number; open: number }>(
      `select p.name as paddock,
         (select count(*)::int from paddock_stays s where s.animal_id = a.id and s.left_on is not null) as left,
         (select count(*)::int from paddock_stays s where s.animal_id = a.id and s.left_on is null) as open
       from animals a join paddocks p on p.farm_id = a.farm_id and p.id = a.paddock_id where a.id = $1`,
      [id],
    );
    expect(after[0]).toEqual({ paddock: 'Piquete 1', left: 1, open: 1 });

    await q(`update animals set pasture = null where id = $1`, [id]);
    const { rows: none } = await q<{ paddock_id: string | null; open: number }>(
      `select a.paddock_id, (select count(*)::int from paddock_stays s
         where s.animal_id = a.id and s.left_on is null) as open from animals a where a.id = $1`,
      [id],
    );
    expect(none[0]).toEqual({ paddock_id: null, open: 0 });
  });

  it('closes the stay of an animal that leaves, and opens it again when the exit is undone', async () => {
    const farm = await farmOf('u-dan');
    const id = await animal(farm, '1', 'Piquete 1');
    const open = async () => {
      const { rows } = await q<{ left_on: string | null }>(
        `select left_on::text from paddock_stays where animal_id = $1`,
        [id],
      );
      return rows;
    };
    await q(`update animals set status = 'sold', exit_date = '2026-03-01' where id = $1`, [id]);
    expect(await open()).toEqual([{ left_on: '2026-03-01' }]);
    await q(`update animals set status = 'active', exit_date = null where id = $1`, [id]);
    expect(await open()).toEqual([{ left_on: null }]);
    await q(`update animals set status = 'removed' where id = $1`, [id]);
    expect(await open()).toEqual([]);
  });
});
